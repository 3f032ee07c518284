import XCTest
@testable import MotionViews

/// `UIStepper` against UIKit's documented defaults (UIStepper.h: value 0, minimum 0, maximum 100, step 1,
/// continuous, autorepeat, no wrapping; "the default minimum value … if you set a minimum greater than the
/// value, the value is raised") and its behaviour: a touch down steps at once and sends `.valueChanged`,
/// holding repeats, `wraps` goes round, limits clamp, setting `value` sends nothing.
final class StepperTests: XCTestCase {
    private func stepper(in w: UIWindow) -> (UIStepper, () -> Int) {
        let s = UIStepper(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        w.addSubview(s)
        w.makeKeyAndVisible()
        var sent = 0
        s.addAction({ _ in sent += 1 }, for: .valueChanged)
        return (s, { sent })
    }

    func testDefaultsAndSize() {
        let s = UIStepper()
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(s.minimumValue, 0)
        XCTAssertEqual(s.maximumValue, 100)
        XCTAssertEqual(s.stepValue, 1)
        XCTAssertTrue(s.isContinuous)
        XCTAssertTrue(s.autorepeat)
        XCTAssertFalse(s.wraps)
        XCTAssertEqual(s.frame.size, CGSize(width: 94, height: 32))
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: 94, height: 32))
    }

    func testTappingTheHalvesStepsAndSends() {
        let w = makeWindow()
        let (s, sent) = stepper(in: w)
        tap(w, at: CGPoint(x: 170, y: 116))   // plus
        tap(w, at: CGPoint(x: 170, y: 116))
        XCTAssertEqual(s.value, 2)
        XCTAssertEqual(sent(), 2)
        tap(w, at: CGPoint(x: 120, y: 116))   // minus
        XCTAssertEqual(s.value, 1)
        XCTAssertEqual(sent(), 3)
        s.value = 0
        tap(w, at: CGPoint(x: 120, y: 116))
        XCTAssertEqual(s.value, 0, "clamped at the minimum")
        XCTAssertEqual(sent(), 3, "no change, nothing sent; setting value sent nothing either")
    }

    func testWrapsAndRangeRules() {
        let w = makeWindow()
        let (s, _) = stepper(in: w)
        s.maximumValue = 3
        s.value = 3
        s.wraps = true
        tap(w, at: CGPoint(x: 170, y: 116))
        XCTAssertEqual(s.value, 0, "past the maximum: the minimum")
        tap(w, at: CGPoint(x: 120, y: 116))
        XCTAssertEqual(s.value, 3, "below the minimum: the maximum")
        s.value = 1
        s.minimumValue = 2
        XCTAssertEqual(s.value, 2, "a minimum above the value raises it")
        s.value = 50
        XCTAssertEqual(s.value, 3, "clamped")
        s.stepValue = 0
        XCTAssertEqual(s.stepValue, 1, "a step of 0 is refused")
    }

    func testHoldingRepeatsAfterHalfASecondThenEveryTenth() {
        let w = makeWindow()
        let (s, sent) = stepper(in: w)
        let t0 = CACurrentMediaTime()
        w.sendTouch(.began, at: CGPoint(x: 170, y: 116))
        XCTAssertEqual(s.value, 1)
        Clock.run(from: t0, to: 0.45)
        XCTAssertEqual(s.value, 1, "not yet")
        Clock.run(from: t0, to: 0.5 + 0.35)
        XCTAssertEqual(s.value, 5, "at 0.5, 0.6, 0.7, 0.8")
        w.sendTouch(.ended, at: CGPoint(x: 170, y: 116))
        Clock.run(from: t0, to: 1.5)
        XCTAssertEqual(s.value, 5, "released: no more")
        XCTAssertEqual(sent(), 5)
    }

    func testNotContinuousSendsOnceWhenReleased() {
        let w = makeWindow()
        let (s, sent) = stepper(in: w)
        s.isContinuous = false
        let t0 = CACurrentMediaTime()
        w.sendTouch(.began, at: CGPoint(x: 170, y: 116))
        Clock.run(from: t0, to: 0.75)
        XCTAssertEqual(s.value, 4)
        XCTAssertEqual(sent(), 0)
        w.sendTouch(.ended, at: CGPoint(x: 170, y: 116))
        XCTAssertEqual(sent(), 1)
    }
}
