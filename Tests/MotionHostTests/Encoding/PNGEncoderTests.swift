import Foundation
import MotionOutput
import MotionGeometry
@testable import MotionHost
import XCTest

/// The fast PNG encoder against SDL_image's decoder (an independent PNG implementation, libpng) and
/// against the old IMG_SavePNG files: same pixels, deterministic bytes, errors naming the path.
final class PNGEncoderTests: XCTestCase {
    func testEncodedFileDecodesToExactlyThePixelsAtEverySetting() throws {
        let dir = try EncodingTest.folder(self)
        let image = EncodingTest.frame(width: 67, height: 45, square: 20)  // odd sizes: no row padding assumptions
        for encoder in [PNGEncoder.fast, .compact, PNGEncoder(level: 0, filter: .paeth), PNGEncoder(level: 9, filter: .up),
                        PNGEncoder(level: 2, filter: .sub), PNGEncoder(level: 1, filter: .average)] {
            let path = dir + "/f.png"
            try image.pixels.withUnsafeBytes { try encoder.write(rgba: $0, width: image.width, height: image.height, to: path) }
            let decoded = try SDLImageDecoder.decode(contentsOf: path)
            XCTAssertEqual(decoded.width, 67); XCTAssertEqual(decoded.height, 45)
            XCTAssertEqual(decoded.pixels, image.pixels, "\(encoder)")
        }
    }

    func testDecodesToTheSamePixelsAsTheOldSDLImagePath() throws {
        let dir = try EncodingTest.folder(self)
        // A real rendered frame: SDL's software renderer with blending leaves alpha 251–253 in places.
        let target = try SDLOffscreenTarget(pixelWidth: 120, pixelHeight: 90)
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: 1)
        canvas.draw([.fill(size: CGSize(width: 60, height: 40), transform: SDLTest.translation(10, 10),
                           color: CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7), cornerRadius: 8, opacity: 0.8)],
                    clear: .black)
        try target.writePNG(to: dir + "/old.png")
        let frame = target.snapshot()
        try frame.pixels.withUnsafeBytes { try PNGEncoder.fast.write(rgba: $0, width: 120, height: 90, to: dir + "/new.png") }
        let old = try SDLImageDecoder.decode(contentsOf: dir + "/old.png")
        let new = try SDLImageDecoder.decode(contentsOf: dir + "/new.png")
        XCTAssertEqual(new.pixels, old.pixels)
        XCTAssertEqual(new.pixels, frame.pixels)
    }

    func testBytesAreIdenticalBetweenRunsAndThreads() throws {
        let image = EncodingTest.frame(width: 200, height: 150, square: 33)
        let once = try PNGEncoder.fast.encode(image.pixels, width: 200, height: 150)
        var results = [[UInt8]](repeating: [], count: 4)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            let bytes = (try? PNGEncoder.fast.encode(image.pixels, width: 200, height: 150)) ?? []
            lock.lock(); results[i] = bytes; lock.unlock()
        }
        for r in results { XCTAssertEqual(r, once) }
        XCTAssertEqual(Array(once.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width 200, height 150, bit depth 8, colour type 6 (RGBA), as IMG_SavePNG writes.
        XCTAssertEqual(Array(once[16..<26]), [0, 0, 0, 200, 0, 0, 0, 150, 8, 6])
    }

    func testAFullDiskIsAnErrorNamingThePathAndReason() {
        let image = EncodingTest.frame()
        XCTAssertThrowsError(try image.pixels.withUnsafeBytes {
            try PNGEncoder.fast.write(rgba: $0, width: image.width, height: image.height, to: "/dev/full")
        }) { error in
            XCTAssertEqual("\(error)", "cannot write /dev/full: No space left on device")
        }
    }

    func testAMissingFolderAndAFileUsedAsAFolderAreErrors() throws {
        let dir = try EncodingTest.folder(self)
        XCTAssertTrue(FileManager.default.createFile(atPath: dir + "/plain", contents: Data([1])))
        XCTAssertThrowsError(try OutputFile.write([UInt8]([1, 2, 3]), to: dir + "/missing/frame-00012.png")) {
            XCTAssertEqual("\($0)", "cannot write \(dir)/missing/frame-00012.png: No such file or directory")
        }
        XCTAssertThrowsError(try OutputFile.write([UInt8]([1, 2, 3]), to: dir + "/plain/frame.png")) {
            XCTAssertEqual("\($0)", "cannot write \(dir)/plain/frame.png: Not a directory")
        }
    }

    func testPixelsThatDoNotFitTheSizeAreRefused() {
        XCTAssertThrowsError(try PNGEncoder.fast.encode([UInt8](repeating: 0, count: 10), width: 2, height: 2)) {
            XCTAssertTrue("\($0)".contains("10 bytes do not fit 2×2 RGBA8"), "\($0)")
        }
        XCTAssertThrowsError(try PNGEncoder.fast.encode([], width: 0, height: 2))
    }
}
