import Foundation

/// An immutable vector path: a list of `CGPathElement`s.
///
/// Not `final` only so that `CGMutablePath` can be a `CGPath`, as in Core Graphics;
/// it is `public`, not `open`, so no other module can subclass it. Paths compare by value
/// (their elements), like CGPathEqualToPath.
public class CGPath: Equatable, Hashable, CustomStringConvertible {
    /// The elements in drawing order. Every drawing element follows a move (the builders
    /// insert a move to the subpath start after a close, where Core Graphics implies one).
    public internal(set) var elements: [CGPathElement]

    init(elements: [CGPathElement]) { self.elements = elements }

    /// The rectangle path: a move to (minX, minY), lines to (maxX, minY), (maxX, maxY),
    /// (minX, maxY), then a close (Core Graphics' CGPathCreateWithRect).
    public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform ?? .identity)
        self.init(elements: p.elements)
    }

    /// The ellipse inscribed in `rect`; see `CGMutablePath.addEllipse(in:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform ?? .identity)
        self.init(elements: p.elements)
    }

    /// A rounded rectangle; see `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: CGAffineTransform? = nil) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform ?? .identity)
        self.init(elements: p.elements)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element starts: the last end point, or the subpath start after a close;
    /// .zero for an empty path (as Core Graphics).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e {
            case .moveToPoint(let p): start = p; current = p
            case .closeSubpath: current = start
            default: current = e.endPoint!
            }
        }
        return current
    }

    /// An immutable copy.
    public func copy() -> CGPath { CGPath(elements: elements) }

    /// An immutable copy with every point mapped by `transform`.
    public func copy(using transform: CGAffineTransform) -> CGPath {
        CGPath(elements: elements.map { $0.applying(transform) })
    }

    public func mutableCopy() -> CGMutablePath { CGMutablePath(elements: elements) }

    /// Point-by-point interpolation to a path with the same element kinds, as Core Animation
    /// interpolates a shape layer's `path`; nil when the element structures differ.
    public func interpolated(to other: CGPath, fraction f: CGFloat) -> CGPath? {
        guard elements.count == other.elements.count,
              zip(elements, other.elements).allSatisfy({ $0.type == $1.type }) else { return nil }
        func l(_ a: CGPoint, _ b: CGPoint) -> CGPoint { a.interpolated(to: b, fraction: f) }
        return CGPath(elements: zip(elements, other.elements).map { a, b in
            switch (a, b) {
            case let (.moveToPoint(p), .moveToPoint(q)): return .moveToPoint(l(p, q))
            case let (.addLineToPoint(p), .addLineToPoint(q)): return .addLineToPoint(l(p, q))
            case let (.addQuadCurveToPoint(c, p), .addQuadCurveToPoint(d, q)):
                return .addQuadCurveToPoint(control: l(c, d), to: l(p, q))
            case let (.addCurveToPoint(c1, c2, p), .addCurveToPoint(d1, d2, q)):
                return .addCurveToPoint(control1: l(c1, d1), control2: l(c2, d2), to: l(p, q))
            default: return .closeSubpath
            }
        })
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var description: String { "CGPath(\(elements))" }
}

/// A path you can add to. Every method takes an optional affine transform applied to the
/// new points (Core Graphics' `transform:` parameter).
public final class CGMutablePath: CGPath {
    private var subpathStart: CGPoint?
    private var needsMove = false

    public init() { super.init(elements: []) }

    override init(elements: [CGPathElement]) {
        super.init(elements: elements)
        var start: CGPoint?
        for e in elements {
            switch e {
            case .moveToPoint(let p): start = p; needsMove = false
            case .closeSubpath: needsMove = true
            default: needsMove = false
            }
        }
        subpathStart = start
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        elements.append(.moveToPoint(p))
        subpathStart = p
        needsMove = false
    }

