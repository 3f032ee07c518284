import Foundation

/// UIKit's label: text drawn through `UIServices.textRasterizer` into the layer's contents at the
/// screen scale. The text is rendered once per change (text, font, colour, alignment, line count or
/// width), in the next layout pass — not every frame. Lines are centred vertically in the bounds and
/// aligned horizontally by `textAlignment`, as in UIKit.
open class UILabel: UIView {
    /// A label takes its appearance proxy's text colour and font where it still has the defaults.
    override func copyAppearance(from proxy: UIView) {
        super.copyAppearance(from: proxy)
        guard let p = proxy as? UILabel else { return }
        if textColor === UIColor.label, p.textColor !== UIColor.label { textColor = p.textColor }
        if font == .systemFont(ofSize: UIFont.labelFontSize), p.font != .systemFont(ofSize: UIFont.labelFontSize) { font = p.font }
    }

    open var text: String? { didSet { styleChanged(nil); if text != oldValue { contentChanged() } } }
    /// UIKit's `UIFont!`: `label.font!` and `label.font.pointSize` both compile; setting nil gives back
    /// the default (the system font at 17 points), as in UIKit.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            styleChanged(.font, font as UIFont)
            if font != oldValue { contentChanged() }
        }
    }
    /// UIKit's `UIColor!` (null_resettable): `label.textColor = UIColor(named: "Brand")` compiles, and nil
    /// gives back the default, `.label`.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            styleChanged(.foregroundColor, textColor as UIColor)
            if textColor != oldValue { setNeedsDisplay() }
        }
    }
    open var textAlignment: NSTextAlignment = .natural { didSet { styleChanged(nil); if textAlignment != oldValue { setNeedsDisplay() } } }
    /// How a line too long for the label ends; UIKit's default `.byTruncatingTail`. The text service
    /// truncates the last line with "…" at its end, so every mode draws as `.byTruncatingTail` here
    /// (head and middle truncation and clipping are not drawn); the value is kept and read back.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { styleChanged(nil) } }
    /// Whether Dynamic Type changes the font; the preview's category never changes, so nothing does.
    open var adjustsFontForContentSizeCategory = false

    /// The attributed text as set, until a style property or `text` is set (see `attributedText`).
    private var attributedTextStorage: NSAttributedString?
    private var applyingAttributedText = false

    /// Apple's rule: setting it sets `text` to its string and `font`, `textColor`, `textAlignment` and
    /// `lineBreakMode` to the attributes at location 0. Each run draws in its own font (`.font`, bold,
    /// italic, monospaced, size), colour (`.foregroundColor`) and underline or strikethrough; a run
    /// without a font or colour takes the label's. Not drawn: `.kern`, `.backgroundColor`, `.baselineOffset`,
    /// `.shadow`, the underline's pattern and colour, and later runs' paragraph styles. Reading it returns
    /// the string as set, or (after `text` or a style property was set) `text` with the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedTextStorage { return attributedTextStorage }
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font as UIFont, .foregroundColor: textColor as UIColor])
        }
        set {
            applyingAttributedText = true
            defer { applyingAttributedText = false }
            if let newValue, newValue.length > 0 {
                var range = NSRange()
                let attributes = newValue.attributes(at: 0, effectiveRange: &range)
                if let f = attributes[.font] as? UIFont { font = f }
                if let c = attributes[.foregroundColor] as? UIColor { textColor = c }
                if let p = attributes[.paragraphStyle] as? NSParagraphStyle {
                    textAlignment = p.alignment
                    lineBreakMode = p.lineBreakMode
                }
            }
            text = newValue?.string
            attributedTextStorage = newValue.map { NSAttributedString(attributedString: $0) }
        }
    }

    /// A style property or `text` was set directly. Apple: setting `font` or `textColor` "replaces the value of
    /// the attributedText property with the same text, but with the new attribute applied to the entire
    /// string" — the runs keep their other attributes (a bold run, an attachment) — so `key` is set over the
    /// whole attributed text; setting `text` (or another style, `key` nil) makes `attributedText` follow the
    /// label's properties from now on.
    private func styleChanged(_ key: NSAttributedString.Key?, _ value: Any? = nil) {
        guard !applyingAttributedText, let stored = attributedTextStorage else { return }
        guard let key, let value, stored.length > 0 else { attributedTextStorage = nil; return }
        let updated = NSMutableAttributedString(attributedString: stored)
        updated.addAttribute(key, value: value, range: NSRange(location: 0, length: updated.length))
        attributedTextStorage = updated
        setNeedsDisplay()
    }
    /// Maximum lines, 0 for unlimited; lines wrap at word boundaries and the last one is cut with "…".
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { contentChanged() } } }
    /// The wrap width `intrinsicContentSize` uses for multi-line labels (0: no wrapping).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } } }
    /// Shrinks a single-line label's font so the text fits its width, down to `minimumScaleFactor`
    /// of the font's size (UIKit's rule; multi-line labels keep their size here).
    open var adjustsFontSizeToFitWidth = false { didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } } }
    /// The smallest fraction (0…1) of `font.pointSize` shrinking may reach; 0, the default, means the
    /// current size is the smallest (Apple: "the current font size is used as the smallest font size").
    open var minimumScaleFactor: CGFloat = 0 { didSet { if minimumScaleFactor != oldValue { setNeedsDisplay() } } }

    /// The text colour while `isHighlighted` (nil, the default: `textColor`); a selected table cell
    /// highlights its labels (UIKit's white text on the selection).
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsDisplay() } } }
    /// Whether the label draws in `highlightedTextColor` (default false).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// The text's shadow colour (nil, the default: no shadow) and offset (UIKit's default 0, -1 points);
    /// drawn as a sharp copy of the text (`UILabel+Shadow.swift`).
    open var shadowColor: UIColor? { didSet { updateTextShadow() } }
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { updateTextShadow() } }
    /// iOS 9: whether the text may be tightened before it is truncated. Kept; the text service does not
    /// tighten letter spacing, so a long line is truncated as without it.
    open var allowsDefaultTighteningForTruncation = false

    /// Why the last render failed (no rasterizer installed, a rasterizer error), or nil.
    public private(set) var renderError: Error?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// An empty label with a zero frame (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false   // UIKit's default for labels
        contentMode = .redraw                // UIKit's default for labels: redrawn when resized
        layer.contentsGravity = .center
    }

    /// The text is drawn centred vertically in the bounds whatever the content mode (UIKit's labels
    /// lay their text out themselves); `.redraw`, the default, re-renders on a size change.
    open override var contentMode: ContentMode {
        didSet { layer.contentsGravity = .center }
    }

    /// Re-renders when the width changes (line breaks depend on it), and on any size change with
    /// `contentMode` `.redraw`.
    open override var bounds: CGRect {
        didSet {
            let resized = contentMode == .redraw ? bounds.size != oldValue.size : bounds.size.width != oldValue.size.width
            if resized { setNeedsDisplay() }
            // A multi-line label under Auto Layout wraps at the width it is given (UIKit's automatic
            // preferredMaxLayoutWidth): its height follows its width.
            if bounds.size.width != oldValue.size.width, wrapsAtLayoutWidth { invalidateIntrinsicContentSize() }
        }
    }

    /// Multi-line, no `preferredMaxLayoutWidth`, laid out by the engine: wraps at its bounds' width.
    private var wrapsAtLayoutWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth == 0 && autoLayoutState?.memberEngine != nil
            && !translatesAutoresizingMaskIntoConstraints
    }

    open override func didMoveToSuperview() {
        // The window's scale may differ from the one the text was rendered at.
        if let scale = window?.screenScale, scale != layer.contentsScale, text?.isEmpty == false { setNeedsDisplay() }
    }

    // MARK: Sizing

    /// The text's size wrapped to `size.width` (multi-line labels; single-line ones never wrap),
    /// rounded up to whole points; zero for empty text or when no rasterizer is installed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let spans = styledSpans(color: textColor)
        guard let text = drawnText, !text.isEmpty || spans != nil, let rasterizer = UIServices.textRasterizer else { return .zero }
        let wraps = numberOfLines != 1 && size.width > 0 && size.width < CGFloat.greatestFiniteMagnitude / 2
        let s = spans.map {
            rasterizer.measureSpans($0, maxWidth: wraps ? size.width : nil, numberOfLines: numberOfLines)
        } ?? rasterizer.measure(text, font: font, maxWidth: wraps ? size.width : nil, numberOfLines: numberOfLines)
        return CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        let wrap = numberOfLines == 1 ? 0 : (wrapsAtLayoutWidth && bounds.width > 0 ? bounds.width : preferredMaxLayoutWidth)
        return sizeThatFits(CGSize(width: wrap, height: 0))
    }

    // MARK: Rendering

    open override func display(_ layer: CALayer) {
        do {
            try renderText()
            renderError = nil
        } catch {
            renderError = error
            layer.contents = nil
        }
    }

    /// Renders the text into the layer now.
    /// - Throws: `UIServiceError` when no text rasterizer is installed, or the rasterizer's error.
    public func renderText() throws {
        guard let text = drawnText, !text.isEmpty || styledSpans(color: nil) != nil else { layer.contents = nil; return }
        let rasterizer = try UIServices.requireTextRasterizer(for: "UILabel")
        let scale = window?.screenScale ?? UIServices.screenScale
        let width = bounds.width > 0 ? bounds.width : nil
        let font = fittedFont(rasterizer, width: width)
        let color: UIColor = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        if let spans = styledSpans(color: isHighlighted ? highlightedTextColor : nil) {
            // Several styles: each run in its font and colour (a highlighted label's all in the highlight colour).
            layer.contentsScale = scale
            layer.contents = try rasterizer.renderSpans(spans, maxWidth: width, alignment: textAlignment.resolved,
                                                        numberOfLines: visibleLineLimit(rasterizer, font: font), scale: scale)
            return
        }
        let image = try rasterizer.render(text, font: font, color: color, maxWidth: width,
                                          alignment: textAlignment.resolved,
                                          numberOfLines: visibleLineLimit(rasterizer, font: font), scale: scale)
        layer.contentsScale = scale
        layer.contents = image
    }

    /// The attributed text's runs when they draw in more than one style (fonts, colours, underlines), nil
    /// when the label draws one string in one font and colour. `color`: every run's colour instead of its own.
    func styledSpans(color: UIColor?) -> [TextSpan]? {
        guard let attributed = attributedTextStorage, attributed.length > 0 else { return nil }
        var spans = attributed.textSpans(defaultFont: font, defaultColor: textColor)
        if let color { for i in spans.indices { spans[i].color = color } }
        return TextSpan.areUniform(spans) ? nil : spans
    }

    /// `numberOfLines`, limited to the lines that fit the bounds' height (UIKit's
    /// `textRect(forBounds:limitedToNumberOfLines:)`: a label shows the lines its height holds, the last
    /// one truncated). At least one line; unchanged when the height is zero or not finite, or when the
    /// text fits (then the limit truncates nothing).
    private func visibleLineLimit(_ rasterizer: TextRasterizing, font: UIFont) -> Int {
        let height = bounds.height
        guard height > 0, height.isFinite, numberOfLines != 1 else { return numberOfLines }
        let lineHeight = rasterizer.measure(" ", font: font, maxWidth: nil, numberOfLines: 1).height
        guard lineHeight > 0, lineHeight.isFinite else { return numberOfLines }
        let fitting = max(1, Int(min((height / lineHeight).rounded(.down), 1e6)))
        return numberOfLines <= 0 ? fitting : min(numberOfLines, fitting)
    }

    /// `font`, shrunk when `adjustsFontSizeToFitWidth` asks and the single line is wider than `width`.
    func fittedFont(_ rasterizer: TextRasterizing, width: CGFloat?) -> UIFont {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, let width, width > 0, let text = drawnText else { return font }
        let measured = rasterizer.measure(text, font: font, maxWidth: nil, numberOfLines: 1).width
        guard measured > width, measured.isFinite else { return font }
        let floor = minimumScaleFactor.isFinite ? min(max(minimumScaleFactor, 0), 1) : 0
        guard floor < 1, floor > 0 else { return font }
        // Text width is proportional to the size; a last measurement absorbs rounding in the glyph advances.
        var size = font.pointSize * max(floor, width / measured)
        if rasterizer.measure(text, font: font.withSize(size), maxWidth: nil, numberOfLines: 1).width > width {
            size = max(font.pointSize * floor, size * 0.97)
        }
        return font.withSize(size)
    }

    /// `text` as drawn in one style: without the object replacement characters text attachments stand on
    /// (their images are drawn inline by the styled path, `styledSpans`).
    var drawnText: String? {
        guard let text, text.contains(NSTextAttachment.character) else { return text }
        return text.filter { $0 != NSTextAttachment.character }
    }

    private func contentChanged() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
    }
}
