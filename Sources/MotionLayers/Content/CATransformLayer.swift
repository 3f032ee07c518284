import Foundation
import MotionGeometry

/// Core Animation's transform layer: it draws nothing of its own and does not flatten its sublayers into
/// its plane, so sublayers placed with 3-D transforms keep their depth under its transform (the faces of a
/// cube turned as one). Apple: only its sublayers are rendered — its background, contents, border, shadow
/// and clipping (`masksToBounds`, `mask`) are ignored — and it is not hit itself, only its sublayers are.
/// (The renderer draws every layer's sublayers in 3-D, without flattening, so what differs from `CALayer`
/// here is what it ignores; there is no depth sorting, as there is none in Core Animation's.)
open class CATransformLayer: CALayer {
    /// The deepest sublayer containing `p` (in the superlayer's space); never the transform layer itself.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let m = LayerGeometry.transformToSuperlayer(properties, superlayer: superlayer?.properties)
        guard let local = LayerGeometry.unproject(p, through: m) else { return nil }
        for s in sublayersInDrawingOrder().reversed() {
            if let hit = s.hitTest(local) { return hit }
        }
        return nil
    }
}
