import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// A `ProgressView(value:)` bar slides to a value set under an animation, and jumps without one.
final class ProgressViewAnimationTests: XCTestCase {
    struct Screen: View {
        @ObservedObject var model: TestModel
        var body: some View { ProgressView(value: model.value).frame(width: 200) }
    }

    func testTheBarSlidesUnderAnAnimation() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 200, height: 100)) { Screen(model: model) }
        try s.step(3)
        let bar = try XCTUnwrap(s.firstView(UIProgressView.self))
        func shown() -> Float { s.session.runner.context.perform { bar.progress } }
        func fill() -> CGFloat {
            s.session.runner.context.perform {
                // The filled part: the bar's widest subview as it is on screen now.
                bar.subviews.map { $0.layer.presentationProperties().bounds.width }.min() ?? 0
            }
        }
        withAnimation(.linear(duration: 1)) { model.value = 1 }
        try s.step(3)
        XCTAssertEqual(shown(), 1)
        let early = fill()
        try s.step(60)
        let late = fill()
        XCTAssertLessThan(early, late - 20, "the fill grew over time (\(early) → \(late))")
        model.value = 0.5
        try s.step(2)
        XCTAssertEqual(shown(), 0.5)
    }
}
