import XCTest
import MotionLab
@testable import MotionUserNotifications

/// Local notifications as an iOS app schedules them, on the scene clock: authorization asked and granted
/// asynchronously, a request delivered to the delegate's `willPresent` when its trigger's interval of
/// scene time has passed (the app is in the foreground), replaced or removed requests never delivered.
final class UserNotificationsTests: XCTestCase {
    final class Reminders: UNUserNotificationCenterDelegate {
        var presented: [(String, Double)] = []
        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
            presented.append((notification.request.content.title, CACurrentMediaTime()))
            completionHandler([.banner, .sound])
        }
    }

    final class Silent: UNUserNotificationCenterDelegate {}

    var context: AnimationContext!
    private var frame = 0
    private let center = UNUserNotificationCenter.current()

    override func setUp() {
        super.setUp()
        context = AnimationContext()
        context.makeCurrent()
        center.removeAllPendingNotificationRequests()
        center.removeAllDeliveredNotifications()
    }

    /// 60 Hz frames up to and including `t`, as headless renders time them.
    private func run(until t: Double) {
        while Double(frame + 1) / 60 <= t + 1e-9 {
            frame += 1
            AnimationDriver.shared.advance(to: Double(frame) / 60)
        }
    }

    private func request(_ id: String, _ title: String, after seconds: Double, repeats: Bool = false) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = title
        content.sound = .default
        return UNNotificationRequest(identifier: id, content: content,
                                     trigger: UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: repeats))
    }

    func testAuthorizationIsAskedAsynchronouslyAndGranted() {
        var answer: Bool?
        center.requestAuthorization(options: [.alert, .sound]) { granted, _ in answer = granted }
        XCTAssertNil(answer, "the completion is not called inline")
        run(until: 1.0 / 60)
        XCTAssertEqual(answer, true)
        XCTAssertEqual(center.authorizationStatus, .authorized)
    }

    func testARequestIsDeliveredToTheDelegateWhenItsIntervalHasPassed() {
        let delegate = Reminders()
        center.delegate = delegate
        var added: Error?? = .none
        center.add(request("milk", "Buy milk", after: 0.5)) { added = .some($0) }
        run(until: 0.45)
        XCTAssertTrue(delegate.presented.isEmpty)
        run(until: 0.55)
        XCTAssertEqual(delegate.presented.map(\.0), ["Buy milk"])
        XCTAssertEqual(delegate.presented.first?.1 ?? 0, 0.5, accuracy: 1.0 / 60 + 1e-9)
        XCTAssertNotNil(added, "the add completion ran")
        var pending: [UNNotificationRequest] = []
        var delivered: [UNNotification] = []
        center.getPendingNotificationRequests { pending = $0 }
        center.getDeliveredNotifications { delivered = $0 }
        run(until: 0.6)
        XCTAssertEqual(pending.count, 0)
        XCTAssertEqual(delivered.map(\.request.identifier), ["milk"])
    }

    func testAReplacedOrRemovedRequestIsNotDelivered() {
        let delegate = Reminders()
        center.delegate = delegate
        center.add(request("a", "First", after: 0.2))
        center.add(request("a", "Second", after: 0.4))   // same identifier: replaces the first
        center.add(request("b", "Removed", after: 0.3))
        center.removePendingNotificationRequests(withIdentifiers: ["b"])
        run(until: 1)
        XCTAssertEqual(delegate.presented.map(\.0), ["Second"])
    }

    func testARepeatingIntervalUnderAMinuteIsRefusedAndADelegateWithoutWillPresentIsFine() {
        var error: Error?
        center.add(request("r", "Too often", after: 10, repeats: true)) { error = $0 }
        run(until: 1.0 / 60)
        XCTAssertNotNil(error)
        let silent = Silent()
        center.delegate = silent
        center.add(request("s", "Quiet", after: 0.1))
        run(until: 0.3)
        var delivered: [UNNotification] = []
        center.getDeliveredNotifications { delivered = $0 }
        run(until: 0.4)
        XCTAssertEqual(delivered.map(\.request.identifier), ["s"], "delivered, not presented (Apple's default)")
    }
}
