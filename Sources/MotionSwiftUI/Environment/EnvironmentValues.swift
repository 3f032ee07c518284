import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A key for a custom environment value.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view reads from its ancestors: SwiftUI's `EnvironmentValues`. Modifiers such as
/// `.font(_:)`, `.foregroundStyle(_:)` and `.environment(_:_:)` change them for everything below.
public struct EnvironmentValues: CustomStringConvertible {
    var storage: [ObjectIdentifier: Any] = [:]
    /// Objects by type: `environmentObject(_:)` and `environment(_:)` of an `@Observable` object.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Changes with every write, so a view can tell a changed environment without comparing it.
    var version = 0
    /// The axis of the stack a view is directly in (spacers stretch along it). Stored beside the
    /// values rather than among them: every stack sets it for its children, and a write into
    /// `storage` would copy the dictionary each time (and change the context its children compare).
    /// Not a change a view's body sees (no version bump).
    var stackAxis: Axis?
    nonisolated(unsafe) static var nextVersion = 1

    public init() {}

    mutating func bump() {
        EnvironmentValues.nextVersion += 1
        version = EnvironmentValues.nextVersion
    }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // An absent key is its default (a cast of the missing value to an optional `Value` would succeed
        // as nil: `horizontalSizeClass` read nil instead of `.compact`).
        get {
            guard let stored = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue; bump() }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }

    // Values the views draw with (also readable with `@Environment`).
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    public var colorScheme: ColorScheme { get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue } }
    public var isEnabled: Bool { get { self[EnabledKey.self] } set { self[EnabledKey.self] = newValue } }
    public var multilineTextAlignment: TextAlignment { get { self[TextAlignmentKey.self] } set { self[TextAlignmentKey.self] = newValue } }
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    /// Points between the lines of texts (`lineSpacing(_:)`; SwiftUI's default 0).
    public var lineSpacing: CGFloat { get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue } }
    public var layoutDirection: LayoutDirection { get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue } }
    public var dismiss: DismissAction { get { self[DismissKey.self] } set { self[DismissKey.self] = newValue } }
    public var locale: Locale { get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue } }
    public var calendar: Calendar { get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue } }
    public var timeZone: TimeZone { get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue } }
    public var displayScale: CGFloat { get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue } }
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { self[HSizeClassKey.self] } set { self[HSizeClassKey.self] = newValue } }
    public var verticalSizeClass: UserInterfaceSizeClass? { get { self[VSizeClassKey.self] } set { self[VSizeClassKey.self] = newValue } }
    public var scenePhase: ScenePhase { get { self[ScenePhaseKey.self] } set { self[ScenePhaseKey.self] = newValue } }
    public var accessibilityReduceMotion: Bool { get { self[ReduceMotionKey.self] } set { self[ReduceMotionKey.self] = newValue } }
    public var dynamicTypeSize: DynamicTypeSize { get { self[DynamicTypeSizeKey.self] } set { self[DynamicTypeSizeKey.self] = newValue } }
    public var isPresented: Bool { get { self[IsPresentedKey.self] } set { self[IsPresentedKey.self] = newValue } }
    public var openURL: OpenURLAction { get { self[OpenURLKey.self] } set { self[OpenURLKey.self] = newValue } }
    public var redactionReasons: RedactionReasons { get { self[RedactionKey.self] } set { self[RedactionKey.self] = newValue } }
    var foregroundStyle: AnyShapeStyle? { get { self[ForegroundStyleKey.self] } set { self[ForegroundStyleKey.self] = newValue } }
    var tint: Color? { get { self[TintKey.self] } set { self[TintKey.self] = newValue } }
    var textCase: Text.Case? { get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue } }
}

struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
struct EnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
struct TextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
/// iOS 16's view-level `kerning`/`tracking`: points after each character of the texts inside (nil: none).
struct TextKernKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
/// The view-level `italic()`, `underline()` and `strikethrough()` (iOS 16) for the texts inside.
struct TextItalicKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction(action: nil) } }
struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? TimeZone.current } }
struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 2 } }
struct HSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
struct VSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction() } }
struct RedactionKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
struct TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }
struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }

public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public enum ScenePhase: Hashable, Comparable, Sendable { case background, inactive, active }
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// `@Environment(\.dismiss)`: dismisses the presentation showing the view (the hosting
/// controller's, when it was presented).
public struct DismissAction {
    let action: (() -> Void)?
    public func callAsFunction() { action?() }
}

/// `@Environment(\.openURL)`: there is no system to open URLs in a preview; it reports that it
/// did not.
public struct OpenURLAction {
    public enum Result { case handled, discarded, systemAction }
    let handler: ((URL) -> Result)?
    init() { handler = nil }
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) { _ = handler?(url) }
}

/// A value read from the environment: `@Environment(\.colorScheme) var scheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, InstallableProperty {
    let read: (EnvironmentValues) -> Value
    var value: Value?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    public var wrappedValue: Value { value ?? read(EnvironmentValues()) }

    mutating func install(node: ViewNode, key: Int) { refresh(node: node) }
    mutating func refresh(node: ViewNode) { value = read(node.context.environment) }
}

extension Environment where Value: AnyObject {
    /// `@Environment(Model.self)`: an `@Observable` object put in the environment with `.environment(model)`.
    public init(_ objectType: Value.Type) {
        read = { env in
            guard let o = env.objects[ObjectIdentifier(objectType)] as? Value else {
                preconditionFailure("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return o
        }
    }
}
