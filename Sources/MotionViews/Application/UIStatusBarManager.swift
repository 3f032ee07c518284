import Foundation

/// UIKit's `UIStatusBarManager` (iOS 13): the status bar of a window scene as the scene's window shows
/// it — its frame (window points: the device's status-bar height across the top, zero when hidden or
/// in landscape, where iPhones hide it), whether it is hidden, and the style the shown controller asks
/// for. Read from the scene's key window at the time of asking.
public final class UIStatusBarManager {
    weak var scene: UIWindowScene?
    init(scene: UIWindowScene) { self.scene = scene }

    private var window: UIWindow? { scene?.keyWindow }

    public var isStatusBarHidden: Bool {
        guard let window else { return false }
        return window.prefersStatusBarHiddenNow || DeviceChrome.statusBarHeight(for: window.bounds.size) == 0
    }

    public var statusBarStyle: UIStatusBarStyle {
        InterfaceBuilderRegistry.viewControllerBasedStatusBarAppearance
            ? window?.statusBarController?.preferredStatusBarStyle ?? .default
            : UIApplication.shared.appStatusBarStyle
    }

    public var statusBarFrame: CGRect {
        guard let window, !isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: DeviceChrome.statusBarHeight(for: window.bounds.size))
    }
}

extension UIWindowScene {
    /// The scene's status bar (see `UIStatusBarManager`).
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
}

extension UIApplication {
    /// Asks APNs for a device token. A preview has no push service and no device token (as the
    /// simulator before Xcode 11.4 had none), so this is accepted and nothing is called back:
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` never comes and
    /// `isRegisteredForRemoteNotifications` stays false.
    public func registerForRemoteNotifications() {}
    public func unregisterForRemoteNotifications() {}
    public var isRegisteredForRemoteNotifications: Bool { false }
}

extension UIAccessibility {
    /// UIKit's accessibility notifications (`UIAccessibility.Notification`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts to assistive technologies. No VoiceOver runs in a preview (`isVoiceOverRunning` is
    /// false), so nothing speaks: the post is accepted and recorded in `postedNotifications` (for a test
    /// to check what the app would have announced).
    public static func post(notification: Notification, argument: Any?) {
        ViewAnimationState.current.accessibilityPosts.append((notification, argument))
    }

    /// What `post(notification:argument:)` received in this session, oldest first.
    public static var postedNotifications: [(notification: Notification, argument: Any?)] {
        ViewAnimationState.current.accessibilityPosts
    }
}
