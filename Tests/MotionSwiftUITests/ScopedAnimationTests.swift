import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// iOS 17's `animation(_:body:)`: the modifiers in the body animate with the scope's animation when their
/// values change, without `withAnimation`; the view inside is not animated by it.
final class ScopedAnimationTests: XCTestCase {
    struct Screen: View {
        @ObservedObject var model: TestModel
        var body: some View {
            Color.blue.frame(width: model.flag ? 100 : 50, height: 50)
                .animation(.linear(duration: 1)) { content in
                    content.opacity(model.flag ? 0.2 : 1)
                }
                .accessibilityIdentifier("box")
        }
    }

    func testOnlyTheBodysModifiersAnimate() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { Screen(model: model) }
        try s.step(3)
        s.session.runner.context.perform { model.flag = true }
        try s.step(31)   // half way through the second (the change lands on the first of these frames)
        XCTAssertEqual(Double(try s.layer("box").opacity), 0.6, accuracy: 0.03, "the scope's modifier animates")
        XCTAssertEqual(try s.frame("box").width, 100, accuracy: 0.5, "the content's own change does not")
    }
}
