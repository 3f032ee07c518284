import Foundation

/// Key-value observing by key path string, as iOS code writes it for a view's geometry (Apple's
/// DynamicsCatalog redraws its attachment lines when an attached view's `center` moves):
///
///     attachedView.addObserver(self, forKeyPath: "center", options: [], context: nil)
///     override func observeValue(forKeyPath keyPath: String?, of object: Any?,
///                                change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) { … }
///
/// Foundation on Linux has no Objective-C KVO, so MotionLab's `UIView` notifies its observers itself
/// from the setters of the properties below, synchronously after each set (before it with `.prior`), as
/// automatic KVO does on iOS — on every set, changed or not. Observers are responders (views, view
/// controllers: `observeValue` is declared on `UIResponder`), held weakly; observing another key path
/// or object registers nothing.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The keys of a change dictionary (NSKeyValueObserving.h's string values).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// What kind of change a notification reports (`.setting` for a property set).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

extension UIView {
    /// One registration: who is told about which key path.
    struct KeyValueObserver {
        weak var observer: UIResponder?
        let keyPath: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
    }

    /// The key paths a view notifies (its UIKit property names).
    static let observableKeyPaths: Set<String> = ["center", "frame", "bounds", "transform", "alpha", "hidden", "backgroundColor"]

    /// Registrations by observed view. Kept outside the view so that views nobody observes pay one
    /// check of `hasKeyValueObservers` per set.
    nonisolated(unsafe) static var keyValueObservers: [ObjectIdentifier: [KeyValueObserver]] = [:]
    nonisolated(unsafe) static var hasKeyValueObservers = false

    /// Registers `observer` for `keyPath` (one of `observableKeyPaths`); with `.initial` it is told at once.
    public func addObserver(_ observer: UIResponder, forKeyPath keyPath: String,
                            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        guard Self.observableKeyPaths.contains(keyPath) else {
            UIView.reportUnobservable(keyPath, of: self)
            return
        }
        let id = ObjectIdentifier(self)
        Self.keyValueObservers[id, default: []].removeAll { $0.observer == nil }
        Self.keyValueObservers[id, default: []].append(KeyValueObserver(observer: observer, keyPath: keyPath, options: options, context: context))
        Self.hasKeyValueObservers = true
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = keyValue(keyPath) }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Removes `observer`'s registrations for `keyPath` (every context).
    public func removeObserver(_ observer: UIResponder, forKeyPath keyPath: String) {
        Self.keyValueObservers[ObjectIdentifier(self)]?.removeAll { $0.observer == nil || ($0.observer === observer && $0.keyPath == keyPath) }
    }

    /// Removes `observer`'s registration for `keyPath` made with `context`.
    public func removeObserver(_ observer: UIResponder, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        Self.keyValueObservers[ObjectIdentifier(self)]?.removeAll {
            $0.observer == nil || ($0.observer === observer && $0.keyPath == keyPath && $0.context == context)
        }
    }

    /// The property's current value, boxed as KVO boxes it (`NSValue` there; the Swift value here).
    func keyValue(_ keyPath: String) -> Any? {
        switch keyPath {
        case "center": return center
        case "frame": return frame
        case "bounds": return bounds
        case "transform": return transform
        case "alpha": return alpha
        case "hidden": return isHidden
        case "backgroundColor": return backgroundColor
        default: return nil
        }
    }

    /// Runs `set` (a property setter's body) telling the observers of `keyPath`: before it with
    /// `.prior`, after it with the old and new values their options ask for.
    func notifyingObservers(of keyPath: String, _ set: () -> Void) {
        guard Self.hasKeyValueObservers, let all = Self.keyValueObservers[ObjectIdentifier(self)],
              all.contains(where: { $0.keyPath == keyPath && $0.observer != nil }) else { return set() }
        let observers = all.filter { $0.keyPath == keyPath && $0.observer != nil }
        let old = keyValue(keyPath)
        for o in observers where o.options.contains(.prior) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true]
            if o.options.contains(.old) { change[.oldKey] = old }
            o.observer?.observeValue(forKeyPath: keyPath, of: self, change: change, context: o.context)
        }
        set()
        let new = keyValue(keyPath)
        for o in observers {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if o.options.contains(.old) { change[.oldKey] = old }
            if o.options.contains(.new) { change[.newKey] = new }
            o.observer?.observeValue(forKeyPath: keyPath, of: self, change: change, context: o.context)
        }
    }

    private static func reportUnobservable(_ keyPath: String, of view: UIView) {
        let message = "MotionLab: \(type(of: view)) notifies observers of \(observableKeyPaths.sorted().joined(separator: ", ")) only; an observer of \"\(keyPath)\" is never told\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
