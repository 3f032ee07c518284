import CSDL2
import CSPNG
import Foundation
import MotionGeometry
@testable import MotionHost
import XCTest

/// The libspng decoder against SDL_image's (libpng: an independent implementation) on every colour
/// type, and against damaged input: every failure an error with a reason, never a crash.
final class PNGDecoderTests: XCTestCase {
    func testDecodesWhatTheEncoderWritesToTheSameBytes() throws {
        let image = EncodingTest.frame(width: 67, height: 45, square: 20)
        for encoder in [PNGEncoder.fast, .compact, PNGEncoder(level: 9, filter: .paeth)] {
            let decoded = try PNGDecoder.decode(try encoder.encode(image.pixels, width: image.width, height: image.height))
            XCTAssertEqual([decoded.width, decoded.height], [67, 45])
            XCTAssertEqual(decoded.pixels, image.pixels, "\(encoder)")
        }
    }

    /// RGB, palette and RGBA files written by SDL_image (libpng) decode to what SDL_image reads back.
    func testEveryColourTypeSDLImageWritesDecodesAsSDLImageDecodesIt() throws {
        let dir = try EncodingTest.folder(self)
        let width: Int32 = 23, height: Int32 = 17
        var formats: [(String, UInt32)] = [("rgb24", SDL_PIXELFORMAT_RGB24.rawValue), ("rgba", SDL_PIXELFORMAT_ABGR8888.rawValue)]
        formats.append(("palette", SDL_PIXELFORMAT_INDEX8.rawValue))
        for (name, format) in formats {
            let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format), name)
            defer { SDL_FreeSurface(surface) }
            if let palette = surface.pointee.format.pointee.palette {
                var colours: [SDL_Color] = []
                for i in 0..<16 {
                    let alpha: UInt8 = i == 3 ? 0 : 255
                    colours.append(SDL_Color(r: UInt8(i * 16), g: UInt8(255 - i * 16), b: 90, a: alpha))
                }
                SDL_SetPaletteColors(palette, &colours, 0, 16)
            }
            let pitch = Int(surface.pointee.pitch), bytesPerPixel = Int(surface.pointee.format.pointee.BytesPerPixel)
            let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            for y in 0..<Int(height) {
                let modulus = bytesPerPixel == 1 ? 16 : 256
                for x in 0..<(Int(width) * bytesPerPixel) {
                    let value: Int = (x * 37 + y * 11) % modulus
                    pixels[y * pitch + x] = UInt8(value)
                }
            }
            let path = dir + "/\(name).png"
            XCTAssertEqual(IMG_SavePNG(surface, path), 0, name)
            let ours = try PNGDecoder.decode(contentsOf: path)
            let theirs = try SDLImageDecoder.decode(contentsOf: path)
            XCTAssertEqual([ours.width, ours.height], [Int(width), Int(height)], name)
            XCTAssertEqual(ours.pixels, theirs.pixels, name)
        }
    }

    /// 16-bit grey with alpha scales to 8 bits (the high byte, as libpng's strip does for these values).
    func testSixteenBitGreyExpandsToRGBA8() throws {
        let width = 5, height = 3
        var samples: [UInt8] = []
        // Host (little-endian) order, as libspng takes 16-bit samples: grey i·16·256, opaque.
        for i in 0..<(width * height) { samples += [0x00, UInt8(i * 16), 0xFF, 0xFF] }
        let png = try encode(samples, width: width, height: height, colourType: SPNG_COLOR_TYPE_GRAYSCALE_ALPHA, bitDepth: 16)
        let image = try PNGDecoder.decode(png)
        XCTAssertEqual(Array(image.pixels[4..<8]), [16, 16, 16, 255])
        XCTAssertEqual(Array(image.pixels[(14 * 4)..<(15 * 4)]), [224, 224, 224, 255])
    }

    func testDamagedInputIsAnErrorWithAReason() throws {
        let good = try PNGEncoder.fast.encode(EncodingTest.frame().pixels, width: 64, height: 48)
        func reason(_ bytes: [UInt8]) -> String {
            do { _ = try PNGDecoder.decode(bytes); return "decoded" } catch { return "\(error)" }
        }
        XCTAssertEqual(reason([]), "not a PNG file: 0 bytes are too few")
        XCTAssertEqual(reason(Array("GIF89a and more".utf8)), "not a PNG file: it does not start with the PNG signature")
        XCTAssertTrue(reason(Array(good.prefix(good.count / 2))).hasPrefix("corrupt PNG: "), reason(Array(good.prefix(good.count / 2))))
        var flipped = good
        flipped[good.count / 2] ^= 0x55
        XCTAssertTrue(reason(flipped).hasPrefix("corrupt PNG: "), reason(flipped))
        // A header claiming 100,000 × 100,000 pixels (a valid chunk, CRC and all) is refused before any allocation.
        var huge = good
        huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        let crc = huge[12..<29].withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        huge.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        XCTAssertTrue(reason(huge).hasPrefix("corrupt PNG: reading the header: "), reason(huge))
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: "/nonexistent/ref.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot read /nonexistent/ref.png: "), "\(error)")
        }
    }

    private func encode(_ samples: [UInt8], width: Int, height: Int, colourType: spng_color_type, bitDepth: UInt8) throws -> [UInt8] {
        let ctx = try XCTUnwrap(spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)))
        defer { spng_ctx_free(ctx) }
        spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1)
        var header = spng_ihdr(width: UInt32(width), height: UInt32(height), bit_depth: bitDepth, color_type: UInt8(colourType.rawValue),
                               compression_method: 0, filter_method: 0, interlace_method: 0)
        XCTAssertEqual(spng_set_ihdr(ctx, &header), 0)
        var copy = samples
        XCTAssertEqual(spng_encode_image(ctx, &copy, copy.count, Int32(SPNG_FMT_PNG.rawValue), Int32(SPNG_ENCODE_FINALIZE.rawValue)), 0)
        var length = 0, error: Int32 = 0
        let buffer = spng_get_png_buffer(ctx, &length, &error)
        defer { free(buffer) }
        return [UInt8](UnsafeRawBufferPointer(start: buffer, count: length))
    }
}
