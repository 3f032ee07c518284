import Foundation
import UIKit
import MotionHost
import MotionRender
import MotionOutput

/// Writes a `CurvePlot` as a PNG file: drawn as draw commands into SDL's software renderer on an
/// offscreen surface (no display needed), text through SDL_ttf (DejaVu Sans).
///
/// The file is an `OutputFile`: opened before anything is drawn (a missing folder, a folder at the
/// path, no permission fail at once), written through symbolic links and into devices and FIFOs,
/// and an existing file is replaced only by the whole PNG, keeping its permission bits.
public enum PlotPNG {
    /// The figure size in points (at 2 pixels per point: 1280×800 pixels).
    public static let defaultSize = CGSize(width: 640, height: 400)

    /// Renders `plot` at `size` points × `scale` pixels per point and writes it to `path`.
    /// - Throws: `OutputError` naming the path (missing folder, not writable, a full disk), or the
    ///   font error of `SDLTextRasterizer` when DejaVu Sans is not installed.
    public static func write(_ plot: CurvePlot, to path: String, size: CGSize = defaultSize, scale: CGFloat = 2) throws {
        let file = try OutputFile(path: path, staged: true)
        let image = try render(plot, size: size, scale: scale)
        try image.writePNG(to: file)
        try file.commit()
    }

    /// The plot drawn into an offscreen target of `size` points × `scale` (the caller writes or reads it).
    public static func render(_ plot: CurvePlot, size: CGSize = defaultSize, scale: CGFloat = 2,
                              renderer: CurvePlotRenderer = CurvePlotRenderer()) throws -> SDLOffscreenTarget {
        let target = try SDLOffscreenTarget(pixelWidth: Int((size.width * scale).rounded()),
                                            pixelHeight: Int((size.height * scale).rounded()), pixelScale: scale)
        let text = try PlotText.shared(scale: scale)
        let commands = renderer.commands(plot, in: CGRect(origin: .zero, size: size), style: .figure,
                                                    scale: scale, text: text)
        target.draw(commands, clear: PlotStyle.figure.background)
        target.present()
        return target
    }
}

/// Text for plots drawn outside a window (PNG files): SDL_ttf through `SDLTextRasterizer`, measured
/// at the figure's own scale (the window's `UIServices.textRasterizer` measures at the screen's).
final class PlotText: TextRasterizing {
    private static var cached: SDLTextRasterizer?
    let sdl: SDLTextRasterizer
    let scale: CGFloat

    init(_ sdl: SDLTextRasterizer, scale: CGFloat) { self.sdl = sdl; self.scale = scale }

    static func shared(scale: CGFloat) throws -> PlotText {
        if cached == nil { cached = try SDLTextRasterizer() }
        return PlotText(cached!, scale: scale)
    }

    func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
        sdl.measure(text, fontSize: font.pointSize, bold: font.isBold, maxWidth: maxWidth, numberOfLines: numberOfLines,
                    scale: scale)
    }

    func render(_ text: String, font: UIFont, color: UIColor, maxWidth: CGFloat?, alignment: NSTextAlignment,
                numberOfLines: Int, scale: CGFloat) throws -> CGImage {
        let a: MotionHost.TextAlignment = alignment == .center ? .center : alignment == .right ? .right : .left
        return try sdl.render(text, fontSize: font.pointSize, bold: font.isBold, color: color.cgColor, maxWidth: maxWidth,
                              alignment: a, numberOfLines: numberOfLines, scale: scale)
    }
}
