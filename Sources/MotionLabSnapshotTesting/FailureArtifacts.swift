import Foundation
import MotionHost
import MotionOutput

/// Where a failed image snapshot's pictures go: the reference, the new image and the difference,
/// side by side in one folder the failure message names —
/// `$SNAPSHOT_ARTIFACTS/MotionLabSnapshotTesting/<kind>-<hash>/` (swift-snapshot-testing's
/// artifacts variable; the temporary folder when unset). The folder's name is a hash of the two
/// images, so a rerun that fails the same way writes to the same place.
///
/// swift-snapshot-testing's own failure message already names the reference and a copy of the new
/// image (its `@−`/`@+` lines); its attachments are not kept on Linux, where XCTest has none, hence
/// these files.
enum FailureArtifacts {
    struct Paths { var reference: String; var failure: String; var difference: String? }

    static var root: String {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("MotionLabSnapshotTesting").path
    }

    /// Writes the PNGs; returns their paths, or the reason they could not be written.
    static func write(kind: String, reference: Data, failure: Data, difference: Data?) -> Result<Paths, Error> {
        var hash = FNV1a()
        hash.add(reference)
        hash.add(failure)
        let folder = root + "/" + kind + "-" + hash.hex
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var paths = Paths(reference: folder + "/reference.png", failure: folder + "/failure.png", difference: nil)
            try OutputFile.write([UInt8](reference), to: paths.reference)
            try OutputFile.write([UInt8](failure), to: paths.failure)
            if let difference {
                paths.difference = folder + "/difference.png"
                try OutputFile.write([UInt8](difference), to: paths.difference!)
            }
            return .success(paths)
        } catch {
            return .failure(error)
        }
    }

    /// The lines a failure message ends with.
    static func describe(_ result: Result<Paths, Error>) -> String {
        switch result {
        case .success(let p):
            var lines = ["Reference:  \(p.reference)", "New image:  \(p.failure)"]
            if let d = p.difference {
                lines.append("Difference: \(d) (failing pixels red, differences within the tolerance amber, over the new image in grey)")
            }
            return lines.joined(separator: "\n")
        case .failure(let error):
            return "The reference, new and difference images could not be written to \(root): \(error)"
        }
    }
}

/// 64-bit FNV-1a: a small stable hash (Swift's `Hasher` is seeded per process).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ data: Data) {
        data.withUnsafeBytes { bytes in
            for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
    }
    /// The first 12 hex digits.
    var hex: String { String(String(value, radix: 16).leftPadded(to: 16).prefix(12)) }
}

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
