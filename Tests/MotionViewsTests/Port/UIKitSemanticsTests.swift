import XCTest
@testable import MotionViews

/// Defaults and semantics that make compiled iOS screens behave as on iOS (issue 26), each checked
/// against the line of Apple's headers or documentation that states it.
final class UIKitSemanticsTests: XCTestCase {
    override func setUp() { UIServices.textRasterizer = FixedWidthRasterizer() }
    override func tearDown() { UIServices.textRasterizer = nil }

    // MARK: layoutSubviews

    /// UIView.h, layoutSubviews: "The default implementation uses any constraints you have set to
    /// determine the size and position of any subviews." So the public-screen idiom — change a
    /// constant, then `view.layoutSubviews()` inside `UIView.animate` — animates the box.
    func testBaseLayoutSubviewsAppliesConstraintsSoItAnimates() {
        let w = makeWindow()
        let root = UIView(frame: w.bounds)
        w.addSubview(root)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        NSLayoutConstraint.activate([top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        w.layoutIfNeeded()
        XCTAssertEqual(box.frame.minY, 100)
        top.constant = 300
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1) { root.layoutSubviews() }
        XCTAssertEqual(box.frame.minY, 300, "the model is at the end at once")
        Clock.run(from: t0, to: 0.4)
        let y = Double(box.layer.presentationProperties().position.y) - 25
        XCTAssertEqual(y, 100 + 200 * easeInEaseOut(0.4), accuracy: 0.05, "on the way, on UIKit's default curve")
        Clock.run(from: t0, to: 1.1)
        XCTAssertEqual(Double(box.layer.presentationProperties().position.y), 325, accuracy: 1e-9)
    }

    // MARK: Device safe areas

    /// The table (Apple's device safe areas): 320×568 → 20; 375×667 → 20; 390×844 → 47/34;
    /// 393×852 → 59/34; landscape: the notch's inset on both sides and 21 at the bottom.
    func testDeviceSafeAreasByWindowSize() {
        XCTAssertEqual(DeviceChrome.safeAreaInsets(for: CGSize(width: 320, height: 568)), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(DeviceChrome.safeAreaInsets(for: CGSize(width: 375, height: 667)), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(DeviceChrome.safeAreaInsets(for: CGSize(width: 390, height: 844)), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(DeviceChrome.safeAreaInsets(for: CGSize(width: 393, height: 852)), UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(DeviceChrome.safeAreaInsets(for: CGSize(width: 844, height: 390)), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(DeviceChrome.safeAreaInsets(for: CGSize(width: 568, height: 320)), .zero, "no status bar in landscape")
        XCTAssertEqual(DeviceChrome.safeAreaInsets(for: CGSize(width: 500, height: 700)), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "any other portrait size")
        // Hiding the status bar gives its 20 points back on a device without a notch, not on one with.
        XCTAssertEqual(DeviceChrome.safeAreaInsets(for: CGSize(width: 320, height: 568), statusBarHidden: true), .zero)
        XCTAssertEqual(DeviceChrome.safeAreaInsets(for: CGSize(width: 390, height: 844), statusBarHidden: true).top, 47)
    }

    /// A window standing for the device: `safeAreaInsets` as the table says, reaching the root view;
    /// `prefersStatusBarHidden` removes the 20 points; `additionalSafeAreaInsets` add on top of a bar.
    func testTheWindowsSafeAreaIsTheDevicesAndControllersAddToIt() {
        final class Hiding: UIViewController {
            var hides = false
            override var prefersStatusBarHidden: Bool { hides }
        }
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        testWindow = w
        w.showsDeviceChrome = true
        let vc = Hiding()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        XCTAssertEqual(w.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(vc.view.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertNotNil(w.statusBarView)
        XCTAssertTrue(w.subviews.last === w.homeIndicatorView, "the chrome stays in front")
        w.showsDeviceChrome = false
        XCTAssertEqual(vc.view.safeAreaInsets, .zero, "a bare window")
        XCTAssertNil(w.statusBarView)

        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        testWindow = small
        small.showsDeviceChrome = true
        let hiding = Hiding()
        small.rootViewController = hiding
        small.makeKeyAndVisible()
        XCTAssertEqual(hiding.view.safeAreaInsets.top, 20)
        hiding.hides = true
        hiding.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(hiding.view.safeAreaInsets.top, 0)
        XCTAssertTrue(small.statusBarView?.isHidden ?? false)

        // UIViewController.h, additionalSafeAreaInsets: added to what the bars already cover.
        let nav = UINavigationController(rootViewController: UIViewController())
        small.rootViewController = nav
        small.layoutIfNeeded()
        let child = nav.topViewController!
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(child.view.safeAreaInsets.top, 20 + 44 + 10)
    }

    // MARK: Stack view spacing tokens

    /// UIStackView.h: `UIStackViewSpacingUseDefault = FLT_MAX`, `UIStackViewSpacingUseSystem = FLT_MIN`;
    /// `spacing = spacingUseSystem` is the system spacing (8 points between standard views).
    func testSpacingTokensHaveApplesValuesAndMeanSystemSpacing() {
        XCTAssertEqual(UIStackView.spacingUseDefault, CGFloat(Float.greatestFiniteMagnitude))
        XCTAssertEqual(UIStackView.spacingUseSystem, CGFloat(Float.leastNormalMagnitude))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        stack.axis = .horizontal
        stack.distribution = .fill
        stack.alignment = .leading
        stack.spacing = UIStackView.spacingUseSystem
        stack.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX - a.frame.maxX, 8)
        // Under Auto Layout too.
        let w = makeWindow()
        let c = UIView(), d = UIView()
        for v in [c, d] {
            v.translatesAutoresizingMaskIntoConstraints = false
            v.widthAnchor.constraint(equalToConstant: 30).isActive = true
            v.heightAnchor.constraint(equalToConstant: 30).isActive = true
        }
        let auto = UIStackView(arrangedSubviews: [c, d])
        auto.spacing = UIStackView.spacingUseSystem
        auto.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(auto)
        auto.topAnchor.constraint(equalTo: w.topAnchor, constant: 100).isActive = true
        auto.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 20).isActive = true
        w.layoutIfNeeded()
        XCTAssertEqual(d.frame.minX - c.frame.maxX, 8)
        XCTAssertEqual(auto.frame.width, 68)
    }

    // MARK: Explicit animations and the transaction

    /// CATransaction.h: "animationDuration … Defines the default duration of animations added to
    /// layers"; CALayer.h: an animation whose duration is zero gets it. And "animationTimingFunction …
    /// when set to a non-nil value any animations added to layers will have this value set as their
    /// timingFunction property".
    func testAZeroDurationAnimationTakesTheTransactionsDurationAndCurve() {
        AnimationDriver.shared.reset()
        let layer = CALayer()
        let t0 = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        layer.add(a, forKey: "fade")
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "fade")?.duration, 2)
        Clock.run(from: t0, to: 1)
        XCTAssertEqual(Double(layer.presentationProperties().opacity), bezierTiming(0.5, 0.42, 0, 1, 1), accuracy: 1e-4)
        Clock.run(from: t0, to: 1.9)
        XCTAssertNotNil(layer.animation(forKey: "fade"), "still running at 1.9 s")
        // Outside any transaction: Core Animation's 0.25 s, and an animation's own curve is kept.
        let b = CABasicAnimation(keyPath: "position.x")
        b.fromValue = 0
        b.toValue = 10
        b.timingFunction = CAMediaTimingFunction(name: .linear)
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        layer.add(b, forKey: "move")
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "move")?.duration, 0.25)
        XCTAssertEqual(layer.animation(forKey: "move")?.timingFunction, CAMediaTimingFunction(name: .linear))
    }

    // MARK: Layout margins

    /// UIViewController.h, viewRespectsSystemMinimumLayoutMargins: while true, the root view's margins
    /// are at least `systemMinimumLayoutMargins` (16 points at the sides on a 320-point iPhone).
    func testRootViewMarginsAreRaisedToTheSystemMinimum() {
        let w = makeWindow()
        let vc = UIViewController()
        w.rootViewController = vc
        vc.view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        XCTAssertEqual(vc.view.layoutMargins, UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
        vc.viewRespectsSystemMinimumLayoutMargins = false
        XCTAssertEqual(vc.view.layoutMargins, UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
    }

    // MARK: Segmented control items

    /// UISegmentedControl.h, `init(items:)`: "an array of NSString objects (for segment titles) or
    /// UIImage objects (for segment images)"; iOS 14 takes `UIAction`s (title shown, handler run).
    func testSegmentedControlTakesStringsImagesAndActions() {
        var chosen: [String] = []
        let image = UIImage(cgImage: CGImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64)))
        let control = UISegmentedControl(items: ["One", image, UIAction(title: "Three") { chosen.append($0.title) }])
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.titleForSegment(at: 0), "One")
        XCTAssertTrue(control.imageForSegment(at: 1) === image)
        XCTAssertNil(control.titleForSegment(at: 1))
        XCTAssertEqual(control.titleForSegment(at: 2), "Three")
        let w = makeWindow()
        control.frame = CGRect(x: 10, y: 100, width: 300, height: 32)
        w.addSubview(control)
        w.layoutIfNeeded()
        tap(w, at: CGPoint(x: 260, y: 116))
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(chosen, ["Three"])
        control.setEnabled(false, forSegmentAt: 0)
        tap(w, at: CGPoint(x: 50, y: 116))
        XCTAssertEqual(control.selectedSegmentIndex, 2, "a disabled segment takes no taps")
    }

    // MARK: Presentation

    /// UIModalPresentationStyle.currentContext: "the views belonging to the presenting view controller
    /// are removed after the presentation completes" — its disappearance callbacks run.
    func testCurrentContextRemovesThePresentingViews() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        let w = showInWindow(a, log: log)
        b.modalPresentationStyle = .currentContext
        a.present(b, animated: false)
        XCTAssertNil(a.view.superview)
        XCTAssertTrue(b.view.window === w)
        XCTAssertEqual(log.appearance, ["A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                                        "A.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        b.dismiss(animated: false)
        XCTAssertTrue(a.view.window === w)
    }
}
