import Foundation
import MotionGeometry

/// A text layer's values (`CATextLayer`), with Core Animation's defaults: 36-point Helvetica in opaque
/// white, natural alignment, not wrapped, not truncated. `fontSize` and `foregroundColor` animate.
public struct TextContent: Hashable {
    /// The text; nil or empty draws nothing.
    public var string: String? = nil
    /// The font's name (PostScript style, e.g. "Helvetica-Bold"); the size comes from `fontSize`.
    public var fontName: String = "Helvetica"
    /// Whether the font is a bold face (from its name or the font object it was set from).
    public var isBold = false
    /// Points.
    public var fontSize: CGFloat = 36
    public var foregroundColor: CGColor? = .white
    public var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Whether lines wrap at the bounds' width.
    public var isWrapped = false
    /// How a line too long for the bounds is cut (unwrapped text only).
    public var truncationMode: CATextLayerTruncationMode = .none

    public init() {}

    /// Whether a font name names a bold face: the weights the text service draws bold (semibold and up).
    public static func isBoldName(_ name: String) -> Bool {
        let n = name.lowercased()
        return ["bold", "semibold", "heavy", "black", "demi"].contains { n.contains($0) }
    }
}

/// `CATextLayer.alignmentMode` (Apple's string-backed type).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// `CATextLayer.truncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

extension LayerProperties {
    @inline(__always)
    public mutating func modifyText(_ body: (inout TextContent) -> Void) {
        guard case .text(var t)? = content else { return }
        body(&t)
        content = .text(t)
    }

    var textOrDefault: TextContent { content?.text ?? TextContent() }
}
