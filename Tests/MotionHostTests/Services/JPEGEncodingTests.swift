import XCTest
import Foundation
@testable import MotionHost
@testable import MotionViews

/// `UIImage.jpegData(compressionQuality:)` through the host's encoder: a real JPEG (SOI/EOI markers),
/// decoded back (SDL_image) close to the source, smaller at lower quality, transparent parts black.
final class JPEGEncodingTests: XCTestCase {
    /// A 64×48 gradient with a transparent left quarter.
    private func source() -> CGImage {
        var p = [UInt8](repeating: 0, count: 64 * 48 * 4)
        for y in 0..<48 {
            for x in 0..<64 {
                let i = (y * 64 + x) * 4
                p[i] = UInt8(x * 4); p[i + 1] = UInt8(y * 5); p[i + 2] = 160; p[i + 3] = x < 16 ? 0 : 255
            }
        }
        return CGImage(width: 64, height: 48, pixels: p)
    }

    func testJPEGBytesDecodeBackCloseToTheSource() throws {
        let old = UIServices.imageEncoder
        UIServices.imageEncoder = ImageEncoderAdapter()
        defer { UIServices.imageEncoder = old }
        let image = UIImage(cgImage: source(), scale: 1)
        let best = try XCTUnwrap(image.jpegData(compressionQuality: 1))
        let small = try XCTUnwrap(image.jpegData(compressionQuality: 0.1))
        XCTAssertEqual(Array(best.prefix(2)), [0xFF, 0xD8], "SOI")
        XCTAssertEqual(Array(best.suffix(2)), [0xFF, 0xD9], "EOI")
        XCTAssertLessThan(small.count, best.count, "lower quality, fewer bytes")
        let path = NSTemporaryDirectory() + "jpeg-\(UUID().uuidString).jpg"
        try best.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let decoded = try SDLImageDecoder.decode(contentsOf: path)
        XCTAssertEqual(decoded.width, 64)
        XCTAssertEqual(decoded.height, 48)
        let s = source().pixels, d = decoded.pixels
        var error = 0.0, count = 0.0
        for y in 0..<48 {
            for x in 16..<64 {
                let i = (y * 64 + x) * 4
                for c in 0..<3 { error += abs(Double(s[i + c]) - Double(d[i + c])); count += 1 }
            }
        }
        XCTAssertLessThan(error / count, 4, "quality 1: within a few levels on average")
        let corner = 10 * 64 * 4 + 4 * 4
        XCTAssertLessThan(Int(d[corner]) + Int(d[corner + 1]) + Int(d[corner + 2]), 30, "transparent is black")
        XCTAssertEqual(d[corner + 3], 255, "opaque")
        UIServices.imageEncoder = nil
        XCTAssertNil(image.jpegData(compressionQuality: 1), "no encoder: nil, as UIKit for an image it cannot encode")
    }
}
