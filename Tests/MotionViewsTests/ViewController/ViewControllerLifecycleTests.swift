import XCTest
@testable import MotionViews

final class ViewControllerLifecycleTests: XCTestCase {
    func testViewLoadsLazilyOnce() {
        let log = LifecycleLog()
        let vc = LoggingController("A", log)
        XCTAssertFalse(vc.isViewLoaded)
        XCTAssertNil(vc.viewIfLoaded)
        XCTAssertEqual(log.entries, [])
        let v = vc.view!
        XCTAssertTrue(vc.isViewLoaded)
        XCTAssertEqual(log.entries, ["A.loadView", "A.viewDidLoad"])
        XCTAssertTrue(vc.view === v)
        vc.loadViewIfNeeded()
        XCTAssertEqual(log.entries, ["A.loadView", "A.viewDidLoad"], "once")
        XCTAssertEqual(v.bounds.size, UIViewController.defaultViewSize)
        XCTAssertTrue(v.next === vc, "a controller's view passes events to its controller")
    }

    func testPortedInitialisers() {
        final class Ported: UIViewController {
            init() { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let vc = Ported()
        XCTAssertNil(vc.nibName)
        XCTAssertEqual(vc.view.bounds.size, UIViewController.defaultViewSize)
        let nav = UINavigationController(nibName: nil, bundle: nil)
        XCTAssertTrue(nav.viewControllers.isEmpty)
    }

    func testLoadViewIfNeededAndACustomView() {
        final class Custom: UIViewController {
            let made = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var loads = 0
            override func loadView() { loads += 1; view = made }
        }
        let vc = Custom()
        vc.loadViewIfNeeded()
        XCTAssertTrue(vc.view === vc.made)
        vc.loadViewIfNeeded()
        XCTAssertEqual(vc.loads, 1)
    }

    func testRootViewFillsTheWindowAndHasThatSizeAtViewDidLoad() {
        let log = LifecycleLog()
        let vc = LoggingController("A", log)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        w.rootViewController = vc
        XCTAssertEqual(vc.viewSizeAtDidLoad, CGSize(width: 200, height: 300))
        XCTAssertEqual(vc.view.frame, w.bounds)
        XCTAssertTrue(vc.view.superview === w)
        XCTAssertTrue(vc.next === w)
        w.frame = CGRect(x: 0, y: 0, width: 250, height: 400)
        w.layoutIfNeeded()
        XCTAssertEqual(vc.view.frame, w.bounds, "follows the window's size")
    }

    func testAppearanceAtMakeKeyAndVisibleInUIKitsOrder() {
        let log = LifecycleLog()
        let vc = LoggingController("A", log)
        let w = makeWindow()
        w.rootViewController = vc
        XCTAssertEqual(log.entries, ["A.loadView", "A.viewDidLoad"], "no appearance before the window is shown")
        w.makeKeyAndVisible()
        XCTAssertEqual(log.entries, ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)",
                                     "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear(false)"])
        w.makeKeyAndVisible()
        XCTAssertEqual(log.entries.count, 6, "only the first time")
    }

    func testLayoutCallbacksSurroundTheViewsLayout() {
        final class V: UIView {
            var onLayout: (() -> Void)?
            override func layoutSubviews() { onLayout?() }
        }
        final class C: LoggingController {
            override func loadView() { view = V(frame: .zero) }
        }
        let log = LifecycleLog()
        let vc = C("A", log)
        (vc.view as! V).onLayout = { log.add("view.layoutSubviews") }
        let w = showInWindow(vc, log: log)
        vc.view.setNeedsLayout()
        w.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["A.viewWillLayoutSubviews", "view.layoutSubviews", "A.viewDidLayoutSubviews"])
        w.layoutIfNeeded()
        XCTAssertEqual(log.entries.count, 3, "nothing when no layout is needed")
    }

    func testReplacingTheRootOfAVisibleWindow() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        let w = showInWindow(a, log: log)
        w.rootViewController = b
        XCTAssertEqual(log.appearance, ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
                                        "B.viewWillAppear(false)", "B.viewDidAppear(false)"])
        XCTAssertNil(a.view.superview)
        XCTAssertTrue(b.view.superview === w)
    }

    func testContainmentFollowsApplesRules() {
        let log = LifecycleLog()
        let parent = LoggingController("P", log), child = LoggingController("C", log)
        showInWindow(parent, log: log)

        parent.addChild(child)
        XCTAssertEqual(log.entries, ["C.willMove(P)"], "addChild calls willMove(toParent:)")
        XCTAssertTrue(child.parent === parent)
        XCTAssertTrue(parent.children.first === child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertEqual(log.entries, ["C.willMove(P)", "C.loadView", "C.viewDidLoad",
                                     "C.viewWillAppear(false)", "C.viewDidAppear(false)", "C.didMove(P)"])
        log.entries = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(log.entries, ["C.willMove(nil)", "C.viewWillDisappear(false)", "C.viewDidDisappear(false)",
                                     "C.didMove(nil)"], "removeFromParent calls didMove(toParent: nil)")
        XCTAssertNil(child.parent)
        XCTAssertTrue(parent.children.isEmpty)
    }

    func testAppearanceIsForwardedToChildrenParentsFirst() {
        let log = LifecycleLog()
        let parent = LoggingController("P", log), child = LoggingController("C", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let w = makeWindow()
        w.rootViewController = parent
        log.entries = []
        w.makeKeyAndVisible()
        XCTAssertEqual(log.appearance, ["P.viewWillAppear(false)", "C.viewWillAppear(false)",
                                        "P.viewDidAppear(false)", "C.viewDidAppear(false)"])
        w.rootViewController = nil
        XCTAssertEqual(Array(log.appearance.suffix(4)), ["P.viewWillDisappear(false)", "C.viewWillDisappear(false)",
                                                         "P.viewDidDisappear(false)", "C.viewDidDisappear(false)"])
    }
}
