import Foundation
import MotionGeometry
import MotionRaster

extension CGPath {
    /// Whether `point` is inside the path by `rule` (every subpath closed), after mapping the path by
    /// `transform`: Core Graphics' `contains(_:using:transform:)`, from the winding number of the
    /// flattened path around the point.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let p = transform == .identity ? self : copy(using: transform)
        let x = Double(point.x), y = Double(point.y)
        var winding = 0
        for sub in PathFlattener.flatten(p, scale: 1, tolerance: 0.01) where sub.points.count > 2 {
            let pts = sub.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[i + 1 == pts.count ? 0 : i + 1]
                if a.y <= y {
                    if b.y > y && cross(b - a, Vec2(x, y) - a) > 0 { winding += 1 }
                } else if b.y <= y && cross(b - a, Vec2(x, y) - a) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }
}
