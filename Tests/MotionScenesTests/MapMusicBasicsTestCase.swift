import XCTest
import MotionHost
import MotionViews
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// Base for the map, music and basics scene tests: a virtual clock from t = 0, the host's image and
/// text services, and a 320×568 window. Reference curves are typed here from their published
/// definitions, independently of the engine.
class MapMusicBasicsTestCase: XCTestCase {
    var window: UIWindow!

    override func setUpWithError() throws {
        try super.setUpWithError()
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        try HostServices.install()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    /// Runs one frame at scene time `t` seconds.
    func at(_ t: Double) { AnimationDriver.shared.advance(to: t) }

    /// Runs frames at 60 fps from the current time up to and including `t`.
    func run(until t: Double) {
        var now = CACurrentMediaTime()
        while now + 1.0 / 60 < t { now += 1.0 / 60; at(now) }
        at(t)
    }

    func scalar(_ view: UIView, _ keyPath: String) -> Double {
        Double(view.layer.presentation()?.value(forKeyPath: keyPath) as! CGFloat)
    }

    func position(_ view: UIView) -> CGPoint { view.layer.presentationProperties().position }

    /// A tap (touch down and up) at `point` in window coordinates at the current time.
    func tap(_ point: CGPoint) {
        window.sendTouch(.began, at: point)
        window.sendTouch(.ended, at: point)
    }

    func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// The layer named `name` in the window's layer tree, if any.
    func layerNamed(_ name: String, in layer: CALayer? = nil) -> CALayer? {
        let l = layer ?? window.layer
        if l.name == name { return l }
        for s in l.sublayers ?? [] { if let f = layerNamed(name, in: s) { return f } }
        return nil
    }

    /// CSS/Core Animation cubic-bezier timing y(x) for control points (x1, y1), (x2, y2), solved by
    /// bisection on x(t) = 3(1−t)²t·x1 + 3(1−t)t²·x2 + t³ (monotone for x1, x2 in 0…1).
    static func cubicBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return b((lo + hi) / 2, y1, y2)
    }

    /// Robert Penner's easeOutBounce for progress p (his (t, b, c, d) with b = 0, c = 1, d = 1).
    static func pennerEaseOutBounce(_ p: Double) -> Double {
        if p < 1 / 2.75 { return 7.5625 * p * p }
        if p < 2 / 2.75 { let q = p - 1.5 / 2.75; return 7.5625 * q * q + 0.75 }
        if p < 2.5 / 2.75 { let q = p - 2.25 / 2.75; return 7.5625 * q * q + 0.9375 }
        let q = p - 2.625 / 2.75
        return 7.5625 * q * q + 0.984375
    }
}
