import XCTest
@testable import MotionLab
@testable import MotionTargetAction

/// `NotificationCenter.addObserver(_:selector:name:object:)` with method references, against Apple's
/// documentation: the observer gets every matching post, synchronously; `name` nil matches every
/// notification and `object` nil every sender; registering twice delivers twice; since iOS 9 "the
/// center does not retain the observer" and a deallocated observer is not called;
/// `removeObserver(_:)` and `removeObserver(_:name:object:)` unregister.
final class NotificationObserverTests: XCTestCase {
    static let didFinish = Notification.Name("PlayerDidFinish")
    static let didPause = Notification.Name("PlayerDidPause")

    final class Listener {
        var received: [Notification.Name] = []
        var bare = 0
        var legacy: [String] = []
        func playerDidFinish(_ note: Notification) { received.append(note.name) }
        func refresh() { bare += 1 }
        func old(_ note: NSNotification) { legacy.append(note.name.rawValue) }
    }

    let center = NotificationCenter()

    func testDeliversMatchingPostsSynchronously() {
        let listener = Listener()
        let sender = NSObject()
        center.addObserver(listener, selector: Listener.playerDidFinish, name: Self.didFinish, object: sender)
        center.addObserver(listener, selector: Listener.refresh, name: nil, object: nil)
        center.addObserver(listener, selector: Listener.old, name: Self.didPause, object: nil)
        center.post(name: Self.didFinish, object: sender)
        XCTAssertEqual(listener.received, [Self.didFinish])
        center.post(name: Self.didFinish, object: NSObject())
        XCTAssertEqual(listener.received.count, 1, "another sender does not match")
        center.post(name: Self.didPause, object: nil)
        XCTAssertEqual(listener.legacy, ["PlayerDidPause"])
        XCTAssertEqual(listener.bare, 3, "name nil: every notification")
    }

    func testRegisteringTwiceDeliversTwice() {
        let listener = Listener()
        center.addObserver(listener, selector: Listener.refresh, name: Self.didFinish, object: nil)
        center.addObserver(listener, selector: Listener.refresh, name: Self.didFinish, object: nil)
        center.post(name: Self.didFinish, object: nil)
        XCTAssertEqual(listener.bare, 2)
    }

    func testRemoveObserver() {
        let listener = Listener()
        center.addObserver(listener, selector: Listener.refresh, name: Self.didFinish, object: nil)
        center.addObserver(listener, selector: Listener.refresh, name: Self.didPause, object: nil)
        center.removeObserver(listener, name: Self.didPause, object: nil)
        center.post(name: Self.didPause, object: nil)
        XCTAssertEqual(listener.bare, 0)
        center.post(name: Self.didFinish, object: nil)
        XCTAssertEqual(listener.bare, 1)
        center.removeObserver(listener)
        center.post(name: Self.didFinish, object: nil)
        XCTAssertEqual(listener.bare, 1)
    }

    func testObserverIsNotRetainedAndAGoneObserverIsNotCalled() {
        weak var weakListener: Listener?
        do {
            let listener = Listener()
            weakListener = listener
            center.addObserver(listener, selector: Listener.refresh, name: Self.didFinish, object: nil)
        }
        XCTAssertNil(weakListener, "Apple (iOS 9+): the center does not retain the observer")
        center.post(name: Self.didFinish, object: nil)   // nothing to call, no crash
    }

    func testFoundationsOwnObserversStillWork() {
        final class Count: @unchecked Sendable { var value = 0 }
        let calls = Count()
        let token = center.addObserver(forName: Self.didFinish, object: nil, queue: nil) { _ in calls.value += 1 }
        center.post(name: Self.didFinish, object: nil)
        center.removeObserver(token)
        center.post(name: Self.didFinish, object: nil)
        XCTAssertEqual(calls.value, 1)
    }
}
