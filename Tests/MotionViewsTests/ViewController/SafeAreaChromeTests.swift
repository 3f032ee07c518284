import XCTest
@testable import MotionViews

/// The safe area under the device chrome and UIKit's bars, against UIKit's documented semantics
/// (UIView.h / "safeAreaInsets": "If the view is not currently installed in a view hierarchy … the edge
/// insets in this property are 0. For the view controller's root view, the insets account for the
/// status bar, other visible bars, and any additional insets that you specified using the
/// additionalSafeAreaInsets property … For other views in the view hierarchy, the insets reflect only
/// the portion of the view that is covered") and UIKit's bar metrics: navigation bar and toolbar 44
/// points, tab bar 49 points above the home indicator's strip; the device table's status-bar and
/// home-indicator insets (`DeviceChrome`).
///
/// The same numbers are read three ways — `safeAreaInsets`, `safeAreaLayoutGuide.layoutFrame` and a
/// label pinned to the guide — plus `layoutMarginsGuide` (a root view's top and bottom margins are 0,
/// UIView.h "layoutMargins", measured from the safe area).
final class SafeAreaChromeTests: XCTestCase {
    final class Pinned: UIViewController {
        let label = UILabel()
        var insetChanges = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "x"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                label.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
        }
        override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); insetChanges += 1 }
    }

    override func setUp() { LayoutDiagnostics.handler = { [unowned self] in self.problems.append($0) } }
    override func tearDown() { LayoutDiagnostics.handler = nil }
    var problems: [String] = []

    private func window(_ w: CGFloat, _ h: CGFloat) -> UIWindow {
        AnimationDriver.shared.reset()
        let win = UIWindow(frame: CGRect(x: 0, y: 0, width: w, height: h))
        win.showsDeviceChrome = true
        return win
    }

    /// The insets, the guide, a label pinned to the guide (in window coordinates) and the margins
    /// guide all say the same thing.
    private func assertSafeArea(_ vc: Pinned, _ expected: UIEdgeInsets, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let v: UIView = vc.view
        XCTAssertEqual(v.safeAreaInsets, expected, "\(what): insets", file: file, line: line)
        let b = v.bounds
        let safe = CGRect(x: expected.left, y: expected.top, width: b.width - expected.left - expected.right,
                          height: b.height - expected.top - expected.bottom)
        assertRect(v.safeAreaLayoutGuide.layoutFrame, safe, accuracy: 0.001, file: file, line: line)
        assertRect(vc.label.convert(vc.label.bounds, to: v), safe, accuracy: 0.001, file: file, line: line)
        let m = v.layoutMarginsGuide.layoutFrame
        XCTAssertEqual(m.minY, expected.top, accuracy: 0.001, "\(what): a root view's top margin is 0 from the safe area", file: file, line: line)
        XCTAssertEqual(b.height - m.maxY, expected.bottom, accuracy: 0.001, "\(what): bottom margin", file: file, line: line)
    }

    /// The ib helper's finding: a navigation controller whose view was loaded (and a controller pushed)
    /// before it went into the window had its child's guide solved at 44 (the bar's bottom with no
    /// status bar) while `safeAreaInsets.top` said 64. Every order of loading now agrees at 20 + 44.
    func testAPushedControllersGuideAgreesWithItsInsetsWhateverTheOrderOfLoading() {
        for variant in 0..<4 {
            let w = window(320, 568)
            let a = Pinned(), b = Pinned()
            let nav = UINavigationController(rootViewController: a)
            switch variant {
            case 0: _ = nav.view
            case 1: _ = b.view
            case 2: nav.pushViewController(b, animated: false)
            default: _ = nav.view; nav.pushViewController(b, animated: false)
            }
            w.rootViewController = nav
            w.makeKeyAndVisible()
            w.layoutIfNeeded()
            if variant < 2 { nav.pushViewController(b, animated: false); w.layoutIfNeeded() }
            assertSafeArea(b, UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0), "variant \(variant)")
            XCTAssertEqual(b.label.convert(CGPoint.zero, to: nil).y, 64, "variant \(variant): the label sits under the bar")
        }
        XCTAssertEqual(problems, [])
    }

    /// UIView.h: a view not installed in a window has zero insets — also a navigation controller's
    /// child under a bar, and a controller with additional insets — and gets them (and one
    /// `viewSafeAreaInsetsDidChange`) when it goes on screen.
    func testAViewNotInAWindowHasNoInsets() {
        let a = Pinned()
        a.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let nav = UINavigationController(rootViewController: a)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(a.view.safeAreaInsets, .zero)
        XCTAssertEqual(a.view.safeAreaLayoutGuide.layoutFrame, a.view.bounds)
        XCTAssertEqual(a.insetChanges, 0)
        let w = window(320, 568)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        assertSafeArea(a, UIEdgeInsets(top: 74, left: 0, bottom: 0, right: 0), "in the window")
        XCTAssertEqual(a.insetChanges, 1, "told once")
        for _ in 0..<3 { w.layoutIfNeeded() }
        XCTAssertEqual(a.insetChanges, 1, "and not again while nothing changes")
    }

    /// Every bar combination on the device table's sizes, portrait: the status bar (or the sensor
    /// housing) and 44 for the navigation bar at the top; the home indicator's strip and 44 for a
    /// toolbar, 49 for a tab bar (both, stacked) at the bottom; `additionalSafeAreaInsets` on top.
    func testEveryBarCombinationOnEveryDeviceSize() {
        let sizes: [(CGFloat, CGFloat, top: CGFloat, bottom: CGFloat)] = [
            (320, 568, 20, 0), (375, 667, 20, 0), (414, 736, 20, 0), (375, 812, 44, 34), (390, 844, 47, 34),
            (393, 852, 59, 34), (430, 932, 59, 34), (402, 874, 62, 34), (440, 956, 62, 34),
        ]
        for (width, height, deviceTop, deviceBottom) in sizes {
            for nav in [false, true] {
                for toolbar in nav ? [false, true] : [false] {
                    for tabs in [false, true] {
                        for extra in [UIEdgeInsets.zero, UIEdgeInsets(top: 6, left: 0, bottom: 4, right: 0)] {
                            let w = window(width, height)
                            let content = Pinned()
                            content.additionalSafeAreaInsets = extra
                            var root: UIViewController = content
                            if nav {
                                let n = UINavigationController(rootViewController: content)
                                n.setToolbarHidden(!toolbar, animated: false)
                                root = n
                            }
                            if tabs {
                                let t = UITabBarController()
                                t.viewControllers = [root]
                                root = t
                            }
                            w.rootViewController = root
                            w.makeKeyAndVisible()
                            w.layoutIfNeeded()
                            let top = deviceTop + (nav ? 44 : 0) + extra.top
                            let bottom = deviceBottom + (toolbar ? 44 : 0) + (tabs ? 49 : 0) + extra.bottom
                            assertSafeArea(content, UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                                           "\(width)×\(height) nav \(nav) toolbar \(toolbar) tabs \(tabs) extra \(extra.top)")
                        }
                    }
                }
            }
        }
        XCTAssertEqual(problems, [])
    }

    /// A device turned: the sensor housing's inset on both sides and 21 points for the home indicator,
    /// no status bar; a navigation bar at the top, 32 points tall in a compact-height window as on iOS.
    func testLandscapeWithASensorHousing() {
        let w = window(844, 390)
        let content = Pinned()
        w.rootViewController = UINavigationController(rootViewController: content)
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        assertSafeArea(content, UIEdgeInsets(top: 32, left: 47, bottom: 21, right: 47), "844×390")
    }

    /// The second finding: during a push the covered view moves a third of the width left. UIKit
    /// measures a container's child where the container lays it out, so its insets do not change (no
    /// 107-point left inset, no re-layout of its content, no broken constraints), in portrait and in
    /// landscape (where the left edge *is* unsafe: 47, not 47 + 281).
    func testTheCoveredViewKeepsItsInsetsDuringAPushAndAPop() {
        for (width, height, insets) in [(CGFloat(320), CGFloat(568), UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
                                        (844, 390, UIEdgeInsets(top: 32, left: 47, bottom: 21, right: 47))] {
            let w = window(width, height)
            let a = Pinned(), b = Pinned()
            let nav = UINavigationController(rootViewController: a)
            w.rootViewController = nav
            w.makeKeyAndVisible()
            w.layoutIfNeeded()
            let changes = a.insetChanges
            let labelFrame = a.label.frame
            let t0 = CACurrentMediaTime()
            nav.pushViewController(b, animated: true)
            for f in [0.1, 0.5, 0.9] {
                Clock.run(from: t0, to: f * UINavigationController.transitionDuration)
                XCTAssertLessThan(a.view.frame.minX, -1, "the covered view has moved")
                XCTAssertEqual(a.view.safeAreaInsets, insets, "\(width): covered view at \(f)")
                XCTAssertEqual(b.view.safeAreaInsets, insets, "\(width): incoming view at \(f)")
                XCTAssertEqual(a.label.frame, labelFrame, "its content stays put")
            }
            XCTAssertEqual(a.insetChanges, changes)
            Clock.run(from: t0, to: UINavigationController.transitionDuration + 0.1)
            assertSafeArea(b, insets, "\(width): pushed")
            let t1 = CACurrentMediaTime()
            _ = nav.popViewController(animated: true)
            Clock.run(from: t1, to: 0.5 * UINavigationController.transitionDuration)
            XCTAssertEqual(b.view.safeAreaInsets, insets, "\(width): the popped view sliding out")
            XCTAssertEqual(a.view.safeAreaInsets, insets, "\(width): the view coming back")
            Clock.run(from: t1, to: UINavigationController.transitionDuration + 0.1)
            assertSafeArea(a, insets, "\(width): back")
        }
        XCTAssertEqual(problems, [], "no constraint broke")
    }

    /// Plain views: covered only where they overlap an unsafe margin (which reaches past the
    /// superview's edge on that side), never because they leave the superview through a safe edge.
    func testAPlainViewIsCoveredOnlyWhereItReachesAnUnsafeMargin() {
        let w = window(390, 844)   // top 47, bottom 34
        let vc = Pinned()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        let root: UIView = vc.view
        // Out through the left edge, which is safe: only the top margin covers it.
        let left = UIView(frame: CGRect(x: -130, y: 0, width: 390, height: 100))
        root.addSubview(left)
        XCTAssertEqual(left.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        // Hanging below the bottom edge: 100 of it in the home indicator's strip and below.
        let hanging = UIView(frame: CGRect(x: 0, y: 776, width: 390, height: 100))
        root.addSubview(hanging)
        XCTAssertEqual(hanging.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 876 - 810, right: 0))
        // Wholly below the screen: all of it, no more.
        let below = UIView(frame: CGRect(x: 0, y: 900, width: 390, height: 60))
        root.addSubview(below)
        XCTAssertEqual(below.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0))
        // A scroll view's content is measured in its bounds: scrolled, it moves under the margins.
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 50))
        scroll.addSubview(row)
        XCTAssertEqual(row.safeAreaInsets, .zero)
        scroll.contentOffset = CGPoint(x: 0, y: 80)
        XCTAssertEqual(row.safeAreaInsets, UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        // In landscape the left edge is unsafe: a view out through it is covered to its safe edge.
        let l = window(844, 390)
        let lvc = Pinned()
        l.rootViewController = lvc
        l.makeKeyAndVisible()
        let out = UIView(frame: CGRect(x: -100, y: 100, width: 300, height: 100))
        lvc.view.addSubview(out)
        XCTAssertEqual(out.safeAreaInsets, UIEdgeInsets(top: 0, left: 147, bottom: 0, right: 0))
    }

    /// `safeAreaInsetsDidChange` comes once per change, in the layout pass after the change, with the
    /// guide already where the insets say (UIView.h: "Called when the safe area of the view changes").
    func testSafeAreaInsetsDidChangeComesOncePerChange() {
        final class Watching: UIView {
            var seen: [UIEdgeInsets] = []
            override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange(); seen.append(safeAreaInsets) }
        }
        let w = window(320, 568)
        let vc = Pinned()
        let nav = UINavigationController(rootViewController: vc)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        let strip = Watching(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        vc.view.addSubview(strip)
        w.layoutIfNeeded()
        XCTAssertEqual(strip.seen, [UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)])
        nav.setNavigationBarHidden(true, animated: false)
        w.layoutIfNeeded()
        w.layoutIfNeeded()
        XCTAssertEqual(strip.seen.last, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(strip.seen.count, 2)
        assertSafeArea(vc, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "bar hidden")
    }
}
