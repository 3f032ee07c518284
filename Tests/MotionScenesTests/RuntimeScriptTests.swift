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

    func testSetRefusesValuesOutsideTheRangeNamingItWhileLiveKeysClamp() throws {
        var v = TunableValues(MusicScene.tunables)
        try v.apply(assignment: "stutter=0.1")
        XCTAssertEqual(v["stutter"], 0.1)
        try v.apply(assignment: " stutter = 1 ")
        XCTAssertEqual(v["stutter"], 1, "the range's ends are allowed")
        let refusals: [(String, String)] = [
            ("stutter=99", "99 is out of range; stutter takes 0…1 (s)"),
            ("stutter=-0.01", "-0.01 is out of range; stutter takes 0…1 (s)"),
            ("stutter=abc", "'abc' is not a number; stutter takes 0…1 (s)"),
            ("stutter=nan", "'nan' is not a number; stutter takes 0…1 (s)"),
            ("stutter=inf", "'inf' is not a number; stutter takes 0…1 (s)"),
            ("stutter=", "'' is not a number; stutter takes 0…1 (s)"),
            ("dampingRatio=2", "2 is out of range; dampingRatio takes 0.05…1 (ratio)"),
            ("stutter", "'stutter' is not KEY=VALUE; this scene's tunables: stutter, dampingRatio, duration, initialDelay"),
            ("stuter=0.1", "unknown tunable 'stuter'; this scene's tunables: stutter, dampingRatio, duration, initialDelay"),
            ("stutter=" + String(repeating: "9", count: 100_000),
             "'" + String(repeating: "9", count: 80) + "…' is not a number; stutter takes 0…1 (s)"),
        ]
        for (assignment, message) in refusals {
            XCTAssertThrowsError(try v.apply(assignment: assignment)) { XCTAssertEqual("\($0)", message) }
        }
        XCTAssertEqual(v["stutter"], 1, "a refused assignment changes nothing")
        // Live tuning keys step past the ends and stop there.
        try v.set("stutter", 1.01)
        XCTAssertEqual(v["stutter"], 1)
        XCTAssertThrowsError(try v.set("stutter", .nan))
    }

    /// The key list scripts are checked against is every scene's own: each key a scene's
    /// `handleKey` accepts is declared in `Scene.keys`, and each declared key is accepted.
    func testEveryKeyAScenesHandlerUsesIsDeclared() throws {
        PreviewCatalog.all = BuiltInScenes.previews
        var vocabulary = (UnicodeScalar("a").value...UnicodeScalar("z").value).map { String(UnicodeScalar($0)!) }
        vocabulary += (0...9).map(String.init) + "`-=[]\\;',./~!@#$%^&*()_+{}|:\"<>?".map(String.init)
        vocabulary += ["space", "return", "escape", "tab", "backspace", "delete", "left", "right", "up", "down",
                       "home", "end", "pageup", "pagedown"] + (1...12).map { "f\($0)" }
        for preview in PreviewCatalog.all {
            var o = HeadlessSession.Options(); o.scale = 1
            let session = try HeadlessSession(preview: preview, options: o)
            let accepted = vocabulary.filter { session.runner.scene.handleKey($0) }
            XCTAssertEqual(Set(accepted), Set(preview.keys), preview.name)
        }
        let known = KeyBindings.known()
        for key in ["space", "r", "h", "?", "/", "s", "p", ".", "1", "5", "[", "]", "-", "=", ";", "'", ",",
                    "left", "right", "up", "down", "home"] {
            XCTAssertTrue(known.contains(key), key)
        }
        XCTAssertEqual(known.count, Set(known).count, "no repeats")
        XCTAssertNoThrow(try InputScript(parsing: "0 key left\n1 key 2\n2 key ]"), "keys of any scene: a script can switch scenes")
    }
}
