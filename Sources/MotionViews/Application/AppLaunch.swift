import Foundation

/// Launching an app folder's entry point as iOS does, for a preview of the whole app: its
/// `UIApplicationDelegate` (the `@main`/`@UIApplicationMain` class; the port registers it) and the
/// scene delegate its Info.plist would name (the `UIWindowSceneDelegate` class the folder declares;
/// the port registers it too). The order is UIKit's: `willFinishLaunching`, `didFinishLaunching`; then,
/// unless the delegate made a window itself, `configurationForConnecting` and the scene delegate's
/// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`, `sceneDidBecomeActive`; then
/// `applicationDidBecomeActive`. With a main storyboard (Info.plist's `UIMainStoryboardFile` or the scene
/// configuration's), the window is made with its initial controller and given to the delegate (or the
/// scene delegate) before `didFinishLaunching` (or `willConnectTo`), as iOS does. The preview shows the
/// root view controller of the window the app made.
///
/// The window the app made is not the one on screen: the preview's window shows its controller and
/// stands in for it (`UIWindow.displayWindow`) — it takes the app window's scene, so
/// `view.window?.windowScene?.delegate` is the scene delegate; a later `window.rootViewController = …`
/// on the app's window (a log-in screen swapped for the main one) or a new window the app's delegate
/// or scene delegate makes and shows (`makeKeyAndVisible()`) is shown in it.
///
/// What differs: the application stays active (no background or termination callbacks).
public enum AppLaunch {
    /// Scene delegates the app folder declares, by type, with how to make one.
    nonisolated(unsafe) static var sceneDelegates: [(type: ObjectIdentifier, make: () -> UISceneDelegate)] = []
    /// How to make each app delegate type the folder declares (`@UIApplicationDelegateAdaptor` makes
    /// its delegate by type).
    nonisolated(unsafe) static var appDelegates: [ObjectIdentifier: () -> UIApplicationDelegate] = [:]
    /// While a launch runs: windows made for a scene are not made key (`makeKeyAndVisible()` records
    /// the window whose controller the preview then shows).
    nonisolated(unsafe) static var launching = false
    nonisolated(unsafe) static var shownWindow: UIWindow?
    /// The window whose controller the last launch returned, until a preview window is given that
    /// controller (and becomes its display).
    nonisolated(unsafe) static weak var launchedWindow: UIWindow?
    /// The preview window showing the launched app's windows.
    nonisolated(unsafe) static weak var launchDisplay: UIWindow?

    /// `window` was just given a root controller: if it is the launched app window's, `window` is the
    /// preview's window for that app and shows the app's window from now on.
    static func windowTookLaunchedRoot(_ window: UIWindow) {
        guard let app = launchedWindow, app !== window, let root = app.rootViewControllerStorage,
              root === window.rootViewControllerStorage else { return }
        launchedWindow = nil
        adopt(app, into: window)
    }

    /// Makes `display` show `app` (a window of the launched app): the app window's root moves there and
    /// `display` joins the app window's scene.
    private static func adopt(_ app: UIWindow, into display: UIWindow) {
        if let root = app.rootViewControllerStorage {
            app.rootViewControllerStorage = nil
            if display.rootViewControllerStorage !== root { display.rootViewController = root }
        }
        // What else the app put in its window — a controller it presented at launch (an onboarding
        // screen over the main one), its dimming — goes along, in order, under the device chrome.
        let chrome: [UIView?] = [app.statusBarView, app.homeIndicatorView]
        for v in app.subviews where !chrome.contains(where: { $0 === v }) { display.addSubview(v) }
        display.keepChromeInFront()
        display.setNeedsLayout()
        app.displayWindow = display
        launchDisplay = display
        if let scene = app.windowScene, display.windowSceneStorage !== scene {
            display.windowSceneStorage = scene
            scene.windowRefs.append(UIWindowScene.WeakWindow(value: display))
        }
    }

    /// The preview window that should show `window`, a window being made key after the launch: when it
    /// is the launched app delegate's window or its scene delegate's (the window an app makes to swap
    /// its screens), it is adopted by the preview's window for the app.
    static func display(for window: UIWindow) -> UIWindow? {
        guard let display = launchDisplay, display !== window, window.displayWindow == nil else { return nil }
        let appWindow = UIApplication.shared.delegate?.window ?? nil
        let sceneWindow = ((display.windowScene ?? window.windowScene)?.delegate as? UIWindowSceneDelegate)?.window ?? nil
        guard appWindow === window || sceneWindow === window else { return nil }
        adopt(window, into: display)
        return display
    }

