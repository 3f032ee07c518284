import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// Fade-outs and colour changes animate with the transaction's animation, as in SwiftUI (a fade-out
/// from opacity 1 jumped, and colour changes jumped, for an outside tester's screens).
final class FadeAndColorAnimationTests: XCTestCase {
    struct Fades: View {
        @ObservedObject var model: TestModel
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().fill(Color.black).frame(width: 100, height: 50)
                    .opacity(model.flag ? 0 : 1)
                Rectangle().fill(Color.black).frame(width: 100, height: 50)
                    .opacity(model.flag ? 0.3 : 1).animation(.linear(duration: 1), value: model.flag)
                Rectangle().fill(model.flag ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 50)
                Color(model.flag ? UIColor(red: 0, green: 1, blue: 0, alpha: 1) : UIColor(red: 1, green: 1, blue: 1, alpha: 1)).frame(width: 100, height: 50)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(Color.white)
        }
    }

    /// RGBA 0…1 of the pixel at (x, y).
    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Double] {
        let i = (y * image.width + x) * 4
        return (0..<4).map { Double(image.pixels[i + $0]) / 255 }
    }

    func testFadeOutsAndColourChangesAnimateBothWays() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 200, height: 300)) { Fades(model: model) }
        _ = try s.session.render(frame: 3, image: false)
        // Takes effect at frame 4; half way through a linear second at frame 34.
        withAnimation(.linear(duration: 1)) { model.flag = true }
        let mid = try XCTUnwrap(s.session.render(frame: 34, image: true).image)
        XCTAssertEqual(pixel(mid, 50, 25)[0], 0.5, accuracy: 2.0 / 255, "opacity 1 → 0 half way: grey")
        XCTAssertEqual(pixel(mid, 50, 75)[0], 1 - 0.65, accuracy: 2.0 / 255, "opacity 1 → 0.3 half way (0.65)")
        let red = pixel(mid, 50, 125)
        XCTAssertGreaterThan(red[0], 0.2, "the fill is between red and blue: \(red)")
        XCTAssertGreaterThan(red[2], 0.2, "the fill is between red and blue: \(red)")
        let green = pixel(mid, 50, 175)
        XCTAssertGreaterThan(green[0], 0.2, "a Color view is between white and green: \(green)")
        XCTAssertLessThan(green[0], 0.9, "a Color view is between white and green: \(green)")
        let end = try XCTUnwrap(s.session.render(frame: 70, image: true).image)
        XCTAssertEqual(pixel(end, 50, 25)[0], 1, accuracy: 1.0 / 255, "faded out: the white background")
        XCTAssertEqual(pixel(end, 50, 75)[0], 0.7, accuracy: 2.0 / 255)
        XCTAssertEqual(pixel(end, 50, 125), [0, 0, 1, 1])
        XCTAssertEqual(pixel(end, 50, 175), [0, 1, 0, 1])
    }

    struct Pad: View {
        @ObservedObject var model: TestModel
        var body: some View {
            Color.white
                .gesture(DragGesture(minimumDistance: 0)
                    .onChanged { v in model.items.append(Int(v.translation.width)) }
                    .onEnded { _ in model.value += 1 })
        }
    }

    /// `minimumDistance: 0` begins at touch-down with a zero translation, and ends on lift without moving.
    func testAZeroDistanceDragBeginsAtTouchDown() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { Pad(model: model) }
        try s.step(3)
        try s.session.runner.handle(.down(CGPoint(x: 100, y: 100)))
        try s.step()
        XCTAssertEqual(model.items, [0], "onChanged at touch-down, translation zero")
        try s.session.runner.handle(.up(CGPoint(x: 100, y: 100)))
        try s.step()
        XCTAssertEqual(model.value, 1, "onEnded on lift without movement")
        try s.session.runner.handle(.down(CGPoint(x: 100, y: 100)))
        try s.step()
        try s.session.runner.handle(.move(CGPoint(x: 103, y: 100)))
        try s.step()
        XCTAssertEqual(model.items, [0, 0, 3], "every move reports, the first 3 points too")
    }
}
