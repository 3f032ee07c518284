import Foundation
// The record mode in force (`SnapshotTestingConfiguration.current`) is the library's SPI.
@_spi(Internals) import SnapshotTesting
import MotionLabPreview
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Reports a snapshot that could not be taken (a bad argument, a script that does not parse, a
/// preview that fails to build) as a test failure of the running test — XCTest's or Swift
/// Testing's — with the message.
///
/// What it hands back to swift-snapshot-testing depends on the record mode in force (its
/// `SnapshotTestingConfiguration.current`, set around the strategy by `verifySnapshot`):
/// - `.never` (CI): a stand-in (`RefusedSnapshot`, or the trace text `refusedTextPrefix` + reason)
///   at once. That mode never writes a reference; a stand-in's diff against any reference fails with
///   the reason, so the assertion ends immediately with one more line saying why.
/// - `.missing`, `.failed`, `.all`: no value. Any value would be recorded there — a placeholder for
///   a missing reference, or written over a good one — so none is handed back: nothing is recorded
///   or replaced, and swift-snapshot-testing ends the assertion after its `timeout` (5 s by default)
///   with "Exceeded timeout … waiting for snapshot", which the message here explains.
enum SnapshotIssue {
    /// Where failures go; tests of this module replace it to read the messages.
    nonisolated(unsafe) static var report: (String) -> Void = record

    static func record(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return
        }
        #endif
        XCTFail(message)
    }

    /// The message for a snapshot that could not be taken.
    static func message(_ what: String, _ error: Any) -> String {
        let ending = recordingIsOff
            ? "No snapshot was taken, so nothing is recorded or compared."
            : "No snapshot was taken, so nothing is recorded or compared (swift-snapshot-testing reports this as a timeout)."
        return "MotionLabSnapshotTesting \(what): \(error). " + ending
    }

    /// Whether the record mode in force never writes references.
    static var recordingIsOff: Bool { SnapshotTestingConfiguration.current?.record == .never }

    /// The text a refused trace stands in with (never a real trace's first characters).
    static let refusedTextPrefix = "\u{0}MotionLabSnapshotTesting refused: "

    /// The stand-in for a snapshot that could not be taken, when recording is off; nil otherwise.
    static func refusedValue<Format>(_ message: String, as: Format.Type) -> Format? {
        guard recordingIsOff else { return nil }
        if Format.self == UIImage.self { return RefusedSnapshot(reason: message) as? Format }
        if Format.self == String.self { return (refusedTextPrefix + message) as? Format }
        return nil
    }
}

/// A snapshot that could not be taken (see `SnapshotIssue`): no pixels, the reason.
final class RefusedSnapshot: UIImage {
    let reason: String
    init(reason: String) {
        self.reason = reason
        super.init(cgImage: CGImage(width: 0, height: 0, pixels: []), scale: 1)
    }
}

extension Diffing where Value == String {
    /// `.lines`, except that a refused trace fails with its reason instead of a diff.
    static var motionLines: Diffing {
        let lines = Diffing.lines
        return Diffing.diff(toData: lines.toData, fromData: lines.fromData) { old, new in
            if new.hasPrefix(SnapshotIssue.refusedTextPrefix) {
                return ("No snapshot was taken: " + new.dropFirst(SnapshotIssue.refusedTextPrefix.count), [])
            }
            return lines.diffV2(old, new)
        }
    }
}
