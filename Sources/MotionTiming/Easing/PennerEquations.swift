import Foundation

/// Robert Penner's easing equations, normalised to start 0, change 1, duration 1.
/// Each function returns exactly 0 at t = 0 and exactly 1 at t = 1.
enum Penner {
    // MARK: Powers (quad 2, cubic 3, quart 4, quint 5)

    static func inPower(_ t: Double, _ n: Int) -> Double { power(t, n) }

    /// 1 − (1 − t)^n
    static func outPower(_ t: Double, _ n: Int) -> Double { 1 - power(1 - t, n) }

    /// 2^(n−1)·t^n below ½; mirrored above.
    static func inOutPower(_ t: Double, _ n: Int) -> Double {
        t < 0.5 ? power(2, n - 1) * power(t, n) : 1 - power(-2 * t + 2, n) / 2
    }

    /// t^n by repeated multiplication (exact for the small integer powers used here).
    @inline(__always)
    private static func power(_ t: Double, _ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= t }
        return result
    }

    // MARK: Sine

    static func inSine(_ t: Double) -> Double { t == 1 ? 1 : 1 - cos(t * .pi / 2) }
    static func outSine(_ t: Double) -> Double { t == 1 ? 1 : sin(t * .pi / 2) }
    static func inOutSine(_ t: Double) -> Double { t == 1 ? 1 : -(cos(.pi * t) - 1) / 2 }

    // MARK: Exponential (special-cased ends: 2^−10 is not 0)

    static func inExpo(_ t: Double) -> Double { t == 0 ? 0 : pow(2, 10 * t - 10) }
    static func outExpo(_ t: Double) -> Double { t == 1 ? 1 : 1 - pow(2, -10 * t) }
    static func inOutExpo(_ t: Double) -> Double {
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        return t < 0.5 ? pow(2, 20 * t - 10) / 2 : (2 - pow(2, -20 * t + 10)) / 2
    }

    // MARK: Circular

    private static func root(_ x: Double) -> Double { sqrt(max(0, x)) }
    static func inCirc(_ t: Double) -> Double { 1 - root(1 - t * t) }
    static func outCirc(_ t: Double) -> Double { root(1 - (t - 1) * (t - 1)) }
    static func inOutCirc(_ t: Double) -> Double {
        t < 0.5
            ? (1 - root(1 - 4 * t * t)) / 2
            : (root(1 - (-2 * t + 2) * (-2 * t + 2)) + 1) / 2
    }

    // MARK: Back (overshoot constant s)

    static let backS = 1.70158
    static let backInOutS = backS * 1.525

    // (s+1)·t − s is written t + s·(t − 1) so the ends come out exact (0 and 1, not 1 ± ulp).
    static func inBack(_ t: Double) -> Double { t * t * (t + backS * (t - 1)) }
    static func outBack(_ t: Double) -> Double {
        let u = t - 1
        return u * u * (u + backS * (u + 1)) + 1
    }
    static func inOutBack(_ t: Double) -> Double {
        let s = backInOutS
        if t < 0.5 {
            let u = 2 * t
            return u * u * (u + s * (u - 1)) / 2
        }
        let u = 2 * t - 2
        return (u * u * (u + s * (u + 1)) + 2) / 2
    }

    // MARK: Elastic (amplitude 1, period p, phase s = p/4)

    static func inElastic(_ t: Double) -> Double {
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        let p = 0.3, s = p / 4
        return -pow(2, 10 * (t - 1)) * sin((t - 1 - s) * 2 * .pi / p)
    }

    static func outElastic(_ t: Double) -> Double {
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        let p = 0.3, s = p / 4
        return pow(2, -10 * t) * sin((t - s) * 2 * .pi / p) + 1
    }

    static func inOutElastic(_ t: Double) -> Double {
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        let p = 0.3 * 1.5, s = p / 4
        let u = 2 * t - 1
        if u < 0 {
            return -0.5 * pow(2, 10 * u) * sin((u - s) * 2 * .pi / p)
        }
        return pow(2, -10 * u) * sin((u - s) * 2 * .pi / p) * 0.5 + 1
    }

    // MARK: Bounce

    static func outBounce(_ t: Double) -> Double {
        let k = 7.5625
        if t < 4.0 / 11.0 { return k * t * t }
        if t < 8.0 / 11.0 {
            let u = t - 6.0 / 11.0
            return k * u * u + 0.75
        }
        if t < 10.0 / 11.0 {
            let u = t - 9.0 / 11.0
            return k * u * u + 0.9375
        }
        if t == 1 { return 1 }
        let u = t - 21.0 / 22.0
        return k * u * u + 0.984375
    }

    static func inBounce(_ t: Double) -> Double { 1 - outBounce(1 - t) }

    static func inOutBounce(_ t: Double) -> Double {
        t < 0.5 ? (1 - outBounce(1 - 2 * t)) / 2 : (1 + outBounce(2 * t - 1)) / 2
    }
}
