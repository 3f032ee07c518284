import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Text: SwiftUI's `Text`, measured and drawn with the same text service as `UILabel` (DejaVu Sans).
/// It wraps at the width offered (its ideal size is one line), truncating with "…" past `lineLimit`.
/// Concatenated texts (`Text("a").bold() + Text("b")`) and Markdown in a `LocalizedStringKey` (a string
/// literal: `Text("**Bold** and *italic*")`) draw each piece in its own style (`runs`).
public struct Text: View, BuiltinView, Equatable {
    /// The whole string drawn.
    var content: String
    /// The modifiers given to the text as a whole (`text.style.font`, `text.style.isItalic`… read and set it).
    var style = Style()
    /// A gradient given with `foregroundStyle` on the text itself (its glyphs are filled with it).
    var gradient: GradientFill?
    /// A date shown relative to now, changing as the scene clock runs (see `LiveDateText`).
    var live: LiveDateText? = nil
    /// The pieces of a concatenated or Markdown text, each with its own style (which wins over the text's:
    /// `(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)` draws a red and b blue).
    /// Empty: the whole `content` in the text's style.
    var runs: [Run] = []

    /// What a text's modifiers set (nil or false: not set, so the environment's or the whole text's applies).
    struct Style: Equatable {
        var font: Font?
        var color: Color?
        var weight: Font.Weight?
        var isItalic = false
        var isUnderlined = false
        var isStruckThrough = false
        var isMonospaced = false
        /// Points after each character (`kerning`, `tracking`).
        var kern: CGFloat?
        /// Points the glyphs sit above the baseline (`baselineOffset`).
        var baselineOffset: CGFloat?
    }

