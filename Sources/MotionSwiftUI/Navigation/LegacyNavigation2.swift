import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// More of the iOS 13–15 spellings public code still uses, over the modern forms.
extension View {
    /// iOS 13's title: `navigationTitle`, with a display mode.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title.content) }
    @_disfavoredOverload
    public func navigationBarTitle(_ title: String) -> some View { navigationTitle(title) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey.value) }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(String(title)) }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title.content).navigationBarTitleDisplayMode(displayMode)
    }
    @_disfavoredOverload
    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey.value).navigationBarTitleDisplayMode(displayMode)
    }

    /// Accepted: a preview is never opened with a URL.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    /// How scrolling the scroll views below dismisses the on-screen keyboard (the scroll host's
    /// `keyboardDismissMode`).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environmentModifier { $0.scrollDismissesKeyboard = mode }
    }
}

/// SwiftUI's keyboard dismissal by scrolling. `.automatic` is Apple's iOS 16 default for scroll views,
/// lists and forms: a scroll dismisses the keyboard at once, as `.immediately` does.
public struct ScrollDismissesKeyboardMode: Sendable, Equatable {
    let k: Int
    public static let automatic = ScrollDismissesKeyboardMode(k: 0), immediately = ScrollDismissesKeyboardMode(k: 1)
    public static let interactively = ScrollDismissesKeyboardMode(k: 2), never = ScrollDismissesKeyboardMode(k: 3)

    /// The scroll view's mode for this one.
    var uiKit: UIScrollView.KeyboardDismissMode {
        switch k {
        case 2: return .interactive
        case 3: return .none
        default: return .onDrag
        }
    }
}

struct ScrollDismissesKeyboardKey: EnvironmentKey { static var defaultValue: ScrollDismissesKeyboardMode { .automatic } }

extension EnvironmentValues {
    var scrollDismissesKeyboard: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] } set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }
}

extension NavigationLink {
    /// iOS 13's programmatic link: pushes `destination` while `isActive` is true (a tap sets it), pops it
    /// when it becomes false; popping by the user sets it to false.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activation = LinkActivation(isActive: { isActive.wrappedValue }, set: { isActive.wrappedValue = $0 })
    }
    public init(_ title: String, destination: Destination, isActive: Binding<Bool>) where Label == Text {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }
    /// iOS 13's tagged link: active while `selection` equals `tag`.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activation = LinkActivation(isActive: { selection.wrappedValue == tag },
                                    set: { on in if on { selection.wrappedValue = tag } else if selection.wrappedValue == tag { selection.wrappedValue = nil } })
    }
}

/// A programmatic link's binding, type-erased.
struct LinkActivation {
    let isActive: () -> Bool
    let set: (Bool) -> Void
}

/// iOS 14's scene-restoration state: SwiftUI's `SceneStorage`. A preview has one scene that is never
/// restored, so it is state of the view kept for the run (starting from the default), shared by key.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, InstallableProperty {
    var storage: AppStorage<Value>

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { storage.projectedValue }

    mutating func install(node: ViewNode, key: Int) { storage.install(node: node, key: key) }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { storage = AppStorage(wrappedValue: wrappedValue, "scene." + key) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { storage = AppStorage(wrappedValue: wrappedValue, "scene." + key) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { storage = AppStorage(wrappedValue: wrappedValue, "scene." + key) }
    public init(wrappedValue: Value, _ key: String) where Value == String { storage = AppStorage(wrappedValue: wrappedValue, "scene." + key) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        storage = AppStorage(wrappedValue: wrappedValue, "scene." + key)
    }
    public init(_ key: String) where Value == String? { storage = AppStorage("scene." + key) }
}
