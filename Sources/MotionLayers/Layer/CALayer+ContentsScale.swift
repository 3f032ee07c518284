import Foundation
import MotionGeometry

extension CALayer {
    /// The range of `contentsScale` honoured when placing `contents` (pixels of the image per point).
    /// Screens use 1–3; a backing store a thousand times finer or coarser than a point is no sane
    /// scale, and outside the range (0, ∞) the value is meaningless. Core Animation ignores an invalid
    /// contents scale; here any value outside this range (0, NaN, ±∞, 1e-6, 1e9) counts as 1, so an
    /// 80-pixel image under `.center` is 80 points, not the 8e7 of a scale of 1e-6.
    package static let usableContentsScales: ClosedRange<CGFloat> = 0.001...1000

    /// `scale` when it is usable (`usableContentsScales`), else 1.
    package static func usableContentsScale(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && usableContentsScales.contains(scale) ? scale : 1
    }
}
