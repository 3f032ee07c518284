import XCTest
@testable import MotionViews

/// UIView.h and UIViewControllerTransitionCoordinator.h default `completion` to nil: the calls without
/// it compile and behave as with a nil completion.
final class CompletionDefaultsTests: XCTestCase {
    func testTransitionFromToWithoutCompletionSwapsTheViews() {
        let w = makeWindow()
        let a = UIView(), b = UIView()
        w.addSubview(a)
        UIView.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve])
        XCTAssertNil(a.superview)
        XCTAssertTrue(b.superview === w)
    }

    func testAlongsideWithoutCompletionRuns() {
        let w = makeWindow()
        let sizeChange = SizeTransitionCoordinator(window: w)
        let coordinator: UIViewControllerTransitionCoordinator = sizeChange
        var ran = 0
        coordinator.animate(alongsideTransition: { _ in ran += 1 })
        coordinator.animateAlongsideTransition(in: nil, animation: { _ in ran += 1 })
        sizeChange.finish()
        XCTAssertEqual(ran, 2)
    }
}
