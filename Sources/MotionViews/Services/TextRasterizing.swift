import Foundation

/// Lays out and draws text. The views cannot rasterize glyphs themselves (that needs a font engine,
/// which lives in the SDL host), so the host installs one in `UIServices.textRasterizer`.
///
/// Layout contract (UILabel's): paragraphs split at "\n" and wrap at word boundaries to `maxWidth`
/// points (nil = no wrapping); `numberOfLines` 0 means unlimited, otherwise the last line is
/// truncated with "…". Sizes are in points.
public protocol TextRasterizing: AnyObject {
    /// The size of the laid-out text in points.
    func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize
    /// The text drawn in `color` at `scale` pixels per point. The image is `maxWidth × scale` pixels
    /// wide when `maxWidth` is given (lines aligned inside it by `alignment`), else as wide as the widest line.
    func render(_ text: String, font: UIFont, color: UIColor, maxWidth: CGFloat?, alignment: NSTextAlignment,
                numberOfLines: Int, scale: CGFloat) throws -> CGImage
}

/// One stretch of text drawn in one style: an attributed string's run (`UILabel.attributedText`), a
/// segment of concatenated or Markdown SwiftUI `Text`. Spans follow each other on the same lines: a line
/// may hold several, and a span may wrap across lines.
public struct TextSpan: Equatable {
    public var text: String
    public var font: UIFont
    public var color: UIColor
    /// A single line under the span's glyphs (`NSAttributedString.Key.underlineStyle` not `[]`).
    public var underline: Bool
    /// A single line through the span's glyphs at half the x-height (`.strikethroughStyle`).
    public var strikethrough: Bool
    /// Points added after each character (`.kern`; SwiftUI's `kerning`/`tracking`); 0: the font's spacing.
    public var kern: CGFloat
    /// Points between lines (`NSParagraphStyle.lineSpacing`, SwiftUI's `lineSpacing`): a paragraph's, so the
    /// first span's applies to the whole text; 0: lines one line height apart.
    public var lineSpacing: CGFloat = 0
    /// An inline image drawn in place of each of the span's characters (a text attachment; SwiftUI's
    /// `Text(Image(…))`): its pixels (straight RGBA, template images already tinted), its size in points and
    /// how far its bottom sits above the baseline (points; negative: below).
    public var image: (pixels: CGImage, size: CGSize, baselineOffset: CGFloat)?
    /// A colour filled behind the span's part of each line (`.backgroundColor`: a search match's highlight).
    public var backgroundColor: UIColor?
    /// Points the span's glyphs sit above the baseline (`.baselineOffset`, SwiftUI's `baselineOffset`;
    /// negative: below) — superscripts, footnote marks.
    public var baselineOffset: CGFloat = 0

    public init(_ text: String, font: UIFont, color: UIColor, underline: Bool = false, strikethrough: Bool = false,
                kern: CGFloat = 0) {
        self.text = text
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.kern = kern.isFinite ? kern : 0
    }

    public static func == (a: TextSpan, b: TextSpan) -> Bool {
        a.text == b.text && a.font == b.font && a.color.cgColor == b.color.cgColor && a.underline == b.underline
            && a.strikethrough == b.strikethrough && a.kern == b.kern && a.lineSpacing == b.lineSpacing
            && a.backgroundColor?.cgColor == b.backgroundColor?.cgColor && a.baselineOffset == b.baselineOffset
            && a.image?.pixels === b.image?.pixels && a.image?.size == b.image?.size && a.image?.baselineOffset == b.image?.baselineOffset
    }

