import Foundation
import MotionGeometry

/// Reads and writes the scalar parts of a transform that Core Animation's key paths name
/// (`transform.scale.x`, `transform.rotation.z`, …) with MotionGeometry's `TransformComponent`
/// semantics, so writing one part keeps the others: a `transform.scale` animation and a
/// `transform.translation.y` animation on one layer combine, as on iOS. Planar matrices (what views
/// and most animations make) take a closed form that gives the decomposition's values without its cost.
enum TransformComponents {
    /// A rotation and positive scale in the x-y plane with no skew, z untouched (m33 = 1) and no
    /// perspective: what views and most key-path animations produce. For these the decomposition is
    /// closed-form (scale = row lengths, rotation = atan2(m12, m11)), which is what the general path
    /// computes too, without its cost.
    @inline(__always)
    static func isSimplePlanar(_ m: CATransform3D) -> Bool {
        m.m13 == 0 && m.m23 == 0 && m.m31 == 0 && m.m32 == 0 && m.m33 == 1 && m.m14 == 0 && m.m24 == 0 && m.m34 == 0
            && m.m44 == 1 && m.m43 == 0 && abs(m.m11 * m.m21 + m.m12 * m.m22) <= 1e-12 * (m.m11 * m.m11 + m.m12 * m.m12 + 1)
            && m.m11 * m.m22 - m.m12 * m.m21 > 0
    }

    @inline(__always)
    static func planarValue(_ c: TransformComponent, _ m: CATransform3D) -> Double? {
        switch c {
        case .scaleX: return Double(hypot(m.m11, m.m12))
        case .scaleY: return Double(hypot(m.m21, m.m22))
        case .scale: return Double(hypot(m.m11, m.m12) + hypot(m.m21, m.m22)) / 2
        case .scaleZ: return 1
        case .rotation, .rotationZ: return atan2(Double(m.m12), Double(m.m11))
        case .rotationX, .rotationY: return 0
        default: return nil
        }
    }

    /// `hypot(a, b)`, skipping the library call when `b` is zero (an unrotated row): hypot(a, ±0) is |a|
    /// exactly (C Annex F), so the result is the same bits.
    @inline(__always)
    static func rowLength(_ a: CGFloat, _ b: CGFloat) -> CGFloat { b == 0 ? abs(a) : hypot(a, b) }

    /// Rebuilds a simple planar matrix with one of scale x/y or rotation z changed (nil for other parts).
    @inline(__always)
    static func planarSetting(_ c: TransformComponent, _ x: Double, _ m: CATransform3D) -> CATransform3D? {
        // Scales only rescale the rows (the rotation's unit vectors stay), so no trigonometry is needed.
        if c == .scale || c == .scaleX || c == .scaleY {
            guard x > 0 else { return nil }
            var out = m
            if c != .scaleY { let k = CGFloat(x) / rowLength(m.m11, m.m12); out.m11 *= k; out.m12 *= k }
            if c != .scaleX { let k = CGFloat(x) / rowLength(m.m21, m.m22); out.m21 *= k; out.m22 *= k }
            return out
        }
        var sx = Double(hypot(m.m11, m.m12)), sy = Double(hypot(m.m21, m.m22))
        var angle = atan2(Double(m.m12), Double(m.m11))
        switch c {
        case .scaleX: sx = x
        case .scaleY: sy = x
        case .scale: sx = x; sy = x
        case .rotation, .rotationZ: angle = x
        default: return nil
        }
        guard sx > 0, sy > 0 else { return nil }
        let cs = cos(angle), sn = sin(angle)
        var out = m
        out.m11 = CGFloat(sx * cs); out.m12 = CGFloat(sx * sn)
        out.m21 = CGFloat(-sy * sn); out.m22 = CGFloat(sy * cs)
        return out
    }

    /// `planarSetting` in place: true when it applied (`m` is left alone otherwise).
    @inline(__always)
    static func setPlanar(_ c: TransformComponent, _ x: Double, _ m: inout CATransform3D) -> Bool {
        if c == .scale || c == .scaleX || c == .scaleY {
            guard x > 0 else { return false }
            if c != .scaleY { let k = CGFloat(x) / rowLength(m.m11, m.m12); m.m11 *= k; m.m12 *= k }
            if c != .scaleX { let k = CGFloat(x) / rowLength(m.m21, m.m22); m.m21 *= k; m.m22 *= k }
            return true
        }
        guard let out = planarSetting(c, x, m) else { return false }
        m = out
        return true
    }

    /// `transform.translation`: (m41, m42) whatever else the matrix holds.
    static func translation(of m: CATransform3D) -> AnimatableValue { .size(CGSize(width: m.m41, height: m.m42)) }

    static func setTranslation(_ s: CGSize, in m: inout CATransform3D) { m.m41 = s.width; m.m42 = s.height }

    static func value(_ c: TransformComponent?, of m: CATransform3D) -> AnimatableValue {
        guard let c = c else { return .transform(m) }
        switch c {
        // Translation is m41…m43 whatever else the matrix holds: no decomposition needed.
        case .translationX: return .scalar(Double(m.m41))
        case .translationY: return .scalar(Double(m.m42))
        case .translationZ: return .scalar(Double(m.m43))
        default:
            if AnimationEvaluation.usesFastPaths, isSimplePlanar(m), let v = planarValue(c, m) { return .scalar(v) }
            return .scalar(Double(m.value(of: c)))
        }
    }

    static func setting(_ c: TransformComponent?, to v: AnimatableValue, in m: CATransform3D) -> CATransform3D {
        var out = m
        switch (c, v) {
        case (nil, .transform(let t)): return t
        case (.translationX?, .scalar(let x)): out.m41 = CGFloat(x)
        case (.translationY?, .scalar(let x)): out.m42 = CGFloat(x)
        case (.translationZ?, .scalar(let x)): out.m43 = CGFloat(x)
        case (let c?, .scalar(let x)):
            if AnimationEvaluation.usesFastPaths, isSimplePlanar(m), let fast = planarSetting(c, x, m) { return fast }
            return m.setting(c, to: CGFloat(x))
        default: break
        }
        return out
    }
}
