import Foundation
import MotionDispatch

/// What an app asks leave to show (`requestAuthorization(options:completionHandler:)`).
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// How a notification delivered while the app is in the foreground is presented (the delegate's answer).
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, denied, authorized, provisional, ephemeral
}

/// The center's delegate. Every method is optional, as in Apple's Objective-C protocol.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
}

extension UNUserNotificationCenterDelegate {
    /// Apple's default when the delegate does not implement it: the notification is not presented.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
}

public enum UNErrorCode: Int, Error, Sendable {
    case notificationsNotAllowed = 1
    case notificationInvalidNoDate = 1401
}

/// The app's notification center: authorization, scheduling on the scene clock, pending and delivered
/// notifications, the delegate.
public final class UNUserNotificationCenter: NSObject {
    private static let shared = UNUserNotificationCenter()
    /// The app's center (one per process).
    public static func current() -> UNUserNotificationCenter { shared }

    public weak var delegate: UNUserNotificationCenterDelegate?
    /// `.notDetermined` until the app asks; the preview answers as a user tapping Allow.
    public private(set) var authorizationStatus: UNAuthorizationStatus = .notDetermined
    private var pending: [UNNotificationRequest] = []
    private var delivered: [UNNotification] = []
    /// Bumped per request scheduled, so a replaced or removed request's delivery does nothing.
    private var generations: [String: Int] = [:]

    /// Asks leave to notify: granted (the preview is a device whose user allowed it), the completion
    /// called on the main queue in the next frame — asynchronously, as on iOS.
    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        authorizationStatus = .authorized
        DispatchQueue.main.asyncAfter(deadline: SceneTime.now()) { completionHandler(true, nil) }
    }

    /// Schedules `request` (replacing a pending one with its identifier); the completion gets nil, or an
    /// error for a repeating interval under 60 s or an interval not above 0 s (Apple raises an exception).
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        if let t = request.trigger as? UNTimeIntervalNotificationTrigger,
           !(t.timeInterval > 0) || (t.repeats && t.timeInterval < 60) {
            DispatchQueue.main.asyncAfter(deadline: SceneTime.now()) { completionHandler?(UNErrorCode.notificationInvalidNoDate) }
            return
        }
        pending.removeAll { $0.identifier == request.identifier }
        pending.append(request)
        let generation = (generations[request.identifier] ?? 0) + 1
        generations[request.identifier] = generation
        schedule(request, generation: generation)
        DispatchQueue.main.asyncAfter(deadline: SceneTime.now()) { completionHandler?(nil) }
    }

    private func schedule(_ request: UNNotificationRequest, generation: Int) {
        let wait: Double
        if let trigger = request.trigger {
            guard let seconds = trigger.secondsToNextDelivery(from: Date()) else { return }
            wait = seconds
        } else {
            wait = 0
        }
        DispatchQueue.main.asyncAfter(deadline: SceneTime.now() + wait) { [weak self] in
            self?.deliver(request, generation: generation)
        }
    }

    private func deliver(_ request: UNNotificationRequest, generation: Int) {
        guard generations[request.identifier] == generation, pending.contains(where: { $0 === request }) else { return }
        if request.trigger?.repeats == true {
            schedule(request, generation: generation)
        } else {
            pending.removeAll { $0 === request }
        }
        let notification = UNNotification(date: Date(), request: request)
        delivered.append(notification)
        delegate?.userNotificationCenter(self, willPresent: notification) { _ in }
    }

    public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        let list = pending
        DispatchQueue.main.asyncAfter(deadline: SceneTime.now()) { completionHandler(list) }
    }

    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        pending.removeAll { identifiers.contains($0.identifier) }
    }

    public func removeAllPendingNotificationRequests() { pending.removeAll() }

    public func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        let list = delivered
        DispatchQueue.main.asyncAfter(deadline: SceneTime.now()) { completionHandler(list) }
    }

    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        delivered.removeAll { identifiers.contains($0.request.identifier) }
    }

    public func removeAllDeliveredNotifications() { delivered.removeAll() }
}
