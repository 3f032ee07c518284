import XCTest
import UIKit
@testable import MotionViews
import MotionLabPreview

/// A launched app folder's own windows are shown by the preview's window: swapping the root of the
/// app's window (a log-in screen for the main one), or making and showing a new window from the app's
/// delegate or scene delegate, changes what is on screen, as on iOS; a shown controller's
/// `view.window?.windowScene?.delegate` is the app's scene delegate.
final class AppWindowSwapTests: XCTestCase {
    final class Screen: UIViewController {
        let name: String
        var appeared = 0
        init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            label.text = name
            label.layer.name = name
            view.addSubview(label)
        }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); appeared += 1 }
    }

    /// An app without scenes: its delegate makes the window in `didFinishLaunching`.
    final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = Screen("login")
            window?.makeKeyAndVisible()
            return true
        }
    }

    /// An app with a scene delegate that makes its window in `willConnectTo`.
    final class SceneAppDelegate: UIResponder, UIApplicationDelegate {}
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = Screen("login")
            window?.makeKeyAndVisible()
        }
    }

    /// A scene delegate that presents an onboarding screen over its root as it connects.
    final class OnboardingSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = Screen("home")
            window?.makeKeyAndVisible()
            let onboarding = Screen("onboarding")
            onboarding.modalPresentationStyle = .fullScreen
            window?.rootViewController?.present(onboarding, animated: false)
        }
    }

    func testAControllerPresentedAsTheSceneConnectsIsShown() throws {
        let saved = AppLaunch.sceneDelegates
        AppLaunch.sceneDelegates = [(ObjectIdentifier(OnboardingSceneDelegate.self), { OnboardingSceneDelegate() })]
        defer { AppLaunch.sceneDelegates = saved }
        let s = try session { SceneAppDelegate() }
        _ = try names(s)
        let shown = try names(s)
        XCTAssertTrue(shown.contains("onboarding"), "\(shown)")
        let home = try XCTUnwrap(s.runner.window?.rootViewController as? Screen)
        XCTAssertEqual(home.name, "home")
        let onboarding = try XCTUnwrap(home.presentedViewController as? Screen)
        XCTAssertEqual(onboarding.appeared, 1)
        // Dismissing it shows the root.
        s.runner.context.perform { onboarding.dismiss(animated: false) }
        _ = try names(s)
        XCTAssertTrue(try names(s).contains("home"))
    }

    private func session(_ make: @escaping () -> UIApplicationDelegate) throws -> HeadlessSession {
        var options = HeadlessSession.Options()
        options.duration = 10
        options.scale = 1
        return try HeadlessSession(preview: Preview("app") { AppLaunch.launch(make()) ?? UIViewController() }, options: options)
    }

    private func names(_ s: HeadlessSession) throws -> Set<String> {
        Set(try s.step(draws: true, tracing: true).rendered.traced.keys)
    }

    func testSwappingTheAppWindowsRootShowsTheNewScreen() throws {
        let s = try session { WindowAppDelegate() }
        XCTAssertTrue(try names(s).contains("login"))
        let main = Screen("main")
        s.runner.context.perform {
            (UIApplication.shared.delegate as? WindowAppDelegate)?.window?.rootViewController = main
        }
        let shown = try names(s)
        XCTAssertTrue(shown.contains("main"))
        XCTAssertFalse(shown.contains("login"))
        XCTAssertTrue(s.runner.window?.rootViewController === main)
        XCTAssertEqual(main.appeared, 1, "the new root appears in the window on screen")
        XCTAssertTrue(s.runner.context.perform { (UIApplication.shared.delegate as? WindowAppDelegate)?.window?.rootViewController === main })
    }

    func testANewWindowTheSceneDelegateShowsReplacesTheScreenAndTheSceneIsReachable() throws {
        let saved = AppLaunch.sceneDelegates
        AppLaunch.sceneDelegates = [(ObjectIdentifier(SceneDelegate.self), { SceneDelegate() })]
        defer { AppLaunch.sceneDelegates = saved }
        let s = try session { SceneAppDelegate() }
        XCTAssertTrue(try names(s).contains("login"))
        let login = try XCTUnwrap(s.runner.window?.rootViewController as? Screen)
        // From the shown controller: its window's scene and the scene's delegate (log-in flows swap the
        // root through it).
        let delegate = try XCTUnwrap(s.runner.context.perform { login.view.window?.windowScene?.delegate as? SceneDelegate })
        let main = Screen("main")
        s.runner.context.perform {
            let scene = delegate.window!.windowScene!
            let w = UIWindow(windowScene: scene)
            w.rootViewController = main
            delegate.window = w
            w.makeKeyAndVisible()
        }
        let shown = try names(s)
        XCTAssertTrue(shown.contains("main"))
        XCTAssertFalse(shown.contains("login"))
        XCTAssertEqual(main.appeared, 1)
        // A transition on the app's window plays on the preview's.
        let next = Screen("next")
        s.runner.context.perform {
            UIView.transition(with: delegate.window!, duration: 0.5, options: .transitionCrossDissolve, animations: {
                delegate.window!.rootViewController = next
            })
        }
        XCTAssertTrue(try names(s).contains("next"))
        XCTAssertNotNil(s.runner.context.perform { s.runner.window?.layer.animation(forKey: "transition") })
    }
}
