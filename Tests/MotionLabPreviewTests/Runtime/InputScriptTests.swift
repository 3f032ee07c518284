import XCTest
@testable import MotionLabPreview

/// Every number in a script is bounded, every bad byte refused with file, line and limit.
final class InputScriptTests: XCTestCase {
    private let keys = ["space", "r", "left", "["]

    private func parse(_ text: String) throws -> InputScript {
        try InputScript(parsing: text, file: "s.txt", knownKeys: keys)
    }

    private func error(_ text: String) -> String? {
        do { _ = try parse(text); return nil } catch { return "\(error)" }
    }

    func testEveryNumberIsBoundedAndTheMessageNamesFileLineAndLimit() {
        let cases: [(String, String)] = [
            ("0 drag 0 0 1 1 1e300", "s.txt:1: drag DURATION must be > 0 and ≤ 60 seconds, got 1e300"),
            ("0 drag 0 0 1 1 100000", "s.txt:1: drag DURATION must be > 0 and ≤ 60 seconds, got 100000"),
            ("0 drag 0 0 1 1 60.001", "s.txt:1: drag DURATION must be > 0 and ≤ 60 seconds, got 60.001"),
            ("0 drag 0 0 1e300 1 1", "s.txt:1: X2 = 1e300 is out of range; X2 must be within ±100000 pt (in T drag X1 Y1 X2 Y2 DURATION)"),
            ("0 click 100001 0", "s.txt:1: X = 100001 is out of range; X must be within ±100000 pt (in T click X Y)"),
            ("0 move 0 -1e6", "s.txt:1: Y = -1e6 is out of range; Y must be within ±100000 pt (in T move X Y)"),
            ("0 wheel 0 10001", "s.txt:1: DY = 10001 is out of range; DY must be within ±10000 pt (in T wheel DX DY)"),
            ("3600.5 click 1 1", "s.txt:1: expected a time in seconds (0…3600) first, got '3600.5'"),
            ("1e300 key space", "s.txt:1: expected a time in seconds (0…3600) first, got '1e300'"),
            ("-1 key space", "s.txt:1: expected a time in seconds (0…3600) first, got '-1'"),
            ("nan key space", "s.txt:1: expected a time in seconds (0…3600) first, got 'nan'"),
            ("0 click inf 1", "s.txt:1: 'inf' is not a number (in T click X Y)"),
        ]
        for (line, expected) in cases {
            XCTAssertEqual(error(line), expected, line)
        }
        // The limits themselves are allowed.
        XCTAssertNoThrow(try parse("3600 drag -100000 100000 100000 -100000 60\n0 wheel -10000 10000"))
    }

    func testDragsExpandWithinTheInputLimit() throws {
        let s = try parse("0 drag 0 0 10 10 60")
        XCTAssertEqual(s.events.count, 60 * 120 + 2, "one move per 1/120 s plus down and up")
        let many = (0..<139).map { "\($0) drag 0 0 1 1 60" }.joined(separator: "\n")
        XCTAssertEqual(error(many), "s.txt:139: more than 1000000 inputs after expanding clicks and drags (a drag adds one move every 1/120 s)")
    }

    func testCRLFAndAByteOrderMarkAreAccepted() throws {
        let crlf = try parse("\u{FEFF}0 click 1 2\r\n# comment\r\n1 key space\r\n")
        let lf = try parse("0 click 1 2\n# comment\n1 key space\n")
        XCTAssertEqual(crlf, lf)
        XCTAssertEqual(crlf.events.count, 3)
        XCTAssertEqual(error("0 click 1 2\r\n1 tap 1 2\r\n"), "s.txt:2: unknown action 'tap'; expected click, down, move, up, drag, wheel, key, type or fingers")
    }

    func testUnknownKeysAreRefusedListingTheKnownOnes() throws {
        XCTAssertEqual(error("0 key spcae"), "s.txt:1: unknown key 'spcae'; keys: space r left [")
        XCTAssertEqual(try parse("0 key SPACE").events.first?.input, .key("space"))
        XCTAssertEqual(error("0 key"), "s.txt:1: 'key' takes one key name (space r left [); got 0")
    }

    func testTheDefaultKeyListIsTheRunnersKeysPlusEveryRegisteredScenesKeys() {
        let known = KeyBindings.known(previews: [])
        XCTAssertEqual(known, RunnerKey.allCases.map(\.rawValue))
        XCTAssertTrue(known.contains("space") && known.contains("?") && known.contains("."))
    }

    func testOutOfOrderLinesAreSortedStablyByTime() throws {
        let s = try parse("2 key space\n1 key r\n1 key left\n0.5 click 1 1")
        XCTAssertEqual(s.events.map(\.time), [0.5, 0.55, 1, 1, 2])
        XCTAssertEqual(s.events[2].input, .key("r"), "same time: file order")
        XCTAssertEqual(s.events[3].input, .key("left"))
    }

    func testHugeLinesAndControlCharactersGiveOneShortLine() {
        let huge = "0 click " + String(repeating: "9", count: 10_000_000)
        let message = error(huge) ?? ""
        XCTAssertTrue(message.hasPrefix("s.txt:1: the line is 10000008 characters long; the limit is 1000: '0 click 999"), message)
        XCTAssertLessThan(message.count, 200)
        XCTAssertEqual(error("0 click 1 2\u{1}"), "s.txt:1: control character U+0001 in the line; scripts are plain text: '0 click 1 2\\u{1}'")
    }

    private func file(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "motionlab-script-\(UUID().uuidString)"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private func fileError(_ path: String) -> String? {
        do { _ = try InputScript(contentsOf: path, knownKeys: keys); return nil } catch { return "\(error)" }
    }

    func testBinaryNonUTF8AndUnreadableFilesAreRefusedAsAWhole() throws {
        let binary = try file(Array("0 click 1 2\n".utf8) + [0, 1, 2, 0xFF])
        XCTAssertEqual(fileError(binary), "\(binary): binary data, not a script (a NUL byte at offset 12)")
        let latin1 = try file(Array("0 key space # caf".utf8) + [0xE9, 0x0A])
        XCTAssertEqual(fileError(latin1), "\(latin1): not UTF-8 text (byte 0xE9 at offset 17); save the script as UTF-8")
        XCTAssertEqual(fileError("/nonexistent/script.txt"), "/nonexistent/script.txt: cannot read it: No such file or directory")
        XCTAssertEqual(fileError(NSTemporaryDirectory()), "\(NSTemporaryDirectory()): cannot read it: Is a directory")
        XCTAssertEqual(fileError(""), "'': cannot read it: No such file or directory")
        let ok = try file(Array("0 click 1 2\r\n".utf8))
        XCTAssertNil(fileError(ok))
    }

    func testOversizedFilesAreRefusedWithoutReadingThemWhole() throws {
        let big = try file([UInt8](repeating: UInt8(ascii: "#"), count: InputScript.Limits.maximumFileSize + 1))
        XCTAssertEqual(fileError(big), "\(big): larger than 16 MiB; a script is a short text file")
    }
}
