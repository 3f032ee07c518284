import Foundation
import MotionGeometry

/// Reads and writes the parts of a transform that Core Animation's key paths name
/// (`transform.scale.x`, `transform.rotation.z`, `transform.translation`, …) through MotionGeometry's
/// decomposition, so writing one part keeps the others: a `transform.scale` animation and a
/// `transform.translation.y` animation on one layer combine, as on iOS.
/// `transform.scale` reads the mean of the x and y scales (see `TransformComponent.scale`).
enum TransformComponents {
    @inline(__always)
    static func geometryComponent(_ c: LayerKeyPath.TransformComponent) -> TransformComponent? {
        TransformComponent(rawValue: c.rawValue)
    }

    static func value(_ c: LayerKeyPath.TransformComponent?, of m: CATransform3D) -> AnimatableValue {
        guard let c = c else { return .transform(m) }
        switch c {
        // Translation is m41…m43 whatever else the matrix holds: no decomposition needed.
        case .translationX: return .scalar(Double(m.m41))
        case .translationY: return .scalar(Double(m.m42))
        case .translationZ: return .scalar(Double(m.m43))
        case .translation: return .size(CGSize(width: m.m41, height: m.m42))
        default: return .scalar(Double(m.value(of: geometryComponent(c)!)))
        }
    }

    static func setting(_ c: LayerKeyPath.TransformComponent?, to v: AnimatableValue, in m: CATransform3D) -> CATransform3D {
        var out = m
        switch (c, v) {
        case (nil, .transform(let t)): return t
        case (.translationX?, .scalar(let x)): out.m41 = CGFloat(x)
        case (.translationY?, .scalar(let x)): out.m42 = CGFloat(x)
        case (.translationZ?, .scalar(let x)): out.m43 = CGFloat(x)
        case (.translation?, .size(let s)): out.m41 = s.width; out.m42 = s.height
        case (let c?, .scalar(let x)): return m.setting(geometryComponent(c)!, to: CGFloat(x))
        default: break
        }
        return out
    }
}
