import Foundation
import MotionLab

// Modifiers that reach the texts and symbols inside a view (iOS 15–17): underline and strikethrough on a
// view, line-limit ranges, font design, Dynamic Type, text selection, privacy, redaction, symbol variants.

struct TextUnderlineKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct TextStrikethroughKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }

extension EnvironmentValues {
    /// The symbol variant images below prefer (`symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

/// A symbol's variant: its shape encircled or enclosed, filled, slashed (`Image(systemName: "bell")` under
/// `.symbolVariant(.fill)` is "bell.fill"). Variants combine: `.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
    var shape: String?
    var fills = false
    var slashes = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: "circle")
    public static let square = SymbolVariants(shape: "square")
    public static let rectangle = SymbolVariants(shape: "rectangle")
    public static let fill = SymbolVariants(fills: true)
    public static let slash = SymbolVariants(slashes: true)

    public var circle: SymbolVariants { var v = self; v.shape = "circle"; return v }
    public var square: SymbolVariants { var v = self; v.shape = "square"; return v }
    public var rectangle: SymbolVariants { var v = self; v.shape = "rectangle"; return v }
    public var fill: SymbolVariants { var v = self; v.fills = true; return v }
    public var slash: SymbolVariants { var v = self; v.slashes = true; return v }

    /// Whether this variant has `other`'s parts.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.fills || fills) && (!other.slashes || slashes)
    }

    var isEmpty: Bool { shape == nil && !fills && !slashes }

    /// `base` with this variant's suffixes in SF Symbols' order (slash, shape, fill), each added only when
    /// the name lacks it: "bell" + `.slash.fill` → "bell.slash.fill".
    func name(for base: String) -> String {
        var parts = base.split(separator: ".").map(String.init)
        if slashes, !parts.contains("slash") { parts.append("slash") }
        if let shape, !parts.contains(shape) {
            if let f = parts.firstIndex(of: "fill") { parts.insert(shape, at: f) } else { parts.append(shape) }
        }
        if fills, !parts.contains("fill") { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

/// Whether a text's characters can be selected (`textSelection(_:)`).
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}
public struct EnabledTextSelectability: TextSelectability { public static var allowsSelection: Bool { true } }
public struct DisabledTextSelectability: TextSelectability { public static var allowsSelection: Bool { false } }
extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// A value scaled with the Dynamic Type size (`@ScaledMetric var size = 24`): the value itself at the
/// default size (`.large`), which is the preview's, by iOS's body-style ratios at the others.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    @Environment(\.dynamicTypeSize) var size
    public init(wrappedValue: Value) { base = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }
    public var wrappedValue: Value { base * Value(ScaledMetricRatio.ratio(size)) }
}

enum ScaledMetricRatio {
    /// iOS's body text size at each Dynamic Type size over its 17 points at `.large`.
    static func ratio(_ size: DynamicTypeSize) -> Double {
        let points: [DynamicTypeSize: Double] = [.xSmall: 14, .small: 15, .medium: 16, .large: 17, .xLarge: 19, .xxLarge: 21, .xxxLarge: 23,
                                                 .accessibility1: 28, .accessibility2: 33, .accessibility3: 40, .accessibility4: 47,
                                                 .accessibility5: 53]
        return (points[size] ?? 17) / 17
    }
}

extension View {
    /// Underlines the texts inside (iOS 16).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environmentModifier { if isActive { $0[TextUnderlineKey.self] = true } }
    }
    /// Strikes through the texts inside (iOS 16): a done to-do's field.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environmentModifier { if isActive { $0[TextStrikethroughKey.self] = true } }
    }

    /// At most the range's upper bound of lines (iOS 16; a vertical text field grows up to it). The lower
    /// bound, the lines a vertical text field reserves when its text is shorter, is not reserved by a `Text` here.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environmentModifier { $0.lineLimit = limit.upperBound; $0.lineLimitMinimum = limit.lowerBound }
    }
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound) }
    /// At least that many lines, and as many more as the text needs.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environmentModifier { $0.lineLimit = nil; $0.lineLimitMinimum = limit.lowerBound }
    }

    /// The design of the texts' fonts inside (iOS 16.1): `.rounded`, `.serif` and `.default` draw in the
    /// preview's sans-serif face, `.monospaced` in its monospaced one.
    public func fontDesign(_ design: Font.Design?) -> some View {
        environmentModifier { e in
            guard let design else { return }
            var font = e.font ?? .body
            font.design = design
            e.font = font
        }
    }
    /// The Dynamic Type size below (the preview's is `.large`, iOS's default).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
    /// Limits the Dynamic Type size below to a range (the preview's `.large` is kept when inside it).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        environmentModifier { e in
            if !range.contains(e.dynamicTypeSize) {
                e.dynamicTypeSize = DynamicTypeSize.allCases.filter { range.contains($0) }
                    .min { abs($0.ordinal - e.dynamicTypeSize.ordinal) < abs($1.ordinal - e.dynamicTypeSize.ordinal) } ?? e.dynamicTypeSize
            }
        }
    }

    /// Lets the texts inside be selected with a long press on iOS; a preview has no text selection menu,
    /// so nothing changes on screen.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// Marks the view as showing private data, redacted when the environment's reasons include `.privacy`
    /// (on a locked screen's widget): a preview never redacts for privacy.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// Redacts the view's content for `reason` (`.placeholder`: a loading skeleton — texts drawn as
    /// rounded bars).
    public func redacted(reason: RedactionReasons) -> some View {
        environmentModifier { $0.redactionReasons.formUnion(reason) }
    }
    /// Shows the view's content even inside a redacted view.
    public func unredacted() -> some View { environmentModifier { $0.redactionReasons = [] } }

    /// The symbol variant the images inside draw (`.symbolVariant(.fill)`: filled icons in a tab bar).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environmentModifier { e in
            var v = e.symbolVariants
            if let shape = variant.shape { v.shape = shape }
            if variant.fills { v.fills = true }
            if variant.slashes { v.slashes = true }
            if variant.isEmpty { v = .none }
            e.symbolVariants = v
        }
    }
}

extension DynamicTypeSize {
    var ordinal: Int { DynamicTypeSize.allCases.firstIndex(of: self) ?? 0 }
}
