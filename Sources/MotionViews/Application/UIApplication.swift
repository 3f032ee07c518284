import Foundation

/// UIKit's application object, for the preview session it runs in: `UIApplication.shared` has the
/// session's windows and key window, sends actions up the responder chain, and takes the settings
/// screens write (`isIdleTimerDisabled`, the badge number) without anything to change on a desktop.
/// An app folder's delegate and scene delegate are launched by its preview (`AppLaunch`); the
/// application is always `.active` after, and its notifications exist with UIKit's names and are never posted.
public final class UIApplication: UIResponder {
    /// The application of the current preview session (one per animation context, as there is one
    /// application per process on iOS).
    public static var shared: UIApplication {
        AnimationContext.current.state(UIApplication.self) { UIApplication(session: ()) }
    }

    private init(session: Void) {
        super.init()
    }

    /// The app's delegate, when a preview launched an app folder's (held strongly: UIKit's
    /// `UIApplicationMain` keeps the delegate it makes for the app's life).
    public var delegate: UIApplicationDelegate?
    /// The connected scenes (one when an app folder with a scene delegate was launched).
    public internal(set) var connectedScenes: Set<UIScene> = []
    var scenes: [UIScene] {
        get { Array(connectedScenes) }
        set { connectedScenes = Set(newValue) }
    }

    /// The session's windows, in the order they were made.
    public var windows: [UIWindow] { ViewAnimationState.current.windows.compactMap { $0.value } }

    /// The window shown last (`makeKeyAndVisible()`), else the first.
    public var keyWindow: UIWindow? { ViewAnimationState.current.keyWindow ?? windows.first }

    /// The app's own status bar style and visibility (`UIApplication+StatusBar.swift`).
    var appStatusBarStyle: UIStatusBarStyle = .default
    var appStatusBarHidden = false

    /// Whether the screen may dim: kept (a desktop preview does not sleep).
    public var isIdleTimerDisabled = false
    /// The icon's badge (kept; there is no icon).
    public var applicationIconBadgeNumber = 0
    /// The network spinner in the status bar (kept; not drawn).
    public var isNetworkActivityIndicatorVisible = false
    /// Always `.active`: a preview is in the foreground.
    public var applicationState: State { .active }
    /// The text size setting (always `.large`, see `UIFont.preferredFont(forTextStyle:)`).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
    /// Left to right (the preview's only layout direction).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Whether the app ignores touches (`beginIgnoringInteractionEvents()`): kept as a count.
    public private(set) var isIgnoringInteractionEvents = false
    private var ignoreCount = 0

    /// The application ends the responder chain of windows.
    public override var next: UIResponder? { nil }

    /// UIKit's `sendAction(_:to:from:for:)` with a method reference (what the port makes of
    /// `#selector(x)`): runs it on `target`, or — `target` nil — on the first responder in the chain
    /// from the first responder (else from `sender`, if it is a responder) that is of the method's
    /// type. Returns whether some object ran it.
    @discardableResult
    public func sendAction<Target: AnyObject, Sender>(_ action: (Target) -> (Sender) -> Void, to target: AnyObject?,
                                                      from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver: Target = resolve(target, from: sender) else { return false }
        guard let typed = (sender as? Sender) ?? (Optional<Any>.none as? Sender) else { return false }
        action(receiver)(typed)
        return true
    }

    /// The same for a method without the sender argument.
    @discardableResult
    public func sendAction<Target: AnyObject>(_ action: (Target) -> () -> Void, to target: AnyObject?,
                                              from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver: Target = resolve(target, from: sender) else { return false }
        action(receiver)()
        return true
    }

    /// `resignFirstResponder` sent up the chain — `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, …)`,
    /// the keyboard-dismissing idiom — ends editing.
    @discardableResult
    public func sendAction(_ action: (UIResponder) -> () -> Bool, to target: AnyObject?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver: UIResponder = resolve(target, from: sender) else { return false }
        _ = action(receiver)()
        return true
    }

    /// The receiver: `target`, else the first object of the type in the responder chain from the first
    /// responder (or from `sender`).
    private func resolve<Target: AnyObject>(_ target: AnyObject?, from sender: Any?) -> Target? {
        if let target { return target as? Target }
        var r: UIResponder? = FirstResponderState.current ?? (sender as? UIResponder)
        var hops = 0
        while let cur = r, hops < 10_000 {
            if let t = cur as? Target { return t }
            r = cur.next
            hops += 1
        }
        return nil
    }

    public func beginIgnoringInteractionEvents() {
        ignoreCount += 1
        isIgnoringInteractionEvents = true
    }

    public func endIgnoringInteractionEvents() {
        ignoreCount = max(0, ignoreCount - 1)
        isIgnoringInteractionEvents = ignoreCount > 0
    }

    /// Opening URLs: the preview has no other apps; the completion is told `false`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    public func canOpenURL(_ url: URL) -> Bool { false }

    /// UIKit's `UIApplication.State` (raw values UIKit's).
    public enum State: Int, Sendable { case active = 0, inactive, background }

    /// UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// UIKit's settings URL string.
    public static let openSettingsURLString = "app-settings:"

    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

/// UIKit's layout direction.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight = 0, rightToLeft }

/// UIKit's accessibility settings, as a default iPhone has them: no Reduce Motion, no Reduce
/// Transparency, no VoiceOver. They never change in a preview, so the notifications are never posted.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
