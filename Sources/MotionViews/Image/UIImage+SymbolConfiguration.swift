import Foundation

extension UIImage {
    /// UIKit's symbol configuration: the point size, weight and scale a symbol is drawn at.
    public final class SymbolConfiguration: Equatable {
        /// UIKit's `UIImage.SymbolWeight` (raw values UIKit's).
        public enum Weight: Int, Sendable {
            case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        /// UIKit's `UIImage.SymbolScale` (raw values UIKit's).
        public enum Scale: Int, Sendable {
            case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
        }

        /// The point size (0: unspecified, the text style's or 17).
        public let pointSize: CGFloat
        public let weight: Weight
        public let scale: Scale
        /// The text style whose size the symbol takes, if any.
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat = 0, weight: Weight = .unspecified, scale: Scale = .unspecified, textStyle: UIFont.TextStyle? = nil) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: Weight) { self.init(pointSize: 0, weight: weight) }
        public convenience init(scale: Scale) { self.init(pointSize: 0, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: 0, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) { self.init(pointSize: 0, scale: scale, textStyle: textStyle) }
        /// A configuration taking a font's size and weight.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: Weight(fontWeight: font.weight))
        }
        public convenience init(font: UIFont, scale: Scale) {
            self.init(pointSize: font.pointSize, weight: Weight(fontWeight: font.weight), scale: scale)
        }
        /// iOS 15's colour configurations (kept; symbols draw in their tint).
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: 0) }
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: 0) }
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(pointSize: 0) }
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: 0) }

        /// This configuration with `other`'s specified values over it (UIKit's rule).
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                                       weight: other.weight != .unspecified ? other.weight : weight,
                                       scale: other.scale != .unspecified ? other.scale : scale,
                                       textStyle: other.textStyle ?? textStyle)
        }

        /// The point size drawn: the given one, else the text style's, else 17 (the body size).
        var resolvedPointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            if let textStyle { return UIFont.preferredFont(forTextStyle: textStyle).pointSize }
            return 17
        }

        public static func == (a: SymbolConfiguration, b: SymbolConfiguration) -> Bool {
            a.pointSize == b.pointSize && a.weight == b.weight && a.scale == b.scale && a.textStyle == b.textStyle
        }
    }
}

extension UIImage.SymbolConfiguration.Weight {
    /// The symbol weight matching a font weight.
    init(fontWeight w: UIFont.Weight) {
        switch w.rawValue {
        case ..<(-0.7): self = .ultraLight
        case ..<(-0.5): self = .thin
        case ..<(-0.2): self = .light
        case ..<0.1: self = .regular
        case ..<0.26: self = .medium
        case ..<0.35: self = .semibold
        case ..<0.5: self = .bold
        case ..<0.6: self = .heavy
        default: self = .black
        }
    }
}
