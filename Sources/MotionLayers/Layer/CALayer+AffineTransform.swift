import Foundation
import MotionGeometry

extension CALayer {
    /// The layer's `transform` as an affine transform: its 2-D part (m11, m12, m21, m22, m41, m42), what
    /// `CATransform3DGetAffineTransform` returns (the rest of a 3-D transform is dropped).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets `transform` to `m` as a 3-D transform (`CATransform3DMakeAffineTransform`); like setting
    /// `transform`, it runs the "transform" action, so a standalone layer animates the change.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
}
