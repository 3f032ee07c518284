import Foundation

/// The device a preview stands for (UIDevice.h), read from the preview's screen when asked: an iPhone
/// (an iPad at 768 × 768 points and more, as the trait collection says), portrait or landscape as the
/// window is taller or wider. `UIDevice.current.userInterfaceIdiom == .pad` and
/// `UIDevice.current.orientation.isLandscape` therefore follow the preview's size. The system is
/// iOS 17.0; there is no battery or proximity sensor to report (the values of a device without them:
/// battery level −1, state `.unknown`, proximity false), and the notifications exist with UIKit's names
/// and are never posted (the preview's device is never turned or unplugged).
public final class UIDevice {
    /// The device of the current preview session.
    public static var current: UIDevice { UIDevice() }

    init() {}

    private var idiom: UIUserInterfaceIdiom { UITraitCollection.current.userInterfaceIdiom }

    /// "iPhone" or "iPad" (iOS 16+ reports the model here, not the user's device name).
    public var name: String { model }
    public var model: String { idiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { idiom }
    /// The same for every call in every run (headless output stays deterministic).
    public var identifierForVendor: UUID? { UUID(uuidString: "4D4F5449-4F4E-4C41-4200-000000000001") }
    public var isMultitaskingSupported: Bool { true }

    /// Portrait when the preview is at least as tall as wide, else landscape (home button on the right,
    /// `.landscapeLeft`, whose interface orientation is `.landscapeRight`).
    public var orientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// Kept; no battery to monitor, so the level stays −1 and the state `.unknown`.
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { -1 }
    public var batteryState: BatteryState { .unknown }
    /// Kept; no proximity sensor, so the state stays false.
    public var isProximityMonitoringEnabled = false
    public var proximityState: Bool { false }

    /// The keyboard click: a preview has no keyboard sound.
    public func playInputClick() {}

    public enum BatteryState: Int, Sendable { case unknown = 0, unplugged, charging, full }

    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// UIKit's device orientations (raw values UIDevice.h's).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
