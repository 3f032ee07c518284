import Foundation
import MotionGeometry
import MotionTiming

/// RBBAnimation's easing function type: progress in, eased progress out (may leave 0…1 to overshoot).
public typealias RBBEasingFunction = (CGFloat) -> CGFloat

public let RBBEasingFunctionLinear: RBBEasingFunction = { CGFloat(Easing.linear(Double($0))) }
public let RBBEasingFunctionEaseInQuad: RBBEasingFunction = { CGFloat(Easing.easeInQuad(Double($0))) }
public let RBBEasingFunctionEaseOutQuad: RBBEasingFunction = { CGFloat(Easing.easeOutQuad(Double($0))) }
public let RBBEasingFunctionEaseInOutQuad: RBBEasingFunction = { CGFloat(Easing.easeInOutQuad(Double($0))) }
public let RBBEasingFunctionEaseInCubic: RBBEasingFunction = { CGFloat(Easing.easeInCubic(Double($0))) }
public let RBBEasingFunctionEaseOutCubic: RBBEasingFunction = { CGFloat(Easing.easeOutCubic(Double($0))) }
public let RBBEasingFunctionEaseInOutCubic: RBBEasingFunction = { CGFloat(Easing.easeInOutCubic(Double($0))) }
public let RBBEasingFunctionEaseInBack: RBBEasingFunction = { CGFloat(Easing.easeInBack(Double($0))) }
public let RBBEasingFunctionEaseOutBack: RBBEasingFunction = { CGFloat(Easing.easeOutBack(Double($0))) }
public let RBBEasingFunctionEaseInOutBack: RBBEasingFunction = { CGFloat(Easing.easeInOutBack(Double($0))) }
public let RBBEasingFunctionEaseInBounce: RBBEasingFunction = { CGFloat(Easing.easeInBounce(Double($0))) }
public let RBBEasingFunctionEaseOutBounce: RBBEasingFunction = { CGFloat(Easing.easeOutBounce(Double($0))) }
public let RBBEasingFunctionEaseInOutBounce: RBBEasingFunction = { CGFloat(Easing.easeInOutBounce(Double($0))) }
public let RBBEasingFunctionEaseInElastic: RBBEasingFunction = { CGFloat(Easing.easeInElastic(Double($0))) }
public let RBBEasingFunctionEaseOutElastic: RBBEasingFunction = { CGFloat(Easing.easeOutElastic(Double($0))) }

/// RBBAnimation's cubic Bézier easing, with control points allowed outside 0…1 (CSS's
/// `cubic-bezier(0.68, -0.55, 0.735, 1.55)` overshoots at both ends).
public func RBBCubicBezier(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) -> RBBEasingFunction {
    let e = Easing.cubicBezier(Double(x1), Double(y1), Double(x2), Double(y2))
    return { CGFloat(e(Double($0))) }
}

/// RBBAnimation's tween: from → to through an arbitrary easing function. RBB precomputes keyframes at
/// 60 fps; this evaluates the easing exactly at each frame's time, which is the same curve without the
/// sampling error.
open class RBBTweenAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var easing: RBBEasingFunction = RBBEasingFunctionLinear

    var from: AnimatableValue?
    var to: AnimatableValue?

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? RBBTweenAnimation { fromValue = o.fromValue; toValue = o.toValue; easing = o.easing }
    }

    open override func prepare() throws {
        try super.prepare()
        from = try convertValue(fromValue, property: "fromValue")
        to = try convertValue(toValue, property: "toValue")
    }

    open override var needsCurrentValue: Bool { from == nil || to == nil }

    open override func value(progress: Double, time: Double, current: AnimatableValue) -> AnimatableValue? {
        let f = Double(easing(CGFloat(progress)))
        guard f.isFinite else { return nil }
        return (from ?? current).interpolated(to: to ?? current, fraction: f)
    }
}
