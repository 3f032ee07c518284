import XCTest
@testable import MotionViews

/// Shared helpers for the view tests: the virtual clock and independent reference curves.
enum Clock {
    /// Advances the shared media clock by `dt` seconds and runs one frame.
    static func advance(by dt: Double) {
        AnimationDriver.shared.advance(to: CACurrentMediaTime() + dt)
    }

    /// Runs frames up to `t0 + dt`, in 1/60 s steps (as a host would).
    static func run(from t0: Double, to t: Double) {
        var now = CACurrentMediaTime()
        while now < t0 + t {
            now = min(now + 1.0 / 60, t0 + t)
            AnimationDriver.shared.advance(to: now)
        }
    }
}

/// Cubic Bézier timing curve y(x) with P0 = (0,0), P3 = (1,1), solved by bisection on x(s)
/// (x is monotone for control x-values in 0…1) — independent of the engine's solver.
func bezierTiming(_ x: Double, _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> Double {
    func coord(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if coord(mid, p1x, p2x) < x { lo = mid } else { hi = mid }
    }
    return coord((lo + hi) / 2, p1y, p2y)
}

/// ease-in-ease-out: cubic-bezier(0.42, 0, 0.58, 1), Core Animation's published control points.
func easeInEaseOut(_ x: Double) -> Double { bezierTiming(x, 0.42, 0, 0.58, 1) }

/// x(t) for m·x'' + c·x' + k·(x − 1) = 0, x(0) = 0, x'(0) = v, integrated with classical RK4 in
/// tiny steps — an independent reference for the spring animations.
func springODE(mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double, at t: Double) -> Double {
    var x = 0.0, u = v
    let steps = max(1, Int(t / 1e-5))
    let h = t / Double(steps)
    func acc(_ x: Double, _ u: Double) -> Double { (-k * (x - 1) - c * u) / m }
    for _ in 0..<steps {
        let k1x = u, k1u = acc(x, u)
        let k2x = u + h / 2 * k1u, k2u = acc(x + h / 2 * k1x, u + h / 2 * k1u)
        let k3x = u + h / 2 * k2u, k3u = acc(x + h / 2 * k2x, u + h / 2 * k2u)
        let k4x = u + h * k3u, k4u = acc(x + h * k3x, u + h * k3u)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        u += h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
    }
    return x
}

func assertPoint(_ a: CGPoint, _ b: CGPoint, accuracy: CGFloat = 1e-6, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x \(message)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y \(message)", file: file, line: line)
}

func assertRect(_ a: CGRect, _ b: CGRect, accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.origin.x, b.origin.x, accuracy: accuracy, "x", file: file, line: line)
    XCTAssertEqual(a.origin.y, b.origin.y, accuracy: accuracy, "y", file: file, line: line)
    XCTAssertEqual(a.size.width, b.size.width, accuracy: accuracy, "width", file: file, line: line)
    XCTAssertEqual(a.size.height, b.size.height, accuracy: accuracy, "height", file: file, line: line)
}

/// A window the size of the seeds' screen, with a clean animation driver.
func makeWindow() -> UIWindow {
    AnimationDriver.shared.reset()
    return UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
}
