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

    /// Apple's `apportionsSegmentWidthsByContent`: false (the default) makes every segment as wide as the
    /// widest content, true each as wide as its own; fixed widths count as set. The control's intrinsic size
    /// is their sum (plus padding) by 32 points, so Auto Layout can size a control pinned only at its top
    /// and centre (it was 0 wide, its titles drawn over each other).
    func testTheIntrinsicSizeComesFromTheSegments() {
        let old = UIServices.textRasterizer
        UIServices.textRasterizer = FixedWidthRasterizer()   // a glyph is half the point size: 6.5 at 13 points
        defer { UIServices.textRasterizer = old }
        let s = UISegmentedControl(items: ["Movies", "Shows"])
        let pad = UISegmentedControl.segmentPadding
        let movies: CGFloat = 39 + 2 * pad, shows: CGFloat = 33 + 2 * pad   // 6 × 6.5 and ⌈5 × 6.5⌉, each padded
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: 2 * movies, height: 32))
        s.apportionsSegmentWidthsByContent = true
        XCTAssertEqual(s.intrinsicContentSize.width, movies + shows)
        s.frame = CGRect(x: 0, y: 0, width: 2 * (movies + shows), height: 32)
        s.layoutIfNeeded()
        let frames = s.segmentFrames()
        XCTAssertEqual(frames[0].width / frames[1].width, movies / shows, accuracy: 1e-9, "shared in proportion to content")
        s.apportionsSegmentWidthsByContent = false
        s.setWidth(100, forSegmentAt: 1)
        XCTAssertEqual(s.intrinsicContentSize.width, movies + 100)
        s.insertSegment(withTitle: "Documentaries", at: 2, animated: false)
        XCTAssertEqual(s.intrinsicContentSize.width, 2 * (CGFloat(13 * 6.5).rounded(.up) + 2 * pad) + 100, "the widest content sets the flexible widths")
        // Under Auto Layout, pinned at its top and centre only, it takes that size.
        let w = makeWindow()
        let c = UISegmentedControl(items: ["Movies", "Shows"])
        c.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(c)
        NSLayoutConstraint.activate([c.topAnchor.constraint(equalTo: w.topAnchor, constant: 80),
                                     c.centerXAnchor.constraint(equalTo: w.centerXAnchor)])
        w.layoutIfNeeded()
        XCTAssertEqual(c.frame.size, CGSize(width: 2 * movies, height: 32))
        XCTAssertEqual(c.frame.midX, w.bounds.midX)
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
