import Foundation

/// The text attributes UIKit adds to Foundation's `NSAttributedString.Key` (their raw values are
/// UIKit's), so `[.font: …, .foregroundColor: …]` compiles as on iOS. Swift's Foundation on Linux
/// has the attributed strings but not these keys, nor `NSParagraphStyle`.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let link = NSAttributedString.Key("NSLink")
}

/// UIKit's `NSLineBreakMode` (raw values UIKit's).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// UIKit's `NSUnderlineStyle` (raw values UIKit's).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// UIKit's paragraph style, with its documented defaults (natural alignment, word wrapping, no extra
/// spacing or indents, a line height multiple of 0 meaning "the font's").
///
/// Equal by value, as Apple's `isEqual(_:)` is (two styles with the same settings are equal), and —
/// like `UIColor` and `UIFont` here — a Swift class rather than an `NSObject` subclass: Foundation on
/// Linux stops the program (`__CFBasicHashesAreEqual`) when `NSMutableAttributedString.append` compares
/// adjacent runs whose attributes hold instances of an `NSObject` subclass it does not know, so an
/// attributed label with a paragraph style in two runs (what Interface Builder writes) crashed.
open class NSParagraphStyle: Hashable, CustomStringConvertible {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0

    public init() {}

    /// The default paragraph style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// An immutable copy (`NSCopying`).
    open func copy() -> Any {
        let c = NSParagraphStyle()
        c.take(self)
        return c
    }

    func take(_ o: NSParagraphStyle) {
        alignment = o.alignment; lineBreakMode = o.lineBreakMode; lineSpacing = o.lineSpacing
        paragraphSpacing = o.paragraphSpacing; paragraphSpacingBefore = o.paragraphSpacingBefore
        lineHeightMultiple = o.lineHeightMultiple; minimumLineHeight = o.minimumLineHeight
        maximumLineHeight = o.maximumLineHeight; firstLineHeadIndent = o.firstLineHeadIndent
        headIndent = o.headIndent; tailIndent = o.tailIndent
    }

    /// Apple's `isEqual(_:)`: the same settings.
    open func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSParagraphStyle else { return false }
        return self == o
    }

    public static func == (a: NSParagraphStyle, b: NSParagraphStyle) -> Bool {
        a.alignment == b.alignment && a.lineBreakMode == b.lineBreakMode && a.lineSpacing == b.lineSpacing
            && a.paragraphSpacing == b.paragraphSpacing && a.paragraphSpacingBefore == b.paragraphSpacingBefore
            && a.lineHeightMultiple == b.lineHeightMultiple && a.minimumLineHeight == b.minimumLineHeight
            && a.maximumLineHeight == b.maximumLineHeight && a.firstLineHeadIndent == b.firstLineHeadIndent
            && a.headIndent == b.headIndent && a.tailIndent == b.tailIndent
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(alignment.rawValue); hasher.combine(lineBreakMode.rawValue); hasher.combine(lineSpacing)
        hasher.combine(paragraphSpacing); hasher.combine(headIndent); hasher.combine(firstLineHeadIndent)
    }

    open var description: String {
        "NSParagraphStyle(alignment: \(alignment.rawValue), lineBreakMode: \(lineBreakMode.rawValue), lineSpacing: \(lineSpacing))"
    }

    /// A mutable copy.
    open func mutableCopy() -> Any {
        let m = NSMutableParagraphStyle()
        m.take(self)
        return m
    }
}

/// The paragraph style whose properties can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    public override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    public override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    public override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    public override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    public override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    public override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    public override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    public override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    public override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    public override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    public override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
}
