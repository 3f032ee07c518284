import Foundation

/// UIKit's `NSStringDrawingOptions` (raw values UIKit's).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay the text out in lines within the size's width (else: one line, the size ignored).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext` (its scale factor is always 1 here: text is not shrunk to fit).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

extension TextDrawing {
    /// `boundingRect(with:options:attributes:context:)`'s answer: the text's size laid out in lines
    /// `size.width` wide with `.usesLineFragmentOrigin` (a width that is not finite or not positive: no
    /// limit), else on one line per paragraph; the height is what the lines need (it is not clipped to
    /// `size.height`, as in UIKit).
    static func boundingRect(_ text: String, size: CGSize, options: NSStringDrawingOptions,
                             _ attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        boundingRect(spans(text, attributes), size: size, options: options, context: context)
    }

    /// `boundingRect` of spans in their styles.
    static func boundingRect(_ spans: [TextSpan], size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width > 0 && size.width < 1e7
        let measured = TextDrawing.size(spans, width: wraps ? size.width : nil)
        let rect = CGRect(origin: .zero, size: measured)
        context?.actualScaleFactor = 1
        context?.totalBounds = rect
        return rect
    }
}

extension String {
    /// UIKit's measuring of text for layout (the idiom `boundingRect(with: CGSize(width: w, height:
    /// .greatestFiniteMagnitude), options: .usesLineFragmentOrigin, attributes: …, context: nil)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        TextDrawing.boundingRect(self, size: size, options: options, attributes, context: context)
    }
}

extension NSString {
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// Measured run by run, each in its attributes (as it is drawn).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        guard length > 0 else { return .zero }
        return TextDrawing.boundingRect(TextDrawing.spans(self).spans, size: size, options: options, context: context)
    }
}