    /// A piece of a text with the style it was given.
    @dynamicMemberLookup
    struct Run: Equatable {
        var content: String
        var style = Style()
        /// An image in the text (`Text(Image(…))`, `"\(Image(systemName: …))"`): drawn for the run's one
        /// character, sized to the font as SwiftUI sizes symbols in text.
        var image: Image?
        subscript<T>(dynamicMember path: WritableKeyPath<Style, T>) -> T {
            get { style[keyPath: path] }
            set { style[keyPath: path] = newValue }
        }
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let key = tableName.map { key.localized(inTable: $0) } ?? key
        var parsed = MarkdownText.parse(key.markdown)
        if !key.images.isEmpty { parsed = Self.placing(key.images, in: parsed) }
        content = parsed.map(\.content).joined()
        if parsed.contains(where: { $0 != Run(content: $0.content) }) { runs = parsed }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }
    /// iOS 15's attributed text: each run in its `font`, `foregroundColor`, underline and strikethrough.
    /// (Disfavoured: `AttributedString` is a string literal too, and a literal is a `LocalizedStringKey`.)
    @_disfavoredOverload
    public init(_ attributed: AttributedString) {
        var pieces: [Run] = []
        for run in attributed.runs {
            var piece = Run(content: String(attributed[run.range].characters))
            piece.font = run.attributes[TextAttributes.FontKey.self]
            piece.color = run.attributes[TextAttributes.ColorKey.self]
            piece.isUnderlined = run.attributes[TextAttributes.UnderlineKey.self] != nil
            piece.isStruckThrough = run.attributes[TextAttributes.StrikethroughKey.self] != nil
            if run.link != nil, piece.color == nil { piece.color = .accentColor }
            pieces.append(piece)
        }
        content = pieces.map(\.content).joined()
        if pieces.contains(where: { $0 != Run(content: $0.content) }) { runs = pieces }
    }
    /// The value formatted in the preview's locale, en_US — the environment's default and the Simulator's
    /// (Foundation on Linux reports `en_001` as the current locale, which writes "US$3.50").
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        content = format.locale(LocaleKey.defaultValue).format(input)
    }
    public init(_ date: Date, style: DateStyle) {
        if let l = Text.liveText(date, style) { content = ""; live = l; return }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "UTC")
        switch style.kind {
        case 0: f.dateStyle = .none; f.timeStyle = .short
        default: f.dateStyle = .long; f.timeStyle = .none
        }
        content = f.string(from: date)
    }
    /// An image in text: drawn as its name here.
    /// An image in text: drawn inline, sized to the font (`Text(Image(systemName: "star.fill")) + Text(" 4.8")`).
    public init(_ image: Image) {
        content = String(Self.imageCharacter)
        runs = [Run(content: content, image: image)]
    }

    /// The character an image in text stands on (the object replacement character).
    static let imageCharacter: Character = "\u{FFFC}"

    /// `runs` with each image character (in order) made a run of its own holding the next of `images`.
    static func placing(_ images: [Image], in runs: [Run]) -> [Run] {
        var out: [Run] = [], next = 0
        for run in runs {
            var plain = ""
            for c in run.content {
                guard c == imageCharacter, next < images.count else { plain.append(c); continue }
                if !plain.isEmpty { var r = run; r.content = plain; out.append(r); plain = "" }
                var r = run
                r.content = String(c)
                r.image = images[next]
                next += 1
                out.append(r)
            }
            if !plain.isEmpty { var r = run; r.content = plain; out.append(r) }
        }
        return out
    }

    public struct DateStyle: Sendable { let kind: Int
        public static let time = DateStyle(kind: 0)
        public static let date = DateStyle(kind: 1)
    }

    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    public var body: Never { primitiveBody("Text") }
    func makeNode(graph: ViewGraph) -> ViewNode { TextNode(graph: graph) }

    public func font(_ font: Font?) -> Text { var t = self; t.style.font = font; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.style.weight = weight; return t }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { var t = self; t.style.isItalic = true; return t }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospaced(_ isActive: Bool = true) -> Text { var t = self; t.style.isMonospaced = isActive; return t }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.style.color = color; return t }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        var lightEnvironment = EnvironmentValues(), darkEnvironment = EnvironmentValues()
        lightEnvironment.colorScheme = .light
        darkEnvironment.colorScheme = .dark
        let fill = style._resolveFill(lightEnvironment)
        // Both appearances kept: the text resolves in the colour scheme it is drawn in.
        t.style.color = Color(light: fill.color, dark: style._resolveFill(darkEnvironment).color)
        if case .gradient(let g) = fill { t.gradient = g } else { t.gradient = nil }
        return t
    }
    /// Points added after each character (SwiftUI's kerning and tracking: both spread the glyphs here).
    public func kerning(_ k: CGFloat) -> Text { var t = self; t.style.kern = k; return t }
    public func tracking(_ k: CGFloat) -> Text { kerning(k) }
    /// A single line under the text in its colour (`color` is not drawn separately: see README).
    public func underline(_ active: Bool = true, color: Color? = nil) -> Text { var t = self; t.style.isUnderlined = active; return t }
    public func underline(_ active: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { underline(active, color: color) }
    public func strikethrough(_ active: Bool = true, color: Color? = nil) -> Text { var t = self; t.style.isStruckThrough = active; return t }
    public func strikethrough(_ active: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(active, color: color)
    }
    /// Raises the text's glyphs `o` points above the line's baseline (negative: lowers them): superscripts.
    public func baselineOffset(_ o: CGFloat) -> Text { var t = self; t.style.baselineOffset = o.isFinite ? o : 0; return t }
    public func monospacedDigit() -> Text { self }

    /// iOS 16's line styles for `underline(_:pattern:color:)` (drawn as single solid lines).
    public struct LineStyle: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
    }

    /// The text as pieces, each with its own style filled in from this text's where it has none.
    var styledRuns: [Run] {
        let pieces = runs.isEmpty ? [Run(content: content)] : runs
        return pieces.map { r in
            var r = r
            r.font = r.font ?? style.font
            r.color = r.color ?? style.color
            r.weight = r.weight ?? style.weight
            r.isItalic = r.isItalic || style.isItalic
            r.isUnderlined = r.isUnderlined || style.isUnderlined
            r.isStruckThrough = r.isStruckThrough || style.isStruckThrough
            r.isMonospaced = r.isMonospaced || style.isMonospaced
            r.kern = r.kern ?? style.kern
            r.baselineOffset = r.baselineOffset ?? style.baselineOffset
            return r
        }
    }

    /// SwiftUI's concatenation: one text whose pieces keep their own styles (modifiers on the result apply
    /// to pieces that do not set the same thing). A live date loses its liveness (its text at that moment).
    public static func + (a: Text, b: Text) -> Text {
        var t = Text(verbatim: a.content + b.content)
        t.runs = a.styledRuns + b.styledRuns
        return t
    }
}

/// `AttributedString` attributes SwiftUI's `Text` draws (`attributed.font = .headline`,
/// `attributed.foregroundColor = .red`, `underlineStyle`, `strikethroughStyle`).
public enum TextAttributes {
    public enum FontKey: AttributedStringKey { public typealias Value = Font; public static let name = "SwiftUI.Font" }
    public enum ColorKey: AttributedStringKey { public typealias Value = Color; public static let name = "SwiftUI.ForegroundColor" }
    public enum UnderlineKey: AttributedStringKey { public typealias Value = Text.LineStyle; public static let name = "SwiftUI.UnderlineStyle" }
    public enum StrikethroughKey: AttributedStringKey { public typealias Value = Text.LineStyle; public static let name = "SwiftUI.StrikethroughStyle" }
}

