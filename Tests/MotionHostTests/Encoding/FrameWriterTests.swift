import Foundation
import MotionGeometry
@testable import MotionHost
import XCTest

/// The asynchronous frame writer: every file decodes to its frame, identical frames repeat the previous
/// file's bytes, output does not depend on thread count or queue depth, errors surface by frame order.
final class FrameWriterTests: XCTestCase {
    /// Frames 0…9 with the square moving, except 3–5 equal to 2 and 8 equal to 7.
    static let squares = [0, 4, 8, 8, 8, 8, 12, 16, 16, 20]

    func write(to dir: String, workers: Int, maxPending: Int, deduplicates: Bool = true) throws -> FrameWriter.Report {
        let writer = FrameWriter(width: 64, height: 48, workers: workers, maxPending: maxPending, deduplicates: deduplicates)
        for (n, square) in FrameWriterTests.squares.enumerated() {
            try writer.submit(EncodingTest.frame(square: square), to: dir + "/frame-\(n).png")
        }
        return try writer.finish()
    }

    func testEveryFrameDecodesToItsPixelsAndDuplicatesRepeatTheBytes() throws {
        let dir = try EncodingTest.folder(self)
        let report = try write(to: dir, workers: 2, maxPending: 3)
        XCTAssertEqual(report.frames, 10)
        XCTAssertEqual(report.encoded, 6, "frames 3, 4, 5 and 8 repeat the frame before")
        XCTAssertEqual(report.duplicates, 3 + 1)
        var total = 0
        for (n, square) in FrameWriterTests.squares.enumerated() {
            let path = dir + "/frame-\(n).png"
            XCTAssertEqual(try SDLImageDecoder.decode(contentsOf: path).pixels, EncodingTest.frame(square: square).pixels, path)
            total += EncodingTest.bytes(path)?.count ?? 0
        }
        XCTAssertEqual(report.bytes, total)
        XCTAssertEqual(EncodingTest.bytes(dir + "/frame-5.png"), EncodingTest.bytes(dir + "/frame-2.png"))
        XCTAssertNotEqual(EncodingTest.bytes(dir + "/frame-6.png"), EncodingTest.bytes(dir + "/frame-5.png"))
        // A duplicate file is exactly what encoding that frame would give.
        XCTAssertEqual(EncodingTest.bytes(dir + "/frame-8.png"), try PNGEncoder.fast.encode(EncodingTest.frame(square: 16).pixels, width: 64, height: 48))
    }

    func testOutputIsTheSameForAnyThreadCountQueueDepthAndWithoutDedup() throws {
        let reference = try EncodingTest.folder(self)
        _ = try write(to: reference, workers: 1, maxPending: 1)
        for (workers, pending, dedup) in [(2, 4, true), (4, 2, true), (3, 16, false)] {
            let dir = try EncodingTest.folder(self)
            let report = try write(to: dir, workers: workers, maxPending: pending, deduplicates: dedup)
            XCTAssertEqual(report.encoded, dedup ? 6 : 10)
            for n in 0..<10 {
                XCTAssertEqual(EncodingTest.bytes(dir + "/frame-\(n).png"), EncodingTest.bytes(reference + "/frame-\(n).png"),
                               "frame \(n), workers \(workers), pending \(pending)")
            }
        }
    }

    func testAFailedWriteSurfacesAtTheNextSubmitOrAtFinishNamingTheFile() throws {
        let dir = try EncodingTest.folder(self)
        let writer = FrameWriter(width: 64, height: 48, workers: 2, maxPending: 2)
        try writer.submit(EncodingTest.frame(square: 0), to: dir + "/frame-0.png")
        try writer.submit(EncodingTest.frame(square: 1), to: "/dev/full")
        var thrown: Error?
        for n in 2..<50 {
            do { try writer.submit(EncodingTest.frame(square: n % 40), to: dir + "/frame-\(n).png") } catch { thrown = error; break }
        }
        // The queue holds at most 2 frames, so the failure is seen within a few submits; finish repeats it.
        XCTAssertEqual(thrown.map { "\($0)" }, "cannot write /dev/full: No space left on device")
        XCTAssertThrowsError(try writer.finish()) { XCTAssertEqual("\($0)", "cannot write /dev/full: No space left on device") }
        XCTAssertNotNil(EncodingTest.bytes(dir + "/frame-0.png"), "frames before the failure are written")
    }

    func testAnErrorOnTheLastFrameSurfacesAtFinish() throws {
        let writer = FrameWriter(width: 64, height: 48)
        try writer.submit(EncodingTest.frame(), to: NSTemporaryDirectory() + "no-such-folder-\(UUID().uuidString)/frame-00012.png")
        XCTAssertThrowsError(try writer.finish()) {
            XCTAssertTrue("\($0)".hasSuffix("/frame-00012.png: No such file or directory"), "\($0)")
        }
    }

    func testAWriterDroppedWithoutFinishStopsItsThreads() throws {
        let dir = try EncodingTest.folder(self)
        do {
            let writer = FrameWriter(width: 64, height: 48, workers: 2, maxPending: 4)
            try writer.submit(EncodingTest.frame(), to: dir + "/a.png")
        }
        // No hang and no crash; nothing to assert about a.png (it may or may not have been written).
    }

    func testTheOldSDLImagePathWritesTheSamePixels() throws {
        let dir = try EncodingTest.folder(self)
        let writer = FrameWriter(width: 64, height: 48, encoding: .sdlImage)
        try writer.submit(EncodingTest.frame(square: 5), to: dir + "/old.png")
        let report = try writer.finish()
        XCTAssertEqual(report.frames, 1)
        XCTAssertEqual(report.bytes, EncodingTest.bytes(dir + "/old.png")?.count)
        XCTAssertEqual(try SDLImageDecoder.decode(contentsOf: dir + "/old.png").pixels, EncodingTest.frame(square: 5).pixels)
    }

    func testAFrameOfTheWrongSizeIsRefused() throws {
        let writer = FrameWriter(width: 64, height: 48)
        XCTAssertThrowsError(try writer.submit(EncodingTest.frame(width: 10, height: 10), to: "x.png")) {
            XCTAssertTrue("\($0)".contains("10×10"), "\($0)")
        }
        try writer.finish()
    }
}
