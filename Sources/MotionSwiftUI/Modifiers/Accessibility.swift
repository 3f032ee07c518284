import Foundation
import MotionSwiftUILayout

// SwiftUI's accessibility modifiers, with Apple's names and signatures. They describe a view to VoiceOver
// and other assistive technologies, which a preview does not run: they change nothing drawn and nothing
// a touch does, so a screen written with them (every shipping app's is) compiles and looks as on iOS.
// `accessibilityIdentifier(_:)` is the one that does something here: it names the view's layer.

/// What a view is to assistive technologies (`accessibilityAddTraits(.isHeader)`).
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    public var rawValue: UInt32
    public init() { rawValue = 0 }
    init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    public func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
    public func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
    public func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
    public func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue && member.rawValue != 0 }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let had = contains(newMember); rawValue |= newMember.rawValue; return (!had, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let had = contains(member); rawValue &= ~member.rawValue; return had ? member : nil
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember); rawValue |= newMember.rawValue; return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { rawValue |= other.rawValue }
    public mutating func formIntersection(_ other: Self) { rawValue &= other.rawValue }
    public mutating func formSymmetricDifference(_ other: Self) { rawValue ^= other.rawValue }
}

/// How a container's children are presented to assistive technologies.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let contain = AccessibilityChildBehavior(kind: 1)
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// An accessibility action's kind.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    public init(named name: Text) { self.name = name.content }
    init(name: String) { self.name = name }
}

/// The direction of an adjustable element's increment or decrement.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// A heading's level.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

/// Whether assistive technologies' focus is on a view (`@AccessibilityFocusState`). A preview runs no
/// assistive technology, so nothing moves that focus; what the view's own code sets, it reads back.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    final class Box { var value: Value; init(_ v: Value) { value = v } }
    private let box: Box
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init() where Value == Bool { box = Box(false) }
    public init<T: Hashable>() where Value == T? { box = Box(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { Binding(box: box) }

    /// What `accessibilityFocused(_:)` binds.
    public struct Binding {
        let box: Box
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
    }
}

extension View {
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> some View { self }

    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits, isEnabled: Bool) -> some View { self }

    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { self }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }

    public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> some View { self }
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { self }

    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { self }
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}

/// A label-and-content pair's role (`accessibilityLabeledPair`).
public enum AccessibilityLabeledPairRole: Hashable, Sendable { case label, content }

