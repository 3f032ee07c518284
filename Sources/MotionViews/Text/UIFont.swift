import Foundation

/// A font: the system face (DejaVu Sans in the SDL host) at a size in points, regular or bold, upright or
/// italic, proportional or monospaced (DejaVu Sans Mono). The host's text rasteriser has two weights only:
/// `weight` keeps the value asked for, but weights below `.semibold` draw with the regular face and
/// `.semibold` and above (semibold, bold, heavy, black) with the bold face — so `.ultraLight`…`.medium`
/// look regular. Italic draws with DejaVu's oblique faces (`fonts-dejavu-extra`; without them, the upright
/// face slanted).
public final class UIFont: Hashable, CustomStringConvertible {
    /// UIKit's weight scale (regular = 0, bold = 0.4).
    public struct Weight: RawRepresentable, Hashable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// Size in points (> 0).
    public let pointSize: CGFloat
    public let weight: Weight

    /// Italic (`italicSystemFont(ofSize:)`, a descriptor with `.traitItalic`, an "…-Italic" name).
    public let isItalic: Bool
    /// Every character as wide as the others (`monospacedSystemFont(ofSize:weight:)`, `.traitMonoSpace`).
    public let isMonospaced: Bool

    public init(pointSize: CGFloat, weight: Weight = .regular, italic: Bool = false, monospaced: Bool = false) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
        self.weight = weight
        isItalic = italic
        isMonospaced = monospaced
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, italic: true) }
    /// iOS 13's monospaced system font (SF Mono there; DejaVu Sans Mono here).
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight, monospaced: true)
    }

    /// The system font with digits of equal width, so counters do not jitter as they change. The host's
    /// face (DejaVu Sans) already draws every digit with the same advance, so this is the system font.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    /// UIKit's default label font size.
    public static var labelFontSize: CGFloat { 17 }

    /// Whether the host draws this font with the bold face.
    public var isBold: Bool { weight >= .semibold }

    public var familyName: String { isMonospaced ? "DejaVu Sans Mono" : "DejaVu Sans" }
    public var fontName: String {
        let style = isBold ? (isItalic ? "-BoldOblique" : "-Bold") : (isItalic ? "-Oblique" : "")
        return (isMonospaced ? "DejaVuSansMono" : "DejaVuSans") + style
    }

    public func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight, italic: isItalic, monospaced: isMonospaced) }

    /// Equal when drawn alike: size, face (bold or not), italic, monospaced.
    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.pointSize == b.pointSize && a.isBold == b.isBold && a.isItalic == b.isItalic && a.isMonospaced == b.isMonospaced
    }
    public func hash(into h: inout Hasher) { h.combine(pointSize); h.combine(isBold); h.combine(isItalic); h.combine(isMonospaced) }
    public var description: String { "UIFont(\(fontName) \(pointSize)pt)" }
}

/// A `UIFont` can be given to `CATextLayer.font` (Apple's takes a `CTFont`, which `UIFont` bridges to).
extension UIFont: CATextLayerFont {
    public var textLayerFontName: String { fontName }
    public var textLayerFontIsBold: Bool { isBold }
}

/// Swift 3's `UIFontWeight` was a `CGFloat` (`systemFont(ofSize: 13, weight: 0.1)`); code of that era
/// still compiles: a number is the weight's raw value.
extension UIFont.Weight: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self.init(rawValue: CGFloat(value)) }
    public init(integerLiteral value: Int) { self.init(rawValue: CGFloat(value)) }
}