    /// An inline image span: `image` drawn at `size` points (UIKit's attachment bounds; zero: the image's own
    /// size), its bottom `baselineOffset` points above the baseline; a template image (a symbol, or
    /// `.alwaysTemplate`) in `color`, as UIKit draws symbol attachments in the text's colour.
    public static func attachment(_ image: UIImage, size: CGSize = .zero, baselineOffset: CGFloat = 0, font: UIFont,
                                  color: UIColor) -> TextSpan? {
        guard let cg = image.cgImage, cg.width > 0, cg.height > 0 else { return nil }
        let shown = size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite ? size : image.size
        guard shown.width > 0, shown.height > 0, shown.width.isFinite, shown.height.isFinite else { return nil }
        var pixels = cg
        if image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && image.symbolName != nil) {
            let c = color.cgColor
            var p = cg.pixels
            let r = UInt8((min(max(c.red, 0), 1) * 255).rounded()), g = UInt8((min(max(c.green, 0), 1) * 255).rounded())
            let b = UInt8((min(max(c.blue, 0), 1) * 255).rounded()), a = Double(min(max(c.alpha, 0), 1))
            for i in stride(from: 0, to: p.count - 3, by: 4) {
                p[i] = r; p[i + 1] = g; p[i + 2] = b
                p[i + 3] = UInt8((Double(p[i + 3]) * a).rounded())
            }
            pixels = CGImage(width: cg.width, height: cg.height, pixels: p)
        }
        var span = TextSpan(String(NSTextAttachment.character), font: font, color: color)
        span.image = (pixels, CGSize(width: min(shown.width, 4096), height: min(shown.height, 4096)),
                      baselineOffset.isFinite ? min(max(baselineOffset, -4096), 4096) : 0)
        return span
    }

    /// Whether `spans` draw as one string in one font and colour (what `render(_:font:…)` draws).
    public static func areUniform(_ spans: [TextSpan]) -> Bool {
        guard let first = spans.first else { return true }
        return !first.underline && !first.strikethrough && !first.font.isItalic && !first.font.isMonospaced && first.kern == 0
            && first.lineSpacing == 0 && first.image == nil && first.backgroundColor == nil && first.baselineOffset == 0
            && spans.dropFirst().allSatisfy { $0.font == first.font && $0.color.cgColor == first.color.cgColor && !$0.underline
                && !$0.strikethrough && $0.kern == 0 && $0.image == nil && $0.backgroundColor == nil && $0.baselineOffset == 0 }
    }
}

/// Text in several styles: a rasterizer that draws only one style draws the spans' text (without their inline
/// images) in the first span's font and colour (the host's draws each span in its own: `TextRasterizerAdapter`).
public protocol StyledTextRasterizing: TextRasterizing {
    /// The size of `spans` laid out together, in points (the layout contract above).
    func measure(_ spans: [TextSpan], maxWidth: CGFloat?, numberOfLines: Int) -> CGSize
    /// `spans` drawn together, each in its font and colour, at `scale` pixels per point (as `render`).
    func render(_ spans: [TextSpan], maxWidth: CGFloat?, alignment: NSTextAlignment, numberOfLines: Int,
                scale: CGFloat) throws -> CGImage
}

extension TextRasterizing {
    /// `spans` measured by a styled rasterizer, else as one string in the first span's font.
    public func measureSpans(_ spans: [TextSpan], maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
        if let styled = self as? StyledTextRasterizing, !TextSpan.areUniform(spans) {
            return styled.measure(spans, maxWidth: maxWidth, numberOfLines: numberOfLines)
        }
        let text = spans.filter { $0.image == nil }
        guard let first = text.first else { return .zero }
        return measure(text.map(\.text).joined(), font: first.font, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }

    /// `spans` drawn by a styled rasterizer, else as one string in the first span's font and colour.
    public func renderSpans(_ spans: [TextSpan], maxWidth: CGFloat?, alignment: NSTextAlignment, numberOfLines: Int,
                            scale: CGFloat) throws -> CGImage? {
        if let styled = self as? StyledTextRasterizing, !TextSpan.areUniform(spans) {
            return try styled.render(spans, maxWidth: maxWidth, alignment: alignment, numberOfLines: numberOfLines, scale: scale)
        }
        let text = spans.filter { $0.image == nil }
        guard let first = text.first else { return nil }
        return try render(text.map(\.text).joined(), font: first.font, color: first.color, maxWidth: maxWidth,
                          alignment: alignment, numberOfLines: numberOfLines, scale: scale)
    }
}
