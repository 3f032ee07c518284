import XCTest
import UIKit
import MotionHost
@testable import MotionLabSnapshotTesting
@testable import MotionScenes

/// `.image(at:…)` through swift-snapshot-testing's own `verifySnapshot`, into a temporary folder:
/// record → verify → fail after a change → re-record, in each record mode; the reference is the
/// frame `render --at` writes, byte for byte.
final class ImageStrategyTests: XCTestCase {
    func testRecordVerifyFailAndRecordAgain() throws {
        let dir = try temporarySnapshotDirectory(self)
        let strategy = Snapshotting<UIViewController, UIImage>.image(at: 0.5, script: badgeClick)
        let reference = dir + "/testRecordVerifyFailAndRecordAgain.pulse.png"

        // The default mode (.missing) records the missing reference and fails saying so.
        let first = verifySnapshot(of: BadgeViewController(), as: strategy, named: "pulse", record: .missing, snapshotDirectory: dir)
        XCTAssertTrue(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true, first ?? "passed")
        let recorded = try XCTUnwrap(contents(reference))
        let image = try PNGDecoder.decode(recorded)
        XCTAssertEqual([image.width, image.height], [640, 1136], "320×568 points at scale 2")

        // Verify: the same motion passes.
        XCTAssertNil(verifySnapshot(of: BadgeViewController(), as: strategy, named: "pulse", record: .missing, snapshotDirectory: dir))

        // A change fails, naming where; the reference is untouched.
        let blue = try XCTUnwrap(verifySnapshot(of: BadgeViewController(color: .systemBlue), as: strategy, named: "pulse",
                                                record: .missing, snapshotDirectory: dir))
        XCTAssertTrue(blue.hasPrefix("Snapshot \"pulse\" does not match reference."), blue)
        XCTAssertTrue(blue.contains("Newly-taken snapshot does not match reference."), blue)
        XCTAssertTrue(blue.contains("pixels fail"), blue)
        XCTAssertEqual(contents(reference), recorded)
        try assertArtifacts(in: blue)

        // .failed records the new image after failing; the next run passes.
        let failed = verifySnapshot(of: BadgeViewController(color: .systemBlue), as: strategy, named: "pulse",
                                    record: .failed, snapshotDirectory: dir)
        XCTAssertTrue(failed?.contains("A new snapshot was automatically recorded.") == true, failed ?? "passed")
        XCTAssertNotEqual(contents(reference), recorded)
        XCTAssertNil(verifySnapshot(of: BadgeViewController(color: .systemBlue), as: strategy, named: "pulse", snapshotDirectory: dir))

        // .all re-records whatever happens (here back to red), through withSnapshotTesting as a suite would.
        let all = withSnapshotTesting(record: .all) {
            verifySnapshot(of: BadgeViewController(), as: strategy, named: "pulse", snapshotDirectory: dir)
        }
        XCTAssertTrue(all?.contains("Record mode is on.") == true, all ?? "passed")
        XCTAssertEqual(contents(reference), recorded, "the same frame, so the same bytes as the first recording")
        XCTAssertNil(verifySnapshot(of: BadgeViewController(), as: strategy, named: "pulse", record: .never, snapshotDirectory: dir))

        // .never (CI) neither records a missing reference nor passes.
        let never = verifySnapshot(of: BadgeViewController(), as: strategy, named: "missing", record: .never, snapshotDirectory: dir)
        XCTAssertTrue(never?.contains("New snapshot was not recorded because recording is disabled") == true, never ?? "passed")
        XCTAssertFalse(files(in: dir).contains { $0.contains("missing") })
    }

