import Foundation

/// Independent references for the curves SwiftUI documents, written from the formulas (not
/// through MotionLab's timing code).
enum Reference {
    /// A damped spring released from rest 1 from its target: the remaining fraction at `t`
    /// (stiffness (2π/response)², damping 4π·ζ/response, mass 1).
    static func springRemaining(response: Double, dampingFraction z: Double, t: Double) -> Double {
        let w0 = 2 * Double.pi / response
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return exp(-z * w0 * t) * (cos(wd * t) + z * w0 / wd * sin(wd * t))
        }
        if z == 1 { return exp(-w0 * t) * (1 + w0 * t) }
        let r1 = -w0 * (z - (z * z - 1).squareRoot()), r2 = -w0 * (z + (z * z - 1).squareRoot())
        let a = -r2 / (r1 - r2), b = r1 / (r1 - r2)
        return a * exp(r1 * t) + b * exp(r2 * t)
    }

    /// A cubic Bézier timing curve through (0,0), (x1,y1), (x2,y2), (1,1): y for x, by bisection.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func bx(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s }
        func by(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bx(mid) < x { lo = mid } else { hi = mid }
        }
        return by((lo + hi) / 2)
    }

    static func easeInOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, x) }
}
