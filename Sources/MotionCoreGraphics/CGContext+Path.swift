import Foundation
import MotionGeometry

/// The current path: every point is mapped by the CTM current when it is added (Core Graphics'
/// semantics), and kept in raster space.
extension CGContext {
    public func beginPath() { currentPath = CGMutablePath() }
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: userToRaster) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: userToRaster) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: userToRaster) }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: userToRaster) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: userToRaster) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: userToRaster) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: userToRaster)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: userToRaster)
    }
    /// Core Graphics' arc: angles from +x towards +y of user space; `clockwise: true` decreases the angle
    /// (in a UIKit context, whose y is down, that runs counter-clockwise on screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                    transform: userToRaster)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: userToRaster)
    }
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        currentPath.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: userToRaster)
    }
    public func addPath(_ other: CGPath) { currentPath.addPath(other, transform: userToRaster) }
    public func closePath() { currentPath.closeSubpath() }

    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(userToRaster.inverted()) }

    /// The bounding box of the current path in user space (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        guard !currentPath.isEmpty else { return .null }
        return currentPath.boundingBox.applying(userToRaster.inverted())
    }

    /// A copy of the current path in user space; nil when it is empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        return currentPath.copy(using: userToRaster.inverted())
    }
}
