import Foundation

/// A bitmap: 8-bit RGBA, straight alpha, rows top to bottom, `bytesPerRow = width * 4`.
/// A reference type so renderers can cache one texture per image by identity.
public final class CGImage {
    public let width: Int
    public let height: Int
    /// RGBA8 pixels, `width * height * 4` bytes.
    public let pixels: [UInt8]
    public var bytesPerRow: Int { width * 4 }

    /// - Precondition: `pixels.count == width * height * 4`, width and height ≥ 0.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "CGImage: \(pixels.count) bytes do not fit \(width)×\(height) RGBA8")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Hands the pixels to the next bitmap of this size (`PixelBufferPool`).
    deinit { PixelBufferPool.giveBack(pixels) }

    /// The RGBA components of the pixel at (x, y), 0…255.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
