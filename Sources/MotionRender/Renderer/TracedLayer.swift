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
    /// A shape layer's presentation `strokeStart` and `strokeEnd` (0…1 of the path's length); nil for
    /// every other layer. The values spinners, progress rings and checkmarks animate.
    public var stroke: (start: CGFloat, end: CGFloat)?

    public init(position: CGPoint, bounds: CGRect, anchorPoint: CGPoint, opacity: Float, zPosition: CGFloat,
                transform: CATransform3D, hidden: Bool, windowFrame: CGRect, stroke: (start: CGFloat, end: CGFloat)? = nil) {
        self.position = position; self.bounds = bounds; self.anchorPoint = anchorPoint; self.opacity = opacity
        self.zPosition = zPosition; self.transform = transform; self.hidden = hidden; self.windowFrame = windowFrame
        self.stroke = stroke
    }

    public static func == (a: TracedLayer, b: TracedLayer) -> Bool {
        a.position == b.position && a.bounds == b.bounds && a.anchorPoint == b.anchorPoint && a.opacity == b.opacity
            && a.zPosition == b.zPosition && a.transform == b.transform && a.hidden == b.hidden
            && a.windowFrame == b.windowFrame && a.stroke?.start == b.stroke?.start && a.stroke?.end == b.stroke?.end
    }
}
