import Foundation
import MotionGeometry

/// One named layer's presentation values at a frame, for traces (`motionlab render --trace`).
public struct TracedLayer: Equatable {
    public var position: CGPoint
    public var bounds: CGRect
    public var anchorPoint: CGPoint
    public var opacity: Float
    public var zPosition: CGFloat
    public var transform: CATransform3D
    public var hidden: Bool
    /// Axis-aligned box of the layer's bounds in window points.
    public var windowFrame: CGRect
}
