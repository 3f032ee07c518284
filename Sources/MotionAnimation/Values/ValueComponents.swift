import Foundation
import MotionGeometry

/// A value as a flat vector of numbers, for animators that integrate each component on its own
/// (Pop's springs and decay): scalar 1, point and size 2, rect and color 4, transform 16, colour
/// lists 4 per colour, number lists one per number, paths 2 per point (paths cannot be rebuilt from
/// their components: `make` returns nil for them).
extension AnimatableValue {
    public var components: [Double] {
        switch self {
        case .scalar(let v): return [v]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        case .color(let c): return [Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)]
        case .transform(let m):
            return [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44].map { Double($0) }
        case .image: return []
        case .path(let p):
            return (p?.elements ?? []).flatMap { $0.points }.flatMap { [Double($0.x), Double($0.y)] }
        case .colors(let c): return c.flatMap { [Double($0.red), Double($0.green), Double($0.blue), Double($0.alpha)] }
        case .numbers(let n): return n
        }
    }

    /// The value of `kind` with these components (the inverse of `components`).
    public static func make(_ kind: AnimatableValueKind, components c: [Double]) -> AnimatableValue? {
        func g(_ i: Int) -> CGFloat { CGFloat(c[i]) }
        switch kind {
        case .scalar where c.count == 1: return .scalar(c[0])
        case .point where c.count == 2: return .point(CGPoint(x: g(0), y: g(1)))
        case .size where c.count == 2: return .size(CGSize(width: g(0), height: g(1)))
        case .rect where c.count == 4: return .rect(CGRect(x: g(0), y: g(1), width: g(2), height: g(3)))
        case .color where c.count == 4: return .color(CGColor(red: g(0), green: g(1), blue: g(2), alpha: g(3)))
        case .transform where c.count == 16:
            return .transform(CATransform3D(m11: g(0), m12: g(1), m13: g(2), m14: g(3), m21: g(4), m22: g(5), m23: g(6), m24: g(7),
                                            m31: g(8), m32: g(9), m33: g(10), m34: g(11), m41: g(12), m42: g(13), m43: g(14), m44: g(15)))
        case .numbers: return .numbers(c)
        case .colors where c.count % 4 == 0:
            return .colors(stride(from: 0, to: c.count, by: 4).map {
                CGColor(red: g($0), green: g($0 + 1), blue: g($0 + 2), alpha: g($0 + 3))
            })
        default: return nil
        }
    }
}
