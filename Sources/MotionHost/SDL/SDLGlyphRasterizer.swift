import CSDL2
import Foundation
import MotionGeometry

/// One glyph of an icon font → a square `CGImage` of black with the glyph's coverage as alpha, with
/// SDL_ttf's anti-aliased ("blended") rendering: what `UIImage(systemName:)`'s stand-ins draw with.
/// The glyph is placed in its em square: horizontally by its advance, vertically by the font's ascent
/// (icon fonts put the em box between the baseline and the ascent).
public final class SDLGlyphRasterizer {
    /// Open fonts per (path, pixel size).
    private var fonts: [String: OpaquePointer] = [:]

    public init() throws {
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError.current("TTF_Init") }
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    public func render(_ codePoint: UInt32, fontPath: String, pixelSize: Int) throws -> CGImage {
        let size = max(1, min(pixelSize, 2048))
        let font = try font(fontPath, size)
        guard TTF_GlyphIsProvided32(font, codePoint) != 0 else {
            throw SDLError(function: "TTF_GlyphIsProvided32", path: fontPath,
                           sdlMessage: "no glyph U+\(String(codePoint, radix: 16, uppercase: true))")
        }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let rendered = TTF_RenderGlyph32_Blended(font, codePoint, white) else { throw SDLError.current("TTF_RenderGlyph32_Blended") }
        defer { SDL_FreeSurface(rendered) }
        guard let surface = SDL_ConvertSurfaceFormat(rendered, SDLPixels.rgbaFormat, 0) else {
            throw SDLError.current("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(surface) }
        let sw = Int(surface.pointee.w), sh = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        // The rendered surface is the advance wide and the font's height tall, the baseline at its
        // ascent: the em square is the `size` rows above the baseline.
        let ascent = Int(TTF_FontAscent(font))
        let top = max(0, ascent - size)
        let left = max(0, (sw - size) / 2)
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard let source = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return CGImage(width: size, height: size, pixels: pixels) }
        for y in 0..<size {
            let sy = y + top
            guard sy < sh else { break }
            for x in 0..<size {
                let sx = x + left
                guard sx < sw else { break }
                pixels[(y * size + x) * 4 + 3] = source[sy * pitch + sx * 4 + 3]
            }
        }
        return CGImage(width: size, height: size, pixels: pixels)
    }

    private func font(_ path: String, _ size: Int) throws -> OpaquePointer {
        let key = "\(size) \(path)"
        if let f = fonts[key] { return f }
        guard FileManager.default.fileExists(atPath: path) else {
            throw SDLError(function: "TTF_OpenFont", path: path, sdlMessage: "no such file",
                           hint: "install fonts-material-design-icons-iconfont")
        }
        guard let f = TTF_OpenFont(path, Int32(size)) else { throw SDLError.current("TTF_OpenFont", path: path) }
        fonts[key] = f
        return f
    }
}
