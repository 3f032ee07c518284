import Foundation

/// UIKit's font descriptor, as far as apps use it to derive fonts: traits (bold, italic, monospaced) and
/// design added to a font's descriptor, then `UIFont(descriptor:size:)` —
/// `UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)`. It describes the
/// faces the preview has (see `UIFont`): other attributes are kept only as the size.
public final class UIFontDescriptor: Hashable {
    /// The traits a descriptor asks for (`UIFontDescriptor.SymbolicTraits`; the ones the preview draws
    /// are bold, italic and monospaced; the others are kept).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// iOS 13's system designs (`withDesign(_:)`): monospaced draws with DejaVu Sans Mono; rounded and
    /// serif with the system face.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// Size in points (0: none given; `UIFont(descriptor:size:)` then takes the size passed, or 17).
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits
    let weight: UIFont.Weight

    init(pointSize: CGFloat, weight: UIFont.Weight, traits: SymbolicTraits) {
        self.pointSize = pointSize
        self.weight = weight
        symbolicTraits = traits
    }

    /// The descriptor of a text style's preferred font (`UIFont.preferredFont(forTextStyle:)`'s).
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// These traits instead of the descriptor's own (UIKit replaces them: pass the old ones in the set to
    /// keep them). Never nil here: every combination has a face.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let weight: UIFont.Weight = traits.contains(.traitBold) ? max(self.weight, .bold) : (self.weight >= .semibold ? .regular : self.weight)
        return UIFontDescriptor(pointSize: pointSize, weight: weight, traits: traits)
    }

    /// The descriptor at `size` points.
    public func withSize(_ size: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: size, weight: weight, traits: symbolicTraits)
    }

    /// The descriptor in a system design (nil for a design the system has not: never, here).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        var traits = symbolicTraits
        if design == .monospaced { traits.insert(.traitMonoSpace) } else { traits.remove(.traitMonoSpace) }
        return UIFontDescriptor(pointSize: pointSize, weight: weight, traits: traits)
    }

    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool {
        a.pointSize == b.pointSize && a.weight == b.weight && a.symbolicTraits == b.symbolicTraits
    }
    public func hash(into h: inout Hasher) { h.combine(pointSize); h.combine(symbolicTraits.rawValue) }
}

extension UIFont {
    /// This font's descriptor: its size, weight and traits.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if isBold { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        if isMonospaced { traits.insert(.traitMonoSpace) }
        return UIFontDescriptor(pointSize: pointSize, weight: weight, traits: traits)
    }

    /// The font a descriptor describes, at `pointSize` (0: the descriptor's own size, or 17 without one).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 && pointSize.isFinite ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 17)
        self.init(pointSize: size, weight: descriptor.weight, italic: descriptor.symbolicTraits.contains(.traitItalic),
                  monospaced: descriptor.symbolicTraits.contains(.traitMonoSpace))
    }
}
