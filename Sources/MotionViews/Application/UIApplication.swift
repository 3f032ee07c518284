import Foundation

/// UIKit's application object exists here for its notification names only: a preview has no app
/// delegate, scenes or application life cycle (see the README's porting notes), so `UIApplication.shared`
/// is absent and these are never posted — observers of them compile and stay silent, as they would in
/// an app that never leaves the foreground.
public final class UIApplication {
    private init() {}

    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

/// UIKit's accessibility settings, as a default iPhone has them: no Reduce Motion, no Reduce
/// Transparency, no VoiceOver. They never change in a preview, so the notifications are never posted.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static let reduceMotionStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let voiceOverStatusDidChangeNotification = Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
