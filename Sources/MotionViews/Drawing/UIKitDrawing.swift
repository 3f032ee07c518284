import Foundation
import MotionCoreGraphics

extension UIColor {
    /// Makes this the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this both the fill and the stroke colour.
    public func set() { setFill(); setStroke() }
}

extension UIImage {
    /// Draws the image upright (UIKit flips Core Graphics' bottom-up image drawing) stretched over `rect`
    /// in the current context.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image at its size in points with its top-left at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext(), let cg = cgImage else { return }
        let r = rect.standardized
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        ctx.translateBy(x: r.minX, y: r.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(cg, in: CGRect(x: 0, y: 0, width: r.width, height: r.height))
        ctx.restoreGState()
    }

    /// Tiles the image over `rect` at its size, the first tile at `rect`'s top-left.
    public func drawAsPattern(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let cg = cgImage else { return }
        let r = rect.standardized
        ctx.saveGState()
        ctx.clip(to: r)
        ctx.translateBy(x: r.minX, y: r.minY + size.height)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(cg, in: CGRect(origin: .zero, size: size), byTiling: true)
        ctx.restoreGState()
    }
}

/// String drawing (NSStringDrawing): the text service lays the text out and draws it as an image in
/// the font and colour of the attributes (`.font`, default 12-point system; `.foregroundColor`, default
/// black; `.paragraphStyle`'s alignment), which is drawn upright at the context's scale. Without a
/// text service (`UIServices.textRasterizer`) nothing is drawn.
enum TextDrawing {
    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
    }

    static func color(_ attributes: [NSAttributedString.Key: Any]?) -> UIColor {
        attributes?[.foregroundColor] as? UIColor ?? .black
    }

    static func alignment(_ attributes: [NSAttributedString.Key: Any]?) -> NSTextAlignment {
        (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
    }

    static func size(_ text: String, _ attributes: [NSAttributedString.Key: Any]?, width: CGFloat? = nil) -> CGSize {
        guard !text.isEmpty, let r = UIServices.textRasterizer else { return .zero }
        return r.measure(text, font: font(attributes), maxWidth: width, numberOfLines: 0)
    }

    /// Draws `text` with its top-left at `origin`, wrapped to `width` when given, clipped to `clip`.
    static func draw(_ text: String, at origin: CGPoint, width: CGFloat?, clip: CGRect?, _ attributes: [NSAttributedString.Key: Any]?) {
        guard !text.isEmpty, let ctx = UIGraphicsGetCurrentContext(), let r = UIServices.textRasterizer,
              origin.x.isFinite, origin.y.isFinite else { return }
        let scale = ctx.baseScale
        guard let image = try? r.render(text, font: font(attributes), color: color(attributes), maxWidth: width,
                                        alignment: alignment(attributes).resolved, numberOfLines: 0, scale: scale),
              image.width > 0, image.height > 0 else { return }
        let w = CGFloat(image.width) / scale, h = CGFloat(image.height) / scale
        ctx.saveGState()
        // Clipping to the rect ∩ the image's own rect is the same clip for what is drawn, and stays
        // finite when the rect is "unbounded" (`.greatestFiniteMagnitude` / `.infinity` sizes).
        if let clip { ctx.clip(to: clip.intersection(CGRect(x: origin.x, y: origin.y, width: w, height: h))) }
        ctx.translateBy(x: origin.x, y: origin.y + h)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
        ctx.restoreGState()
    }
}

extension String {
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(self, at: point, width: nil, clip: nil, attributes)
    }

    /// Draws wrapped to the rect's width, from its top, clipped to it.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(self, at: rect.origin, width: rect.width > 0 ? rect.width : nil, clip: rect, attributes)
    }

    /// The size the text takes on one line per paragraph.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawing.size(self, attributes)
    }
}

extension NSString {
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// Draws the string in the attributes of its first character.
    public func draw(at point: CGPoint) {
        guard length > 0 else { return }
        string.draw(at: point, withAttributes: attributes(at: 0, effectiveRange: nil))
    }
    public func draw(in rect: CGRect) {
        guard length > 0 else { return }
        string.draw(in: rect, withAttributes: attributes(at: 0, effectiveRange: nil))
    }
}
