import XCTest
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// Script files and tunable assignments: what a user types, and the errors they get.
final class RuntimeScriptTests: XCTestCase {
    func testScriptLinesExpandIntoTimedInputs() throws {
        let s = try InputScript(parsing: """
        # open the map
        0.5 click 295 41
        1 drag 0 0 0 -120 0.1   # fling up
        2 wheel 0 40
        3 key Space
        """)
        XCTAssertEqual(s.events.first?.time, 0.5)
        XCTAssertEqual(s.events.first?.input, .down(CGPoint(x: 295, y: 41)))
        XCTAssertEqual(s.events[1].time, 0.5 + InputScript.clickHold)
        XCTAssertEqual(s.events[1].input, .up(CGPoint(x: 295, y: 41)))
        let drag = s.events.filter { $0.time >= 1 && $0.time <= 1.1 + 1e-9 }
        XCTAssertEqual(drag.first?.input, .down(.zero))
        XCTAssertEqual(drag.last?.input, .up(CGPoint(x: 0, y: -120)))
        XCTAssertEqual(drag.count, 12 + 2, "moves every 1/120 s plus down and up")
        XCTAssertEqual(s.events.last?.input, .key("space"))
        XCTAssertTrue(s.events.contains { $0.input == .wheel(dx: 0, dy: 40) })
    }

    func testBadLinesNameFileLineAndWhatWasExpected() {
        let cases: [(String, String)] = [
            ("0.5 click 295", "'click' takes 2 numbers"),
            ("soon click 1 2", "expected a time"),
            ("1 tap 1 2", "unknown action 'tap'"),
            ("1 drag 0 0 1 1 0", "DURATION must be > 0"),
            ("1 wheel x 2", "'x' is not a number"),
            ("-1 key space", "expected a time"),
        ]
        for (line, message) in cases {
            XCTAssertThrowsError(try InputScript(parsing: "# ok\n\(line)", file: "demo.txt")) { e in
                let text = "\(e)"
                XCTAssertTrue(text.hasPrefix("demo.txt:2: "), text)
                XCTAssertTrue(text.contains(message), "\(text) should mention \(message)")
            }
        }
    }

    func testTunablesClampAndRejectUnknownNamesListingTheKnownOnes() throws {
        var v = TunableValues(MusicScene.tunables)
        try v.apply(assignment: "stutter=0.1")
        XCTAssertEqual(v["stutter"], 0.1)
        try v.apply(assignment: "stutter=99")
        XCTAssertEqual(v["stutter"], MusicScene.tunables.first { $0.name == "stutter" }!.range.upperBound)
        XCTAssertThrowsError(try v.apply(assignment: "stuter=0.1")) { e in
            XCTAssertTrue("\(e)".contains("stuter") && "\(e)".contains("stutter"), "\(e)")
        }
        XCTAssertThrowsError(try v.apply(assignment: "stutter=fast")) { e in XCTAssertTrue("\(e)".contains("fast"), "\(e)") }
        XCTAssertThrowsError(try v.apply(assignment: "stutter=nan"))
        XCTAssertThrowsError(try v.apply(assignment: "stutter"))
    }
}
