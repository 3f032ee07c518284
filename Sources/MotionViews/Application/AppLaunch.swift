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
/// What differs: the preview's own window shows that controller — the window the app made is not on
/// screen, so a later `window.rootViewController = …` (a log-in screen swapped for the main one) is
/// not shown; the application stays active (no background or termination callbacks).
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
                root = (sceneDelegate as? UIWindowSceneDelegate)?.window?.rootViewController
                    ?? shownWindow?.rootViewController ?? scene.windows.last?.rootViewController
            }
        }
        if root == nil { root = (storyboard ?? UIStoryboard.main)?.instantiateInitialViewController() }
        delegate.applicationDidBecomeActive(app)
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
