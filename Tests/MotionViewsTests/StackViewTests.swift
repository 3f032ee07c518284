import XCTest
@testable import MotionViews

/// UIStackView's arrangement against hand-computed frames for each distribution and alignment, and the
/// classic animation: hiding an arranged view inside `UIView.animate` slides the others on the block's
/// curve while the hidden one collapses, and it is hidden when the animation ends.
final class StackViewTests: XCTestCase {
    /// Views with fixed sizes (frames; no intrinsic size).
    func boxes(_ sizes: [CGSize]) -> [UIView] { sizes.map { UIView(frame: CGRect(origin: .zero, size: $0)) } }

    func frames(_ s: UIStackView) -> [CGRect] {
        s.layoutIfNeeded()
        return s.arrangedSubviews.map(\.frame)
    }

    func stack(_ sizes: [CGSize], axis: NSLayoutConstraint.Axis = .horizontal, distribution: UIStackView.Distribution = .fill,
               alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 10) -> UIStackView {
        let s = UIStackView(arrangedSubviews: boxes(sizes))
        s.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        s.axis = axis; s.distribution = distribution; s.alignment = alignment; s.spacing = spacing
        return s
    }

    let three = [CGSize(width: 40, height: 20), CGSize(width: 60, height: 30), CGSize(width: 80, height: 40)]

    func testFillGivesTheRestToTheLastFlexibleView() {
        // 300 − 2·10 spacing − (40 + 60) = 180 for the last view.
        XCTAssertEqual(frames(stack(three)), [CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 50, y: 0, width: 60, height: 100),
                                              CGRect(x: 120, y: 0, width: 180, height: 100)])
    }

    func testFillEquallyAndProportionally() {
        // (300 − 20) / 3 each.
        let w = 280.0 / 3
        XCTAssertEqual(frames(stack(three, distribution: .fillEqually)).map(\.width), [w, w, w].map { CGFloat($0) })
        XCTAssertEqual(frames(stack(three, distribution: .fillEqually))[2].minX, CGFloat(2 * w + 20), accuracy: 1e-9)
        // 280 shared 40 : 60 : 80.
        let p = frames(stack(three, distribution: .fillProportionally)).map(\.width)
        XCTAssertEqual(p[0], 280 * 40 / 180, accuracy: 1e-9)
        XCTAssertEqual(p[2], 280 * 80 / 180, accuracy: 1e-9)
    }

    func testEqualSpacingAndEqualCentering() {
        // Natural widths 180 in 300: two gaps of 60.
        XCTAssertEqual(frames(stack(three, distribution: .equalSpacing)).map(\.minX), [0, 100, 220])
        // Centres 20 … 260 equally spaced: 20, 140, 260 → origins 0, 110, 220.
        XCTAssertEqual(frames(stack(three, distribution: .equalCentering)).map(\.minX), [0, 110, 220])
    }

    func testAlignmentsAcrossTheAxis() {
        XCTAssertEqual(frames(stack(three, alignment: .leading)).map(\.minY), [0, 0, 0])
        XCTAssertEqual(frames(stack(three, alignment: .center)).map(\.minY), [40, 35, 30])
        XCTAssertEqual(frames(stack(three, alignment: .bottom)).map(\.minY), [80, 70, 60])
        XCTAssertEqual(frames(stack(three, alignment: .center)).map(\.height), [20, 30, 40])
    }

    func testVerticalWithMarginsAndIntrinsicSizes() {
        let s = stack(three, axis: .vertical, distribution: .fill, spacing: 4)
        s.isLayoutMarginsRelativeArrangement = true
        s.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 5, right: 6)
        let f = frames(s)
        XCTAssertEqual(f[0], CGRect(x: 6, y: 5, width: 288, height: 20))
        XCTAssertEqual(f[1].minY, 29)
        XCTAssertEqual(f[2], CGRect(x: 6, y: 63, width: 288, height: 32), "the last takes what is left: 90 − 20 − 30 − 8")
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: 80 + 12, height: 20 + 30 + 40 + 8 + 10))
    }

    func testHiddenViewsTakeNoSpaceAndRemovedViewsLeave() {
        let s = stack(three, distribution: .equalSpacing)
        s.arrangedSubviews[1].isHidden = true
        XCTAssertEqual(frames(s).map(\.minX)[2], 220, "two views, one gap of 180")
        XCTAssertEqual(s.arrangedSubviews[0].frame.minX, 0)
        let middle = s.arrangedSubviews[1]
        middle.removeFromSuperview()
        XCTAssertEqual(s.arrangedSubviews.count, 2)
        s.insertArrangedSubview(middle, at: 0)
        XCTAssertTrue(middle.superview === s)
        XCTAssertTrue(s.arrangedSubviews[0] === middle)
    }

    func testHidingInsideAnAnimationBlockSlidesTheOthersAndHidesAtTheEnd() {
        let w = makeWindow()
        let s = stack(three, axis: .vertical, distribution: .fill, spacing: 10)
        s.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        w.addSubview(s)
        w.layoutIfNeeded()
        let first = s.arrangedSubviews[0], last = s.arrangedSubviews[2]
        XCTAssertEqual(last.frame, CGRect(x: 0, y: 70, width: 100, height: 230), "heights 20 and 30, spacing 10, the rest to the last")
        let t0 = CACurrentMediaTime()
        var done = false
        UIView.animate(withDuration: 0.4, animations: { first.isHidden = true }, completion: { _ in done = true })
        XCTAssertTrue(first.isHidden, "reads hidden at once")
        XCTAssertFalse(first.layer.isHidden, "still drawn while it collapses")
        // Model: the second view moves to the top, the last one up by 30.
        XCTAssertEqual(last.frame.minY, 40)
        for f in [0.25, 0.5, 0.75] {
            Clock.run(from: t0, to: 0.4 * f)
            let shown = last.layer.presentationProperties()
            let y = Double(shown.position.y - shown.bounds.height / 2)
            XCTAssertEqual(y, 70 - 30 * easeInEaseOut(f), accuracy: 0.01, "the last view slides on the curve at \(f)")
            XCTAssertEqual(Double(first.layer.presentationProperties().bounds.height), 20 * (1 - easeInEaseOut(f)), accuracy: 0.01)
        }
        Clock.run(from: t0, to: 0.45)
        XCTAssertTrue(done)
        XCTAssertTrue(first.layer.isHidden, "hidden when the animation ends")
        // Showing it again grows it back from nothing.
        let t1 = CACurrentMediaTime()
        UIView.animate(withDuration: 0.4) { first.isHidden = false }
        XCTAssertFalse(first.isHidden)
        Clock.run(from: t1, to: 0.2)
        XCTAssertEqual(Double(first.layer.presentationProperties().bounds.height), 20 * easeInEaseOut(0.5), accuracy: 0.01)
        Clock.run(from: t1, to: 0.45)
        XCTAssertEqual(last.frame.minY, 70)
    }
}
