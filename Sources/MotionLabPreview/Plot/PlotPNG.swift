import Foundation
import UIKit
import MotionHost
import MotionRender

/// Writes a `CurvePlot` as a PNG file: drawn as draw commands into SDL's software renderer on an
/// offscreen surface (no display needed), text through SDL_ttf (DejaVu Sans).
///
/// The file appears whole or not at all: the image is written to a temporary file beside the
/// destination and renamed over it, so a failed or interrupted write leaves no partial PNG.
public enum PlotPNG {
    /// The figure size in points (at 2 pixels per point: 1280×800 pixels).
    public static let defaultSize = CGSize(width: 640, height: 400)

    /// A write that failed: the path and why, in one line.
    public struct WriteError: Error, CustomStringConvertible, Equatable {
        public let path: String
        public let reason: String
        public var description: String { "cannot write PNG '\(path)': \(reason)" }
    }

    /// Renders `plot` at `size` points × `scale` pixels per point and writes it to `path`.
    /// - Throws: `WriteError` naming the path (missing folder, not writable, SDL failure), or the
    ///   font error of `SDLTextRasterizer` when DejaVu Sans is not installed.
    public static func write(_ plot: CurvePlot, to path: String, size: CGSize = defaultSize, scale: CGFloat = 2) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard !path.isEmpty, !path.hasSuffix("/") else { throw WriteError(path: path, reason: "no file name") }
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw WriteError(path: path, reason: "folder '\(directory)' does not exist")
        }
        guard isDirectory.boolValue else { throw WriteError(path: path, reason: "'\(directory)' is not a folder") }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw WriteError(path: path, reason: "it is a folder")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw WriteError(path: path, reason: "folder '\(directory)' is not writable")
        }

        let image = try render(plot, size: size, scale: scale)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        do {
            try image.writePNG(to: temporary)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw WriteError(path: path, reason: "\(error)")
        }
        // rename(2) replaces the destination atomically within one file system.
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw WriteError(path: path, reason: reason)
        }
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