extension AttributeScopes {
    /// SwiftUI's attributes (`\.swiftUI.font`, and through dynamic member lookup `attributed.font`).
    public struct SwiftUIAttributes: AttributeScope {
        public let font: TextAttributes.FontKey
        public let foregroundColor: TextAttributes.ColorKey
        public let underlineStyle: TextAttributes.UnderlineKey
        public let strikethroughStyle: TextAttributes.StrikethroughKey
        public let foundation: AttributeScopes.FoundationAttributes
    }
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text.LineStyle {
    public static let single = Text.LineStyle()
    public init(pattern: Pattern = .solid, color: Color? = nil) {}
}

/// A localized string key: looked up in the app's string tables (`Localizable.strings`, compiled at
/// build time: see `LocalizedStringTables`) as iOS looks it up in the main bundle — a literal by itself,
/// an interpolated one by its format key (`"items_count \(n)"` → `"items_count %lld"`, see
/// `LocalizedFormat`) with the values put into the table's format; a key no table has is its own text.
/// `markdown`: the same text for `Text`'s Markdown, with interpolated values escaped (SwiftUI styles the
/// literal's Markdown, never the values put into it).
/// (`@unchecked Sendable`: its images are immutable values that views read on the main thread.)
public struct LocalizedStringKey: Hashable, ExpressibleByStringInterpolation, @unchecked Sendable {
    let value: String
    let markdown: String
    /// Images interpolated into the text, in order (each stands on an object replacement character in
    /// `markdown`; `value`, the plain text other views show, has none).
    let images: [Image]
    /// The key as a string table holds it, and the interpolated values in order.
    let tableKey: String
    let arguments: [LocalizedArgument]
    public init(_ value: String) { self.init(stringLiteral: value) }
    public init(stringLiteral value: String) {
        tableKey = value; arguments = []; images = []
        let shown = Self.lookup(value, [], table: nil)
        self.value = shown?.text ?? value
        markdown = MarkdownText.withoutImageCharacters(shown?.text ?? value)
    }
    public init(stringInterpolation: StringInterpolation) {
        tableKey = stringInterpolation.tableKey; arguments = stringInterpolation.arguments; images = stringInterpolation.images
        let shown = images.isEmpty ? Self.lookup(tableKey, arguments, table: nil) : nil
        value = shown?.text ?? stringInterpolation.text; markdown = shown?.markdown ?? stringInterpolation.markdown
    }
    init(key: LocalizedStringKey, value: String, markdown: String) {
        tableKey = key.tableKey; arguments = key.arguments; images = key.images
        self.value = value; self.markdown = markdown
    }
    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { a.value == b.value && a.markdown == b.markdown && a.images == b.images }
    public func hash(into h: inout Hasher) { h.combine(value); h.combine(markdown) }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var markdown = ""
        var images: [Image] = []
        var tableKey = ""
        var arguments: [LocalizedArgument] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {
            text += literal; markdown += literal; tableKey += literal.replacingOccurrences(of: "%", with: "%%")
        }
        private mutating func appendValue(_ s: String, _ argument: (String, LocalizedArgument)? = nil) {
            text += s; markdown += MarkdownText.escaped(s)
            let (specifier, value) = argument ?? ("%@", .string(s))
            tableKey += specifier; arguments.append(value)
        }
        public mutating func appendInterpolation<T>(_ value: T) { appendValue("\(value)", LocalizedArgument.of(value)) }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, Double(value)), (specifier, .double(Double(value))))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, Int(value)), (specifier, .int(Int64(truncatingIfNeeded: value))))
        }
        public mutating func appendInterpolation(_ value: Text) { appendValue(value.content) }
        /// An image in the text: a placeholder the Markdown leaves alone, then placed by `Text`.
        public mutating func appendInterpolation(_ image: Image) {
            markdown.append(Text.imageCharacter)
            images.append(image)
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendValue(format.locale(LocaleKey.defaultValue).format(input))
        }
    }
}

/// Text's node: measured for each proposed width; drawn into the layer's contents at the screen scale.
final class TextNode: LayoutNode {
    /// A gradient-filled text's gradient, masked by the glyphs (none for a colour).
    var gradientMask = GradientMaskedLayer()

