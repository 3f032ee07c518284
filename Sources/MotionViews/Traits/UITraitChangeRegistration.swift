import Foundation

/// iOS 17's trait definitions, the keys `registerForTraitChanges(_:handler:)` names the traits by
/// (`[UITraitUserInterfaceStyle.self]`). Each holds its trait's type and default value, as UIKit's do.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Whether a change of the trait changes how colours resolve (UIKit re-resolves dynamic colours then).
    static var affectsColorAppearance: Bool { get }
    static var name: String { get }
    static var identifier: String { get }
}

extension UITraitDefinition {
    public static var affectsColorAppearance: Bool { false }
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { "com.apple.uikit." + name }
}

/// A trait definition as `registerForTraitChanges` takes it (UIKit's `UITrait`).
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceLevel { .unspecified }
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitHorizontalSizeClass: UITraitDefinition { public static var defaultValue: UIUserInterfaceSizeClass { .unspecified } }
public enum UITraitVerticalSizeClass: UITraitDefinition { public static var defaultValue: UIUserInterfaceSizeClass { .unspecified } }
public enum UITraitUserInterfaceIdiom: UITraitDefinition { public static var defaultValue: UIUserInterfaceIdiom { .unspecified } }
public enum UITraitDisplayScale: UITraitDefinition { public static var defaultValue: CGFloat { 0 } }
public enum UITraitLayoutDirection: UITraitDefinition { public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified } }
public enum UITraitPreferredContentSizeCategory: UITraitDefinition { public static var defaultValue: UIContentSizeCategory { .unspecified } }

/// The token `registerForTraitChanges` returns, for `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it watches and the handler (called with the previous traits).
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: Set<ObjectIdentifier>
    let handler: (AnyObject, UITraitCollection) -> Void
    init(_ traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { ObjectIdentifier($0) })
        self.handler = handler
    }

    /// Whether the change from `previous` to `now` touches one of the watched traits.
    func matches(_ previous: UITraitCollection, _ now: UITraitCollection) -> Bool {
        func changed<T: UITraitDefinition>(_ t: T.Type, _ differs: Bool) -> Bool { differs && traits.contains(ObjectIdentifier(t)) }
        return changed(UITraitUserInterfaceStyle.self, previous.userInterfaceStyle != now.userInterfaceStyle)
            || changed(UITraitUserInterfaceLevel.self, previous.userInterfaceLevel != now.userInterfaceLevel)
            || changed(UITraitHorizontalSizeClass.self, previous.horizontalSizeClass != now.horizontalSizeClass)
            || changed(UITraitVerticalSizeClass.self, previous.verticalSizeClass != now.verticalSizeClass)
            || changed(UITraitUserInterfaceIdiom.self, previous.userInterfaceIdiom != now.userInterfaceIdiom)
            || changed(UITraitDisplayScale.self, previous.displayScale != now.displayScale)
            || changed(UITraitLayoutDirection.self, previous.layoutDirection != now.layoutDirection)
            || changed(UITraitPreferredContentSizeCategory.self, previous.preferredContentSizeCategory != now.preferredContentSizeCategory)
    }
}

/// iOS 17's trait change registration on views and view controllers: the handler runs once per change
/// of a watched trait (the style, the size classes…), after `traitCollectionDidChange(_:)`, with the
/// object and its previous traits, `UITraitCollection.current` the new ones:
/// `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in … }`.
/// (The selector forms are left out: `#selector` targets are ported to method references here.)
extension UIView {
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait],
                                                                        handler: @escaping (Environment, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        TraitChangeRegistration.register(traits, in: &traitChangeRegistrations, handler: handler)
    }

    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }

    /// Calls the registrations a change from `previous` concerns.
    func runTraitChangeRegistrations(previous: UITraitCollection) {
        TraitChangeRegistration.run(traitChangeRegistrations, for: self, previous: previous, now: traitCollection)
    }
}

extension UIViewController {
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait],
                                                                        handler: @escaping (Environment, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        TraitChangeRegistration.register(traits, in: &traitChangeRegistrations, handler: handler)
    }

    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }

    func runTraitChangeRegistrations(previous: UITraitCollection) {
        TraitChangeRegistration.run(traitChangeRegistrations, for: self, previous: previous, now: traitCollection)
    }
}

extension TraitChangeRegistration {
    /// A new registration of `handler` for `traits` in `list` (a view's or a controller's).
    static func register<Environment: UITraitEnvironment>(_ traits: [UITrait], in list: inout [TraitChangeRegistration],
                                                          handler: @escaping (Environment, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        let r = TraitChangeRegistration(traits) { object, previous in if let e = object as? Environment { handler(e, previous) } }
        list.append(r)
        return r
    }

    /// Calls the registrations of `list` that the change from `previous` to `now` concerns, with `object`.
    static func run(_ list: [TraitChangeRegistration], for object: AnyObject, previous: UITraitCollection,
                    now: @autoclosure () -> UITraitCollection) {
        guard !list.isEmpty else { return }
        let current = now()
        for r in list where r.matches(previous, current) { r.handler(object, previous) }
    }
}
