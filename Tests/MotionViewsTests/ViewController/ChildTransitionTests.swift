import XCTest
@testable import MotionViews

/// UIViewController.h's `transition(from:to:duration:options:animations:completion:)`, a custom
/// container's swap of two children: the new child's view is added, the block animates, the old view
/// leaves when it ends, and the children hear their appearance callbacks around it.
final class ChildTransitionTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
    }

    private func container(_ log: LifecycleLog) -> (LoggingController, LoggingController, LoggingController, UIWindow) {
        let parent = LoggingController("parent", log)
        let a = LoggingController("a", log), b = LoggingController("b", log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        for c in [a, b] { parent.addChild(c) }
        parent.view.addSubview(a.view)
        a.didMove(toParent: parent)
        b.didMove(toParent: parent)
        window.layoutIfNeeded()
        return (parent, a, b, window)
    }

    func testSwapsTheChildrensViewsAroundTheAnimation() {
        let log = LifecycleLog()
        let (parent, a, b, _) = container(log)
        log.entries = []
        b.view.alpha = 0
        var finished: Bool?
        let t0 = CACurrentMediaTime()
        parent.transition(from: a, to: b, duration: 0.4, options: [.curveLinear], animations: {
            b.view.alpha = 1
        }, completion: { finished = $0 })
        XCTAssertTrue(b.view.superview === parent.view, "the new view is added at once")
        XCTAssertTrue(a.view.superview === parent.view, "the old one stays until the end")
        XCTAssertEqual(parent.view.subviews.firstIndex(of: b.view), 1, "above the old one")
        XCTAssertEqual(log.appearance, ["a.viewWillDisappear(true)", "b.viewWillAppear(true)"])
        AnimationDriver.shared.advance(to: t0 + 0.2)
        XCTAssertEqual(Double(b.view.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 1e-6, "linear, half way")
        XCTAssertNil(finished)
        AnimationDriver.shared.advance(to: t0 + 0.45)
        XCTAssertEqual(finished, true)
        XCTAssertNil(a.view.superview, "the old view leaves when it ends")
        XCTAssertEqual(log.appearance, ["a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                                        "a.viewDidDisappear(true)", "b.viewDidAppear(true)"])
    }

    func testATransitionOptionChangesTheContainerByThatTransition() {
        let log = LifecycleLog()
        let (parent, a, b, _) = container(log)
        var finished = false
        let t0 = CACurrentMediaTime()
        parent.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { _ in finished = true }
        XCTAssertTrue(parent.view.layer.animationKeys()?.contains { $0.contains("transition") } ?? false,
                      "a cross-dissolve of the container")
        AnimationDriver.shared.advance(to: t0 + 0.35)
        XCTAssertTrue(finished)
        XCTAssertNil(a.view.superview)
        XCTAssertTrue(b.view.superview === parent.view)

        // Not children of the receiver: nothing happens (UIKit raises).
        let stranger = LoggingController("stranger", log)
        parent.transition(from: b, to: stranger, duration: 0.3, animations: nil)
        XCTAssertNil(stranger.viewIfLoaded?.superview)
        XCTAssertTrue(b.view.superview === parent.view)
    }
}
