import XCTest
import UIKit
import MotionLabPreview
@testable import InterfaceBuilderFixture

/// The fixture's `Main.storyboard` (compiled by the MotionLabPort plugin) loaded, laid out, connected
/// and played as UIKit does it.
final class StoryboardTests: XCTestCase {
    var messages: [String] = []
    var savedHandler: ((String) -> Void)?

    override func setUp() {
        messages = []
        savedHandler = InterfaceBuilderRegistry.programmerError
        InterfaceBuilderRegistry.programmerError = { [unowned self] in self.messages.append($0) }
    }

    override func tearDown() {
        if let savedHandler { InterfaceBuilderRegistry.programmerError = savedHandler }
    }

    func testTheStoryboardIsRegisteredAtLoadAndItsInitialSceneIsTheNavigationController() throws {
        XCTAssertTrue(InterfaceBuilderRegistry.storyboardNames.contains("Main"))
        let board = UIStoryboard(name: "Main", bundle: nil)
        let nav = try XCTUnwrap(board.instantiateInitialViewController() as? UINavigationController)
        let home = try XCTUnwrap(nav.viewControllers.first as? HomeViewController, "the relationship segue's root")
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertTrue(home.storyboard === board || home.storyboard?.name == "Main")
        XCTAssertEqual(home.title, "Home")
        // UIKit's order: init(coder:) with the storyboard already known, awakeFromNib before the view loads.
        XCTAssertEqual(home.events, ["init(coder:) storyboard=true", "awakeFromNib loaded=false"])
        XCTAssertFalse(home.isViewLoaded, "the view is made when the controller loads it")
        XCTAssertNil(home.titleLabel, "outlets are connected when the view loads")
        home.loadViewIfNeeded()
        XCTAssertEqual(home.events.last, "viewDidLoad box=true height=100.0 dots=3", "private outlets, a constraint outlet and a collection before viewDidLoad")
        XCTAssertEqual(home.titleLabel?.text, "Home")
        XCTAssertEqual(home.dots.map { $0.backgroundColor }, [UIColor.systemRed, UIColor.systemGreen, UIColor(white: 0.5, alpha: 1)], "the collection in document order")
    }

    func testScenesByIdentifierAndTheCreatorForm() throws {
        let board = UIStoryboard(name: "Main", bundle: nil)
        XCTAssertTrue(board.instantiateViewController(withIdentifier: "Detail") is DetailViewController)
        var made: NSCoder?
        let detail: DetailViewController = board.instantiateViewController(identifier: "Detail") { coder in
            made = coder
            let vc = DetailViewController(coder: coder)
            vc?.value = 7
            return vc
        }
        XCTAssertNotNil(made as? InterfaceBuilderCoder)
        XCTAssertEqual(detail.value, 7)
        detail.loadViewIfNeeded()
        XCTAssertEqual(detail.label?.text, "Value 7")
        XCTAssertTrue(messages.isEmpty)
        _ = board.instantiateViewController(withIdentifier: "Nope")
        XCTAssertEqual(messages, ["Storyboard (<UIStoryboard: Main>) doesn't contain a view controller with identifier 'Nope'"])
        _ = UIStoryboard(name: "Missing", bundle: nil)
        XCTAssertTrue(messages.last?.hasPrefix("Could not find a storyboard named 'Missing' in bundle") == true, messages.last ?? "")
    }

