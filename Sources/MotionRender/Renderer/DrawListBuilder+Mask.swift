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
        guard !mp.isHidden, var source = maskSource(mask, mp), let extent = MaskRasterizer.extent(source) else { return }
        // The mask's bounds coordinates → this layer's bounds coordinates.
        let maskToLayer = LayerGeometry.transformToSuperlayer(mp, superlayer: nil)
        // The group: the mask's extent, within the bounds when masking to them, within what the target shows.
        var box = boundingBox(extent, maskToLayer)
        if p.masksToBounds { box = box.intersection(p.bounds) }
        if let visible = visibleRect(through: toTarget) { box = box.intersection(visible) }
        guard !box.isNull, box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite,
              box.width.isFinite, box.height.isFinite else { return }
        // Only that part of the mask is rasterised (whole points, so a still layer keeps its cached mask).
        if let back = Self.affineInverse(maskToLayer) {
            let r = boundingBox(box, back)
            if r != .zero {
                source.region = CGRect(x: r.minX.rounded(.down) - 1, y: r.minY.rounded(.down) - 1,
                                       width: r.width.rounded(.up) + 3, height: r.height.rounded(.up) + 3)
            }
        }
        let screen = contentCache.rasterScale(for: CATransform3DConcat(maskToLayer, toTarget), screenScale: screenScale)
        guard let raster = contentCache.masks.raster(.init(source: source, scale: MaskRasterizer.fittingScale(source, scale: screen)))
        else { return }
        // The mask image's local rect (0, 0, size) → this layer's bounds coordinates.
        let place = CATransform3DConcat(CATransform3DMakeTranslation(raster.origin.x, raster.origin.y, 0), maskToLayer)
        drawInGroup(node, props: pp, box: box, toTarget: toTarget, toWindow: toWindow, origin: origin, opacity: opacity,
                    marking: \.drawingMaskedContent) { intoGroup in
            .mask(raster.image, size: raster.size, transform: CATransform3DConcat(place, intoGroup))
        }
    }

    /// Draws `node` as `drawLayer` does, but into an offscreen group over `box` (the layer's bounds
    /// coordinates), with `flag` set meanwhile so the layer is not wrapped again; then the group's effect
    /// (`effect`, given the transform from the layer into the group: a mask, a blur) and its end. Masks
    /// and blurs share it.
    mutating func drawInGroup(_ node: Node, props pp: UnsafePointer<LayerProperties>, box: CGRect,
                              toTarget: CATransform3D, toWindow: CATransform3D, origin: CATransform3D, opacity: CGFloat,
                              marking flag: WritableKeyPath<DrawListBuilder, Bool>,
                              effect: (CATransform3D) -> DrawCommand) {
        let groupTransform = CATransform3DConcat(CATransform3DMakeTranslation(box.minX, box.minY, 0), toTarget)
        let intoGroup = CATransform3DMakeTranslation(-box.minX, -box.minY, 0)
        commands.append(.beginGroup(size: box.size, transform: groupTransform, opacity: 1))
        let flipped = Self.facesAway(groupTransform, size: box.size)
        if flipped { targetFacesAway.toggle() }
        let savedGroupRect = groupRect, savedCullRect = cullRect
        groupRect = CGRect(origin: .zero, size: box.size)
        // The group is a target of its own: nothing outside it shows.
        cullRect = groupRect
        self[keyPath: flag] = true
        drawLayer(node, props: pp, toTarget: intoGroup, toWindow: toWindow, origin: origin, opacity: opacity)
        self[keyPath: flag] = false
        groupRect = savedGroupRect
        cullRect = savedCullRect
        if flipped { targetFacesAway.toggle() }
        commands.append(effect(intoGroup))
        commands.append(.endGroup)
    }

    /// The inverse of an affine (no perspective) transform, in Core Animation's row-vector layout; nil
    /// for perspective or a singular map.
    static func affineInverse(_ t: CATransform3D) -> CATransform3D? {
        let plane = PlaneTransform(t)
        guard !plane.isPerspective else { return nil }
        let det = plane.a * plane.d - plane.b * plane.c
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        var inv = CATransform3DIdentity
        inv.m11 = CGFloat(plane.d / det); inv.m12 = CGFloat(-plane.b / det)
        inv.m21 = CGFloat(-plane.c / det); inv.m22 = CGFloat(plane.a / det)
        inv.m41 = CGFloat((plane.c * plane.ty - plane.d * plane.tx) / det)
        inv.m42 = CGFloat((plane.b * plane.tx - plane.a * plane.ty) / det)
        return inv
    }

    /// The part of a layer's bounds space (mapped to the target by `toTarget`) that the target shows — the
    /// enclosing group's rect, or at the top the root layer's rect (the window) — padded by a point; nil
    /// when it cannot be told (perspective, singular). A masked layer's group need not be larger: the
    /// circular reveal's final oval reaches far past the screen.
    func visibleRect(through toTarget: CATransform3D) -> CGRect? {
        guard tree.count > 0, let back = Self.affineInverse(toTarget) else { return nil }
        let viewport: CGRect
        if let g = groupRect {
            viewport = g
        } else {
            let root = evaluated[0]
            viewport = boundingBox(root.bounds, LayerGeometry.transformToSuperlayer(root, superlayer: nil))
        }
        guard viewport.width > 0, viewport.height > 0 else { return nil }
        let r = boundingBox(viewport, back)
        return r == .zero ? nil : r.insetBy(dx: -1, dy: -1)
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
        let scale = CALayer.usableContentsScale(contentsScale)
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
