import Foundation

/// A font: the system face (DejaVu Sans in the SDL host) at a size in points, regular or bold.
/// Only two weights exist in the host; weights from semibold up render bold.
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

    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
        self.weight = weight
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }

    /// UIKit's default label font size.
    public static var labelFontSize: CGFloat { 17 }

    /// Whether the host draws this font with the bold face.
    public var isBold: Bool { weight >= .semibold }

    public var familyName: String { "DejaVu Sans" }
    public var fontName: String { isBold ? "DejaVuSans-Bold" : "DejaVuSans" }

    public func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight) }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.pointSize == b.pointSize && a.isBold == b.isBold }
    public func hash(into h: inout Hasher) { h.combine(pointSize); h.combine(isBold) }
    public var description: String { "UIFont(\(fontName) \(pointSize)pt)" }
}
