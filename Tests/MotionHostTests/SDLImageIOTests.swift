import Foundation
import MotionGeometry
@testable import MotionRender
@testable import MotionHost
import XCTest

/// PNG writing/decoding and the offscreen target's determinism.
final class SDLImageIOTests: XCTestCase {
    private func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "motionhost-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
    }

    func testPNGRoundTripIsExact() throws {
        // Opaque and translucent pixels (PNG stores straight RGBA losslessly).
        var pixels = SDLTest.bytes(23 * 17 * 4, seed: 42)
        for i in stride(from: 3, to: pixels.count, by: 8) { pixels[i] = 255 }
        let image = CGImage(width: 23, height: 17, pixels: pixels)
        let path = temporaryPath("roundtrip.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SDLImageDecoder.writePNG(image, to: path)
        let decoded = try SDLImageDecoder.decode(contentsOf: path)
        XCTAssertEqual(decoded.width, 23)
        XCTAssertEqual(decoded.height, 17)
        XCTAssertEqual(decoded.pixels, pixels)
    }

    func testMissingFileErrorNamesThePath() {
        let path = "/nonexistent/motionhost/missing.png"
        XCTAssertThrowsError(try SDLImageDecoder.decode(contentsOf: path)) { error in
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
    }

    func testCorruptFileErrorNamesThePath() throws {
        let path = temporaryPath("corrupt.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // A PNG signature followed by garbage.
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + SDLTest.bytes(64, seed: 9)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SDLImageDecoder.decode(contentsOf: path)) { error in
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
    }

    func testOffscreenPNGIsByteIdenticalAcrossRunsAndMatchesSnapshot() throws {
        var files: [Data] = []
        var snapshot: CGImage?
        for run in 0..<2 {
            let target = try SDLOffscreenTarget(pixelWidth: 64, pixelHeight: 48)
            let canvas = SDLCanvas(renderer: target.renderer, pixelScale: 1)
            canvas.draw([
                .fill(size: CGSize(width: 30, height: 20), transform: SDLTest.rotation(20, pivot: .zero, position: CGPoint(x: 20, y: 5)),
                      color: SDLTest.red, cornerRadius: 5, opacity: 0.7),
                .image(SDLTest.opaqueImage(width: 8, height: 8, seed: 2), size: CGSize(width: 20, height: 20),
                       transform: SDLTest.translation(40, 20), opacity: 1, cornerRadius: 0),
            ], clear: CGColor(gray: 0.1, alpha: 1))
            snapshot = target.snapshot()
            let path = temporaryPath("frame\(run).png")
            defer { try? FileManager.default.removeItem(atPath: path) }
            try target.writePNG(to: path)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
            XCTAssertEqual(try SDLImageDecoder.decode(contentsOf: path).pixels, snapshot?.pixels)
        }
        XCTAssertEqual(files[0], files[1])
    }

    func testWritingToAnUnwritablePathNamesIt() throws {
        let target = try SDLOffscreenTarget(pixelWidth: 4, pixelHeight: 4)
        let path = "/nonexistent/motionhost/out.png"
        XCTAssertThrowsError(try target.writePNG(to: path)) { error in
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
    }
}
