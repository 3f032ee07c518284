import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// An outline: SwiftUI's `Path`, a value over a Core Graphics path (copied when written).
public struct Path: Equatable, Shape {
    var storage: CGMutablePath

    public init() { storage = CGMutablePath() }
    public init(_ path: CGPath) { storage = path.mutableCopy() }
    public init(_ rect: CGRect) { self.init(); storage.addRect(rect) }
    public init(ellipseIn rect: CGRect) { self.init(); storage.addEllipse(in: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(); storage.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(); storage.addRoundedRect(in: rect, cornerWidth: cornerSize.width, cornerHeight: cornerSize.height)
    }
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.mutableCopy() }
    }

    public var cgPath: CGPath { storage.copy() }
    public var isEmpty: Bool { storage.isEmpty }
    public var boundingRect: CGRect { storage.boundingBoxOfPath }
    public var currentPoint: CGPoint? { storage.isEmpty ? nil : storage.currentPoint }

    public mutating func move(to p: CGPoint) { unique(); storage.move(to: p) }
    public mutating func addLine(to p: CGPoint) { unique(); storage.addLine(to: p) }
    public mutating func addLines(_ points: [CGPoint]) { unique(); storage.addLines(between: points) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { unique(); storage.addQuadCurve(to: p, control: control) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) { unique(); storage.addCurve(to: p, control1: control1, control2: control2) }
    public mutating func closeSubpath() { unique(); storage.closeSubpath() }
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { unique(); storage.addRect(rect, transform: transform) }
    public mutating func addRects(_ rects: [CGRect]) { unique(); storage.addRects(rects) }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { unique(); storage.addEllipse(in: rect, transform: transform) }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        unique(); storage.addRoundedRect(in: rect, cornerWidth: cornerSize.width, cornerHeight: cornerSize.height, transform: transform)
    }
    /// `clockwise` as Core Graphics reads it (true sweeps with decreasing angle: counter-clockwise on screen).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        unique()
        storage.addArc(center: center, radius: radius, startAngle: CGFloat(startAngle.radians), endAngle: CGFloat(endAngle.radians), clockwise: clockwise, transform: transform)
    }
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0, transform: transform)
    }
    /// A circular arc tangent to the lines from the current point to `tangent1End` and from there to `tangent2End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else { move(to: p1); return }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0, radius > 0 else { addLine(to: p1); return }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosT = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let theta = acos(cosT)
        guard theta > 1e-9, abs(theta - .pi) > 1e-9 else { addLine(to: p1); return }
        let d = radius / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + u1.x * d, y: p1.y + u1.y * d), t2 = CGPoint(x: p1.x + u2.x * d, y: p1.y + u2.y * d)
        let bis = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y), bl = hypot(bis.x, bis.y)
        let cd = radius / sin(theta / 2)
        let c = CGPoint(x: p1.x + bis.x / bl * cd, y: p1.y + bis.y / bl * cd)
        let a1 = atan2(t1.y - c.y, t1.x - c.x), a2 = atan2(t2.y - c.y, t2.x - c.x)
        let cross = u1.x * u2.y - u1.y * u2.x
        addLine(to: t1)
        addArc(center: c, radius: radius, startAngle: .radians(Double(a1)), endAngle: .radians(Double(a2)), clockwise: cross > 0, transform: transform)
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) { unique(); storage.addPath(path.storage, transform: transform) }

    public func applying(_ t: CGAffineTransform) -> Path { Path(storage.copy(using: t)) }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The part of the path between two fractions of its length (0…1), as `trimmedPath(from:to:)`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let a = max(0, min(from, 1)), b = max(0, min(to, 1))
        guard b > a else { return Path() }
        if a == 0 && b == 1 { return self }
        return Path(PathTrimming.trim(storage, from: a, to: b))
    }

    public func path(in rect: CGRect) -> Path { self }

    public static func == (a: Path, b: Path) -> Bool { a.storage == b.storage }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// Cutting a path to a fraction of its length, by flattening it (0.05-point tolerance) with
/// MotionLab's `PathMeasure`.
enum PathTrimming {
    static func trim(_ path: CGPath, from a: CGFloat, to b: CGFloat) -> CGPath {
        let m = PathMeasure(path: path, tolerance: 0.05)
        let total = m.totalLength
        let out = CGMutablePath()
        guard total > 0 else { return out }
        let start = a * total, end = b * total
        let steps = max(2, Int(((end - start) / 1.0).rounded(.up)))
        for i in 0...steps {
            let d = start + (end - start) * CGFloat(i) / CGFloat(steps)
            let p = m.position(atDistance: d).point
            if i == 0 { out.move(to: p) } else { out.addLine(to: p) }
        }
        return out
    }
}
