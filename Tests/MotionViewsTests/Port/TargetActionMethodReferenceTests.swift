import XCTest
@testable import MotionViews

/// Target–action with the method references the MotionLabPort rewrite makes of `#selector(…)`: the
/// three action forms UIKit allows (no argument, the sender, the sender and the event), the sender
/// typed as the method declares it (`UIButton`, `Any`, `Any?`), weak targets as UIKit holds them, and
/// `removeTarget(_:action:for:)`.
final class TargetActionMethodReferenceTests: XCTestCase {
    final class Screen {
        var log: [String] = []
        func tapped() { log.append("tapped") }
        func tappedAny(_ sender: Any) { log.append("any \(sender is UIButton)") }
        func tappedOptional(_ sender: Any?) { log.append("optional \(sender != nil)") }
        func tappedButton(_ sender: UIButton) { log.append("button") }
        func tappedWithEvent(_ sender: UIButton, forEvent event: UIEvent) {
            log.append("event \(event.allTouches?.count ?? -1)")
        }
        func handle(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state == .ended)") }
        func handleAny(_ sender: Any) { log.append("tap any") }
        func handleBare() { log.append("tap bare") }
    }

    var window: UIWindow!
    var button: UIButton!

    override func setUp() {
        AnimationContext().makeCurrent()
        window = makeWindow()
        button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        window.addSubview(button)
    }

    func testEveryActionFormRunsOnTouchUpInside() {
        let screen = Screen()
        button.addTarget(screen, action: Screen.tapped, for: .touchUpInside)
        button.addTarget(screen, action: Screen.tappedAny, for: .touchUpInside)
        button.addTarget(screen, action: Screen.tappedOptional, for: .touchUpInside)
        button.addTarget(screen, action: Screen.tappedButton, for: .touchUpInside)
        button.addTarget(screen, action: Screen.tappedWithEvent(_:forEvent:), for: .touchUpInside)
        tap(window, at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(screen.log, ["tapped", "any true", "optional true", "button", "event 1"])
    }

    func testTargetsAreWeak() {
        weak var weakScreen: Screen?
        do {
            let screen = Screen()
            weakScreen = screen
            button.addTarget(screen, action: Screen.tapped, for: .touchUpInside)
        }
        XCTAssertNil(weakScreen, "UIKit: the control does not retain its target")
        tap(window, at: CGPoint(x: 150, y: 120))   // a gone target is skipped
    }

    func testRemoveTargetWithActionRemovesThatMethodsForm() {
        let screen = Screen()
        button.addTarget(screen, action: Screen.tapped, for: .touchUpInside)
        button.addTarget(screen, action: Screen.tappedButton, for: .touchUpInside)
        button.removeTarget(screen, action: Screen.tappedButton, for: .touchUpInside)
        tap(window, at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(screen.log, ["tapped"])
        button.removeTarget(nil, action: nil, for: .allEvents)
        tap(window, at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(screen.log, ["tapped"], "nil target and action: everything goes")
    }

    func testGestureRecognizerMethodReferences() {
        let screen = Screen()
        let view = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 200))
        window.addSubview(view)
        let recognizer = UITapGestureRecognizer(target: screen, action: Screen.handle)
        recognizer.addTarget(screen, action: Screen.handleAny)
        recognizer.addTarget(screen, action: Screen.handleBare)
        view.addGestureRecognizer(recognizer)
        tap(window, at: CGPoint(x: 160, y: 400))
        XCTAssertEqual(screen.log, ["tap true", "tap any", "tap bare"])
        recognizer.removeTarget(screen, action: Screen.handleAny)
        screen.log = []
        tap(window, at: CGPoint(x: 160, y: 400))
        XCTAssertEqual(screen.log, ["tap true", "tap bare"])
        recognizer.removeTarget(nil, action: nil)
        screen.log = []
        tap(window, at: CGPoint(x: 160, y: 400))
        XCTAssertEqual(screen.log, [])
    }
}
