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

/// `ButtonStyle`'s `configuration.isPressed` is true while the finger is down on the button (and within
/// its slop), false after; the action runs on release inside.
final class ButtonPressedTests: XCTestCase {
    struct Squash: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.frame(width: 100, height: 50).background(configuration.isPressed ? Color.red : Color.blue)
        }
    }
    struct Screen: View {
        @ObservedObject var model: TestModel
        var body: some View {
            Button("Go") { model.value += 1 }.buttonStyle(Squash()).accessibilityIdentifier("go")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    func color(_ s: ViewSession, frame: Int) throws -> [UInt8] {
        let image = try XCTUnwrap(s.session.render(frame: frame, image: true).image)
        let i = (100 * image.width + 60) * 4
        return Array(image.pixels[i..<i + 3])
    }

    func testIsPressedFollowsTheFinger() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { Screen(model: model) }
        XCTAssertEqual(try color(s, frame: 2), [0, 122, 255], "at rest")
        try s.session.runner.handle(.down(CGPoint(x: 100, y: 100)))
        XCTAssertEqual(try color(s, frame: 4), [255, 59, 48], "held down: pressed")
        try s.session.runner.handle(.move(CGPoint(x: 100, y: 100 + 25 + 71)))
        XCTAssertEqual(try color(s, frame: 6), [0, 122, 255], "dragged more than 70 points outside: not pressed")
        try s.session.runner.handle(.move(CGPoint(x: 100, y: 110)))
        XCTAssertEqual(try color(s, frame: 8), [255, 59, 48], "back inside: pressed again")
        try s.session.runner.handle(.up(CGPoint(x: 100, y: 110)))
        XCTAssertEqual(try color(s, frame: 10), [0, 122, 255], "released")
        XCTAssertEqual(model.value, 1, "the action ran once")
    }
}

/// Content moved by `offset` or grown by `scaleEffect` is hit where it is drawn, as in SwiftUI.
final class TransformedHitTests: XCTestCase {
    struct Screen: View {
        @ObservedObject var model: TestModel
        var body: some View {
            VStack(spacing: 40) {
                Rectangle().fill(Color.red).frame(width: 80, height: 50)
                    .offset(x: 100)
                    .onTapGesture { model.items.append(1) }
                Rectangle().fill(Color.blue).frame(width: 80, height: 50)
                    .scaleEffect(2)
                    .onTapGesture { model.items.append(2) }
            }
            .frame(width: 400, height: 400)
        }
    }

    func click(_ s: ViewSession, _ p: CGPoint) throws {
        try s.session.runner.handle(.down(p))
        try s.step()
        try s.session.runner.handle(.up(p))
        try s.step()
    }

    func testOffsetAndScaledContentIsHitWhereItIsDrawn() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 400, height: 400)) { Screen(model: model) }
        try s.step(3)
        // Layout: the red at x 160…240, y 130…180 drawn at 260…340; the blue at 160…240, y 220…270 drawn
        // twice as large, 120…280 × 195…295.
        try click(s, CGPoint(x: 320, y: 155))
        XCTAssertEqual(model.items, [1], "the red where it is drawn, outside its layout frame")
        try click(s, CGPoint(x: 130, y: 245))
        XCTAssertEqual(model.items, [1, 2], "the blue where its scaled drawing reaches past its frame")
    }
}

/// A `GeometryReader` in a `ScrollView` sees its frame move as the content scrolls, and its content is
/// evaluated again (what parallax and sticky headers read).
final class ScrollingGeometryReaderTests: XCTestCase {
    struct Screen: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { geo in
                        Rectangle().fill(Color.red).frame(height: 50)
                            .offset(y: -geo.frame(in: .global).minY)
                            .accessibilityIdentifier("pinned")
                    }
                    .frame(height: 50)
                    ForEach(0..<40, id: \.self) { i in Text("Row \(i)").frame(height: 40) }
                }
            }
        }
    }

    func testAReaderThatCancelsItsGlobalOffsetStaysPut() throws {
        let s = try ViewSession(size: CGSize(width: 300, height: 500)) { Screen() }
        try s.step(3)
        XCTAssertEqual(try s.frame("pinned").minY, 0, accuracy: 0.5)
        try s.session.runner.handle(.down(CGPoint(x: 150, y: 400)))
        try s.step()
        for k in 1...10 {
            try s.session.runner.handle(.move(CGPoint(x: 150, y: 400 - CGFloat(k) * 15)))
            try s.step()
        }
        try s.step(8)
        try s.session.runner.handle(.up(CGPoint(x: 150, y: 250)))
        try s.step(60)
        let scroll = try XCTUnwrap(s.firstView(ScrollHostView.self))
        let offset = s.session.runner.context.perform { scroll.contentOffset.y }
        XCTAssertGreaterThan(offset, 100, "it scrolled")
        XCTAssertEqual(try s.frame("pinned").minY, 0, accuracy: 0.5, "the reader followed the scroll (offset \(offset))")
    }
}

