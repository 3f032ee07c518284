import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Reports a snapshot that could not be taken (a bad argument, a script that does not parse, a
/// preview that fails to build) as a test failure of the running test — XCTest's or Swift
/// Testing's — with the message.
///
/// Such a strategy hands no value back to swift-snapshot-testing. Any value it handed back would be
/// recorded in the default record mode (a new reference holding a placeholder) or written over a
/// good reference in `.all` and `.failed`; handing none records nothing and replaces nothing, and
/// swift-snapshot-testing ends the assertion after its `timeout` (5 s by default) with its
/// "Exceeded timeout … waiting for snapshot" message, which the message here explains.
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
        "MotionLabSnapshotTesting \(what): \(error). No snapshot was taken, so nothing is recorded or compared "
            + "(swift-snapshot-testing reports this as a timeout)."
    }
}
