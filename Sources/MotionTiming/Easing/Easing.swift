/// Extended easing curves: Robert Penner's easing equations, under the names RBBAnimation and
/// the CSS/JS easing libraries use (`easeInQuad`, `easeOutBounce`, …), plus arbitrary cubic
/// Béziers. `easing(t)` maps progress t in [0, 1] to eased progress.
///
/// Invariants: every curve gives exactly 0 at t = 0 and exactly 1 at t = 1. Between, back and
/// elastic curves leave [0, 1] (overshoot); nothing is clamped. Outside [0, 1] the formulas are
/// simply evaluated (circ clamps its square root's argument at 0 so it stays finite).
///
/// Constants follow Penner: back uses s = 1.70158 (s·1.525 for easeInOut); elastic uses period
/// 0.3 (0.45 for easeInOut) and amplitude 1; bounce uses breakpoints 4/11, 8/11, 10/11 with
/// k = 7.5625. Unlike RBBAnimation's easeInOutQuart (which computes `-1/2` in integer C
/// arithmetic and so returns 1 for every t ≥ 0.5), this one is Penner's formula.
public enum Easing: Hashable, Sendable {
    case linear
    case easeInQuad, easeOutQuad, easeInOutQuad
    case easeInCubic, easeOutCubic, easeInOutCubic
    case easeInQuart, easeOutQuart, easeInOutQuart
    case easeInQuint, easeOutQuint, easeInOutQuint
    case easeInSine, easeOutSine, easeInOutSine
    case easeInExpo, easeOutExpo, easeInOutExpo
    case easeInCirc, easeOutCirc, easeInOutCirc
    case easeInBack, easeOutBack, easeInOutBack
    case easeInElastic, easeOutElastic, easeInOutElastic
    case easeInBounce, easeOutBounce, easeInOutBounce
    /// A CSS-style `cubic-bezier(x1, y1, x2, y2)`; see `UnitBezier`.
    case cubicBezier(Double, Double, Double, Double)

    /// Eased progress for progress `t`.
    public func callAsFunction(_ t: Double) -> Double {
        switch self {
        case .linear: return t
        case .easeInQuad: return Penner.inPower(t, 2)
        case .easeOutQuad: return Penner.outPower(t, 2)
        case .easeInOutQuad: return Penner.inOutPower(t, 2)
        case .easeInCubic: return Penner.inPower(t, 3)
        case .easeOutCubic: return Penner.outPower(t, 3)
        case .easeInOutCubic: return Penner.inOutPower(t, 3)
        case .easeInQuart: return Penner.inPower(t, 4)
        case .easeOutQuart: return Penner.outPower(t, 4)
        case .easeInOutQuart: return Penner.inOutPower(t, 4)
        case .easeInQuint: return Penner.inPower(t, 5)
        case .easeOutQuint: return Penner.outPower(t, 5)
        case .easeInOutQuint: return Penner.inOutPower(t, 5)
        case .easeInSine: return Penner.inSine(t)
        case .easeOutSine: return Penner.outSine(t)
        case .easeInOutSine: return Penner.inOutSine(t)
        case .easeInExpo: return Penner.inExpo(t)
        case .easeOutExpo: return Penner.outExpo(t)
        case .easeInOutExpo: return Penner.inOutExpo(t)
        case .easeInCirc: return Penner.inCirc(t)
        case .easeOutCirc: return Penner.outCirc(t)
        case .easeInOutCirc: return Penner.inOutCirc(t)
        case .easeInBack: return Penner.inBack(t)
        case .easeOutBack: return Penner.outBack(t)
        case .easeInOutBack: return Penner.inOutBack(t)
        case .easeInElastic: return Penner.inElastic(t)
        case .easeOutElastic: return Penner.outElastic(t)
        case .easeInOutElastic: return Penner.inOutElastic(t)
        case .easeInBounce: return Penner.inBounce(t)
        case .easeOutBounce: return Penner.outBounce(t)
        case .easeInOutBounce: return Penner.inOutBounce(t)
        case let .cubicBezier(x1, y1, x2, y2):
            if t == 0 { return 0 }
            if t == 1 { return 1 }
            return UnitBezier(p1x: x1, p1y: y1, p2x: x2, p2y: y2).solve(t)
        }
    }
}
