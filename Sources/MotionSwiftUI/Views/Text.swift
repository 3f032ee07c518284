import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Text: SwiftUI's `Text`, measured and drawn with the same text service as `UILabel` (DejaVu Sans).
/// It wraps at the width offered (its ideal size is one line), truncating with "…" past `lineLimit`.
public struct Text: View, BuiltinView, Equatable {
    var content: String
    var font: Font?
    var color: Color?
    /// A gradient given with `foregroundStyle` on the text itself (its glyphs are filled with it).
    var gradient: GradientFill?
    var weight: Font.Weight?
    var isItalic = false
    /// A date shown relative to now, changing as the scene clock runs (see `LiveDateText`).
    var live: LiveDateText? = nil

    public init(_ content: String) { self.content = content }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { content = key.value }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String { content = format.format(input) }
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
    public init(_ image: Image) { content = "" }

    public struct DateStyle: Sendable { let kind: Int
        public static let time = DateStyle(kind: 0)
        public static let date = DateStyle(kind: 1)
    }

    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    public var body: Never { primitiveBody("Text") }
    func makeNode(graph: ViewGraph) -> ViewNode { TextNode(graph: graph) }

    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        let fill = style._resolveFill(EnvironmentValues())
        t.color = fill.color
        if case .gradient(let g) = fill { t.gradient = g } else { t.gradient = nil }
        return t
    }
    public func kerning(_ k: CGFloat) -> Text { self }
    public func tracking(_ k: CGFloat) -> Text { self }
    public func underline(_ active: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ active: Bool = true, color: Color? = nil) -> Text { self }
    public func baselineOffset(_ o: CGFloat) -> Text { self }
    public func monospacedDigit() -> Text { self }

    public static func + (a: Text, b: Text) -> Text {
        var t = a
        t.content += b.content
        return t
    }
}

/// A localized string key: the key is the text (there are no string tables), with interpolations.
public struct LocalizedStringKey: Hashable, ExpressibleByStringInterpolation, Sendable {
    let value: String
    public init(_ value: String) { self.value = value }
    public init(stringLiteral value: String) { self.value = value }
    public init(stringInterpolation: StringInterpolation) { value = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            text += String(format: specifier, Double(value))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            text += String(format: specifier, Int(value))
        }
        public mutating func appendInterpolation(_ value: Text) { text += value.content }
        public mutating func appendInterpolation(_ image: Image) {}
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
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

    /// Forgets the measurements when what they were made for changed.
    func remeasure() {
        let f = resolvedFont
        let key = MeasureKey(string: string, pointSize: f.pointSize, bold: f.isBold, lineLimit: context.environment.lineLimit ?? 0)
        if key != measuredFor { measured = [:]; measuredFor = key }
    }

    var resolvedFont: UIFont {
        var f = text.font ?? context.environment.font ?? .body
        if let w = text.weight { f.weight = w }
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
        var size = r.measure(key.string, font: resolvedFont, maxWidth: width.isFinite ? width : nil, numberOfLines: key.lineLimit)
        size = CGSize(width: ceil(size.width * 2) / 2, height: ceil(size.height * 2) / 2)
        measured[width] = size
        return size
    }

    override func renderContent(_ rc: RenderContext) {
        let layer = hostView.layer
        guard let m = measuredFor, !m.string.isEmpty, let r = UIServices.textRasterizer else { endCrossFade(); layer.contents = nil; return }
        let fill = text.gradient.map { ResolvedFill.gradient($0) } ?? text.color.map { ResolvedFill.color($0) }
            ?? context.environment.foregroundStyle?._resolveFill(context.environment)
        var gradient: GradientFill?
        if case .gradient(let g)? = fill { gradient = g }
        // A gradient fills the glyphs: they are drawn white as the mask of a gradient layer.
        let color = gradient != nil ? Color.white : (fill?.color ?? .primary)
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
            let image = try r.render(m.string, font: resolvedFont, color: color.uiColor, maxWidth: width > 0 ? width : nil, alignment: alignment,
                                     numberOfLines: m.lineLimit, scale: scale)
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
