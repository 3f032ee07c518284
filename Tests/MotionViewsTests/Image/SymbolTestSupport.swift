import XCTest
@testable import MotionViews

/// A glyph rasterizer drawing every glyph as an opaque square of the asked size, so symbol images have
/// their documented sizes without the icon font.
final class SquareGlyphs: GlyphRasterizing {
    func renderGlyph(_ codePoint: UInt32, fontPath: String, pixelSize: Int) throws -> CGImage {
        CGImage(width: pixelSize, height: pixelSize, pixels: [UInt8](repeating: 255, count: pixelSize * pixelSize * 4))
    }
}

/// Runs `body` with `SquareGlyphs` installed.
func withSquareGlyphs(_ body: () throws -> Void) rethrows {
    let old = UIServices.glyphRasterizer
    UIServices.glyphRasterizer = SquareGlyphs()
    defer { UIServices.glyphRasterizer = old }
    try body()
}
