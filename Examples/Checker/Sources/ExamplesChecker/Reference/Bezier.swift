/// y(x) of CSS/Core Animation cubic-bezier(p1x, p1y, p2x, p2y) from (0,0) to (1,1), found by
/// bisection on x(s) (independent of MotionLab's Newton-based solver).
func cubicBezier(_ x: Double, _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    func c(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if c(mid, p1x, p2x) < x { lo = mid } else { hi = mid }
    }
    return c((lo + hi) / 2, p1y, p2y)
}

/// Core Animation's named curves (Apple's documented control points); UIKit's `.curveEaseInOut`
/// (the `UIView.animate` default), `.curveEaseOut` and `.curveEaseIn` are the same curves.
enum Curve {
    static func easeInEaseOut(_ x: Double) -> Double { cubicBezier(x, 0.42, 0, 0.58, 1) }
    static func easeOut(_ x: Double) -> Double { cubicBezier(x, 0, 0, 0.58, 1) }
    static func easeIn(_ x: Double) -> Double { cubicBezier(x, 0.42, 0, 1, 1) }
}
