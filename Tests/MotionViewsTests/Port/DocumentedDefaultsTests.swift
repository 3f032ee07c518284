import XCTest
@testable import MotionViews

/// Defaults and edge behaviour that differed from Apple's documentation (issue 16's audit), each
/// checked against the documented value quoted beside it.
final class DocumentedDefaultsTests: XCTestCase {
    override func setUp() {
        AnimationContext().makeCurrent()
    }

    /// UISlider.value: "The default value of this property is 0.0."
    func testSliderValueDefaultsToZero() {
        XCTAssertEqual(UISlider().value, 0)
        XCTAssertEqual(UISlider().minimumValue, 0, "minimumValue: the default value of this property is 0.0")
        XCTAssertEqual(UISlider().maximumValue, 1, "maximumValue: the default value of this property is 1.0")
    }

    /// UISlider.minimumValue: "If you set the minimum value to a value larger than the maximum, the
    /// slider updates the maximum value to equal the minimum"; maximumValue the reverse; and the value
    /// follows a new minimum or maximum past it.
    func testSliderMinimumAndMaximumMoveEachOther() {
        let s = UISlider()
        s.value = 0.5
        s.minimumValue = 2
        XCTAssertEqual(s.maximumValue, 2)
        XCTAssertEqual(s.value, 2, "below the new minimum: moved up to it")
        s.maximumValue = 10
        s.value = 8
        s.maximumValue = -3
        XCTAssertEqual(s.minimumValue, -3)
        XCTAssertEqual(s.value, -3, "above the new maximum: moved down to it")
        s.maximumValue = 5
        s.minimumValue = 1
        XCTAssertEqual(s.maximumValue, 5, "a minimum below the maximum leaves it")
        XCTAssertEqual(s.value, 1)
    }

    /// UICubicTimingParameters.init(): "Initializes the object with the default timing curve" —
    /// Core Animation's default, cubic-bezier(0.25, 0.1, 0.25, 1.0) (kCAMediaTimingFunctionDefault).
    func testCubicTimingParametersDefaultIsCoreAnimationsDefaultCurve() {
        let p = UICubicTimingParameters()
        XCTAssertEqual(p.controlPoint1.x, 0.25, accuracy: 1e-6)
        XCTAssertEqual(p.controlPoint1.y, 0.1, accuracy: 1e-6)
        XCTAssertEqual(p.controlPoint2.x, 0.25, accuracy: 1e-6)
        XCTAssertEqual(p.controlPoint2.y, 1, accuracy: 1e-6)
    }

    /// A property animator without timing parameters uses that default curve: alpha at half time is
    /// 1 − bezier(0.25, 0.1, 0.25, 1)(0.5).
    func testPropertyAnimatorWithDefaultParametersFollowsTheDefaultCurve() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UICubicTimingParameters())
        animator.addAnimations { view.alpha = 0 }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        Clock.run(from: t0, to: 0.5)
        XCTAssertEqual(Double(view.layer.presentationProperties().opacity), 1 - bezierTiming(0.5, 0.25, 0.1, 0.25, 1), accuracy: 1e-4)
    }

    /// CALayer.contentsScale: "For layers you create directly, the default value of this property is
    /// 1.0. For layers attached to a view, the layer's contents scale factor is set automatically" (to
    /// the screen's scale); UIView.contentScaleFactor is that value.
    func testViewLayersTakeTheScreenScale() {
        UIServices.screenScale = 3
        let view = UIView()
        XCTAssertEqual(view.layer.contentsScale, 3)
        XCTAssertEqual(view.contentScaleFactor, 3)
        XCTAssertEqual(CALayer().contentsScale, 1, "a standalone layer stays at 1")
        view.contentScaleFactor = 2
        XCTAssertEqual(view.layer.contentsScale, 2)
        UIServices.screenScale = 2
    }

    /// UILabel's contentMode is `.redraw` (UIKit's label initialiser sets it; its text is redrawn when
    /// the label is resized), and its text stays centred whatever the content mode.
    func testLabelContentModeIsRedraw() {
        let label = UILabel()
        XCTAssertEqual(label.contentMode, .redraw)
        XCTAssertEqual(UIView().contentMode, .scaleToFill, "UIView's documented default")
        label.contentMode = .topLeft
        XCTAssertEqual(label.layer.contentsGravity, .center, "the label lays out its own text")
    }

    /// UISegmentedControl.isMomentary: "The default value of this property is false. If it is set to
    /// true, segments in the control do not show selected state and do not update the value of
    /// selectedSegmentIndex after tracking ends."
    func testMomentarySegmentedControl() throws {
        let w = makeWindow()
        let s = UISegmentedControl(items: ["−", "+"])
        XCTAssertFalse(s.isMomentary)
        s.isMomentary = true
        s.frame = CGRect(x: 10, y: 100, width: 300, height: 32)
        w.addSubview(s)
        w.layoutIfNeeded()
        var sent: [Int] = []
        s.addAction({ sent.append(($0 as! UISegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
        tap(w, at: CGPoint(x: 260, y: 116))
        tap(w, at: CGPoint(x: 260, y: 116))
        tap(w, at: CGPoint(x: 60, y: 116))
        XCTAssertEqual(sent, [1, 1, 0], "each tap sends with the tapped index, the same segment again too")
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertTrue(try XCTUnwrap(s.subviews.first).isHidden, "no selected state shown")
    }
}
