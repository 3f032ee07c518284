import Foundation
import CSDL2
import MotionViews


/// Bridges `PNGEncoder` (libspng) to the views' `ImageEncoding`: the compact setting, as an app's saved
/// PNG would be; JPEG through SDL_image's `IMG_SaveJPG_RW` (libjpeg) into memory.
final class ImageEncoderAdapter: ImageEncoding {
    func pngData(_ image: CGImage) throws -> Data {
        Data(try PNGEncoder.compact.encode(image.pixels, width: image.width, height: image.height))
    }

    /// `quality` 0…1 maps to libjpeg's 1…100 (UIKit's compression quality 1 is the best JPEG).
    func jpegData(_ image: CGImage, quality: Double) throws -> Data {
        try SDLJPEGEncoder.encode(image, quality: Int32((min(max(quality, 0), 1) * 99).rounded()) + 1)
    }
}

/// JPEG bytes of a bitmap through SDL_image, written into a memory buffer.
enum SDLJPEGEncoder {
    /// - Throws: `SDLError` when SDL_image cannot make the surface or write the JPEG (e.g. built without JPEG).
    static func encode(_ image: CGImage, quality: Int32) throws -> Data {
        guard image.width > 0, image.height > 0 else {
            throw SDLError(function: "SDLJPEGEncoder.encode", path: "", sdlMessage: "image is empty")
        }
        var pixels = image.pixels
        // A JPEG is at most a few bytes per pixel plus its headers and tables: raw size plus 64 KiB.
        var buffer = [UInt8](repeating: 0, count: image.width * image.height * 4 + 65_536)
        let written: Int = try pixels.withUnsafeMutableBytes { source in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(source.baseAddress, Int32(image.width), Int32(image.height), 32,
                                                                   Int32(image.bytesPerRow), SDLPixels.rgbaFormat) else {
                throw SDLError.current("SDL_CreateRGBSurfaceWithFormatFrom", path: "")
            }
            defer { SDL_FreeSurface(surface) }
            return try buffer.withUnsafeMutableBytes { destination in
                guard let rw = SDL_RWFromMem(destination.baseAddress, Int32(destination.count)) else {
                    throw SDLError.current("SDL_RWFromMem", path: "")
                }
                defer { SDL_RWclose(rw) }
                guard IMG_SaveJPG_RW(surface, rw, 0, quality) == 0 else { throw SDLError.current("IMG_SaveJPG_RW", path: "") }
                return Int(SDL_RWtell(rw))
            }
        }
        guard written > 0 else { throw SDLError(function: "IMG_SaveJPG_RW", path: "", sdlMessage: "wrote nothing") }
        return Data(buffer[0..<written])
    }
}
