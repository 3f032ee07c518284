import CSDL2
import MotionOutput
import Foundation
import MotionGeometry
import MotionRender

/// Image files ↔ `CGImage` through SDL_image (PNG, JPEG and whatever else it was built with).
public enum SDLImageDecoder {
    /// Decodes the file at `path` to RGBA8 straight alpha, rows top-down.
    /// - Throws: `SDLError` naming `path` if the file is missing or cannot be decoded.
    public static func decode(contentsOf path: String) throws -> CGImage {
        guard FileManager.default.fileExists(atPath: path) else {
            throw SDLError(function: "SDLImageDecoder.decode", path: path, sdlMessage: "no such file")
        }
        guard let loaded = IMG_Load(path) else { throw SDLError.current("IMG_Load", path: path) }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDLPixels.rgbaFormat, 0) else {
            throw SDLError.current("SDL_ConvertSurfaceFormat", path: path)
        }
        defer { SDL_FreeSurface(converted) }
        return image(from: converted)
    }

    /// Writes `image` as a PNG file (lossless: decoding it gives the same bytes back), as one
    /// complete file through `OutputFile`.
    /// - Throws: `SDLError` or `OutputError` naming `path` on failure.
    public static func writePNG(_ image: CGImage, to path: String) throws {
        guard image.width > 0, image.height > 0 else {
            throw SDLError(function: "SDLImageDecoder.writePNG", path: path, sdlMessage: "image is empty")
        }
        let file = try OutputFile(path: path, staged: true, durable: false)
        guard let staging = file.stagingPath else { return }
        var pixels = image.pixels
        try pixels.withUnsafeMutableBytes { bytes in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                bytes.baseAddress, Int32(image.width), Int32(image.height), 32,
                Int32(image.bytesPerRow), SDLPixels.rgbaFormat) else {
                throw SDLError.current("SDL_CreateRGBSurfaceWithFormatFrom", path: path)
            }
            defer { SDL_FreeSurface(surface) }
            try PNGWriteError.save(surface, to: staging, named: path)
        }
        try file.commit()
    }

    /// Copies an RGBA32 surface into a `CGImage`, honouring the surface's row pitch.
    static func image(from surface: UnsafeMutablePointer<SDL_Surface>) -> CGImage {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        SDL_LockSurface(surface)
        if let source = surface.pointee.pixels {
            pixels.withUnsafeMutableBytes { destination in
                for row in 0..<height {
                    memcpy(destination.baseAddress! + row * width * 4, source + row * pitch, width * 4)
                }
            }
        }
        SDL_UnlockSurface(surface)
        return CGImage(width: width, height: height, pixels: pixels)
    }
}
