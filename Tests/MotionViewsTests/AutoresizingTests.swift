import XCTest
@testable import MotionViews

/// Springs and struts: a subview's flexible parts absorb its superview's size change, shared by their
/// lengths; fixed parts stay; inside an animation block the subviews' frames animate along.
final class AutoresizingTests: XCTestCase {
    func testFlexiblePartsAbsorbTheChange() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        [fill, pinnedRight, centred, fixed].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 160)
        XCTAssertEqual(fill.frame, CGRect(x: 10, y: 10, width: 280, height: 140), "margins kept, size grew by 100 × 60")
        XCTAssertEqual(pinnedRight.frame, CGRect(x: 250, y: 10, width: 40, height: 20), "kept 10 from the right")
        // Margins 50 and 50 share the 100: still centred.
        XCTAssertEqual(centred.frame, CGRect(x: 100, y: 40, width: 100, height: 20))
        XCTAssertEqual(fixed.frame, CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertEqual(fill.frame.width, 280, "autoresizesSubviews off")
    }

    func testProportionalSharingAndAnimation() {
        // Left margin 20 and width 60 flexible: a 40-point change splits 10 : 30.
        let r = UIView.share(40, before: 20, length: 60, after: 20, flexible: (true, true, false))
        XCTAssertEqual(r.origin, 30); XCTAssertEqual(r.length, 90)
        let w = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: parent.bounds)
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        w.addSubview(parent)
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { parent.frame.size.width = 300 }
        Clock.run(from: t0, to: 0.5)
        XCTAssertEqual(Double(child.layer.presentationProperties().bounds.width), 200, accuracy: 1e-6, "the child grows along")
    }
}
