import Foundation
import MotionGeometry
import MotionAnimation
import MotionLayers

extension DrawListBuilder {
    /// A layer with a `motionBlurRadius` σ > 0 (SwiftUI's `.blur(radius:)`): everything it draws (its
    /// mask applied, sublayers included) goes into an offscreen group over its bounds grown by the
    /// kernel's reach (3σ) each side — the blur spreads that far past them — or over the bounds alone
    /// when `opaque` (clamped edges), cut to what the target shows grown by the same reach; the group is
    /// blurred (`DrawCommand.blur`) and drawn. Sublayers reaching past that rect are cut at it.
    mutating func drawBlurred(_ node: Node, props pp: UnsafePointer<LayerProperties>,
                              toTarget: CATransform3D, toWindow: CATransform3D, origin: CATransform3D, opacity: CGFloat) {
        let p = pp.pointee
        let sigma = p.shadow.blurRadius
        let opaque = p.shadow.blurIsOpaque
        let reach = opaque ? 0 : (CGFloat(3) * sigma).rounded(.up)
        var box = p.bounds.insetBy(dx: -reach, dy: -reach)
        if let visible = visibleRect(through: toTarget) { box = box.intersection(visible.insetBy(dx: -reach, dy: -reach)) }
        guard !box.isNull, box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite,
              box.width.isFinite, box.height.isFinite else { return }
        // Whole points, so a still layer's group keeps its size from frame to frame.
        box = CGRect(x: box.minX.rounded(.down), y: box.minY.rounded(.down),
                     width: box.width.rounded(.up), height: box.height.rounded(.up))
        drawInGroup(node, props: pp, box: box, toTarget: toTarget, toWindow: toWindow, origin: origin, opacity: opacity,
                    marking: \.drawingBlurredContent) { _ in .blur(sigma: sigma, opaque: opaque) }
    }
}
