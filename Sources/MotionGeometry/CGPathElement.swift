import Foundation

/// The kind of a path element, with Core Graphics' raw values.
public enum CGPathElementType: Int32 {
    case moveToPoint = 0, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One drawing instruction of a CGPath (Core Graphics' CGPathElement as a Swift enum).
public enum CGPathElement: Equatable, Hashable {
    case moveToPoint(CGPoint)
    case addLineToPoint(CGPoint)
    case addQuadCurveToPoint(control: CGPoint, to: CGPoint)
    case addCurveToPoint(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case closeSubpath

    public var type: CGPathElementType {
        switch self {
        case .moveToPoint: return .moveToPoint
        case .addLineToPoint: return .addLineToPoint
        case .addQuadCurveToPoint: return .addQuadCurveToPoint
        case .addCurveToPoint: return .addCurveToPoint
        case .closeSubpath: return .closeSubpath
        }
    }

    /// The points in Core Graphics' order: control points first, end point last; empty for close.
    public var points: [CGPoint] {
        switch self {
        case .moveToPoint(let p), .addLineToPoint(let p): return [p]
        case .addQuadCurveToPoint(let c, let p): return [c, p]
        case .addCurveToPoint(let c1, let c2, let p): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }

    /// Whether every point of the element passes `test` (true for a close), without making the array
    /// `points` makes (checks over a whole path's elements run once per drawn path).
    @inlinable
    public func allPointsSatisfy(_ test: (CGPoint) -> Bool) -> Bool {
        switch self {
        case .moveToPoint(let p), .addLineToPoint(let p): return test(p)
        case .addQuadCurveToPoint(let c, let p): return test(c) && test(p)
        case .addCurveToPoint(let c1, let c2, let p): return test(c1) && test(c2) && test(p)
        case .closeSubpath: return true
        }
    }

    /// The end point, nil for close.
    public var endPoint: CGPoint? { points.last }

    /// The element with every point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPathElement {
        switch self {
        case .moveToPoint(let p): return .moveToPoint(p.applying(t))
        case .addLineToPoint(let p): return .addLineToPoint(p.applying(t))
        case .addQuadCurveToPoint(let c, let p): return .addQuadCurveToPoint(control: c.applying(t), to: p.applying(t))
        case .addCurveToPoint(let c1, let c2, let p):
            return .addCurveToPoint(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}
