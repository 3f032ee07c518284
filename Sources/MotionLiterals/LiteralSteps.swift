import Foundation

extension LiteralParameter {
    /// The window's nudges for a literal now at `value`: a fine step and a coarse one (ten fine ones),
    /// in the parameter's own terms — hundredths of a damping ratio or a control point, ten
    /// milliseconds of a duration, a unit of stiffness — or, for values with no natural scale
    /// (animated values, operands), a tenth of the value's order of magnitude.
    public func steps(around value: Double) -> (fine: Double, coarse: Double) {
        let fine: Double
        switch self {
        case .dampingRatio, .bounce, .controlPointX, .controlPointY, .keyTime, .relativeTime, .fraction,
             .deceleration, .durationFactor:
            fine = 0.01
        case .duration, .delay, .perceptualDuration, .timeOffset, .instanceDelay:
            fine = 0.01
        case .mass: fine = 0.1
        case .stiffness, .popDynamics: fine = 1
        case .damping, .popFriction: fine = 0.5
        case .springVelocity, .speed: fine = 0.1
        case .repeatCount: fine = 0.5
        case .instanceCount, .popBounciness, .popSpeed: fine = 1
        case .value, .velocity, .emitterRate, .emitterMotion, .operand:
            let magnitude = abs(value)
            fine = magnitude > 0 ? pow(10, (log10(magnitude)).rounded(.down) - 1) : 0.1
        }
        return (fine, fine * 10)
    }

    /// `value` moved by `steps` × `step` and put on the step's grid (so nudged values read as typed:
    /// 0.56, not 0.5600000000000001), then kept within the range.
    public func nudge(_ value: Double, by delta: Double, step: Double) -> Double {
        let decimals = max(0, Int((-log10(step)).rounded(.up)))
        let scale = pow(10, Double(decimals))
        var v = ((value + delta) / step).rounded() * step
        v = (v * scale).rounded() / scale
        if let range { v = range.clamp(v, openStep: step) }
        if isWholeNumber { v = v.rounded() }
        return v
    }
}
