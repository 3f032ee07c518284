import Foundation

/// A scene of the app: UIKit's `UIScene`. A preview has one, a `UIWindowScene` on the preview's screen,
/// connected when the app folder is launched (see `AppLaunch`).
open class UIScene: UIResponder {
    /// The scene's delegate (UIKit holds it strongly).
    open var delegate: UISceneDelegate?
    public let session: UISceneSession
    open var title: String = ""
    /// Always `.foregroundActive` once connected (a preview is on screen).
    open internal(set) var activationState: ActivationState = .unattached

    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// What the scene was opened with: nothing, in a preview.
    open class ConnectionOptions {
        public internal(set) var urlContexts: Set<UIOpenURLContext> = []
        public internal(set) var userActivities: Set<NSUserActivity> = []
        public internal(set) var sourceApplication: String?
        init() {}
    }
}

/// A scene with windows: UIKit's `UIWindowScene`.
open class UIWindowScene: UIScene {
    /// The windows made for this scene (`UIWindow(windowScene:)`), in order.
    open var windows: [UIWindow] { windowRefs.compactMap(\.value) }
    var windowRefs: [WeakWindow] = []
    open var screen: UIScreen { UIScreen.main }
    open var keyWindow: UIWindow? { windows.last }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    open var traitCollection: UITraitCollection { UITraitCollection.current }

    struct WeakWindow { weak var value: UIWindow? }
}

/// A URL a scene was asked to open.
public final class UIOpenURLContext: Hashable {
    public let url: URL
    init(url: URL) { self.url = url }
    public static func == (a: UIOpenURLContext, b: UIOpenURLContext) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// A scene's session: its role and configuration (UIKit's `UISceneSession`).
public final class UISceneSession: Hashable {
    public let role: Role
    public let persistentIdentifier = UUID().uuidString
    /// The configuration the app's Info.plist would give: the scene delegate class the app folder
    /// declares (the port registers it), no storyboard unless the folder has a `Main` one.
    public internal(set) var configuration: UISceneConfiguration
    public var userInfo: [String: Any]?

    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
    }

    public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// Which delegate and storyboard a scene is made with: UIKit's `UISceneConfiguration`.
open class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    /// The scene delegate's class (an `NSObject`/`UIResponder` subclass conforming to `UISceneDelegate`).
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// A scene's delegate: UIKit's `UISceneDelegate`, every requirement optional.
@MainActor @preconcurrency public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate, which holds the scene's window: UIKit's `UIWindowSceneDelegate`.
@MainActor @preconcurrency public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? { get { nil } set {} }
}

extension UIWindow {
    /// A window for a scene: the scene's screen's size.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        windowScene.windowRefs.append(UIWindowScene.WeakWindow(value: self))
        self.windowScene = windowScene
    }

    /// The scene the window belongs to.
    public var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set { windowSceneStorage = newValue }
    }
}

/// Foundation's `NSUserActivity` (absent from Foundation on Linux): what a scene may be continued from.
/// A preview continues none.
open class NSUserActivity: Hashable {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var webpageURL: URL?
    public init(activityType: String) { self.activityType = activityType }
    public static func == (a: NSUserActivity, b: NSUserActivity) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
