import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

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
