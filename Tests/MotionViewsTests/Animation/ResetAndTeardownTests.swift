import XCTest
@testable import MotionViews

/// View animations when their scene is torn down — the animation context reset, or a view released
/// mid-flight: every completion runs exactly once, and what iOS code captures strongly in completions
/// (which the system lets go of when the work ends) is freed.
final class ResetAndTeardownTests: XCTestCase {
    var context: AnimationContext!

    override func setUp() {
        super.setUp()
        context = AnimationContext()
        context.makeCurrent()
    }

    override func tearDown() {
        AnimationContext.main.makeCurrent()
        super.tearDown()
    }

    func frames(to t: Double) { Clock.run(from: 0, to: t) }

    /// The iOS Drawer pattern: a controller holds a running animator whose completion captures the
    /// controller. A reset stops the animator where it is and runs the completion once, with
    /// `.current`; the animator and the controller are then freed.
    func testResetConcludesARunningPropertyAnimator() {
        final class Drawer {
            let panel = UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 300))
            var animator: UIViewPropertyAnimator?
            var positions: [UIViewAnimatingPosition] = []
            func open() {
                let a = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { self.panel.frame.origin.y = 100 }
                a.addCompletion { p in self.positions.append(p); self.animator = nil }
                a.startAnimation()
                animator = a
            }
        }
        weak var weakDrawer: Drawer?
        weak var weakAnimator: UIViewPropertyAnimator?
        var positions: [UIViewAnimatingPosition] = []
        var panelY: CGFloat = 0
        do {
            let d = Drawer()
            d.open()
            weakDrawer = d; weakAnimator = d.animator
        }
        frames(to: 0.3)
        let shown = weakDrawer!.panel.layer.presentationProperties().position.y
        weakDrawer!.animator!.addCompletion { [weak weakDrawer] p in
            positions.append(p); panelY = weakDrawer?.panel.layer.position.y ?? -1
        }
        context.reset()
        XCTAssertNil(weakAnimator, "the animator let go of")
        XCTAssertNil(weakDrawer, "and so the drawer its completion captured")
        XCTAssertEqual(positions, [.current], "completions run once, stopped where it was")
        XCTAssertEqual(panelY, shown, accuracy: 1e-9, "the model takes the value on screen at the reset")
    }

    /// A zero-duration block's completion waits for the next frame; a reset before it still runs it, once.
    func testResetRunsAPendingZeroDurationCompletion() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var calls: [Bool] = []
        UIView.animate(withDuration: 0, animations: { v.alpha = 0.5 }, completion: { calls.append($0) })
        XCTAssertEqual(calls, [])
        context.reset()
        XCTAssertEqual(calls, [true])
        frames(to: 0.1)
        XCTAssertEqual(calls, [true])
    }

    /// A reset stops running blocks (`finished = false`) and frees the owner their completions capture.
    func testResetFreesWhatCompletionsCapture() {
        final class Owner {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var finished: [Bool] = []
            func pulse() {
                UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse],
                               animations: { self.view.alpha = 0.2 }, completion: { self.finished.append($0) })
            }
        }
        weak var weakOwner: Owner?
        var owner: Owner? = Owner()
        owner!.pulse()
        weakOwner = owner
        owner = nil
        frames(to: 0.2)
        XCTAssertNotNil(weakOwner, "a running repeating animation keeps its view, and so the owner, alive")
        context.reset()
        XCTAssertNil(weakOwner)
    }
}
