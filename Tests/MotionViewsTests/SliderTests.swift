import XCTest
@testable import MotionViews

/// UISlider: the thumb's travel maps linearly onto minimumValue…maximumValue; a drag that starts on the
/// thumb moves the value with the finger (without jumping to it), `.valueChanged` while dragging or once
/// on release; a touch elsewhere on the track does nothing (iOS).
final class SliderTests: XCTestCase {
    func makeSlider(_ w: UIWindow) -> UISlider {
        let s = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 0))
        s.minimumValue = 0; s.maximumValue = 200
        s.value = 50
        w.addSubview(s)
        w.layoutIfNeeded()
        return s
    }

    func testGeometryAndClamping() {
        let w = makeWindow()
        let s = makeSlider(w)
        XCTAssertEqual(s.bounds.height, 31, "UIKit's height")
        // Travel 228 − 28 = 200 points from x 14: value 50 of 200 puts the thumb's centre at 14 + 50.
        let thumb = s.subviews[2]
        XCTAssertEqual(thumb.center.x, 64, accuracy: 1e-4)
        s.value = 500
        XCTAssertEqual(s.value, 200)
        s.value = .nan
        XCTAssertEqual(s.value, 0)
    }

    func testDraggingTheThumbSendsValueChangedContinuously() {
        let w = makeWindow()
        let s = makeSlider(w)
        var sent: [Float] = []
        s.addAction({ sent.append(($0 as! UISlider).value) }, for: .valueChanged)
        // Down 3 points right of the thumb's centre (window x 20 + 64 + 3), drag 60 points right.
        drag(w, from: CGPoint(x: 87, y: 115), to: CGPoint(x: 147, y: 115), duration: 0.25)
        XCTAssertEqual(s.value, 110, accuracy: 1e-3, "moved by the finger's 60 points, not jumped to it")
        XCTAssertGreaterThan(sent.count, 5)
        XCTAssertEqual(sent.last!, 110, accuracy: 1e-3)
        XCTAssertEqual(sent, sent.sorted(), "increasing as the finger moves right")
    }

    func testNonContinuousSendsOnceAndTheTrackIsNotAThumb() {
        let w = makeWindow()
        let s = makeSlider(w)
        s.isContinuous = false
        var sent = 0
        s.addAction({ _ in sent += 1 }, for: .valueChanged)
        drag(w, from: CGPoint(x: 84, y: 115), to: CGPoint(x: 44, y: 115), duration: 0.2)
        XCTAssertEqual(sent, 1)
        XCTAssertEqual(s.value, 10, accuracy: 1e-3)
        drag(w, from: CGPoint(x: 200, y: 115), to: CGPoint(x: 240, y: 115), duration: 0.2)
        XCTAssertEqual(s.value, 10, accuracy: 1e-3, "a touch on the track far from the thumb does nothing")
        XCTAssertEqual(sent, 1)
    }

    func testSetValueAnimatedSlidesTheThumb() {
        let w = makeWindow()
        let s = makeSlider(w)
        let thumb = s.subviews[2]
        let t0 = CACurrentMediaTime()
        s.setValue(150, animated: true)
        Clock.run(from: t0, to: 0.125)
        XCTAssertEqual(Double(thumb.layer.presentationProperties().position.x), 64 + 100 * easeInEaseOut(0.5), accuracy: 0.01)
    }
}
