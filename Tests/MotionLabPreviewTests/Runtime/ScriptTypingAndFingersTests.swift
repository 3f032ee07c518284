import XCTest
import UIKit
@testable import MotionLabPreview

/// Scripts type into the first responder as the keyboard does, and press with the Simulator's two
/// fingers, so forms and pinch or rotation screens can be driven headless.
final class ScriptTypingAndFingersTests: XCTestCase {
    // MARK: Parsing

    private func parse(_ text: String) throws -> InputScript { try InputScript(parsing: text, file: "s.txt", knownKeys: ["space"]) }
    private func error(_ text: String) -> String? {
        do { _ = try parse(text); return nil } catch { return "\(error)" }
    }

    func testTypeTakesQuotedTextWithEscapesAndComments() throws {
        let s = try parse("1 type \"a#b \\\"c\\\" \\\\ d\\n\"   # a comment\n2 type \"x\\by\"")
        XCTAssertEqual(s.events.map(\.input), [.text("a#b \"c\" \\ d\n"), .text("x\u{8}y")])
        XCTAssertEqual(s.events.map(\.time), [1, 2])
    }

    func testBadTypeLinesNameTheLineAndWhatIsWrong() {
        let cases: [(String, String)] = [
            ("1 type hello", "s.txt:1: 'type' takes its text in double quotes: T type \"TEXT\"; got 'hello'"),
            ("1 type", "s.txt:1: 'type' takes its text in double quotes: T type \"TEXT\"; got ''"),
            ("1 type \"open", "s.txt:1: the typed text has no closing double quote: T type \"TEXT\""),
            ("1 type \"a\" b", "s.txt:1: unexpected 'b' after the typed text (T type \"TEXT\")"),
            ("1 type \"\"", "s.txt:1: 'type' has nothing to type: T type \"TEXT\""),
            ("1 type \"\\q\"", "s.txt:1: unknown escape '\\q' in the typed text; escapes: \\n \\t \\b \\\" \\\\"),
        ]
        for (line, expected) in cases { XCTAssertEqual(error(line), expected, line) }
    }

    func testFingersTakesAModeAndAnOptionalCentre() throws {
        let s = try parse("1 fingers pinch\n2 fingers parallel 100 200\n3 fingers single")
        XCTAssertEqual(s.events.map(\.input), [.fingers(.pinch, center: nil), .fingers(.parallel, center: CGPoint(x: 100, y: 200)),
                                              .fingers(.single, center: nil)])
        XCTAssertEqual(error("1 fingers three"), "s.txt:1: unknown finger mode 'three'; modes: single pinch parallel (T fingers single|pinch|parallel [CX CY])")
        XCTAssertEqual(error("1 fingers pinch 10"), "s.txt:1: 'fingers' takes a mode and an optional centre: T fingers single|pinch|parallel [CX CY]; got 2 arguments")
        XCTAssertEqual(error("1 fingers pinch 1e6 0"), "s.txt:1: CX = 1e6 is out of range; CX must be within ±100000 pt (in T fingers single|pinch|parallel [CX CY])")
        XCTAssertEqual(error("1 fingers"), "s.txt:1: 'fingers' takes a mode and an optional centre: T fingers single|pinch|parallel [CX CY]; got 0 arguments")
        XCTAssertEqual(error("1 jump"), "s.txt:1: unknown action 'jump'; expected click, down, move, up, drag, wheel, key, type or fingers")
    }

    // MARK: Playing