    /// Frames of the home scene against UIKit's arithmetic: the safe area, margins (16 pt on a
    /// controller's root view), a fill-equally stack, an aspect ratio at priority 750 with the
    /// placeholder constraint removed.
    func testTheHomeSceneLaysOutAsUIKitDoes() throws {
        var nav: UINavigationController?
        let session = try Self.session(seconds: 0.2) { nav = Self.initial(); return nav! }
        for _ in 0..<3 { try session.step() }
        try session.runner.context.perform {
            let home = try XCTUnwrap(nav?.topViewController as? HomeViewController)
            let view = home.view!
            // The safe area guide as laid out (as constraints see it; the same as a controller built in code).
            let safeTop = view.safeAreaLayoutGuide.layoutFrame.minY
            let box = try XCTUnwrap(home.boxView)
            XCTAssertEqual(box.frame, CGRect(x: 16, y: safeTop + 20, width: 288, height: 100))
            let title = try XCTUnwrap(home.titleLabel)
            XCTAssertEqual(title.frame.minX, view.layoutMargins.left)
            XCTAssertEqual(title.frame.maxX, 320 - view.layoutMargins.right)
            XCTAssertEqual(title.frame.minY, box.frame.maxY + 20)
            XCTAssertEqual(title.textAlignment, .center)
            XCTAssertEqual(title.font, UIFont.boldSystemFont(ofSize: 20))
            let stack = try XCTUnwrap(view.subviews.first { $0 is UIStackView } as? UIStackView)
            XCTAssertEqual(stack.frame.size, CGSize(width: 120, height: 20))
            XCTAssertEqual(stack.arrangedSubviews.count, 3)
            XCTAssertEqual(stack.distribution, .fillEqually)
            XCTAssertEqual(home.dots.map { $0.frame.width }, Array(repeating: (120 - 16) / 3, count: 3).map { CGFloat($0) }.map { $0.rounded(toPixels: 1) }, accuracy: 1)
            let fade = try XCTUnwrap(view.subviews.first { $0.alpha == 0.5 })
            XCTAssertEqual(fade.frame.size, CGSize(width: 30, height: 30), "1:1 with the height at 30 (the 40-pt placeholder width removed)")
            XCTAssertEqual(fade.frame.minX, stack.frame.maxX + 64)
            XCTAssertEqual(fade.frame.minY, stack.frame.minY)
            let c = try XCTUnwrap(view.constraints.first { $0.identifier == "fadeMinimum" }, "held by the view the XML puts it in")
            XCTAssertEqual(c.priority, UILayoutPriority(750))
            // The root view fills the navigation controller's content (its storyboard frame was 393×852).
            XCTAssertEqual(view.frame.width, 320)
        }
    }

