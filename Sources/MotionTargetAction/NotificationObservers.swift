import Foundation
import MotionViews

/// Foundation's `addObserver(_:selector:name:object:)`, with the selector as a method reference —
/// what the MotionLabPort rewrite makes of `#selector(keyboardWillShow(_:))`:
///
///     NotificationCenter.default.addObserver(self, selector: ChatViewController.keyboardWillShow,
///                                            name: .playerDidFinish, object: nil)
///     NotificationCenter.default.removeObserver(self)
///
/// As Apple documents (iOS 9 and later): the center does **not retain the observer**, and an observer
/// that is deallocated is simply no longer called (removing it is not required); the method runs
/// synchronously on the posting thread for every matching `post`, once per registration (adding
/// twice delivers twice); `name` nil means every name, `object` nil every sender (otherwise the
/// sender is matched by identity). `removeObserver(_:)` and `removeObserver(_:name:object:)` remove
/// these registrations as well as Foundation's own.
extension NotificationCenter {
    /// The method takes the notification (`func playerDidFinish(_ note: Notification)`).
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void,
                                                 name: Notification.Name?, object: Any?) {
        register(observer, name: name, object: object) { [weak observer] note in
            guard let observer else { return }
            selector(observer)(note)
        }
    }

    /// The method takes the notification as `NSNotification` (older code: `func f(_ n: NSNotification)`).
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> (NSNotification) -> Void,
                                                 name: Notification.Name?, object: Any?) {
        register(observer, name: name, object: object) { [weak observer] note in
            guard let observer else { return }
            selector(observer)(NSNotification(name: note.name, object: note.object, userInfo: note.userInfo))
        }
    }

    /// The method takes nothing (`func refresh()`).
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> () -> Void,
                                                 name: Notification.Name?, object: Any?) {
        register(observer, name: name, object: object) { [weak observer] _ in
            guard let observer else { return }
            selector(observer)()
        }
    }

    /// With a selector value (`Selector(…)`, a helper's `selector: Selector` parameter): the method is
    /// called with the notification when it takes one, else with nothing.
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        let owner = observer as AnyObject
        register(owner, name: name, object: object) { [weak owner] note in
            guard let owner else { return }
            if !selector.perform(on: owner, sender: note) {
                _ = selector.perform(on: owner, sender: NSNotification(name: note.name, object: note.object, userInfo: note.userInfo))
            }
        }
    }

    /// Removes every registration of `observer`: those made with a method reference and Foundation's.
    public func removeObserver<Observer: AnyObject>(_ observer: Observer) {
        for token in SelectorObservers.remove(center: self, observer: observer, name: nil, object: nil) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `name` (every name when nil) and `object` (every sender
    /// when nil), as Foundation's `removeObserver(_:name:object:)` does.
    public func removeObserver<Observer: AnyObject>(_ observer: Observer, name: Notification.Name?, object: Any?) {
        for token in SelectorObservers.remove(center: self, observer: observer, name: name, object: object) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: name, object: object)
    }

    private func register(_ observer: AnyObject, name: Notification.Name?, object: Any?,
                          deliver: @escaping (Notification) -> Void) {
        let token = addObserver(forName: name, object: object, queue: nil) { note in deliver(note) }
        SelectorObservers.add(center: self, observer: observer, name: name, object: object, token: token)
    }
}

/// The method-reference registrations, by center and observer, so `removeObserver` finds them.
/// Observers are held weakly; entries of deallocated observers are dropped as they are found.
enum SelectorObservers {
    struct Entry {
        weak var center: NotificationCenter?
        weak var observer: AnyObject?
        let name: Notification.Name?
        let object: AnyObject?
        let token: NSObjectProtocol
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [Entry] = []

    static func add(center: NotificationCenter, observer: AnyObject, name: Notification.Name?, object: Any?,
                    token: NSObjectProtocol) {
        let dead: [Entry] = lock.withLock {
            let dead = entries.filter { $0.observer == nil || $0.center == nil }
            entries.removeAll { $0.observer == nil || $0.center == nil }
            entries.append(Entry(center: center, observer: observer, name: name, object: object as AnyObject?, token: token))
            return dead
        }
        // A deallocated observer's registrations leave the center too (they could only do nothing).
        for e in dead { e.center?.removeObserver(e.token as Any) }
    }

    /// Removes and returns the tokens of `observer`'s registrations in `center` matching `name` and
    /// `object` (nil matches all).
    static func remove(center: NotificationCenter, observer: AnyObject, name: Notification.Name?, object: Any?) -> [NSObjectProtocol] {
        let sender = object as AnyObject?
        return lock.withLock {
            var removed: [NSObjectProtocol] = []
            entries.removeAll { e in
                let matches = e.center === center && e.observer === observer
                    && (name == nil || e.name == name) && (sender == nil || e.object === sender)
                if matches || (e.observer == nil && e.center === center) { removed.append(e.token) }
                return matches || e.observer == nil || e.center == nil
            }
            return removed
        }
    }
}
