import XCTest
@testable import MotionViews

/// Shakes (`UIEvent.EventSubtype.motionShake`, UIKit's raw values) reach the first responder or the
/// frontmost controller, passing up the responder chain; `UITouch.force` is 0 without force sensing.
final class MotionAndTouchForceTests: XCTestCase {
    private final class ShakeController: UIViewController {
        var motions: [(String, UIEvent.EventSubtype, UIEvent.EventType?)] = []
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append(("began", motion, event?.type)) }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append(("ended", motion, event?.subtype == motion ? event?.type : nil)) }
    }

    func testAShakeReachesTheControllerUpTheChain() {
        XCTAssertEqual(UIEvent.EventSubtype.motionShake.rawValue, 1)
        XCTAssertEqual(UIEvent.EventSubtype.remoteControlPlay.rawValue, 100)
        let w = makeWindow()
        let vc = ShakeController()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        w.sendMotion(.motionShake)
        XCTAssertEqual(vc.motions.map(\.0), ["began", "ended"])
        XCTAssertEqual(vc.motions.map(\.1), [.motionShake, .motionShake])
        XCTAssertEqual(vc.motions.last?.2, .motion)
        // A first responder inside the controller's view passes it on to the controller.
        vc.motions = []
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        vc.view.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        w.sendMotion(.motionShake)
        XCTAssertEqual(vc.motions.map(\.0), ["began", "ended"])
    }

    func testTouchesHaveNoForceWithoutForceSensing() {
        let (w, _) = makeWindowWithTarget()
        let touch = w.sendTouches([.init(id: 0, phase: .began, location: CGPoint(x: 100, y: 150))]).first
        XCTAssertEqual(touch?.force, 0)
        XCTAssertEqual(touch?.maximumPossibleForce, 0)
        XCTAssertEqual(touch?.type, .direct)
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 150))
    }
}
