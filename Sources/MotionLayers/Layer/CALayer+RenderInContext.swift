import Foundation
import MotionGeometry
import MotionAnimation
import MotionCoreGraphics

extension CALayer {
    /// Apple's `render(in:)`: draws this layer and its sublayers into `ctx`, in this layer's bounds
    /// coordinates (as snapshot code calls it inside an image context), from their model values: for
    /// each layer, its background (rounded by `cornerRadius`), `contents` (placed by `contentsGravity`),
    /// a shape layer's fill and stroke, a gradient layer's axial or radial gradient, the sublayers
    /// (clipped when it masks to bounds), then its border. Opacity multiplies down the tree (overlapping
    /// sublayers of a translucent layer are not flattened first, as Core Animation does); 3-D
    /// transforms are drawn by their affine part; masks, shadows, text layers and emitters are not drawn.
    func renderModel(in ctx: CGContext) {
        ctx.saveGState()
        renderContent(in: ctx, alpha: 1)
        ctx.restoreGState()
    }

    private func renderContent(in ctx: CGContext, alpha parentAlpha: CGFloat) {
        let p = properties
        guard !p.isHidden else { return }
        let alpha = parentAlpha * CGFloat(p.opacity)
        guard alpha > 0 else { return }
        let b = p.bounds
        let shape = CGPath(roundedRect: b, cornerWidth: min(p.cornerRadius, min(b.width, b.height) / 2),
                           cornerHeight: min(p.cornerRadius, min(b.width, b.height) / 2))
        ctx.saveGState()
        ctx.setAlpha(alpha)
        if let bg = p.backgroundColor, bg.alpha > 0 {
            ctx.setFillColor(bg)
            ctx.addPath(shape)
            ctx.fillPath()
        }
        if let image = p.contents, image.width > 0, image.height > 0 {
            ctx.saveGState()
            if p.masksToBounds { ctx.addPath(shape); ctx.clip() }
            let r = placedContents(image, in: b)
            // Upright in the layer's y-down space (Core Graphics draws images bottom-up).
            ctx.translateBy(x: r.minX, y: r.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: CGRect(x: 0, y: 0, width: r.width, height: r.height))
            ctx.restoreGState()
        }
        switch p.content {
        case .shape(let s)?:
            if let path = s.path {
                if let fill = s.fillColor, fill.alpha > 0 {
                    ctx.setFillColor(fill)
                    ctx.addPath(path)
                    ctx.fillPath(using: s.fillRule == .evenOdd ? .evenOdd : .winding)
                }
                if let stroke = s.strokeColor, stroke.alpha > 0, s.lineWidth > 0, s.strokeEnd > s.strokeStart {
                    ctx.setStrokeColor(stroke)
                    ctx.setLineWidth(s.lineWidth)
                    ctx.setLineCap(CGLineCap(rawValue: s.lineCap == .round ? 1 : s.lineCap == .square ? 2 : 0) ?? .butt)
                    ctx.setLineJoin(CGLineJoin(rawValue: s.lineJoin == .round ? 1 : s.lineJoin == .bevel ? 2 : 0) ?? .miter)
                    ctx.setMiterLimit(s.miterLimit)
                    ctx.setLineDash(phase: s.lineDashPhase, lengths: s.lineDashPattern ?? [])
                    ctx.addPath(path)
                    ctx.strokePath()
                }
            }
        case .gradient(let g)?:
            if let colors = g.colors, !colors.isEmpty, let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: g.locations.flatMap { $0.count == colors.count ? $0 : nil }) {
                ctx.saveGState()
                ctx.addPath(shape)
                ctx.clip()
                func point(_ u: CGPoint) -> CGPoint { CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height) }
                let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
                if g.type == .radial {
                    // An ellipse in unit space: a circle scaled by the radii.
                    let c = point(g.startPoint)
                    let rx = abs(g.endPoint.x - g.startPoint.x) * b.width, ry = abs(g.endPoint.y - g.startPoint.y) * b.height
                    if rx > 0, ry > 0 {
                        ctx.translateBy(x: c.x, y: c.y)
                        ctx.scaleBy(x: 1, y: ry / rx)
                        ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: rx, options: options)
                    }
                } else {
                    ctx.drawLinearGradient(gradient, start: point(g.startPoint), end: point(g.endPoint), options: options)
                }
                ctx.restoreGState()
            }
        default:
            break
        }
        ctx.restoreGState()
        if !sublayerStorage.isEmpty {
            ctx.saveGState()
            if p.masksToBounds { ctx.addPath(shape); ctx.clip() }
            let sublayers = sublayerStorage.enumerated().sorted { a, c in
                a.element.properties.zPosition != c.element.properties.zPosition
                    ? a.element.properties.zPosition < c.element.properties.zPosition : a.offset < c.offset
            }.map(\.element)
            for l in sublayers {
                let q = l.properties
                ctx.saveGState()
                // Superlayer bounds space → the sublayer's bounds space: position, transform about the
                // anchor point, then the sublayer's bounds origin.
                let t = CATransform3DGetAffineTransform(p.sublayerTransform)
                ctx.translateBy(x: b.minX + b.width / 2, y: b.minY + b.height / 2)
                ctx.concatenate(t)
                ctx.translateBy(x: -(b.minX + b.width / 2), y: -(b.minY + b.height / 2))
                ctx.translateBy(x: q.position.x, y: q.position.y)
                ctx.concatenate(CATransform3DGetAffineTransform(q.transform))
                ctx.translateBy(x: -q.anchorPoint.x * q.bounds.width - q.bounds.minX, y: -q.anchorPoint.y * q.bounds.height - q.bounds.minY)
                l.renderContent(in: ctx, alpha: alpha)
                ctx.restoreGState()
            }
            ctx.restoreGState()
        }
        if p.borderWidth > 0, let border = p.borderColor, border.alpha > 0 {
            ctx.saveGState()
            ctx.setAlpha(alpha)
            ctx.setFillColor(border)
            ctx.addPath(shape)
            let inset = min(p.borderWidth, min(b.width, b.height) / 2)
            let inner = b.insetBy(dx: inset, dy: inset)
            let innerRadius = max(min(p.cornerRadius, min(b.width, b.height) / 2) - inset, 0)
            ctx.addPath(CGPath(roundedRect: inner, cornerWidth: min(innerRadius, inner.width / 2), cornerHeight: min(innerRadius, inner.height / 2)))
            ctx.fillPath(using: .evenOdd)
            ctx.restoreGState()
        }
    }

    /// Where `contents` sits in the bounds by `contentsGravity` (the renderer's placement).
    private func placedContents(_ image: CGImage, in b: CGRect) -> CGRect {
        let scale = CALayer.usableContentsScale(contentsScale)
        let iw = CGFloat(image.width) / scale, ih = CGFloat(image.height) / scale
        let w = b.width, h = b.height
        var r = CGRect(x: 0, y: 0, width: w, height: h)
        switch contentsGravity {
        case .resize: break
        case .resizeAspect, .resizeAspectFill:
            let s = contentsGravity == .resizeAspect ? min(w / iw, h / ih) : max(w / iw, h / ih)
            r = CGRect(x: (w - iw * s) / 2, y: (h - ih * s) / 2, width: iw * s, height: ih * s)
        case .center: r = CGRect(x: (w - iw) / 2, y: (h - ih) / 2, width: iw, height: ih)
        case .top: r = CGRect(x: (w - iw) / 2, y: 0, width: iw, height: ih)
        case .bottom: r = CGRect(x: (w - iw) / 2, y: h - ih, width: iw, height: ih)
        case .left: r = CGRect(x: 0, y: (h - ih) / 2, width: iw, height: ih)
        case .right: r = CGRect(x: w - iw, y: (h - ih) / 2, width: iw, height: ih)
        case .topLeft: r = CGRect(x: 0, y: 0, width: iw, height: ih)
        case .topRight: r = CGRect(x: w - iw, y: 0, width: iw, height: ih)
        case .bottomLeft: r = CGRect(x: 0, y: h - ih, width: iw, height: ih)
        case .bottomRight: r = CGRect(x: w - iw, y: h - ih, width: iw, height: ih)
        }
        return r.offsetBy(dx: b.minX, dy: b.minY)
    }
}