    func testAttributesColoursAndRuntimeAttributes() throws {
        let home = try XCTUnwrap(Self.initial().topViewController as? HomeViewController)
        home.loadViewIfNeeded()
        let box = try XCTUnwrap(home.boxView as? RoundedView)
        XCTAssertEqual(box.initFrame, CGRect(x: 16, y: 123, width: 361, height: 100), "init?(coder:) sees the storyboard frame")
        XCTAssertEqual(box.backgroundColor, UIColor.systemBlue)
        XCTAssertEqual(box.accessibilityIdentifier, "box")
        XCTAssertEqual(box.layer.cornerRadius, 12, "layer.cornerRadius runtime attribute")
        XCTAssertEqual(box.borderWidthValue, 2.5, "a property of the user's class by key path")
        XCTAssertEqual(box.layer.borderWidth, 2.5)
        XCTAssertEqual(box.layer.borderColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
        XCTAssertEqual(box.gestureRecognizers?.count, 1)
        let fade = try XCTUnwrap(home.view.subviews.first { $0.alpha == 0.5 })
        XCTAssertEqual(fade.backgroundColor, UIColor(displayP3Red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        XCTAssertEqual(home.view.backgroundColor, UIColor.systemBackground)
    }

    /// The Grow button's private `@IBAction` changes a private constraint outlet's constant and lays out
    /// inside a UIKit spring animation: every frame of the box's height on the spring.
    func testAPrivateActionAnimatesAConstraintOutletOnUIKitsSpring() throws {
        var nav: UINavigationController?
        // Where the button is, from a first run.
        var center = CGPoint.zero
        do {
            let probe = try Self.session(seconds: 0.1) { nav = Self.initial(); return nav! }
            try probe.step()
            try probe.runner.context.perform {
                let home = try XCTUnwrap(nav?.topViewController as? HomeViewController)
                let grow = try XCTUnwrap(home.view.subviews.first { $0.accessibilityIdentifier == "grow" })
                center = grow.convert(CGPoint(x: grow.bounds.midX, y: grow.bounds.midY), to: nil)
            }
        }
        var script = InputScript()
        script.events = [(0.2, .down(center)), (0.25, .up(center))]
        let session = try Self.session(seconds: 1.0, script: script) { nav = Self.initial(); return nav! }
        var heights: [Double] = []
        for _ in 0..<session.frameCount {
            try session.step()
            heights.append(session.runner.context.perform {
                Double((nav?.topViewController as? HomeViewController)?.boxView?.layer.presentation()?.bounds.height ?? -1)
            })
        }
        let p = try UIKitSpring.parameters(duration: 0.5, dampingRatio: 0.6, initialVelocity: 0)
        var worst = 0.0
        var checked = 0
        for (n, h) in heights.enumerated() {
            let t = Double(n) / 60 - 0.25
            if t <= 0 { XCTAssertEqual(h, 100, accuracy: 1e-9, "frame \(n): before the tap"); continue }
            guard t < 0.5 else { continue }
            let expected = 100 + 100 * Self.springProgress(t: t, mass: p.mass, stiffness: p.stiffness, damping: p.damping)
            worst = max(worst, abs(h - expected))
            checked += 1
        }
        XCTAssertGreaterThan(checked, 25)
        XCTAssertLessThan(worst, 1e-6, "the box's height is \(worst) pt from UIKit's spring")
        XCTAssertEqual(heights.last ?? 0, 200, accuracy: 1e-9)
    }

    /// The Details button's show segue: shouldPerform, prepare (destination's view not loaded yet),
    /// pushed; the embed segue's child fills its container; the Back button unwinds.
    func testShowSeguePrepareEmbedAndUnwind() throws {
        var nav: UINavigationController?
        let session = try Self.session(seconds: 3) { nav = Self.initial(); return nav! }
        try session.step()
        try session.runner.context.perform {
            let home = try XCTUnwrap(nav?.topViewController as? HomeViewController)
            let details = try XCTUnwrap(home.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Details" })
            details.sendActions(for: .touchUpInside)
            XCTAssertEqual(Array(home.events.suffix(2)), ["shouldPerform showDetail", "prepare showDetail DetailViewController loaded=false"])
        }
        for _ in 0..<60 { try session.step() }
        try session.runner.context.perform {
            let detail = try XCTUnwrap(nav?.topViewController as? DetailViewController)
            XCTAssertEqual(nav?.viewControllers.count, 2)
            XCTAssertEqual(detail.label?.text, "Value 42", "the value prepare(for:sender:) passed")
            let child = try XCTUnwrap(detail.children.first as? ChildViewController)
            XCTAssertTrue(detail.preparedChild === child, "the embed segue was prepared")
            XCTAssertEqual(child.view.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
            XCTAssertEqual(child.view.superview?.frame.size, CGSize(width: 200, height: 100))
            let back = try XCTUnwrap(detail.view.subviews.compactMap { $0 as? UIButton }.first)
            XCTAssertNotNil(back.configuration, "the button's configuration")
            back.sendActions(for: .touchUpInside)
            let home = try XCTUnwrap(nav?.viewControllers.first as? HomeViewController)
            XCTAssertEqual(home.events.last, "unwindToHome from DetailViewController")
        }
        for _ in 0..<60 { try session.step() }
        session.runner.context.perform {
            XCTAssertTrue(nav?.topViewController is HomeViewController, "popped back")
            XCTAssertEqual(nav?.viewControllers.count, 1)
        }
    }

    func testShouldPerformSegueCanCancelATriggeredSegue() throws {
        let nav = Self.initial()
        let home = try XCTUnwrap(nav.topViewController as? HomeViewController)
        home.allowDetail = false
        home.loadViewIfNeeded()
        let details = try XCTUnwrap(home.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Details" })
        details.sendActions(for: .touchUpInside)
        XCTAssertEqual(home.events.last, "shouldPerform showDetail")
        XCTAssertEqual(nav.viewControllers.count, 1)
    }

    /// `performSegue(withIdentifier:)` does not ask shouldPerform (as on iOS); the presentation segue's
    /// styles reach the destination; a missing identifier is UIKit's exception.
    func testPerformSegueWithIdentifier() throws {
        var nav: UINavigationController?
        let session = try Self.session(seconds: 1) { nav = Self.initial(); return nav! }
        try session.step()
        try session.runner.context.perform {
            let home = try XCTUnwrap(nav?.topViewController as? HomeViewController)
            home.performSegue(withIdentifier: "present", sender: nil)
            XCTAssertEqual(home.events.last, "prepare present UIViewController loaded=false")
            XCTAssertFalse(home.events.contains("shouldPerform present"))
            let presented = try XCTUnwrap(home.presentedViewController ?? nav?.presentedViewController)
            XCTAssertEqual(presented.modalPresentationStyle, .fullScreen)
            XCTAssertEqual(presented.modalTransitionStyle, .crossDissolve)
            XCTAssertEqual(presented.view.backgroundColor, UIColor.systemOrange)
            home.performSegue(withIdentifier: "nope", sender: nil)
            XCTAssertEqual(self.messages, ["Receiver (<HomeViewController>) has no segue with identifier 'nope'"])
        }
    }

    // MARK: Helpers

    static func initial() -> UINavigationController {
        UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! UINavigationController
    }

    static func session(seconds: Double, script: InputScript = InputScript(), _ make: @escaping () -> UIViewController) throws -> HeadlessSession {
        var options = HeadlessSession.Options()
        options.duration = seconds
        options.scale = 1
        options.script = script
        return try HeadlessSession(preview: Preview("storyboard", make), options: options)
    }

    /// UIKit's spring from rest: progress 0 → 1 (the closed form of m·x″ + c·x′ + k·x = 0).
    static func springProgress(t: Double, mass m: Double, stiffness k: Double, damping c: Double) -> Double {
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        precondition(zeta < 1)
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }
}

private extension CGFloat {
    func rounded(toPixels scale: CGFloat) -> CGFloat { (self * scale).rounded() / scale }
}

private func XCTAssertEqual(_ a: [CGFloat], _ b: [CGFloat], accuracy: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}

/// Bar items and tab bar controllers from storyboards.
final class StoryboardBarTests: XCTestCase {
    func testNavigationItemsBarButtonActionsOutletsAndSegues() throws {
        var nav: UINavigationController?
        let session = try StoryboardTests.session(seconds: 1) { nav = StoryboardTests.initial(); return nav! }
        try session.step()
        try session.runner.context.perform {
            let home = try XCTUnwrap(nav?.topViewController as? HomeViewController)
            XCTAssertEqual(home.navigationItem.title, "Home")
            let add = try XCTUnwrap(home.navigationItem.rightBarButtonItem)
            XCTAssertTrue(home.addBarItem === add, "a private outlet to a bar button item, connected with the controller")
            let modal = try XCTUnwrap(home.navigationItem.leftBarButtonItem)
            XCTAssertEqual(modal.title, "Modal")
            XCTAssertTrue(add.hasAction)
            // Taps on the items' buttons in the bar (leftmost: Modal; rightmost: +).
            func buttons(_ v: UIView) -> [UIButton] { ((v as? UIButton).map { [$0] } ?? []) + v.subviews.flatMap(buttons) }
            let inBar = try XCTUnwrap(nav?.navigationBar).subviews.flatMap(buttons).sorted { $0.convert(CGPoint.zero, to: nil).x < $1.convert(CGPoint.zero, to: nil).x }
            XCTAssertGreaterThanOrEqual(inBar.count, 2)
            inBar.last?.sendActions(for: .touchUpInside)
            XCTAssertEqual(home.events.last, "addTapped true")
            let modalButton = try XCTUnwrap(inBar.first { $0.title(for: .normal) == "Modal" && !$0.isHidden })
            modalButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(Array(home.events.suffix(2)), ["shouldPerform modalFromBar", "prepare modalFromBar UIViewController loaded=false"])
            XCTAssertNotNil(home.presentedViewController ?? nav?.presentedViewController)
        }
    }

    func testATabBarControllerWithItsViewControllersAndItems() throws {
        let tabs = try XCTUnwrap(UIStoryboard(name: "Tabs", bundle: nil).instantiateInitialViewController() as? UITabBarController)
        let children = try XCTUnwrap(tabs.viewControllers)
        XCTAssertEqual(children.count, 2)
        XCTAssertEqual(children[0].tabBarItem.title, "Feed")
        XCTAssertEqual(children[1].tabBarItem.systemItem, .favorites)
        XCTAssertTrue(tabs.selectedViewController === children[0])
        XCTAssertEqual(children[0].view.backgroundColor, UIColor.systemGreen)
    }
}

/// Autoresizing masks, custom segues, and an unwind across a presentation.
final class StoryboardMoreTests: XCTestCase {
    /// UIKit's autoresizing arithmetic from the storyboard's 393 × 852 canvas to the preview's 320 × 568:
    /// flexible margins and sizes absorb the change.
    func testAutoresizingMasksFromTheCanvasSize() throws {
        var nav: UINavigationController?
        let session = try StoryboardTests.session(seconds: 0.1) { nav = StoryboardTests.initial(); return nav! }
        try session.step()
        try session.runner.context.perform {
            let home = try XCTUnwrap(nav?.topViewController as? HomeViewController)
            let view = home.view!
            let corner = try XCTUnwrap(view.subviews.first { $0.accessibilityIdentifier == "corner" })
            let strip = try XCTUnwrap(view.subviews.first { $0.accessibilityIdentifier == "strip" })
            let dw = view.bounds.width - 393, dh = view.bounds.height - 852
            XCTAssertEqual(corner.frame, CGRect(x: 293 + dw, y: 500 + dh, width: 100, height: 40), "flexible left and top margins take the change")
            XCTAssertEqual(strip.frame, CGRect(x: 0, y: 600 + dh, width: 393 + dw, height: 50), "flexible width and top margin")
        }
    }

    func testACustomSegueRunsItsOwnPerformAfterPrepare() throws {
        var nav: UINavigationController?
        let session = try StoryboardTests.session(seconds: 1) { nav = StoryboardTests.initial(); return nav! }
        try session.step()
        FadeSegue.performed = []
        try session.runner.context.perform {
            let home = try XCTUnwrap(nav?.topViewController as? HomeViewController)
            home.performSegue(withIdentifier: "fade", sender: nil)
            XCTAssertEqual(home.events.last, "prepare fade UIViewController loaded=false")
            XCTAssertEqual(FadeSegue.performed, ["fade: HomeViewController → UIViewController"])
            XCTAssertEqual((home.presentedViewController ?? nav?.presentedViewController)?.modalTransitionStyle, .crossDissolve)
        }
    }

    /// A manual unwind segue of the presented scene goes back to the presenter's stack and dismisses.
    func testAnUnwindAcrossAPresentationDismisses() throws {
        var nav: UINavigationController?
        let session = try StoryboardTests.session(seconds: 3) { nav = StoryboardTests.initial(); return nav! }
        try session.step()
        var modal: UIViewController?
        try session.runner.context.perform {
            let home = try XCTUnwrap(nav?.topViewController as? HomeViewController)
            home.performSegue(withIdentifier: "present", sender: nil)
            modal = home.presentedViewController ?? nav?.presentedViewController
            XCTAssertNotNil(modal)
        }
        for _ in 0..<60 { try session.step() }
        try session.runner.context.perform {
            let home = try XCTUnwrap(nav?.topViewController as? HomeViewController)
            modal?.performSegue(withIdentifier: "backHome", sender: nil)
            XCTAssertEqual(home.events.last, "unwindToHome from UIViewController")
        }
        for _ in 0..<60 { try session.step() }
        session.runner.context.perform {
            XCTAssertNil(nav?.presentedViewController, "dismissed")
        }
    }
}
