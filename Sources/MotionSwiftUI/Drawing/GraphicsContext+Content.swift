import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Text and images in a `GraphicsContext`: text is laid out by the text service `Text` and `UILabel`
/// use (DejaVu Sans) and drawn as its image, upright in user space, rasterised at the canvas's pixel
/// density times the transform's scale; images are drawn upright, stretched over their rect. A
/// template image (a symbol) and text take the shading's paint through their alpha.
extension GraphicsContext {
    /// A `Text` resolved in this context: its font and string fixed; `shading` paints it (the
    /// foreground style unless the text has its own colour).
    public struct ResolvedText {
        let string: String
        let font: UIFont
        let color: Color?
        public var shading: Shading

        /// The size the text takes when offered `size` (wrapped at its width).
        public func measure(in size: CGSize) -> CGSize {
            guard !string.isEmpty, let r = UIServices.textRasterizer else { return .zero }
            let w = size.width.isFinite && size.width > 0 ? size.width : nil
            let s = r.measure(string, font: font, maxWidth: w, numberOfLines: 0)
            return CGSize(width: ceil(s.width * 2) / 2, height: ceil(s.height * 2) / 2)
        }
        /// Distance from the top to the first line's baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat { font.ascender }
        /// Distance from the top to the last line's baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat { max(measure(in: size).height - font.lineHeight, 0) + font.ascender }
    }

    public func resolve(_ text: Text) -> ResolvedText {
        var font = text.style.font ?? environment.font ?? .body
        if let w = text.style.weight { font.weight = w }
        return ResolvedText(string: text.content, font: font.uiFont, color: text.style.color,
                            shading: text.style.color.map { .color($0) } ?? .foreground)
    }

    /// Draws the text wrapped to the rect's width from its top-left, clipped to the rect.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        drawText(text, origin: rect.origin, width: rect.width > 0 ? rect.width : nil, clip: rect)
    }

    /// Draws the text on one line per paragraph with the point `anchor` of its bounds at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        drawText(text, origin: CGPoint(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height), width: nil, clip: nil)
    }

    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    func drawText(_ text: ResolvedText, origin: CGPoint, width: CGFloat?, clip: CGRect?) {
        guard !text.string.isEmpty, let r = UIServices.textRasterizer, origin.x.isFinite, origin.y.isFinite else { return }
        let t = transform
        let stretch = sqrt(abs(t.a * t.d - t.b * t.c))
        // The text's pixel density: the canvas's times the transform's scale (a degenerate or
        // non-finite transform draws at the canvas's own).
        let scale = stretch.isFinite && stretch > 0.01 ? min(target.cg.baseScale * stretch, 16) : target.cg.baseScale
        guard let image = try? r.render(text.string, font: text.font, color: .black, maxWidth: width, alignment: .left,
                                        numberOfLines: 0, scale: scale),
              image.width > 0, image.height > 0 else { return }
        let rect = CGRect(x: origin.x, y: origin.y, width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        drawing { cg in
            if let clip { cg.clip(to: clip) }
            paint(text.shading, in: cg, bounds: rect) { mask in
                Self.drawUpright(image, in: rect, mask)
            }
        }
    }

    /// Draws a CGImage with its top row at the rect's top in a y-down user space.
    static func drawUpright(_ image: CGImage, in rect: CGRect, _ cg: CGContext) {
        if cg.drawImageUpright(image, in: rect) { return }
        cg.saveGState()
        cg.translateBy(x: rect.minX, y: rect.maxY)
        cg.scaleBy(x: 1, y: -1)
        cg.draw(image, in: CGRect(origin: .zero, size: rect.size))
        cg.restoreGState()
    }

    // MARK: Images

    /// An `Image` resolved in this context: its pixels and size in points; a template image (a symbol,
    /// or `renderingMode(.template)`) is painted with `shading` (the foreground style by default).
    public struct ResolvedImage {
        let cgImage: CGImage?
        let isTemplate: Bool
        public let size: CGSize
        public let baseline: CGFloat
        public var shading: Shading?
    }

    public func resolve(_ image: Image) -> ResolvedImage {
        GraphicsContext.resolvedImage(image, environment) ?? ResolvedImage(cgImage: nil, isTemplate: false, size: .zero, baseline: 0, shading: nil)
    }

    static func resolvedImage(_ image: Image, _ environment: EnvironmentValues) -> ResolvedImage? {
        guard let ui = image.uiImage, let cg = ui.cgImage else { return nil }
        var size = ui.size
        var template = image.template ?? false
        if case .system = image.source {
            // A symbol: as tall as the font's 1.2 × point size (as `Image(systemName:)` lays out), a template.
            let pt = (environment.font ?? .body).size * 1.2
            size = CGSize(width: size.height > 0 ? pt * size.width / size.height : pt, height: pt)
            template = image.template ?? true
        }
        return ResolvedImage(cgImage: cg, isTemplate: template, size: size, baseline: size.height,
                             shading: template ? .foreground : nil)
    }

    /// Draws the image stretched over `rect` (user space).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let cg = image.cgImage else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        drawing { ctx in
            ctx.setShouldAntialias(style.isAntialiased)
            if image.isTemplate {
                paint(image.shading ?? .foreground, in: ctx, bounds: r) { mask in Self.drawUpright(cg, in: r, mask) }
            } else {
                Self.drawUpright(cg, in: r, ctx)
            }
        }
    }

    /// Draws the image at its size with the point `anchor` of its bounds at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }

    // MARK: Symbols

    /// A canvas symbol drawn as an image: its size in points.
    public struct ResolvedSymbol {
        let image: CGImage
        public let size: CGSize
        /// Where the image lies relative to the symbol's bounds (its effects may reach outside them).
        var imageRect: CGRect
    }

    /// The symbol tagged `id` in the canvas's `symbols:` (nil when none is).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { target.symbols[AnyHashable(id)] }

    /// Draws the symbol stretched over `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let sx = symbol.size.width > 0 ? r.width / symbol.size.width : 1
        let sy = symbol.size.height > 0 ? r.height / symbol.size.height : 1
        let i = symbol.imageRect
        let placed = CGRect(x: r.minX + i.minX * sx, y: r.minY + i.minY * sy, width: i.width * sx, height: i.height * sy)
        drawing { ctx in Self.drawUpright(symbol.image, in: placed, ctx) }
    }

    /// Draws the symbol at its size with the point `anchor` of its bounds at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = symbol.size
        draw(symbol, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }
}