    final class Form: UIViewController, UITextFieldDelegate {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
        var changes: [String] = []
        var returned = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            field.borderStyle = .roundedRect
            field.delegate = self
            view.addSubview(field)
        }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            changes.append(string)
            return true
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { returned += 1; return true }
    }

    func testTypedTextReachesTheTappedFieldOneCharacterAtATime() throws {
        var o = HeadlessSession.Options()
        o.scale = 1; o.duration = 1
        o.script = try InputScript(parsing: "0.1 click 160 117\n0.3 type \"hi!x\\b\\n\"")
        let form = Form()
        let session = try HeadlessSession(preview: Preview("t", size: CGSize(width: 320, height: 568)) { form }, options: o)
        _ = try session.run()
        session.runner.context.perform {
            XCTAssertEqual(form.field.text, "hi!")
            XCTAssertEqual(form.changes, ["h", "i", "!", "x", ""], "one change per key; backspace replaces with nothing")
            XCTAssertEqual(form.returned, 1, "\\n is the return key")
        }
    }

    func testTypingWithNothingFirstResponderSaysSo() throws {
        var o = HeadlessSession.Options()
        o.scale = 1; o.duration = 0.5
        o.script = try InputScript(parsing: "0.1 type \"abc\"")
        let form = Form()
        let session = try HeadlessSession(preview: Preview("t", size: CGSize(width: 320, height: 568)) { form }, options: o)
        for _ in 0..<12 { _ = try session.step() }
        XCTAssertEqual(session.runner.notice, "typed text: no text field is first responder (tap one first)")
        session.runner.context.perform { XCTAssertEqual(form.field.text ?? "", "") }
    }

    final class Photo: UIViewController {
        var scales: [CGFloat] = []
        var rotations: [CGFloat] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            view.addGestureRecognizer(UIPinchGestureRecognizer { [weak self] r in self?.scales.append(r.scale) })
            let rotation = UIRotationGestureRecognizer { [weak self] r in self?.rotations.append((r as? UIRotationGestureRecognizer)?.rotation ?? 0) }
            view.addGestureRecognizer(rotation)
        }
    }

    func testPinchFingersScaleByTheRatioOfTheSpans() throws {
        var o = HeadlessSession.Options()
        o.scale = 1; o.duration = 1.5
        // Mirrored through (160, 300): a finger moving from 40 to 100 points right of the centre
        // spreads the pair from 80 to 200 points apart, a scale of 2.5.
        o.script = try InputScript(parsing: "0.1 fingers pinch 160 300\n0.2 drag 200 300 260 300 0.5\n1 fingers single")
        let photo = Photo()
        let session = try HeadlessSession(preview: Preview("t", size: CGSize(width: 320, height: 568)) { photo }, options: o)
        _ = try session.run()
        session.runner.context.perform {
            XCTAssertEqual(photo.scales.last ?? 0, 2.5, accuracy: 1e-6)
            XCTAssertEqual(session.runner.touchMode, .single)
        }
    }

    func testPinchFingersDraggedAroundTheCentreRotate() throws {
        var o = HeadlessSession.Options()
        o.scale = 1; o.duration = 1.5
        // A quarter turn clockwise around (160, 300): from 60 points right of it to 60 points below it.
        o.script = try InputScript(parsing: "0.1 fingers pinch 160 300\n0.2 down 220 300\n0.3 move 202.4 342.4\n0.4 move 160 360\n0.5 up 160 360")
        let photo = Photo()
        let session = try HeadlessSession(preview: Preview("t", size: CGSize(width: 320, height: 568)) { photo }, options: o)
        _ = try session.run()
        session.runner.context.perform {
            XCTAssertEqual(photo.rotations.last ?? 0, .pi / 2, accuracy: 1e-6, "y grows downwards: clockwise is positive, as in UIKit")
        }
    }

    /// In the window, while a text field is first responder, the typing keys type (return, backspace and
    /// tab as keys, characters through text events) and the rest keep their shortcuts.
    func testWindowKeysWhileTyping() {
        XCTAssertEqual(SceneRunner.typingText(forKey: "return"), "\n")
        XCTAssertEqual(SceneRunner.typingText(forKey: "backspace"), "\u{8}")
        XCTAssertEqual(SceneRunner.typingText(forKey: "tab"), "\t")
        XCTAssertEqual(SceneRunner.typingText(forKey: "space"), "", "its space comes as text")
        XCTAssertEqual(SceneRunner.typingText(forKey: "q"), "", "q types rather than quits")
        XCTAssertEqual(SceneRunner.typingText(forKey: "H"), "")
        XCTAssertNil(SceneRunner.typingText(forKey: "escape"))
        XCTAssertNil(SceneRunner.typingText(forKey: "left"))
        XCTAssertNil(SceneRunner.typingText(forKey: "f1"))
    }
}
