import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// `mask { view }` by a view that is not a shape (a `Canvas`, text, an image, a stack): the mask view
/// is laid out in the masked view's size off screen (centred, as an overlay is), drawn as an image —
/// its layers' model values by `CALayer.render(in:)`, canvases and other drawn layers displayed first —
/// and that image's alpha is the mask layer's (`CALayer.mask` with `contents`, which the renderer's mask
/// rasteriser reads). Drawn again at every update of the masked view; the mask's own animations are not
/// followed between updates.
struct ViewMaskModifier: ViewModifier, PrimitiveModifier {
    let mask: AnyView
    func body(content: Content) -> Never { primitiveBody("mask") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ViewMaskNode(graph: graph) }
}

final class ViewMaskNode: PassthroughNode {
    var m: ViewMaskModifier?
    var maskLayer: CALayer?
    var host: HostingView?

    override func readModifier(_ x: Any) { if let v = x as? ViewMaskModifier { m = v } }

    override func renderContent(_ rc: RenderContext) {
        guard let m else { return }
        let layer = hostView.layer
        let size = frame.size
        let mask = maskLayer ?? CALayer()
        if maskLayer == nil {
            maskLayer = mask
            StandaloneLayers.disableImplicitAnimations(mask)
            layer.mask = mask
        }
        mask.frame = CGRect(origin: .zero, size: size)
        let h: HostingView
        // A custom modifier's `content` in the mask is the view it modifies (`.mask(content)`).
        let maskView = ModifierContentsScope.wrapping(m.mask, in: context)
        if let existing = host { h = existing; h.setRootView(maskView) } else { h = HostingView(rootView: maskView); host = h }
        h.graph.rootEnvironment = context.environment
        h.frame = CGRect(origin: .zero, size: size)
        h.updateNow()
        let scale = max(UIServices.screenScale, 1)
        let w = (size.width * scale).rounded(.up), hh = (size.height * scale).rounded(.up)
        guard w >= 1, hh >= 1, w <= 8192, hh <= 8192 else { mask.contents = nil; return }
        ViewMaskNode.display(h.layer)
        let ctx = CGContext(pixelWidth: Int(w), pixelHeight: Int(hh), scale: scale)
        for node in h.graph.rootNode?.layoutNodes() ?? [] {
            ctx.saveGState()
            ctx.translateBy(x: node.frame.minX, y: node.frame.minY)
            node.hostView.layer.render(in: ctx)
            ctx.restoreGState()
        }
        mask.contentsScale = scale
        mask.contents = ctx.makeImage()
    }

    /// Draws the layers of an off-screen tree that wait for display (a canvas's drawing).
    static func display(_ layer: CALayer) {
        layer.displayIfNeeded()
        for s in layer.sublayers ?? [] { display(s) }
    }
}
