import XCTest
@testable import MotionOutput

/// Messages stay one line and short whatever the user typed.
final class ErrorTextTests: XCTestCase {
    func testClipCutsLongValuesAndEscapesControlCharacters() {
        XCTAssertEqual(ErrorText.clip("short"), "short")
        let long = String(repeating: "a", count: 100_000)
        XCTAssertEqual(ErrorText.clip(long), String(repeating: "a", count: 80) + "…")
        XCTAssertEqual(ErrorText.clip("a\nb\tc\r\u{0}"), "a\\nb\\tc\\r\\u{0}")
        XCTAssertEqual(ErrorText.clip(String(repeating: "é", count: 81)).count, 81, "80 characters and the ellipsis")
    }

    func testLineJoinsLinesAndCutsEveryLongWordKeepingItsClosingQuote() {
        let value = String(repeating: "x", count: 100_000)
        let message = "The value '\(value)' is invalid for '--scene <scene>'\nUsage: motionlab render"
        let line = ErrorText.line(message)
        XCTAssertFalse(line.contains("\n"))
        XCTAssertEqual(line, "The value '" + String(repeating: "x", count: 79) + "…' is invalid for '--scene <scene>' Usage: motionlab render")
    }

    func testLineIsCappedAtTheLineLimit() {
        let many = Array(repeating: "word", count: 10_000).joined(separator: " ")
        let line = ErrorText.line(many)
        XCTAssertLessThanOrEqual(line.count, ErrorText.lineLimit + 1)
        XCTAssertTrue(line.hasSuffix("…"))
        XCTAssertEqual(ErrorText.line("plain message"), "plain message")
    }

    func testFoundationErrorsAreDescribedByTheirSystemReason() {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))
        let cocoa = NSError(domain: NSCocoaErrorDomain, code: 513,
                            userInfo: [NSUnderlyingErrorKey: underlying, NSFilePathErrorKey: "frames"])
        XCTAssertEqual(ErrorText.describe(cocoa), "frames: Permission denied")
        XCTAssertEqual(ErrorText.describe(OutputError(action: "write", target: "trace.jsonl", code: ENOSPC)),
                       "cannot write trace.jsonl: No space left on device")
    }
}
