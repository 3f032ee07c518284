import CSPNG
import Foundation
import MotionGeometry

/// PNG bytes → RGBA8 pixels through libspng: the inverse of `PNGEncoder`, for reading back reference
/// images (snapshot tests compare a frame with the PNG recorded earlier).
///
/// Any PNG decodes — every colour type and bit depth (16-bit channels are scaled to 8 bits,
/// grey and palette images expanded, a `tRNS` chunk applied as alpha) — to straight-alpha RGBA8,
/// rows top-down: `CGImage`'s layout. No gamma or colour-profile conversion is applied (the
/// encoder writes none), so `decode(encode(pixels))` returns the same bytes.
///
/// Input is untrusted (a reference file may be anything): the image must be at most `maximumSide`
/// pixels a side and `maximumBytes` decoded, chunks are bounded by libspng's limits, and checksums
/// are verified. Every failure is a `PNGDecodingError` with libspng's reason, never a crash.
public enum PNGDecoder {
    /// Largest width or height accepted, pixels.
    public static let maximumSide = 16_384
    /// Largest decoded image accepted, bytes (RGBA8): 256 MiB, a 8192×8192 image.
    public static let maximumBytes = 256 << 20

    /// Decodes a whole PNG file's bytes. - Throws: `PNGDecodingError`.
    public static func decode(_ bytes: [UInt8]) throws -> CGImage {
        try bytes.withUnsafeBytes { try decode($0) }
    }

    public static func decode(_ data: Data) throws -> CGImage {
        try data.withUnsafeBytes { try decode($0) }
    }

    public static func decode(_ bytes: UnsafeRawBufferPointer) throws -> CGImage {
        guard bytes.count >= 8, let base = bytes.baseAddress else {
            throw PNGDecodingError("not a PNG file: \(bytes.count) bytes are too few")
        }
        guard bytes.prefix(8).elementsEqual(PNGEncoder.signature) else {
            throw PNGDecodingError("not a PNG file: it does not start with the PNG signature")
        }
        guard let ctx = spng_ctx_new(0) else { throw PNGDecodingError("spng_ctx_new failed (out of memory)") }
        defer { spng_ctx_free(ctx) }
        try check(spng_set_image_limits(ctx, UInt32(maximumSide), UInt32(maximumSide)), "spng_set_image_limits")
        try check(spng_set_png_buffer(ctx, base, bytes.count), "spng_set_png_buffer")
        var header = spng_ihdr()
        try check(spng_get_ihdr(ctx, &header), "reading the header")
        let width = Int(header.width), height = Int(header.height)
        let format = Int32(SPNG_FMT_RGBA8.rawValue)
        var size = 0
        try check(spng_decoded_image_size(ctx, format, &size), "spng_decoded_image_size")
        guard size == width * height * 4, size <= maximumBytes else {
            throw PNGDecodingError("too large: \(width)×\(height) pixels decode to more than \(maximumBytes >> 20) MiB")
        }
        var pixels = [UInt8](repeating: 0, count: size)
        try pixels.withUnsafeMutableBytes { out in
            try check(spng_decode_image(ctx, out.baseAddress, size, format, Int32(SPNG_DECODE_TRNS.rawValue)), "decoding the image")
        }
        return CGImage(width: width, height: height, pixels: pixels)
    }

    /// Reads and decodes the PNG file at `path`. - Throws: `PNGDecodingError` naming the file.
    public static func decode(contentsOf path: String) throws -> CGImage {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw PNGDecodingError("cannot read \(path): \(error.localizedDescription)")
        }
        do { return try decode(data) } catch let e as PNGDecodingError { throw PNGDecodingError("\(path): \(e.message)") }
    }

    private static func check(_ code: Int32, _ step: String) throws {
        guard code == 0 else { throw PNGDecodingError("corrupt PNG: \(step): \(String(cString: spng_strerror(code)))") }
    }
}

/// Bytes that are not a PNG this decoder accepts: "corrupt PNG: decoding the image: IDAT stream error".
public struct PNGDecodingError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
