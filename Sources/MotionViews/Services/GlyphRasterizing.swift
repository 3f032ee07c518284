import Foundation

/// Draws one glyph of an icon font: what `UIImage(systemName:)`'s stand-ins need from the host (the
/// views cannot rasterise fonts themselves; the SDL host installs one in `UIServices.glyphRasterizer`).
public protocol GlyphRasterizing: AnyObject {
    /// The glyph `codePoint` of the font file at `fontPath`, `pixelSize` pixels to the em, as a square
    /// `pixelSize`-wide image of black with the glyph's coverage as alpha.
    /// - Throws: when the font cannot be opened or has no such glyph (naming which).
    func renderGlyph(_ codePoint: UInt32, fontPath: String, pixelSize: Int) throws -> CGImage
}