    /// The reference, new and difference images the message names exist, and the difference shows
    /// failing pixels (red) only where the badge is.
    func assertArtifacts(in message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        func path(after label: String) -> String? {
            message.split(separator: "\n").first { $0.hasPrefix(label) }
                .map { String($0.dropFirst(label.count)).trimmingCharacters(in: .whitespaces).components(separatedBy: " (")[0] }
        }
        let reference = try XCTUnwrap(path(after: "Reference:"), message, file: file, line: line)
        let failure = try XCTUnwrap(path(after: "New image:"), message, file: file, line: line)
        let difference = try XCTUnwrap(path(after: "Difference:"), message, file: file, line: line)
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: reference).width, 640, file: file, line: line)
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: failure).width, 640, file: file, line: line)
        let diff = try PNGDecoder.decode(contentsOf: difference)
        var redOutside = 0, redInside = 0
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                let i = (y * diff.width + x) * 4
                guard diff.pixels[i] >= 128, diff.pixels[i + 1] == 0, diff.pixels[i + 2] == 0 else { continue }
                // The badge: 80 points round (160, 422), at most 1.2× during the spring, in pixels.
                if abs(x - 320) <= 100 && abs(y - 844) <= 100 { redInside += 1 } else { redOutside += 1 }
            }
        }
        XCTAssertGreaterThan(redInside, 10_000, "the badge's pixels are marked as failing", file: file, line: line)
        XCTAssertEqual(redOutside, 0, "nothing else differs", file: file, line: line)
    }

    func testTheReferenceIsTheFrameRenderAtWrites() throws {
        let dir = try temporarySnapshotDirectory(self)
        // A view controller with a script, at 2× and 1×, and a time between frames (0.507 → frame 30).
        for (scale, t) in [(2, 0.5), (1, 0.507), (2, 0)] {
            _ = verifySnapshot(of: BadgeViewController(), as: .image(at: t, script: badgeClick, scale: scale),
                               named: "badge-\(scale)-\(Int(t * 1000))ms", snapshotDirectory: dir)
            let preview = Preview("badge") { BadgeViewController() }
            XCTAssertEqual(contents(dir + "/testTheReferenceIsTheFrameRenderAtWrites.badge-\(scale)-\(Int(t * 1000))ms.png"),
                           try renderAtCommandPNG(preview, at: t, script: badgeClick, scale: scale), "scale \(scale), t \(t)")
        }
        // A built-in scene (a `Preview` value), with its tunables at their defaults.
        let map = try XCTUnwrap(BuiltInScenes.previews.first { $0.name == "map" })
        _ = verifySnapshot(of: map, as: .image(at: 0.4, script: "0.1 click 295 41", scale: 1), named: "map", snapshotDirectory: dir)
        XCTAssertEqual(contents(dir + "/testTheReferenceIsTheFrameRenderAtWrites.map.png"),
                       try renderAtCommandPNG(map, at: 0.4, script: "0.1 click 295 41", scale: 1))
    }

    func testSizeAndScaleSetThePixels() throws {
        let dir = try temporarySnapshotDirectory(self)
        _ = verifySnapshot(of: BadgeViewController(), as: .image(at: 0, size: CGSize(width: 375, height: 667), scale: 3),
                           named: "plus", snapshotDirectory: dir)
        let image = try PNGDecoder.decode(contentsOf: dir + "/testSizeAndScaleSetThePixels.plus.png")
        XCTAssertEqual([image.width, image.height], [1125, 2001])
        // A `Scene` preview at another size than its own.
        let profile = Preview(scene: ProfileScene.self)
        _ = verifySnapshot(of: profile, as: .image(at: 0, size: CGSize(width: 200, height: 300), scale: 1), named: "small", snapshotDirectory: dir)
        let small = try PNGDecoder.decode(contentsOf: dir + "/testSizeAndScaleSetThePixels.small.png")
        XCTAssertEqual([small.width, small.height], [200, 300])
    }

    func testAReferenceOfAnotherSizeFailsNamingBothSizes() throws {
        let dir = try temporarySnapshotDirectory(self)
        _ = verifySnapshot(of: BadgeViewController(), as: .image(at: 0, scale: 1), named: "badge", snapshotDirectory: dir)
        let message = try XCTUnwrap(verifySnapshot(of: BadgeViewController(), as: .image(at: 0, scale: 2), named: "badge",
                                                   snapshotDirectory: dir))
        XCTAssertTrue(message.contains("Newly-taken snapshot@640×1136 px does not match reference@320×568 px"), message)
        XCTAssertTrue(message.contains("Reference:"), message)
    }

    func testAnUnreadableReferenceFailsSayingWhy() throws {
        let dir = try temporarySnapshotDirectory(self)
        let reference = dir + "/testAnUnreadableReferenceFailsSayingWhy.badge.png"
        for (bytes, reason) in [(Array("not a picture".utf8), "does not start with the PNG signature"),
                                (Array(PNGEncoderSignature.bytes + [0, 0, 0, 13]), "corrupt PNG")] {
            try Data(bytes).write(to: URL(fileURLWithPath: reference))
            let message = try XCTUnwrap(verifySnapshot(of: BadgeViewController(), as: .image(at: 0), named: "badge", snapshotDirectory: dir))
            XCTAssertTrue(message.contains("The reference image cannot be read"), message)
            XCTAssertTrue(message.contains(reason), message)
            XCTAssertEqual(contents(reference), Data(bytes), "a failed comparison does not replace the reference")
        }
    }

    func testUnnamedSnapshotsAreNumberedAsSwiftSnapshotTestingNumbersThem() throws {
        let dir = try temporarySnapshotDirectory(self)
        _ = verifySnapshot(of: BadgeViewController(), as: .image(at: 0, scale: 1), snapshotDirectory: dir)
        _ = verifySnapshot(of: BadgeViewController(), as: .trace(at: [0]), snapshotDirectory: dir)
        XCTAssertEqual(files(in: dir), ["testUnnamedSnapshotsAreNumberedAsSwiftSnapshotTestingNumbersThem.1.png",
                                        "testUnnamedSnapshotsAreNumberedAsSwiftSnapshotTestingNumbersThem.2.txt"])
    }
}

/// The 8-byte PNG signature (a file that starts right and then breaks off).
enum PNGEncoderSignature {
    static let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
