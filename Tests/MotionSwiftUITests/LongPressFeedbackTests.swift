import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

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
