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
    public init(_ title: String, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) { self.init(role: role, action: action) { Text(title) } }
}

extension Button where Label == SwiftUILabel<Text, Image> {
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUILabel(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
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
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public protocol PrimitiveButtonStyle {
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
/// SwiftUI.
struct DefaultButtonLabel: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.foregroundStyle) var foreground
    var body: some View {
        // Held down, the label dims to 0.2 as UIKit's system button highlights (and fades back on release).
        Group {
            if foreground != nil {
                configuration.label
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

/// `.bordered`: the label in the tint on the tint at 15 %, 6-point corners, 7/12 padding.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(.tint).padding(.vertical, 7).padding(.horizontal, 12)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color.accentColor.opacity(0.15)))
    }
}

/// `.borderedProminent`: white label on the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(Color.white).padding(.vertical, 7).padding(.horizontal, 12)
            .background(RoundedRectangle(cornerRadius: 6).fill(.tint))
    }
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
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    public func controlSize(_ size: ControlSize) -> some View { self }
}

public struct ButtonBorderShape: Hashable, Sendable {
    let k: Int
    public static let automatic = ButtonBorderShape(k: 0)
    public static let capsule = ButtonBorderShape(k: 1)
    public static let roundedRectangle = ButtonBorderShape(k: 2)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(k: 3) }
}
public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }

