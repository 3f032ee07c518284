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
/// black; underline and strikethrough; `.paragraphStyle`'s alignment), which is drawn upright at the
/// context's scale. An attributed string draws run by run (as `UILabel.attributedText`). Without a text
/// service (`UIServices.textRasterizer`) nothing is drawn.
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

    /// `text` in one style: the attributes' font, colour and lines.
    static func spans(_ text: String, _ attributes: [NSAttributedString.Key: Any]?) -> [TextSpan] {
        [TextSpan(text, font: font(attributes), color: color(attributes),
                  underline: NSAttributedString.isLineStyle(attributes?[.underlineStyle]),
                  strikethrough: NSAttributedString.isLineStyle(attributes?[.strikethroughStyle]),
                  kern: NSAttributedString.points(attributes?[.kern]))]
    }

    static func size(_ text: String, _ attributes: [NSAttributedString.Key: Any]?, width: CGFloat? = nil) -> CGSize {
        size(spans(text, attributes), width: width)
    }

    static func size(_ spans: [TextSpan], width: CGFloat? = nil) -> CGSize {
        guard spans.contains(where: { !$0.text.isEmpty }), let r = UIServices.textRasterizer else { return .zero }
        return r.measureSpans(spans, maxWidth: width, numberOfLines: 0)
    }

    /// Draws `spans` with their top-left at `origin`, wrapped to `width` when given, clipped to `clip`.
    static func draw(_ spans: [TextSpan], alignment: NSTextAlignment, at origin: CGPoint, width: CGFloat?, clip: CGRect?) {
        guard spans.contains(where: { !$0.text.isEmpty }), let ctx = UIGraphicsGetCurrentContext(), let r = UIServices.textRasterizer,
              origin.x.isFinite, origin.y.isFinite else { return }
        let scale = ctx.baseScale
        guard let image = try? r.renderSpans(spans, maxWidth: width, alignment: alignment.resolved, numberOfLines: 0, scale: scale),
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

    /// Draws `text` in the attributes' style with its top-left at `origin` (see `draw(_:alignment:at:width:clip:)`).
    static func draw(_ text: String, at origin: CGPoint, width: CGFloat?, clip: CGRect?, _ attributes: [NSAttributedString.Key: Any]?) {
        draw(spans(text, attributes), alignment: alignment(attributes), at: origin, width: width, clip: clip)
    }

    /// An attributed string's runs (12-point system font and black where a run has none) and the first
    /// run's alignment.
    static func spans(_ attributed: NSAttributedString) -> (spans: [TextSpan], alignment: NSTextAlignment) {
        guard attributed.length > 0 else { return ([], .natural) }
        return (attributed.textSpans(defaultFont: UIFont.systemFont(ofSize: 12), defaultColor: .black),
                alignment(attributed.attributes(at: 0, effectiveRange: nil)))
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
    /// Draws the string run by run, each in its attributes' font, colour and lines.
    public func draw(at point: CGPoint) {
        let (spans, alignment) = TextDrawing.spans(self)
        TextDrawing.draw(spans, alignment: alignment, at: point, width: nil, clip: nil)
    }
    /// Draws wrapped to the rect's width, from its top, clipped to it.
    public func draw(in rect: CGRect) {
        let (spans, alignment) = TextDrawing.spans(self)
        TextDrawing.draw(spans, alignment: alignment, at: rect.origin, width: rect.width > 0 ? rect.width : nil, clip: rect)
    }
    /// The size the runs take on one line per paragraph.
    public func size() -> CGSize { TextDrawing.size(TextDrawing.spans(self).spans) }
}
