import XCTest
import MotionLab
@testable import MotionDynamics

/// A fresh animation context per test, a 320×568 reference view, and frames on a 60 Hz virtual clock.
class DynamicsTestCase: XCTestCase {
    var context: AnimationContext!
    var reference: UIView!
    /// Scene time of the last frame, from the test's start.
    var now: Double = 0
    var start: Double = 0

    override func setUp() {
        super.setUp()
        context = AnimationContext()
        context.makeCurrent()
        start = context.clock.now
        now = 0
        reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    override func tearDown() {
        AnimationContext.main.makeCurrent()
        context = nil
        reference = nil
        super.tearDown()
    }

    /// A view of `size` centred at `center`, added to the reference view.
    func box(_ center: CGPoint, _ size: CGSize = CGSize(width: 100, height: 100)) -> UIView {
        let v = UIView(frame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
        reference.addSubview(v)
        return v
    }

    /// Runs 60 Hz frames up to scene time `t`, calling `each` after every frame with its time.
    func run(to t: Double, _ each: (Double) -> Void = { _ in }) {
        while now < t - 1e-9 {
            now = min(t, (now * 60 + 1).rounded() / 60)
            AnimationDriver.shared.advance(to: start + now)
            each(now)
        }
    }

    /// Moves the clock to scene time `t` without a frame (an input between frames).
    func input(at t: Double) {
        context.clock.advance(to: start + t)
    }
}
