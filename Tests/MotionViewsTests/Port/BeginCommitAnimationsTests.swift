import XCTest
@testable import MotionViews

/// `UIView.beginAnimations`/`commitAnimations` against Apple's documentation: setAnimationDuration's
/// "default value is 0.2 seconds", setAnimationDelay's 0, setAnimationCurve's `.easeInOut`; each
/// setter "does nothing if called from outside of an animation block" and applies to the changes
/// after it; the delegate's did-stop method gets the identifier, finished and context.
final class BeginCommitAnimationsTests: XCTestCase {
    final class Fader {
        var stops: [(String?, Bool, UnsafeMutableRawPointer?)] = []
        var starts: [String?] = []
        var bare = 0
        func animationDidStop(_ animationID: String?, finished: NSNumber, context: UnsafeMutableRawPointer?) {
            stops.append((animationID, finished.boolValue, context))
        }
        func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) { starts.append(animationID) }
        func done() { bare += 1 }
    }

    var window: UIWindow!
    var view: UIView!

    override func setUp() {
        AnimationContext().makeCurrent()
        window = makeWindow()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
    }

    func opacity() -> Double { Double(view.layer.presentationProperties().opacity) }

    func testDefaultsAreTwoTenthsOfASecondEaseInOut() {
        let t0 = CACurrentMediaTime()
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        XCTAssertEqual(view.alpha, 0, "the model takes the new value at once")
        Clock.run(from: t0, to: 0.05)
        XCTAssertEqual(opacity(), 1 - easeInEaseOut(0.25), accuracy: 1e-4)
        Clock.run(from: t0, to: 0.2)
        XCTAssertEqual(opacity(), 0, accuracy: 1e-9)
    }

    func testParametersApplyToLaterChangesAndTheDelegateHearsTheStop() {
        let fader = Fader()
        var token = 7
        let t0 = CACurrentMediaTime()
        withUnsafeMutablePointer(to: &token) { pointer in
            UIView.beginAnimations("fade", context: UnsafeMutableRawPointer(pointer))
            UIView.setAnimationDuration(1)
            UIView.setAnimationDelay(0.5)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationDelegate(fader)
            UIView.setAnimationWillStart(Fader.animationWillStart(_:context:))
            UIView.setAnimationDidStop(Fader.animationDidStop(_:finished:context:))
            view.alpha = 0
            UIView.commitAnimations()
            Clock.run(from: t0, to: 0.4)
            XCTAssertEqual(opacity(), 1, accuracy: 1e-9, "delayed")
            XCTAssertTrue(fader.starts.isEmpty)
            Clock.run(from: t0, to: 0.5)
            XCTAssertEqual(fader.starts, ["fade"], "will-start when the animations start")
            Clock.run(from: t0, to: 1.0)
            XCTAssertEqual(opacity(), 0.5, accuracy: 1e-4, "linear, half way")
            XCTAssertTrue(fader.stops.isEmpty)
            Clock.run(from: t0, to: 1.6)
            XCTAssertEqual(fader.stops.count, 1)
            XCTAssertEqual(fader.stops.first?.0, "fade")
            XCTAssertEqual(fader.stops.first?.1, true)
            XCTAssertEqual(fader.stops.first?.2, UnsafeMutableRawPointer(pointer))
        }
    }

    func testSettersOutsideASetDoNothingAndBareDidStopWorks() {
        UIView.setAnimationDuration(5)   // outside: ignored
        let fader = Fader()
        let t0 = CACurrentMediaTime()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelegate(fader)
        UIView.setAnimationDidStop(Fader.done)
        view.center = CGPoint(x: 150, y: 50)
        UIView.commitAnimations()
        Clock.run(from: t0, to: 0.25)
        XCTAssertEqual(fader.bare, 1, "0.2 s, the default, not the 5 s set outside")
    }

    func testRepeatCountAndAutoreverse() {
        let t0 = CACurrentMediaTime()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(true)
        view.alpha = 0
        UIView.commitAnimations()
        Clock.run(from: t0, to: 1.5)
        XCTAssertEqual(opacity(), 0.5, accuracy: 1e-4, "coming back")
        Clock.run(from: t0, to: 2.5)
        XCTAssertEqual(opacity(), 0.5, accuracy: 1e-4, "second cycle, going")
    }
}
