import XCTest
@testable import MotionViews

/// Storyboard scenes that make each other while they are made (a navigation controller whose root is a
/// navigation controller whose root is the first; two storyboards whose initial scenes reference each
/// other) recurse without end on iOS — a stack overflow. Here the scene asked for again is reported and an
/// empty controller stands in for it, so the program goes on; scenes made in turn (not inside each other)
/// are no loop. The definitions are registered as the plugin's generated code registers them.
final class StoryboardSceneLoopTests: XCTestCase {
    private var reported: [String] = []
    private var savedReport: ((String) -> Void)?
    private var savedError: ((String) -> Void)?
    private var errors: [String] = []

    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
        savedReport = InterfaceBuilderRegistry.reportHandler
        savedError = InterfaceBuilderRegistry.programmerError
        InterfaceBuilderRegistry.reportHandler = { [unowned self] in self.reported.append($0) }
        InterfaceBuilderRegistry.programmerError = { [unowned self] in self.errors.append($0) }
    }

    override func tearDown() {
        // The definitions registered here are this test's: other suites list the registry's storyboards.
        for name in ["LoopTestPair", "LoopTestX", "LoopTestY", "LoopTestEmbed", "LoopTestDiamond"] {
            InterfaceBuilderRegistry.unregisterStoryboard(named: name)
        }
        if let savedReport { InterfaceBuilderRegistry.reportHandler = savedReport }
        if let savedError { InterfaceBuilderRegistry.programmerError = savedError }
        super.tearDown()
    }

    /// A navigation controller scene whose root is `root` (made through the context, as generated code does).
    private func navigation(_ id: String, root: @escaping (StoryboardSceneContext) -> UIViewController) -> StoryboardSceneDefinition {
        StoryboardSceneDefinition(id: id, identifier: id) { context in
            let nav = UINavigationController(nibName: nil, bundle: nil)
            context.attach(nav, view: nil, segues: [])
            nav.setViewControllers([root(context)], animated: false)
            return nav
        }
    }

    func testTwoNavigationControllersWhoseRootsAreEachOtherAreALoopReportedOnce() throws {
        InterfaceBuilderRegistry.register(StoryboardDefinition(name: "LoopTestPair", path: "/app/iOS/LoopTestPair.storyboard", initialSceneID: "navA", scenes: [
            navigation("navA") { $0.instantiate(sceneID: "navB") },
            navigation("navB") { $0.instantiate(sceneID: "navA") },
        ]))
        let made = try XCTUnwrap(UIStoryboard(name: "LoopTestPair", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let inner = try XCTUnwrap(made.viewControllers.first as? UINavigationController, "navA's root is navB")
        XCTAssertEqual(inner.viewControllers.count, 1)
        XCTAssertFalse(inner.viewControllers[0] is UINavigationController, "navB's root, navA again, is the empty stand-in")
        XCTAssertEqual(reported, ["storyboard scenes make each other without end (LoopTestPair:navA → LoopTestPair:navB → LoopTestPair:navA): scene 'navA' is already being made; an empty view controller stands in for it (iOS overflows its stack)"])
        XCTAssertEqual(errors, [])
        XCTAssertTrue(UIStoryboard.scenesBeingMade.isEmpty, "the list of scenes being made is empty once they are made")

        // Made again, in turn (not inside each other): the same result, the same one report.
        reported = []
        _ = UIStoryboard(name: "LoopTestPair", bundle: nil).instantiateViewController(withIdentifier: "navB")
        XCTAssertEqual(reported.count, 1, "\(reported)")
    }

    func testStoryboardsWhoseInitialScenesReferenceEachOtherAreALoopNotAnException() throws {
        InterfaceBuilderRegistry.register(StoryboardDefinition(name: "LoopTestX", path: "/app/iOS/LoopTestX.storyboard", initialSceneID: "nav", scenes: [
            navigation("nav") { $0.reference(storyboard: "LoopTestY", identifier: nil) },
        ]))
        InterfaceBuilderRegistry.register(StoryboardDefinition(name: "LoopTestY", path: "/app/iOS/LoopTestY.storyboard", initialSceneID: "nav", scenes: [
            navigation("nav") { $0.reference(storyboard: "LoopTestX", identifier: nil) },
        ]))
        let made = try XCTUnwrap(UIStoryboard(name: "LoopTestX", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let y = try XCTUnwrap(made.viewControllers.first as? UINavigationController, "X's root is Y's initial scene")
        XCTAssertFalse(y.viewControllers.first is UINavigationController, "Y's root, X again, is the empty stand-in")
        XCTAssertEqual(reported.count, 1, "\(reported)")
        XCTAssertTrue(reported.first?.contains("(LoopTestX:nav → LoopTestY:nav → LoopTestX:nav)") == true, "\(reported)")
        XCTAssertEqual(errors, [], "a reference into a loop is no 'no initial view controller' exception")
    }

    /// A scene whose view holds a container view embedding `destination` (as generated code embeds).
    private func embedding(_ id: String, _ destination: String) -> StoryboardSceneDefinition {
        StoryboardSceneDefinition(id: id, identifier: id) { context in
            let vc = UIViewController(nibName: nil, bundle: nil)
            context.attach(vc, view: { owner in
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
                let container = UIView(frame: root.bounds.insetBy(dx: 10, dy: 10))
                root.addSubview(container)
                __ibEmbed(owner, segueAt: 0, in: container)
                return root
            }, segues: [StoryboardSegueTemplate(identifier: nil, kind: .embed, destination: .scene(destination), line: 1)])
            return vc
        }
    }

    /// Container views that embed each other's scenes (A embeds B, B embeds A) loop through view loading,
    /// not through making: the embed that would make the loop again is reported and left empty.
    func testContainerViewsThatEmbedEachOtherAreALoop() throws {
        InterfaceBuilderRegistry.register(StoryboardDefinition(name: "LoopTestEmbed", path: "/app/iOS/LoopTestEmbed.storyboard", initialSceneID: "a", scenes: [
            embedding("a", "b"), embedding("b", "a"),
        ]))
        let a = try XCTUnwrap(UIStoryboard(name: "LoopTestEmbed", bundle: nil).instantiateInitialViewController())
        a.loadViewIfNeeded()
        let b = try XCTUnwrap(a.children.first, "A embeds B")
        let innerA = try XCTUnwrap(b.children.first, "B embeds A")
        XCTAssertEqual(innerA.children.count, 0, "A inside B does not embed B again")
        XCTAssertEqual(reported.count, 1, "\(reported)")
        XCTAssertTrue(reported.first?.contains("(LoopTestEmbed:b → LoopTestEmbed:a → LoopTestEmbed:b)") == true, "\(reported)")
        XCTAssertTrue(UIStoryboard.scenesBeingMade.isEmpty)
    }

    /// One scene made twice in turn, and a scene whose root is made from another scene twice over
    /// (a diamond), are no loop: nothing is reported.
    func testScenesMadeInTurnAreNoLoop() throws {
        InterfaceBuilderRegistry.register(StoryboardDefinition(name: "LoopTestDiamond", path: "/app/iOS/LoopTestDiamond.storyboard", initialSceneID: "top", scenes: [
            StoryboardSceneDefinition(id: "top", identifier: "top") { context in
                let tabs = UITabBarController(nibName: nil, bundle: nil)
                tabs.setViewControllers([context.instantiate(sceneID: "left"), context.instantiate(sceneID: "right")], animated: false)
                return tabs
            },
            navigation("left") { $0.instantiate(sceneID: "leaf") },
            navigation("right") { $0.instantiate(sceneID: "leaf") },
            StoryboardSceneDefinition(id: "leaf", identifier: "leaf") { _ in UIViewController(nibName: nil, bundle: nil) },
        ]))
        let tabs = try XCTUnwrap(UIStoryboard(name: "LoopTestDiamond", bundle: nil).instantiateInitialViewController() as? UITabBarController)
        XCTAssertEqual(tabs.viewControllers?.count, 2)
        XCTAssertEqual(reported, [])
    }
}
