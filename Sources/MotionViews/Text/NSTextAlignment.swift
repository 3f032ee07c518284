import Foundation

/// Horizontal alignment of text lines. `natural` is left here (left-to-right text only);
/// `justified` is drawn left-aligned by the SDL host.
public enum NSTextAlignment: Int {
    case left, center, right, justified, natural

    /// `natural` resolved for left-to-right text.
    public var resolved: NSTextAlignment { self == .natural ? .left : self }
}
