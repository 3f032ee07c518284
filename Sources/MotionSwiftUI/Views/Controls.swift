import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A control that runs an action when tapped: SwiftUI's `Button`. Its label is drawn in the tint
/// (system blue) by the default style; `buttonStyle` changes that.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    @Environment(\.buttonStyle) var style
    /// Held down (see `ButtonPressGesture`): the style's `configuration.isPressed`.
    @State private var isPressed = false

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action; self.label = label(); role = nil
    }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action; self.label = label(); self.role = role
    }

    public var body: some View {
        style.makeBody(ButtonStyleConfiguration(label: AnyView(label), isPressed: isPressed, role: role))
            .gesture(ButtonPressGesture().onChanged { isPressed = $0 }.onEnded { _ in action() })
    }
}

extension Button where Label == Text {
    @_disfavoredOverload
    public init(_ title: String, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(String(title)) } }
    @_disfavoredOverload
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) { self.init(role: role, action: action) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(String(title)) }
    }
}

/// iOS 17's `Button(_:systemImage:role:action:)` family: the label is a `Label` of the title and symbol.
extension Button where Label == SwiftUILabel<Text, Image> {
    @_disfavoredOverload
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
        self.init(title, systemImage: systemImage, role: nil, action: action)
    }
    @_disfavoredOverload
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUILabel(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(titleKey, systemImage: systemImage, role: nil, action: action)
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUILabel(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(String(title), systemImage: systemImage, role: nil, action: action)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(String(title), systemImage: systemImage, role: role, action: action)
    }
}

public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// What a button style gets: the label and whether it is pressed.
public struct ButtonStyleConfiguration {
    public let label: AnyView
    public let isPressed: Bool
    public let role: ButtonRole?
    public typealias Label = AnyView
}

/// A custom button look (`makeBody(configuration:)`).
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

struct AnyButtonStyle {
    let make: (ButtonStyleConfiguration) -> AnyView
    func makeBody(_ c: ButtonStyleConfiguration) -> AnyView { make(c) }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonLabel(configuration: configuration)
    }
}

/// The default style's label: red for a destructive role, else the tint — unless a foreground colour or
/// style was set on the button or above it (`Button("Go") {}.foregroundColor(.white)`), which wins, as in
/// SwiftUI. Disabled (`.disabled(true)`), the tinted label is drawn in `tertiaryLabel` grey, as iOS 17
/// greys a disabled borderless button (an explicit foreground colour is kept).
struct DefaultButtonLabel: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.foregroundStyle) var foreground
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.controlSize) var controlSize
    var body: some View {
        // Held down, the label dims to 0.2 as UIKit's system button highlights (and fades back on release).
        Group {
            if foreground != nil {
                configuration.label
            } else if !isEnabled {
                configuration.label.foregroundStyle(ButtonMetrics.disabledLabel)
            } else {
                configuration.label.foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
            }
        }
        .opacity(configuration.isPressed ? 0.2 : 1)
    }
}
public typealias BorderlessButtonStyle = DefaultButtonStyle

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
    public static var borderless: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() } }

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { AnyButtonStyle { AnyView(DefaultButtonStyle().makeBody(configuration: $0)) } }
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environmentModifier { $0.buttonStyle = AnyButtonStyle { AnyView(style.makeBody(configuration: $0)) } }
    }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environmentModifier { $0.buttonStyle = AnyButtonStyle { AnyView(style.makeBody(configuration: $0)) } }
    }
}

