import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation

/// A font a `CATextLayer` can be given: Apple's `font` takes a `CTFont`, a `CGFont` or a font name;
/// here a name (`String`) or any type conforming to this (`UIFont` does).
public protocol CATextLayerFont {
    var textLayerFontName: String { get }
    var textLayerFontIsBold: Bool { get }
}

/// Core Animation's text layer: `string` drawn in `foregroundColor` at `fontSize`, from the top of the
/// bounds, aligned by `alignmentMode`, wrapped at the bounds' width when `isWrapped`. The renderer draws
/// it through the same text service as `UILabel` (DejaVu Sans; bold for bold faces), re-rasterising when
/// the text, size or colour changes — `fontSize` and `foregroundColor` animate, as Apple's do.
///
/// Unwrapped text that is too wide: `truncationMode` `.none` lets it run past the bounds (as on iOS);
/// any other mode cuts the end with "…" (`.start` and `.middle` are drawn as `.end`).
open class CATextLayer: CALayer {
    public required init() {
        super.init()
        properties.content = .text(TextContent())
    }

    /// Apple's `NSCoding` initialiser (nothing is decoded: the layer is `init()`'s).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        properties.content = .text(TextContent())
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if properties.content?.text == nil { properties.content = .text(TextContent()) }
    }

    private var text: TextContent { properties.content?.text ?? TextContent() }

    @inline(__always)
    private func changeText(_ key: String, _ body: (inout TextContent) -> Void) {
        change(key) { $0.modifyText(body) }
    }

    /// The text: a `String`, or an `NSAttributedString` (drawn as its plain string). Default nil.
    public var string: Any? {
        get { text.string }
        set {
            let s: String?
            switch newValue {
            case let v as String: s = v
            case let v as NSAttributedString: s = v.string
            default: s = nil
            }
            changeText("string") { $0.string = s }
        }
    }
    /// A font name or a `CATextLayerFont` (e.g. `UIFont`); its size is ignored (`fontSize` rules, as on
    /// iOS). Reads back the font's name.
    public var font: Any? {
        get { text.fontName }
        set {
            let name: String, bold: Bool
            switch newValue {
            case let f as CATextLayerFont: name = f.textLayerFontName; bold = f.textLayerFontIsBold
            case let n as String: name = n; bold = TextContent.isBoldName(n)
            default: name = "Helvetica"; bold = false
            }
            changeText("font") { $0.fontName = name; $0.isBold = bold }
        }
    }
    /// Points; default 36. Animatable.
    public var fontSize: CGFloat {
        get { text.fontSize }
        set { changeText("fontSize") { $0.fontSize = newValue.isFinite ? max(newValue, 0) : 36 } }
    }
    /// Default opaque white. Animatable.
    public var foregroundColor: CGColor? {
        get { text.foregroundColor }
        set { changeText("foregroundColor") { $0.foregroundColor = newValue } }
    }
    public var alignmentMode: CATextLayerAlignmentMode {
        get { text.alignmentMode }
        set { changeText("alignmentMode") { $0.alignmentMode = newValue } }
    }
    public var isWrapped: Bool {
        get { text.isWrapped }
        set { changeText("wrapped") { $0.isWrapped = newValue } }
    }
    public var truncationMode: CATextLayerTruncationMode {
        get { text.truncationMode }
        set { changeText("truncationMode") { $0.truncationMode = newValue } }
    }
}
