import CSPNG
import Foundation
import MotionOutput

/// RGBA8 pixels → PNG bytes through libspng and zlib, tuned for speed: headless frames are written by the
/// thousand, so encoding time matters more than the last 20 % of file size.
///
/// The default (`.fast`: zlib level 1, no row filter, default strategy) was chosen by measurement on 65
/// real frames of the five scenes (every 20th frame, spng 0.7.3, zlib 1.2.13, this 2-core machine):
/// at 1× (320×568) 90 KB and ~5 ms a frame against 71 KB and ~34 ms for libpng's defaults (level 6,
/// adaptive filters, what `IMG_SavePNG` does); at 2× 255 KB and ~10 ms against 196 KB and ~94 ms.
/// Filters sub/up/paeth at level 1 were both larger and slower (UI frames are mostly flat colour, which
/// deflate already matches well unfiltered); adaptive filtering tripled the time for 3 % in size.
///
/// The image is always written as 8-bit truecolour with alpha (colour type 6), like `IMG_SavePNG`:
/// SDL's software renderer leaves alpha values such as 251–253 in blended areas, so dropping the alpha
/// channel would change the decoded pixels. Output is a pure function of pixels and settings
/// (byte-identical between runs and threads).
public struct PNGEncoder: Sendable, Equatable {
    /// PNG row filter applied to every row (PNG spec §9.2), or the adaptive choice among all five.
    public enum Filter: Sendable, Equatable {
        case none, sub, up, average, paeth, adaptive

        var spngChoice: Int32 {
            switch self {
            case .none: return Int32(SPNG_FILTER_CHOICE_NONE.rawValue)
            case .sub: return Int32(SPNG_FILTER_CHOICE_SUB.rawValue)
            case .up: return Int32(SPNG_FILTER_CHOICE_UP.rawValue)
            case .average: return Int32(SPNG_FILTER_CHOICE_AVG.rawValue)
            case .paeth: return Int32(SPNG_FILTER_CHOICE_PAETH.rawValue)
            case .adaptive: return Int32(SPNG_FILTER_CHOICE_ALL.rawValue)
            }
        }
    }

    /// zlib compression level, 0 (store) … 9 (smallest); values outside are clamped.
    public var level: Int
    public var filter: Filter

    /// zlib level 1, no filter: the measured fastest, and smaller than the filtered variants at level 1.
    public static let fast = PNGEncoder(level: 1, filter: .none)
    /// libpng's defaults (level 6, adaptive filters): smaller files, about 7–9× the time.
    public static let compact = PNGEncoder(level: 6, filter: .adaptive)

    public init(level: Int = 1, filter: Filter = .none) {
        self.level = min(max(level, 0), 9)  // zlib's range
        self.filter = filter
    }

    /// Encodes `width × height` RGBA8 pixels (rows top-down, `width * 4` bytes each) as a PNG file's bytes.
    public func encode(rgba pixels: UnsafeRawBufferPointer, width: Int, height: Int) throws -> [UInt8] {
        guard width > 0, height > 0, width <= Int(UInt32.max) / 4, height <= Int(UInt32.max) else {
            throw OutputError(action: "encode", target: "PNG", reason: "size \(width)×\(height) is empty or too large")
        }
        let expected = width * height * 4
        guard pixels.count == expected, let base = pixels.baseAddress else {
            throw OutputError(action: "encode", target: "PNG", reason: "\(pixels.count) bytes do not fit \(width)×\(height) RGBA8 (\(expected))")
        }
        guard let ctx = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else {
            throw OutputError(action: "encode", target: "PNG", reason: "spng_ctx_new failed (out of memory)")
        }
        defer { spng_ctx_free(ctx) }
        try check(spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1), "spng_set_option(ENCODE_TO_BUFFER)")
        try check(spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, Int32(level)), "spng_set_option(COMPRESSION_LEVEL)")
        try check(spng_set_option(ctx, SPNG_IMG_COMPRESSION_STRATEGY, Z_DEFAULT_STRATEGY), "spng_set_option(STRATEGY)")
        try check(spng_set_option(ctx, SPNG_FILTER_CHOICE, filter.spngChoice), "spng_set_option(FILTER_CHOICE)")
        var header = spng_ihdr(width: UInt32(width), height: UInt32(height), bit_depth: 8,
                               color_type: UInt8(SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue),
                               compression_method: 0, filter_method: 0, interlace_method: 0)
        try check(spng_set_ihdr(ctx, &header), "spng_set_ihdr")
        try check(spng_encode_image(ctx, base, expected, Int32(SPNG_FMT_PNG.rawValue),
                                    Int32(SPNG_ENCODE_FINALIZE.rawValue)), "spng_encode_image")
        var length = 0
        var error: Int32 = 0
        let buffer = spng_get_png_buffer(ctx, &length, &error)
        defer { free(buffer) }  // ours after spng_get_png_buffer
        try check(error, "spng_get_png_buffer")
        // Do not trust the result blindly: a PNG has an 8-byte signature, IHDR (25 bytes), IDAT, IEND (12).
        guard let buffer, length >= 8 + 25 + 12 + 12 else {
            throw OutputError(action: "encode", target: "PNG", reason: "libspng returned \(length) bytes")
        }
        let bytes = [UInt8](UnsafeRawBufferPointer(start: buffer, count: length))
        guard bytes.prefix(8) == PNGEncoder.signature[...], bytes.suffix(8) == PNGEncoder.iendTail[...] else {
            throw OutputError(action: "encode", target: "PNG", reason: "libspng's output lacks the PNG signature or IEND chunk")
        }
        return bytes
    }

    public func encode(_ pixels: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        try pixels.withUnsafeBytes { try encode(rgba: $0, width: width, height: height) }
    }

    /// Encodes and writes to `path` as one complete file (`OutputFile`: through links and special
    /// files, an existing file replaced only once the PNG is whole); errors name the path
    /// ("cannot write PATH: No space left on device").
    public func write(rgba pixels: UnsafeRawBufferPointer, width: Int, height: Int, to path: String) throws {
        let bytes: [UInt8]
        do { bytes = try encode(rgba: pixels, width: width, height: height) } catch let e as OutputError {
            throw OutputError(action: "write", target: path, reason: e.reason)
        }
        try OutputFile.write(bytes, to: path)
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// "IEND" and its CRC (the chunk's last 8 bytes).
    static let iendTail: [UInt8] = [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    private func check(_ code: Int32, _ call: String) throws {
        guard code == 0 else {
            throw OutputError(action: "encode", target: "PNG", reason: "\(call): \(String(cString: spng_strerror(code)))")
        }
    }
}
