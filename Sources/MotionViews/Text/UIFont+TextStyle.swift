import Foundation

/// Dynamic Type: `UIFont.preferredFont(forTextStyle:)` at the preview's content size category, which
/// is iOS's default, `.large` (there is no Settings app to change it). The sizes and weights are
/// Apple's published defaults at Large (Human Interface Guidelines, "Typography — iOS Dynamic Type
/// sizes"): large title 34, title 1 28, title 2 22, title 3 20, headline 17 semibold, body 17,
/// callout 16, subheadline 15, footnote 13, caption 1 12, caption 2 11 points.
extension UIFont {
    /// UIKit's `UIFont.TextStyle`: the raw values are UIKit's (`UICTFontTextStyleBody`, …).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Apple's size and weight at the default (Large) content size category; body's for an
        /// unknown style.
        var defaultMetrics: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// The system font of `style` at the preview's content size category (`.large`, iOS's default).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let m = style.defaultMetrics
        return UIFont(pointSize: m.size, weight: m.weight)
    }

    /// As `preferredFont(forTextStyle:)`; the trait collection's content size category is `.large`
    /// in every preview, so the font is the same.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
}

/// UIKit's `UIContentSizeCategory` (raw values UIKit's). The preview's is `.large`, iOS's default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    private var rank: Int { Self.order.firstIndex(of: self) ?? 0 }
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.rank < b.rank }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Posted when the user changes the text size; the preview's never changes, so it is never posted.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// UIKit's `UIFontMetrics`: scales custom fonts and values for Dynamic Type. At the preview's content
/// size category (`.large`, the category the metrics are defined against) scaling is the identity, as
/// on an iPhone at the default text size.
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    /// The body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` at the current content size category: itself at `.large`.
    public func scaledFont(for font: UIFont) -> UIFont { font }
    /// `font` scaled, at most `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    /// `value` scaled for the current content size category: itself at `.large`.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
