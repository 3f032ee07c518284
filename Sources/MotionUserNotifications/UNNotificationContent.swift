import Foundation

/// Apple's UserNotifications framework for iOS code previewed here: what an app asks for and schedules
/// runs as on an iPhone whose user allowed notifications, on the scene clock (a request due in 5 s is
/// delivered 5 s of scene time later, at the same frame of every headless render). The app is always in
/// the foreground, so a delivered notification goes to the delegate's
/// `userNotificationCenter(_:willPresent:withCompletionHandler:)`; no banner is drawn.

/// A notification's text, badge, sound and payload (immutable: `UNMutableNotificationContent` sets them).
open class UNNotificationContent: NSObject {
    public internal(set) var title = ""
    public internal(set) var subtitle = ""
    public internal(set) var body = ""
    public internal(set) var badge: NSNumber?
    public internal(set) var sound: UNNotificationSound?
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    public internal(set) var categoryIdentifier = ""
    public internal(set) var threadIdentifier = ""
    public override init() { super.init() }
}

/// The content an app fills in before scheduling it.
open class UNMutableNotificationContent: UNNotificationContent {
    public override var title: String { get { super.title } set { super.title = newValue } }
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    public override var body: String { get { super.body } set { super.body = newValue } }
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
}

/// A notification's sound (not played here: MotionLab has no audio output).
open class UNNotificationSound: NSObject {
    public let name: String
    init(name: String) { self.name = name; super.init() }
    public static let `default` = UNNotificationSound(name: "default")
    public static let defaultCritical = UNNotificationSound(name: "defaultCritical")
}

/// When a request is delivered.
open class UNNotificationTrigger: NSObject {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats; super.init() }
    /// Seconds from now to the next delivery (nil: never).
    func secondsToNextDelivery(from now: Date) -> Double? { nil }
}

/// After an interval: at least 60 s when it repeats (Apple raises an exception below that; here the
/// request is refused with an error), more than 0 s.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
    public func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: timeInterval) }
    override func secondsToNextDelivery(from now: Date) -> Double? { timeInterval }
}

/// At the next date matching the components (the calendar's, on the wall clock; the wait then runs on the
/// scene clock, so a preview sees only deliveries due within its run).
public final class UNCalendarNotificationTrigger: UNNotificationTrigger {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
    public func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        return calendar.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
    override func secondsToNextDelivery(from now: Date) -> Double? {
        nextTriggerDate().map { max(0, $0.timeIntervalSince(now)) }
    }
}

/// A scheduled notification: its identifier (a second request with the same one replaces the first),
/// content and trigger (nil: delivered at once).
public final class UNNotificationRequest: NSObject {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        super.init()
    }
}

/// A delivered notification.
public final class UNNotification: NSObject {
    public let date: Date
    public let request: UNNotificationRequest
    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }
}
