import XCTest
import UIKit

/// A window on a fresh virtual clock, and independent reference curves.
class PortTestCase: XCTestCase {
    var window: UIWindow!
    var t0: CFTimeInterval = 0

    override func setUp() {
        super.setUp()
        AnimationDriver.shared.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        t0 = CACurrentMediaTime()
    }

    /// Runs a frame at t0 + t.
    func at(_ t: Double) { AnimationDriver.shared.advance(to: t0 + t) }

    /// Frames every 1/60 s up to t0 + t (as a host runs them).
    func run(to t: Double) {
        var now = CACurrentMediaTime()
        while now < t0 + t - 1e-12 {
            now = min(now + 1.0 / 60, t0 + t)
            AnimationDriver.shared.advance(to: now)
        }
    }

    func shown(_ v: UIView) -> LayerProperties { v.layer.presentationProperties() }

    func makeView(_ frame: CGRect) -> UIView {
        let v = UIView(frame: frame)
        window.addSubview(v)
        return v
    }
}

/// y(x) of cubic-bezier(p1x, p1y, p2x, p2y), by bisection on x(s).
func bezier(_ x: Double, _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> Double {
    func c(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if c(mid, p1x, p2x) < x { lo = mid } else { hi = mid }
    }
    return c((lo + hi) / 2, p1y, p2y)
}

func easeInOutRef(_ x: Double) -> Double { bezier(x, 0.42, 0, 0.58, 1) }
func easeInRef(_ x: Double) -> Double { bezier(x, 0.42, 0, 1, 1) }
func easeOutRef(_ x: Double) -> Double { bezier(x, 0, 0, 0.58, 1) }

/// x(t) of m·x'' + c·x' + k·(x − 1) = 0, x(0) = 0, x'(0) = v, by RK4 in 10 µs steps.
func springRef(mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double, at t: Double) -> Double {
    var x = 0.0, u = v
    let steps = max(1, Int(t / 1e-5))
    let h = t / Double(steps)
    func a(_ x: Double, _ u: Double) -> Double { (-k * (x - 1) - c * u) / m }
    for _ in 0..<steps {
        let k1x = u, k1u = a(x, u)
        let k2x = u + h / 2 * k1u, k2u = a(x + h / 2 * k1x, u + h / 2 * k1u)
        let k3x = u + h / 2 * k2u, k3u = a(x + h / 2 * k2x, u + h / 2 * k2u)
        let k4x = u + h * k3u, k4u = a(x + h * k3x, u + h * k3u)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        u += h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
    }
    return x
}

/// The z rotation of a planar transform, radians.
func rotationZ(_ t: CATransform3D) -> Double { atan2(Double(t.m12), Double(t.m11)) }