/// SwiftUI's gradients interpolate premultiplied colour (`.clear` → white fades white in, not through
/// grey), translucent gradients show what is under them, and a gradient stroke is drawn in the gradient.
final class GradientFidelityTests: XCTestCase {
    struct Screen: View {
        var body: some View {
            VStack(spacing: 0) {
                ZStack {
                    Rectangle().fill(Color(red: 1, green: 0, blue: 0))
                    LinearGradient(colors: [.clear, .white], startPoint: .leading, endPoint: .trailing)
                }.frame(width: 200, height: 50)
                Circle().stroke(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0)],
                                               startPoint: .leading, endPoint: .trailing), lineWidth: 10)
                    .frame(width: 100, height: 100)
            }
            .frame(width: 200, height: 200, alignment: .top)
            .background(Color.white)
        }
    }

    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return (0..<3).map { Int(image.pixels[i + $0]) }
    }

    func testPremultipliedStopsAndGradientStrokes() throws {
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { Screen() }
        let image = try XCTUnwrap(s.session.render(frame: 3, image: true).image)
        // Half way: white at opacity 0.5 over red, premultiplied: (1, 0.5, 0.5).
        let mid = pixel(image, 100, 25)
        XCTAssertEqual(Double(mid[0]), 255, accuracy: 3)
        XCTAssertEqual(Double(mid[1]), 127.5, accuracy: 4, "\(mid)")
        XCTAssertEqual(Double(mid[2]), 127.5, accuracy: 4, "\(mid)")
        // The ring (a 10-point stroke centred on the circle: x 45…55 and 145…155 at y 100): red on the left, yellow on the right.
        XCTAssertEqual(pixel(image, 50, 100).map { $0 / 8 }, [31, 0, 0], "the stroke's left side is the gradient's start")
        let right = pixel(image, 150, 100)
        XCTAssertEqual(right[0], 255, "\(right)"); XCTAssertGreaterThan(right[1], 200, "\(right)"); XCTAssertLessThan(right[2], 10, "\(right)")
        XCTAssertEqual(pixel(image, 100, 100), [255, 255, 255], "inside the ring: the background, not a black fill")
    }
}

/// Long presses report the press as it happens: `@GestureState` through `updating` from touch-down,
/// `onPressingChanged` (and the iOS 13 `pressing:`) true at touch-down and false when it completes or
/// is released early.
final class LongPressFeedbackTests: XCTestCase {
    struct Screen: View {
        @ObservedObject var model: TestModel
        @GestureState var detecting = false
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().fill(detecting ? Color.red : Color.blue).frame(width: 100, height: 100)
                    .gesture(LongPressGesture(minimumDuration: 1).updating($detecting) { v, s, _ in s = v })
                Rectangle().fill(Color.green).frame(width: 100, height: 100)
                    .onLongPressGesture(minimumDuration: 1, perform: { model.value += 1 },
                                        onPressingChanged: { model.items.append($0 ? 1 : 0) })
                Rectangle().fill(Color.green).frame(width: 100, height: 50)
                    .onLongPressGesture(minimumDuration: 1, pressing: { model.items.append($0 ? 11 : 10) }) { model.value += 10 }
                Rectangle().fill(Color.green).frame(width: 100, height: 50).onLongPressGesture { model.value += 100 }
            }
            .frame(width: 100, height: 300)
        }
    }

    func testPressFeedback() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 100, height: 300)) { Screen(model: model) }
        try s.step(3)
        var rendered = 100
        func red() throws -> Bool {
            rendered += 1
            let image = try XCTUnwrap(s.session.render(frame: rendered, image: true).image)
            let i = (50 * image.width + 50) * 4
            return image.pixels[i] > 200 && image.pixels[i + 2] < 100
        }
        rendered = 3
        XCTAssertFalse(try red())
        try s.session.runner.handle(.down(CGPoint(x: 50, y: 50)))
        rendered += 6
        XCTAssertTrue(try red(), "held: the gesture state shows the press before the second is up")
        try s.session.runner.handle(.up(CGPoint(x: 50, y: 50)))
        rendered += 3
        XCTAssertFalse(try red(), "released early: the state resets")
        // Pressing feedback: released early, then held long enough.
        try s.session.runner.handle(.down(CGPoint(x: 50, y: 150)))
        try s.step(6)
        try s.session.runner.handle(.up(CGPoint(x: 50, y: 150)))
        try s.step(3)
        XCTAssertEqual(model.items, [1, 0]); XCTAssertEqual(model.value, 0)
        try s.session.runner.handle(.down(CGPoint(x: 50, y: 150)))
        try s.step(70)
        XCTAssertEqual(model.items, [1, 0, 1, 0], "false when it completes"); XCTAssertEqual(model.value, 1)
        try s.session.runner.handle(.up(CGPoint(x: 50, y: 150)))
        try s.session.runner.handle(.down(CGPoint(x: 50, y: 225)))
        try s.step(70)
        try s.session.runner.handle(.up(CGPoint(x: 50, y: 225)))
        XCTAssertEqual(model.items, [1, 0, 1, 0, 11, 10]); XCTAssertEqual(model.value, 11)
    }
}

