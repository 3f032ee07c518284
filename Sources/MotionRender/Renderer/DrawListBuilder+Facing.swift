import Foundation
import MotionGeometry

extension DrawListBuilder {
    /// Whether a layer drawn with `transform` (its local rect (0, 0, size) → the draw target) shows its
    /// back: its corners, projected with perspective, wind the other way round than the local rect's
    /// (a negative signed area in the target's y-down space). A layer of zero size is judged by the unit
    /// square (its sublayers share its plane). What `isDoubleSided = false` culls.
    static func facesAway(_ transform: CATransform3D, size: CGSize) -> Bool {
        let w = size.width > 0 && size.width.isFinite ? size.width : 1
        let h = size.height > 0 && size.height.isFinite ? size.height : 1
        let q = [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h)].map { transform.project($0) }
        var area: CGFloat = 0
        for i in 0..<4 {
            let a = q[i], b = q[(i + 1) % 4]
            area += a.x * b.y - b.x * a.y
        }
        return area.isFinite && area < 0
    }
}
