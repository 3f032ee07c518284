import Foundation
import MotionGeometry
import MotionAnimation
import MotionLayers

extension DrawListBuilder {
    /// A layer with a `mask`: everything it draws (shadow, background, contents, content, sublayers,
    /// border) goes into an offscreen group covering the mask's extent (within the bounds when the layer
    /// masks to bounds), which is then multiplied by the mask's alpha (`DrawCommand.mask`) and drawn.
    /// The mask is evaluated at this layer's time (its animations run: a shape mask's animated `path` is
    /// the circular reveal) and placed in this layer's bounds coordinates like a sublayer. An empty or
    /// hidden mask lets nothing through.
    mutating func drawMasked(_ node: Node, mask: CALayer, props pp: UnsafePointer<LayerProperties>,
                             toTarget: CATransform3D, toWindow: CATransform3D, origin: CATransform3D, opacity: CGFloat) {
        let p = pp.pointee
        let mp = mask.presentationProperties(atLocalTime: mask.localTimeFromParent(localTime(node)))
        guard !mp.isHidden else { return }
        // The mask's bounds coordinates → this layer's bounds coordinates.
        let maskToLayer = LayerGeometry.transformToSuperlayer(mp, superlayer: nil)
        let scale = contentCache.rasterScale(for: CATransform3DConcat(maskToLayer, toTarget), screenScale: screenScale)
        guard let source = maskSource(mask, mp),
              let raster = contentCache.masks.raster(.init(source: source, scale: scale)) else { return }
        // The mask image's local rect (0, 0, size) → this layer's bounds coordinates.
        let place = CATransform3DConcat(CATransform3DMakeTranslation(raster.origin.x, raster.origin.y, 0), maskToLayer)
        var box = boundingBox(CGRect(origin: .zero, size: raster.size), place)
        if p.masksToBounds { box = box.intersection(p.bounds) }
        guard !box.isNull, box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite,
              box.width.isFinite, box.height.isFinite else { return }
        let groupTransform = CATransform3DConcat(CATransform3DMakeTranslation(box.minX, box.minY, 0), toTarget)
        let intoGroup = CATransform3DMakeTranslation(-box.minX, -box.minY, 0)
        commands.append(.beginGroup(size: box.size, transform: groupTransform, opacity: 1))
        let flipped = Self.facesAway(groupTransform, size: box.size)
        if flipped { targetFacesAway.toggle() }
        drawingMaskedContent = true
        drawLayer(node, props: pp, toTarget: intoGroup, toWindow: toWindow, origin: origin, opacity: opacity)
        drawingMaskedContent = false
        if flipped { targetFacesAway.toggle() }
        commands.append(.mask(raster.image, size: raster.size, transform: CATransform3DConcat(place, intoGroup)))
        commands.append(.endGroup)
    }

    /// What of the mask layer masks, at its presentation values `p`; nil when nothing.
    func maskSource(_ mask: CALayer, _ p: LayerProperties) -> MaskSource? {
        var m = MaskSource(bounds: p.bounds)
        m.opacity = DrawListBuilder.drawnOpacity(p.opacity)
        m.cornerRadius = p.cornerRadius.isFinite ? max(p.cornerRadius, 0) : 0
        m.backgroundAlpha = min(max(p.backgroundColor?.alpha ?? 0, 0), 1)
        if p.borderWidth > 0, p.borderWidth.isFinite, let bc = p.borderColor, bc.alpha > 0 {
            m.borderWidth = p.borderWidth
            m.borderAlpha = min(bc.alpha, 1)
        }
        switch p.content {
        case .shape(let s)?: m.shape = s.path == nil ? nil : s
        case .gradient(let g)?: m.gradient = g.colors?.isEmpty == false ? g : nil
        default: break
        }
        if let image = p.contents, image.width > 0, image.height > 0,
           let r = Self.contentsRect(image, gravity: mask.contentsGravity, contentsScale: mask.contentsScale, bounds: p.bounds.size) {
            m.contents = PlacedImage(image: image, rect: r.offsetBy(dx: p.bounds.minX, dy: p.bounds.minY))
        }
        let empty = m.opacity <= 0 || (m.backgroundAlpha <= 0 && m.borderWidth <= 0 && m.shape == nil && m.gradient == nil && m.contents == nil)
        return empty ? nil : m
    }

    /// Where `contents` sits in the local rect (0, 0, bounds) per contentsGravity, points — the placement
    /// `drawContents` draws the image at; nil when empty or not finite.
    static func contentsRect(_ image: CGImage, gravity: CALayerContentsGravity, contentsScale: CGFloat, bounds: CGSize) -> CGRect? {
        let w = bounds.width, h = bounds.height
        let scale = max(contentsScale, 0.0001)
        let iw = CGFloat(image.width) / scale, ih = CGFloat(image.height) / scale
        var rect = CGRect(x: 0, y: 0, width: w, height: h)
        switch gravity {
        case .resize: break
        case .resizeAspect, .resizeAspectFill:
            let s = gravity == .resizeAspect ? min(w / iw, h / ih) : max(w / iw, h / ih)
            rect = CGRect(x: (w - iw * s) / 2, y: (h - ih * s) / 2, width: iw * s, height: ih * s)
        case .center: rect = CGRect(x: (w - iw) / 2, y: (h - ih) / 2, width: iw, height: ih)
        case .top: rect = CGRect(x: (w - iw) / 2, y: 0, width: iw, height: ih)
        case .bottom: rect = CGRect(x: (w - iw) / 2, y: h - ih, width: iw, height: ih)
        case .left: rect = CGRect(x: 0, y: (h - ih) / 2, width: iw, height: ih)
        case .right: rect = CGRect(x: w - iw, y: (h - ih) / 2, width: iw, height: ih)
        case .topLeft: rect = CGRect(x: 0, y: 0, width: iw, height: ih)
        case .topRight: rect = CGRect(x: w - iw, y: 0, width: iw, height: ih)
        case .bottomLeft: rect = CGRect(x: 0, y: h - ih, width: iw, height: ih)
        case .bottomRight: rect = CGRect(x: w - iw, y: h - ih, width: iw, height: ih)
        }
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
              rect.width.isFinite, rect.height.isFinite else { return nil }
        return rect
    }
}
