import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// Base for layer tests: a fresh virtual clock at t = 100 s and a root layer, so animations that
/// default their beginTime to "now" start at a known time.
class LayerTestCase: XCTestCase {
    var root: CALayer!
    let t0: CFTimeInterval = 100

    override func setUp() {
        super.setUp()
        AnimationContext(clock: MediaClock(now: t0)).makeCurrent()
        AnimationDriver.shared.reset()
        root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 568)
        root.position = CGPoint(x: 160, y: 284)
    }

    /// A layer in the tree with implicit animations disabled while it is set up.
    func makeLayer(_ frame: CGRect, name: String? = nil) -> CALayer {
        let l = CALayer()
        CATransaction.performWithoutAnimation {
            l.frame = frame
            l.name = name
            root.addSublayer(l)
        }
        return l
    }

    /// Moves the virtual clock to t0 + dt and runs a frame (callbacks, removals).
    func at(_ dt: CFTimeInterval) { AnimationDriver.shared.advance(to: t0 + dt) }

    func scalar(_ l: CALayer, _ keyPath: String) -> Double {
        Double(l.presentation()?.value(forKeyPath: keyPath) as! CGFloat)
    }
}