    public static func register(sceneDelegate type: Any.Type, make: @escaping () -> UISceneDelegate) {
        let id = ObjectIdentifier(type)
        if !sceneDelegates.contains(where: { $0.type == id }) { sceneDelegates.append((id, make)) }
    }

    public static func register(appDelegate type: Any.Type, make: @escaping () -> UIApplicationDelegate) {
        appDelegates[ObjectIdentifier(type)] = make
    }

    /// A new delegate of a registered type (nil for a type the port did not register).
    public static func makeAppDelegate(_ type: Any.Type) -> UIApplicationDelegate? {
        appDelegates[ObjectIdentifier(type)]?()
    }

    /// Launches `delegate` and returns the controller the app's window shows (nil: it made none).
    public static func launch(_ delegate: UIApplicationDelegate) -> UIViewController? {
        let app = UIApplication.shared
        app.delegate = delegate
        launching = true
        shownWindow = nil
        defer { launching = false }
        _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
        // A storyboard app without scenes (Info.plist's `UIMainStoryboardFile`): iOS makes the window with
        // the storyboard's initial controller and gives it to the delegate before `didFinishLaunching`.
        if sceneDelegates.isEmpty, delegate.window == nil, let initial = UIStoryboard.main?.instantiateInitialViewController() {
            let w = UIWindow(frame: UIScreen.main.bounds)
            w.rootViewController = initial
            delegate.window = w
        }
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        var root = delegate.window?.rootViewController ?? shownWindow?.rootViewController
        var storyboard: UIStoryboard?
        var sceneWindow: UIWindow?
        if root == nil {
            let defaultConfiguration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
            let session = UISceneSession(role: .windowApplication, configuration: defaultConfiguration)
            let options = UIScene.ConnectionOptions()
            let configuration = delegate.application(app, configurationForConnecting: session, options: options)
            session.configuration = configuration
            storyboard = configuration.storyboard
            let chosen = configuration.delegateClass.flatMap { c in sceneDelegates.first { $0.type == ObjectIdentifier(c) } } ?? sceneDelegates.first
            if let sceneDelegate = chosen?.make() {
                let scene = UIWindowScene(session: session, connectionOptions: options)
                scene.delegate = sceneDelegate
                app.scenes.append(scene)
                // A storyboard scene (the configuration's or Info.plist's): iOS makes its window with the
                // storyboard's initial controller and gives it to the delegate before `willConnectTo`.
                if let windowDelegate = sceneDelegate as? UIWindowSceneDelegate, windowDelegate.window == nil,
                   let initial = (configuration.storyboard ?? UIStoryboard.main)?.instantiateInitialViewController() {
                    let w = UIWindow(windowScene: scene)
                    w.rootViewController = initial
                    windowDelegate.window = w
                }
                sceneDelegate.scene(scene, willConnectTo: session, options: options)
                sceneDelegate.sceneWillEnterForeground(scene)
                scene.activationState = .foregroundActive
                sceneDelegate.sceneDidBecomeActive(scene)
                sceneWindow = (sceneDelegate as? UIWindowSceneDelegate)?.window ?? shownWindow ?? scene.windows.last
                root = (sceneDelegate as? UIWindowSceneDelegate)?.window?.rootViewController
                    ?? shownWindow?.rootViewController ?? scene.windows.last?.rootViewController
            }
        }
        if root == nil { root = (storyboard ?? UIStoryboard.main)?.instantiateInitialViewController() }
        delegate.applicationDidBecomeActive(app)
        launchDisplay = nil
        launchedWindow = [delegate.window ?? nil, sceneWindow, shownWindow]
            .compactMap { $0 }.first { $0.rootViewControllerStorage === root && root != nil }
        return root
    }

    /// What a preview shows for an app whose launch made no window: a controller saying so.
    public static func noWindowController(_ name: String) -> UIViewController {
        let vc = UIViewController()
        let label = UILabel(frame: vc.view.bounds.insetBy(dx: 20, dy: 20))
        label.numberOfLines = 0
        label.textAlignment = .center
        label.text = "\(name) launched without a window: it set no window.rootViewController, has no scene delegate that does, and there is no Main storyboard."
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        vc.view.addSubview(label)
        return vc
    }
}