    var text = Text("")
    var measured: [CGFloat: CGSize] = [:]
    /// What the measurements were made for (text, font, line limit): cleared when it changes.
    var measuredFor: MeasureKey?
    var drawnFor: DrawKey?
    /// A live date text's string at the last check (see `updateLiveText`).
    var liveString: String?
    /// A content transition's cross-fade in progress (see `crossFadeText`).
    var crossFade: TextCrossFade?

    struct MeasureKey: Equatable {
        let string: String
        let pointSize: CGFloat
        let bold: Bool
        let lineLimit: Int
        /// The pieces in their styles when they are not one string in one style (nil: `string` in the font).
        let spans: [TextSpan]?
        /// `minimumScaleFactor` (1: the text never shrinks).
        var minimumScale: CGFloat = 1
    }

    struct DrawKey: Equatable {
        let measure: MeasureKey
        let color: Color
        let gradient: GradientFill?
        let width: CGFloat
        let alignment: Int
        let scale: CGFloat
    }

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let t = view as? Text else { return }
        text = t
        updateLiveText()
        remeasure()
    }

    /// The font the text draws in at `width`: its own, shrunk by up to `minimumScaleFactor` so a one-line
    /// text that is too wide fits (UILabel's `adjustsFontSizeToFitWidth`, which SwiftUI's modifier is):
    /// the factor that makes its one-line width the width, at least the minimum.
    func fittingFont(width: CGFloat) -> UIFont {
        let font = resolvedFont
        guard let key = measuredFor, key.minimumScale < 1, key.lineLimit == 1, key.spans == nil,
              width.isFinite, width > 0, let r = UIServices.textRasterizer else { return font }
        let natural = r.measure(key.string, font: font, maxWidth: nil, numberOfLines: 1).width
        guard natural > width, natural > 0 else { return font }
        return font.withSize(font.pointSize * max(key.minimumScale, width / natural))
    }

    /// Forgets the measurements when what they were made for changed.
    func remeasure() {
        let f = resolvedFont
        let key = MeasureKey(string: string, pointSize: f.pointSize, bold: f.isBold, lineLimit: context.environment.lineLimit ?? 0,
                             spans: styledSpans, minimumScale: context.environment[MinimumScaleFactorKey.self])
        if key != measuredFor { measured = [:]; measuredFor = key }
    }

    /// An image in text as SwiftUI draws it: a symbol at the text's font size and weight, centred on the
    /// capitals' height (DejaVu's cap height, 0.73 em); another image at its own size on the baseline; in
    /// the text's colour when it is a template (symbols are).
    static func inlineImage(_ image: Image, font: UIFont, color: UIColor) -> TextSpan? {
        if case .system(let name) = image.source,
           let symbol = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(font: font)) {
            let capHeight = font.pointSize * 0.73
            return TextSpan.attachment(image.template == false ? symbol.withRenderingMode(.alwaysOriginal) : symbol,
                                       baselineOffset: (capHeight - symbol.size.height) / 2, font: font, color: color)
        }
        guard let ui = image.uiImage else { return nil }
        return TextSpan.attachment(image.template == true ? ui.withRenderingMode(.alwaysTemplate) : ui, font: font, color: color)
    }

    /// The text's pieces as spans, each in its font (the text's, else the environment's, with its own
    /// weight, italic and monospaced), colour (its own, the text's, the environment's foreground style,
    /// else primary) and lines; nil when the whole text is one string in one font and colour.
    var styledSpans: [TextSpan]? {
        guard text.live == nil else { return nil }
        let environment = context.environment
        let italicInside = environment[TextItalicKey.self], kernInside = environment[TextKernKey.self]
        let underlineInside = environment[TextUnderlineKey.self], strikethroughInside = environment[TextStrikethroughKey.self]
        let pieces = text.styledRuns.map { piece -> Text.Run in
            var piece = piece
            piece.isItalic = piece.isItalic || italicInside
            piece.isUnderlined = piece.isUnderlined || underlineInside
            piece.isStruckThrough = piece.isStruckThrough || strikethroughInside
            piece.kern = piece.kern ?? kernInside
            return piece
        }
        guard pieces.count > 1 || environment.lineSpacing > 0
            || pieces.contains(where: { $0.image != nil || ($0.baselineOffset ?? 0) != 0 || $0.isItalic || $0.isUnderlined || $0.isStruckThrough || $0.isMonospaced
                || ($0.kern ?? 0) != 0 })
        else { return nil }
        let fallbackColor = environment.foregroundStyle?._resolveFill(environment).color ?? Color.primary.resolved(environment)
        var spans = pieces.compactMap { piece -> TextSpan? in
            var font = piece.font ?? environment.font ?? .body
            if let w = piece.weight { font.weight = w }
            if piece.isItalic { font.isItalic = true }
            if piece.isMonospaced { font.design = .monospaced }
            if let image = piece.image {
                return Self.inlineImage(image, font: font.uiFont, color: (piece.color?.resolved(environment) ?? fallbackColor).uiColor)
            }
            let content: String
            switch environment.textCase {
            case .uppercase?: content = piece.content.uppercased()
            case .lowercase?: content = piece.content.lowercased()
            case nil: content = piece.content
            }
            var span = TextSpan(content, font: font.uiFont, color: (piece.color?.resolved(environment) ?? fallbackColor).uiColor,
                                underline: piece.isUnderlined, strikethrough: piece.isStruckThrough, kern: piece.kern ?? 0)
            span.baselineOffset = piece.baselineOffset ?? 0
            return span
        }
        if !spans.isEmpty { spans[0].lineSpacing = environment.lineSpacing }
        return TextSpan.areUniform(spans) ? nil : spans
    }

    var resolvedFont: UIFont {
        var f = text.style.font ?? context.environment.font ?? .body
        if let w = text.style.weight { f.weight = w }
        return f.uiFont
    }

    var string: String {
        let content = text.live == nil ? text.content : liveString ?? ""
        switch context.environment.textCase {
        case .uppercase?: return content.uppercased()
        case .lowercase?: return content.lowercased()
        case nil: return content
        }
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        guard let key = measuredFor, !key.string.isEmpty, let r = UIServices.textRasterizer else { return .zero }
        let width = p.width.map { max($0, 0) } ?? .infinity
        if let m = measured[width] { return m }
        var size = key.spans.map { r.measureSpans($0, maxWidth: width.isFinite ? width : nil, numberOfLines: key.lineLimit) }
            ?? r.measure(key.string, font: fittingFont(width: width), maxWidth: width.isFinite ? width : nil, numberOfLines: key.lineLimit)
        size = CGSize(width: ceil(size.width * 2) / 2, height: ceil(size.height * 2) / 2)
        measured[width] = size
        return size
    }

    override func renderContent(_ rc: RenderContext) {
        let layer = hostView.layer
        guard let m = measuredFor, !m.string.isEmpty, let r = UIServices.textRasterizer else { endCrossFade(); layer.contents = nil; return }
        let fill = text.gradient.map { ResolvedFill.gradient($0) } ?? text.style.color.map { ResolvedFill.color($0.resolved(context.environment)) }
            ?? context.environment.foregroundStyle?._resolveFill(context.environment)
        var gradient: GradientFill?
        if case .gradient(let g)? = fill { gradient = g }
        // A gradient fills the glyphs: they are drawn white as the mask of a gradient layer.
        let color = gradient != nil ? Color.white : (fill?.color ?? Color.primary.resolved(context.environment))
        let scale = max(UIServices.screenScale, 1)
        let alignment: NSTextAlignment
        switch context.environment.multilineTextAlignment {
        case .leading: alignment = .left
        case .center: alignment = .center
        case .trailing: alignment = .right
        }
        let width = frame.width
        let key = DrawKey(measure: m, color: color, gradient: gradient, width: width, alignment: alignment.rawValue, scale: scale)
        guard key != drawnFor else { return }
        drawnFor = key
        do {
            let image: CGImage
            if var spans = m.spans {
                // A gradient fills every piece's glyphs: all drawn white as its mask.
                if gradient != nil { for i in spans.indices { spans[i].color = .white } }
                guard let drawn = try r.renderSpans(spans, maxWidth: width > 0 ? width : nil, alignment: alignment,
                                                    numberOfLines: m.lineLimit, scale: scale) else { layer.contents = nil; return }
                image = drawn
            } else {
                image = try r.render(m.string, font: fittingFont(width: width), color: color.uiColor, maxWidth: width > 0 ? width : nil, alignment: alignment,
                                     numberOfLines: m.lineLimit, scale: scale)
            }
            layer.contentsScale = scale
            layer.contentsGravity = .top
            if let gradient {
                endCrossFade()
                layer.contents = nil
                gradientMask.show(image, gradient, on: hostView.layer, size: frame.size, gravity: .top, scale: scale)
            } else {
                gradientMask.remove()
                if !crossFadeText(to: image, rc) { layer.contents = image }
            }
        } catch {
            layer.contents = nil
        }
    }
}