/// A touch on a decelerating scroll view stops it where it is, and its content gets no tap (UIKit).
final class TouchStopsDecelerationTests: XCTestCase {
    struct Screen: View {
        @ObservedObject var model: TestModel
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { i in
                        Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 44).background(Color.white)
                            .onTapGesture { model.items.append(i) }
                    }
                }
            }
        }
    }

    func testATouchStopsAFlingAndDoesNotTap() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 300, height: 500)) { Screen(model: model) }
        try s.step(3)
        // A fling: a fast drag up, released while moving.
        try s.session.runner.handle(.down(CGPoint(x: 150, y: 450)))
        try s.step()
        for k in 1...6 {
            try s.session.runner.handle(.move(CGPoint(x: 150, y: 450 - CGFloat(k) * 50)))
            try s.step()
        }
        try s.session.runner.handle(.up(CGPoint(x: 150, y: 150)))
        try s.step(10)
        let scroll = try XCTUnwrap(s.firstView(ScrollHostView.self))
        let moving = s.session.runner.context.perform { scroll.isDecelerating }
        XCTAssertTrue(moving, "flung")
        try s.session.runner.handle(.down(CGPoint(x: 150, y: 250)))
        try s.step()
        let caught = s.session.runner.context.perform { scroll.contentOffset.y }
        try s.session.runner.handle(.up(CGPoint(x: 150, y: 250)))
        try s.step(30)
        let after = s.session.runner.context.perform { (scroll.contentOffset.y, scroll.isDecelerating) }
        XCTAssertEqual(after.0, caught, accuracy: 0.5, "stopped where the finger caught it")
        XCTAssertFalse(after.1)
        XCTAssertEqual(model.items, [], "the catching touch is not a tap")
        // At rest, a tap taps.
        try s.session.runner.handle(.down(CGPoint(x: 150, y: 250)))
        try s.step()
        try s.session.runner.handle(.up(CGPoint(x: 150, y: 250)))
        try s.step(3)
        XCTAssertEqual(model.items.count, 1)
    }
}

/// An `Animatable` view modifier's body is evaluated every frame with its interpolated `animatableData`
/// (the classic shake effect), as SwiftUI does.
final class AnimatableModifierTests: XCTestCase {
    struct Shake: ViewModifier, Animatable {
        var animatableData: CGFloat
        func body(content: Content) -> some View { content.offset(x: 30 * sin(animatableData * .pi * 3)) }
    }
    struct Screen: View {
        @ObservedObject var model: TestModel
        var body: some View {
            Rectangle().fill(Color.red).frame(width: 50, height: 50)
                .accessibilityIdentifier("box")
                .modifier(Shake(animatableData: CGFloat(model.value)))
        }
    }

    func testTheModifierFollowsItsInterpolatedData() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { Screen(model: model) }
        try s.step(3)
        let rest = try s.frame("box").minX
        withAnimation(.linear(duration: 1)) { model.value = 1 }
        // Takes effect at the next frame (t0); 15 frames later the data is 0.25.
        try s.step(16)
        let quarter = try s.frame("box").minX - rest
        XCTAssertEqual(quarter, 30 * sin(0.25 * .pi * 3), accuracy: 1.5, "offset at a quarter of the way")
        try s.step(60)
        XCTAssertEqual(try s.frame("box").minX - rest, 0, accuracy: 0.01, "sin(3π) = 0 at the end")
    }
}
