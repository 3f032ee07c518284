import XCTest
@testable import MotionViews

/// UISegmentedControl and UIPageControl: a tap selects (the plate sliding on ease-in-ease-out) and sends
/// `.valueChanged` once; setting the index does not send; page dots step one page toward the tap.
final class SegmentedAndPageControlTests: XCTestCase {
    func testATapSelectsAndThePlateSlides() throws {
        let w = makeWindow()
        let s = UISegmentedControl(items: ["Day", "Week", "Month"])
        s.frame = CGRect(x: 10, y: 100, width: 300, height: 32)
        s.selectedSegmentIndex = 0
        w.addSubview(s)
        w.layoutIfNeeded()
        var sent: [Int] = []
        s.addAction({ sent.append(($0 as! UISegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
        XCTAssertEqual(s.numberOfSegments, 3)
        XCTAssertEqual(s.titleForSegment(at: 1), "Week")
        let plate = try XCTUnwrap(s.subviews.first)
        XCTAssertEqual(plate.frame, CGRect(x: 2, y: 2, width: 96, height: 28))
        tap(w, at: CGPoint(x: 10 + 250, y: 116))
        let t0 = CACurrentMediaTime()
        XCTAssertEqual(sent, [2])
        XCTAssertEqual(plate.frame.minX, 202, "the model at the third segment")
        Clock.run(from: t0, to: 0.125)
        let x = Double(plate.layer.presentationProperties().position.x)
        XCTAssertEqual(x, 50 + 200 * easeInEaseOut(0.5), accuracy: 0.01, "half way along the curve")
        s.selectedSegmentIndex = 1
        XCTAssertEqual(sent, [2], "setting the index sends nothing")
        s.selectedSegmentIndex = 7
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertTrue(plate.isHidden)
    }

    func testPageDotsStepTowardTheTap() {
        let w = makeWindow()
        let p = UIPageControl()
        p.numberOfPages = 5
        p.currentPage = 2
        p.frame = CGRect(origin: CGPoint(x: 60, y: 200), size: p.size(forNumberOfPages: 5))
        w.addSubview(p)
        w.layoutIfNeeded()
        var sent: [Int] = []
        p.addAction({ sent.append(($0 as! UIPageControl).currentPage) }, for: .valueChanged)
        XCTAssertEqual(p.subviews.count, 5)
        XCTAssertEqual(p.subviews[2].backgroundColor, .white)
        tap(w, at: CGPoint(x: 60 + 5, y: 213))
        XCTAssertEqual(sent, [1], "a tap left of the current dot: one page back")
        tap(w, at: CGPoint(x: 60 + p.bounds.width - 5, y: 213))
        XCTAssertEqual(sent, [1, 2])
        p.currentPage = 99
        XCTAssertEqual(p.currentPage, 4, "clamped")
        p.numberOfPages = 1
        p.hidesForSinglePage = true
        XCTAssertTrue(p.isHidden)
    }
}
