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
open class NSParagraphStyle: NSObject {
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

    public override init() { super.init() }

    /// The default paragraph style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A mutable copy.
    open override func mutableCopy() -> Any {
        let m = NSMutableParagraphStyle()
        m.alignment = alignment; m.lineBreakMode = lineBreakMode; m.lineSpacing = lineSpacing
        m.paragraphSpacing = paragraphSpacing; m.paragraphSpacingBefore = paragraphSpacingBefore
        m.lineHeightMultiple = lineHeightMultiple; m.minimumLineHeight = minimumLineHeight
        m.maximumLineHeight = maximumLineHeight; m.firstLineHeadIndent = firstLineHeadIndent
        m.headIndent = headIndent; m.tailIndent = tailIndent
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