    /// Appends a drawing element; without a current point it is ignored, as Core Graphics
    /// does ("no current point"). After a close, a move to the subpath start is inserted first.
    private func appendDrawing(_ e: CGPathElement) {
        guard let start = subpathStart else { return }
        if needsMove { elements.append(.moveToPoint(start)); needsMove = false }
        elements.append(e)
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        appendDrawing(.addLineToPoint(point.applying(transform)))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        appendDrawing(.addQuadCurveToPoint(control: control.applying(transform), to: end.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        appendDrawing(.addCurveToPoint(control1: control1.applying(transform),
                                       control2: control2.applying(transform), to: end.applying(transform)))
    }

    /// Closes the current subpath with a straight line to its start; the current point
    /// becomes that start. Ignored when there is no open subpath.
    public func closeSubpath() {
        guard subpathStart != nil, !needsMove else { return }
        elements.append(.closeSubpath)
        needsMove = true
    }

    /// A move to the first point, then lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A closed subpath: move to (minX, minY), lines to (maxX, minY), (maxX, maxY), (minX, maxY),
    /// close — Apple's "bottom left, then counter-clockwise" in y-up coordinates.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// The magic constant 4(√2 − 1)/3 for a quarter circle as one cubic Bézier.
    public static let ellipseKappa: CGFloat = 0.5522847498

    /// The ellipse inscribed in `rect` as a closed subpath of four cubic Béziers (kappa
    /// 0.5522847498): move to (maxX, midY), curves through (midX, maxY), (minX, midY),
    /// (midX, minY) back to (maxX, midY), then close.
    ///
    /// Direction: Apple documents the ellipse as "oriented in the clockwise direction"; that is
    /// clockwise on an iOS screen (y down). In y-up math coordinates it runs counter-clockwise,
    /// i.e. the angle increases from 0: the first curve goes towards (midX, maxY). This is why a
    /// stroke-end animation on an oval starts at 3 o'clock and runs clockwise on iOS.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * Self.ellipseKappa, ky = ry * Self.ellipseKappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        move(to: p(cx + rx, cy), transform: transform)
        addCurve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ky), control2: p(cx + kx, cy + ry), transform: transform)
        addCurve(to: p(cx - rx, cy), control1: p(cx - kx, cy + ry), control2: p(cx - rx, cy + ky), transform: transform)
        addCurve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ky), control2: p(cx - kx, cy - ry), transform: transform)
        addCurve(to: p(cx + rx, cy), control1: p(cx + kx, cy - ry), control2: p(cx + rx, cy - ky), transform: transform)
        closeSubpath()
    }

    /// A circular arc, Core Graphics semantics: angles in radians from +x towards +y;
    /// `clockwise: false` sweeps with increasing angle (counter-clockwise in y-up coordinates,
    /// clockwise on an iOS screen). A line joins the current point to the arc's start, or the arc
    /// starts a new subpath. A sweep of 2π or more draws a full circle. Cubic pieces of at most π/2.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let twoPi = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        // A NaN angle (a progress ring's 0/0) or an infinite start angle names no arc: nothing is added,
        // as nothing is drawn on iOS. An infinite end angle is a sweep of 2π or more: a full circle.
        guard startAngle.isFinite, !sweep.isNaN else { return }
        if abs(sweep) >= twoPi {
            sweep = clockwise ? -twoPi : twoPi
        } else if !clockwise && sweep < 0 {
            sweep += twoPi
        } else if clockwise && sweep > 0 {
            sweep -= twoPi
        }
        // Each angle's cosine and sine once (a piece's end is the next one's start, the arc's start is the
        // first piece's): the same values computed again were a third of an arc's cost.
        var cos0 = cos(startAngle), sin0 = sin(startAngle)
        let start = CGPoint(x: center.x + radius * cos0, y: center.y + radius * sin0)
        if subpathStart == nil { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        guard sweep != 0, radius != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        // Room for the curves at once (a path made for one arc and stroked grew three times).
        elements.reserveCapacity(elements.count + pieces + 1)
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * radius
        var a0 = startAngle
        for i in 1...pieces {
            let a1 = i == pieces ? startAngle + sweep : a0 + step
            let cos1 = cos(a1), sin1 = sin(a1)
            let p0 = CGPoint(x: center.x + radius * cos0, y: center.y + radius * sin0)
            let p3 = CGPoint(x: center.x + radius * cos1, y: center.y + radius * sin1)
            let c1 = CGPoint(x: p0.x - k * sin0, y: p0.y + k * cos0)
            let c2 = CGPoint(x: p3.x + k * sin1, y: p3.y - k * cos1)
            addCurve(to: p3, control1: c1, control2: c2, transform: transform)
            a0 = a1
            cos0 = cos1
            sin0 = sin1
        }
    }

    /// A rounded rectangle as a closed subpath, same direction as `addRect`: starts at
    /// (minX + cornerWidth, minY), quarter-ellipse corners of radii (cornerWidth, cornerHeight),
    /// clamped to half the width and height.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cw = max(0, min(cornerWidth, r.width / 2)), ch = max(0, min(cornerHeight, r.height / 2))
        guard cw > 0, ch > 0 else { addRect(r, transform: transform); return }
        let kx = cw * (1 - Self.ellipseKappa), ky = ch * (1 - Self.ellipseKappa)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        move(to: p(r.minX + cw, r.minY), transform: transform)
        addLine(to: p(r.maxX - cw, r.minY), transform: transform)
        addCurve(to: p(r.maxX, r.minY + ch), control1: p(r.maxX - kx, r.minY), control2: p(r.maxX, r.minY + ky), transform: transform)
        addLine(to: p(r.maxX, r.maxY - ch), transform: transform)
        addCurve(to: p(r.maxX - cw, r.maxY), control1: p(r.maxX, r.maxY - ky), control2: p(r.maxX - kx, r.maxY), transform: transform)
        addLine(to: p(r.minX + cw, r.maxY), transform: transform)
        addCurve(to: p(r.minX, r.maxY - ch), control1: p(r.minX + kx, r.maxY), control2: p(r.minX, r.maxY - ky), transform: transform)
        addLine(to: p(r.minX, r.minY + ch), transform: transform)
        addCurve(to: p(r.minX + cw, r.minY), control1: p(r.minX, r.minY + ky), control2: p(r.minX + kx, r.minY), transform: transform)
        closeSubpath()
    }

    /// Appends all of `path`'s elements, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for e in path.elements {
            switch e {
            case .moveToPoint(let p): move(to: p, transform: transform)
            case .closeSubpath: closeSubpath()
            default: appendDrawing(e.applying(transform))
            }
        }
    }
}
