import XCTest
@testable import MotionViews

/// `UIViewPropertyAnimator()`, `UIApplication.shared` and `UIScreen.main` as Apple documents them.
final class ApplicationAndAnimatorTests: XCTestCase {
    /// UIViewPropertyAnimator's `init()` (NSObject's): a 0-second animator on the ease-in-ease-out
    /// curve — Core Animation's control points (0.42, 0), (0.58, 1).
    func testTheNoArgumentAnimatorIsZeroSecondsEaseInOut() throws {
        AnimationDriver.shared.reset()
        let animator = UIViewPropertyAnimator()
        XCTAssertEqual(animator.duration, 0)
        let cubic = animator.timingParameters as? UICubicTimingParameters
        let p1 = try XCTUnwrap(cubic?.controlPoint1), p2 = try XCTUnwrap(cubic?.controlPoint2)
        assertPoint(p1, CGPoint(x: 0.42, y: 0), accuracy: 1e-6)
        assertPoint(p2, CGPoint(x: 0.58, y: 1), accuracy: 1e-6)
        let w = makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        var done: UIViewAnimatingPosition?
        animator.addAnimations { v.center.x = 200 }
        animator.addCompletion { done = $0 }
        animator.startAnimation()
        Clock.advance(by: 1.0 / 60)
        Clock.advance(by: 1.0 / 60)
        XCTAssertEqual(done, .end)
        XCTAssertEqual(Double(v.layer.presentationProperties().position.x), 200, accuracy: 1e-9)
    }

    final class Screen: UIViewController {
        var refreshes = 0
        var senders: [Any?] = []
        func refresh() { refreshes += 1 }
        func tapped(_ sender: Any?) { senders.append(sender) }
    }

    /// UIApplication.h: `shared`, `windows`, `keyWindow`; `sendAction(_:to:from:for:)` with a nil target
    /// goes up the responder chain from the first responder to an object that implements the method.
    func testSharedApplicationWindowsAndActionsUpTheResponderChain() {
        let context = AnimationContext()
        context.perform {
            let app = UIApplication.shared
            XCTAssertTrue(app === UIApplication.shared, "one per session")
            XCTAssertEqual(app.applicationState, .active)
            app.isIdleTimerDisabled = true
            XCTAssertTrue(app.isIdleTimerDisabled)
            let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            XCTAssertEqual(app.windows.count, 2)
            XCTAssertTrue(app.keyWindow === first, "the first window until one is made key")
            let vc = Screen()
            second.rootViewController = vc
            second.makeKeyAndVisible()
            XCTAssertTrue(app.keyWindow === second)
            // UIScreen.main is the key window's size and scale.
            XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 375, height: 667))
            XCTAssertEqual(UIScreen.main.scale, second.screenScale)
            // A text field inside the controller's view is the first responder: the chain reaches the controller.
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
            vc.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertTrue(app.sendAction(Screen.refresh, to: nil, from: nil, for: nil))
            XCTAssertEqual(vc.refreshes, 1)
            XCTAssertTrue(app.sendAction(Screen.tapped, to: vc, from: field, for: nil))
            XCTAssertTrue((vc.senders.first as AnyObject?) === field)
            // Resigning the first responder through the chain (the keyboard-dismissing idiom).
            XCTAssertTrue(app.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil))
            XCTAssertFalse(field.isFirstResponder)
            // Nobody of the method's type: false.
            final class Other { func go() {} }
            XCTAssertFalse(app.sendAction(Other.go, to: nil, from: nil, for: nil))
            _ = first
        }
    }
}
