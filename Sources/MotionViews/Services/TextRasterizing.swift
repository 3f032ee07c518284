import Foundation

/// Lays out and draws text. The views cannot rasterize glyphs themselves (that needs a font engine,
/// which lives in the SDL host), so the host installs one in `UIServices.textRasterizer`.
///
/// Layout contract (UILabel's): paragraphs split at "\n" and wrap at word boundaries to `maxWidth`
/// points (nil = no wrapping); `numberOfLines` 0 means unlimited, otherwise the last line is
/// truncated with "…". Sizes are in points.
public protocol TextRasterizing: AnyObject {
    /// The size of the laid-out text in points.
    func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize
    /// The text drawn in `color` at `scale` pixels per point. The image is `maxWidth × scale` pixels
    /// wide when `maxWidth` is given (lines aligned inside it by `alignment`), else as wide as the widest line.
    func render(_ text: String, font: UIFont, color: UIColor, maxWidth: CGFloat?, alignment: NSTextAlignment,
                numberOfLines: Int, scale: CGFloat) throws -> CGImage
}
