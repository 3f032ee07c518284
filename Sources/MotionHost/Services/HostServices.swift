import Foundation
import MotionViews

/// Installs the SDL-backed services the views need (text through SDL_ttf, images through SDL_image)
/// and the folders `UIImage(named:)` searches.
public enum HostServices {
    private static var text: TextRasterizerAdapter?
    private static let images = ImageDecoderAdapter()
    private static let encoder = ImageEncoderAdapter()
    private static var glyphs: GlyphRasterizerAdapter?
    /// Folders to search before the ones found automatically (a preview app's bundle, tests).
    public static var extraResourceDirectories: [String] = []

    /// Installs the SDL text and image services and the resource folders (replacing whatever was
    /// installed, e.g. a test's fakes); fonts are found once and kept.
    /// - Throws: when no font can be found (naming the font and the package that provides it).
    public static func install(screenScale: CGFloat = 2) throws {
        UIServices.screenScale = screenScale
        if text == nil { text = try TextRasterizerAdapter(SDLTextRasterizer()) }
        UIServices.textRasterizer = text
        UIServices.imageDecoder = images
        UIServices.imageEncoder = encoder
        if glyphs == nil { glyphs = (try? SDLGlyphRasterizer()).map(GlyphRasterizerAdapter.init) }
        UIServices.glyphRasterizer = glyphs
        UIServices.resourceDirectories = extraResourceDirectories + ResourceLocator.resourceDirectories()
    }
}

/// Bridges `SDLTextRasterizer` to the views' `TextRasterizing`. One rasteriser serves every session
/// in the process; SDL_ttf is not thread-safe, so calls are serialised.
final class TextRasterizerAdapter: StyledTextRasterizing {
    let sdl: SDLTextRasterizer
    private let lock = NSLock()
    init(_ sdl: SDLTextRasterizer) { self.sdl = sdl }

    func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
        // An italic or monospaced font has faces of its own: drawn as one span.
        if font.isItalic || font.isMonospaced {
            return measure([TextSpan(text, font: font, color: .black)], maxWidth: maxWidth, numberOfLines: numberOfLines)
        }
        lock.lock(); defer { lock.unlock() }
        return sdl.measure(text, fontSize: font.pointSize, bold: font.isBold, maxWidth: maxWidth,
                    numberOfLines: numberOfLines, scale: UIServices.screenScale)
    }

    func render(_ text: String, font: UIFont, color: UIColor, maxWidth: CGFloat?, alignment: NSTextAlignment,
                numberOfLines: Int, scale: CGFloat) throws -> CGImage {
        if font.isItalic || font.isMonospaced {
            return try render([TextSpan(text, font: font, color: color)], maxWidth: maxWidth, alignment: alignment,
                              numberOfLines: numberOfLines, scale: scale)
        }
        lock.lock(); defer { lock.unlock() }
        return try sdl.render(text, fontSize: font.pointSize, bold: font.isBold, color: color.cgColor, maxWidth: maxWidth,
                              alignment: Self.alignment(alignment), numberOfLines: numberOfLines, scale: scale)
    }

    func measure(_ spans: [TextSpan], maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
        lock.lock(); defer { lock.unlock() }
        return sdl.measure(spans.map(Self.styled), maxWidth: maxWidth, numberOfLines: numberOfLines, scale: UIServices.screenScale)
    }

    func render(_ spans: [TextSpan], maxWidth: CGFloat?, alignment: NSTextAlignment, numberOfLines: Int,
                scale: CGFloat) throws -> CGImage {
        lock.lock(); defer { lock.unlock() }
        return try sdl.render(spans.map(Self.styled), maxWidth: maxWidth, alignment: Self.alignment(alignment),
                              numberOfLines: numberOfLines, scale: scale)
    }

    private static func styled(_ span: TextSpan) -> StyledSpan {
        var styled = StyledSpan(span.text, fontSize: span.font.pointSize, bold: span.font.isBold, italic: span.font.isItalic,
                                monospaced: span.font.isMonospaced, color: span.color.cgColor, underline: span.underline,
                                strikethrough: span.strikethrough, kern: span.kern)
        styled.lineSpacing = span.lineSpacing
        styled.backgroundColor = span.backgroundColor?.cgColor
        styled.baselineOffset = span.baselineOffset
        if let image = span.image {
            styled.image = image.pixels
            styled.imageSize = image.size
            styled.imageBaselineOffset = image.baselineOffset
        }
        return styled
    }

    private static func alignment(_ alignment: NSTextAlignment) -> TextAlignment {
        switch alignment {
        case .center: return .center
        case .right: return .right
        default: return .left
        }
    }
}

/// Bridges `SDLGlyphRasterizer` to the views' `GlyphRasterizing` (calls serialised, as SDL_ttf needs).
final class GlyphRasterizerAdapter: GlyphRasterizing {
    let sdl: SDLGlyphRasterizer
    private let lock = NSLock()
    init(_ sdl: SDLGlyphRasterizer) { self.sdl = sdl }

    func renderGlyph(_ codePoint: UInt32, fontPath: String, pixelSize: Int) throws -> CGImage {
        lock.lock(); defer { lock.unlock() }
        return try sdl.render(codePoint, fontPath: fontPath, pixelSize: pixelSize)
    }
}

/// Bridges `SDLImageDecoder` to the views' `ImageDecoding`.
final class ImageDecoderAdapter: ImageDecoding {
    private let lock = NSLock()
    func decode(contentsOf path: String) throws -> CGImage {
        lock.lock(); defer { lock.unlock() }
        return try SDLImageDecoder.decode(contentsOf: path)
    }
}

/// Finds the folders of images and data previews use, in the order `UIImage(named:)` searches them:
/// `$MOTIONLAB_RESOURCES` (colon-separated), the SwiftPM resource bundles beside the executable
/// (`<Package>_<Target>.resources`, what `Bundle.module` points at for a user's preview target), a
/// `Resources` folder beside the executable, in the working directory, or above either (up to eight
/// levels, so `swift run` from a package finds its `Resources/`), and MotionLab's own `Resources`
/// (the built-in scenes' images). Only folders that exist are returned; none is required.
public enum ResourceLocator {
    public static func resourceDirectories() -> [String] {
        let fm = FileManager.default
        var found: [String] = []
        func add(_ path: String) {
            var isDirectory: ObjCBool = false
            let p = URL(fileURLWithPath: path).standardizedFileURL.path
            guard fm.fileExists(atPath: p, isDirectory: &isDirectory), isDirectory.boolValue, !found.contains(p) else { return }
            found.append(p)
        }
        if let env = ProcessInfo.processInfo.environment["MOTIONLAB_RESOURCES"], !env.isEmpty {
            for part in env.split(separator: ":") { add(String(part)) }
        }
        var starts: [URL] = []
        if let exe = Bundle.main.executableURL ?? CommandLine.arguments.first.map({ URL(fileURLWithPath: $0) }) {
            let dir = exe.resolvingSymlinksInPath().deletingLastPathComponent()
            for name in (try? fm.contentsOfDirectory(atPath: dir.path).sorted()) ?? [] where name.hasSuffix(".resources") {
                add(dir.appendingPathComponent(name).path)
                add(dir.appendingPathComponent(name).appendingPathComponent("Resources").path)
            }
            starts.append(dir)
        }
        starts.append(URL(fileURLWithPath: fm.currentDirectoryPath))
        for start in starts {
            var dir = start
            for _ in 0..<8 {
                add(dir.appendingPathComponent("Resources").path)
                dir.deleteLastPathComponent()
            }
        }
        // MotionLab's own images, wherever this checkout is.
        add(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Resources").path)
        return found
    }
}
