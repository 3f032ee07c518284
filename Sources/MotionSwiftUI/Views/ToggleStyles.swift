import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// What a toggle style draws from: the toggle's binding (`configuration.isOn.toggle()`,
/// `$configuration.isOn`) and its label.
public struct ToggleStyleConfiguration {
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let label: Label
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (iOS 16's mixed state); false here: only
    /// a toggle over a collection of bindings is mixed, and MotionLab has none.
    public var isMixed: Bool = false

    init(isOn: Binding<Bool>, label: Label) {
        _isOn = isOn
        self.label = label
    }
}

/// A toggle's look (`makeBody(configuration:)`), set with `toggleStyle(_:)`: a custom checkbox is the
/// usual one.
@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

struct AnyToggleStyle {
    let make: (ToggleStyleConfiguration) -> AnyView
    init<S: ToggleStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

/// `.automatic`: on iOS the switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// `.switch`: the label leading, the switch trailing (`labelsHidden()`: the switch alone). Disabled,
/// the label is grey (`tertiaryLabel`) and the switch drawn at half opacity, as iOS dims a disabled
/// switch.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    /// Deprecated in iOS 15 (use `tint(_:)`): the switch's on-colour.
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration, tint: tint)
    }
}

struct SwitchToggleBody: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.labelsHidden) var labelsHidden
    var body: some View {
        let tint = self.tint
        let control = SwitchRepresentable(isOn: configuration.$isOn)
            .environmentModifier { if let tint { $0.tint = tint } }
            .opacity(isEnabled ? 1 : 0.5)
        if labelsHidden {
            control
        } else {
            HStack {
                if isEnabled { configuration.label } else { configuration.label.foregroundStyle(ButtonMetrics.disabledLabel) }
                Spacer()
                control
            }
        }
    }
}

/// `.button`: the label as a button that flips the value — the tint on nothing when off, on the tint at
/// 15 % in a rounded rectangle (the bordered button's shape and size) when on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        Button(action: { isOn.wrappedValue.toggle() }) { configuration.label }
            .buttonStyle(ButtonToggleLook(isOn: isOn.wrappedValue))
    }
}

/// The `.button` toggle's drawing (a button style so it presses like one).
struct ButtonToggleLook: PrimitiveButtonStyle {
    let isOn: Bool
    func makeBody(configuration: Configuration) -> some View {
        ButtonToggleLookBody(configuration: configuration, isOn: isOn)
    }
}

struct ButtonToggleLookBody: View {
    let configuration: ButtonStyleConfiguration
    let isOn: Bool
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.tint) var tint
    @Environment(\.controlSize) var size
    @Environment(\.buttonBorderShape) var shape
    var body: some View {
        let m = ButtonMetrics(size)
        let accent = tint ?? .accentColor
        configuration.label
            .foregroundStyle(isEnabled ? accent : ButtonMetrics.disabledLabel)
            .padding(.vertical, m.vertical).padding(.horizontal, m.horizontal)
            .background(shape.resolved(radius: m.cornerRadius).fill(isOn ? (isEnabled ? accent.opacity(0.15) : ButtonMetrics.disabledFill) : Color.clear))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }

struct ToggleStyleKey: EnvironmentKey { static var defaultValue: AnyToggleStyle? { nil } }
struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }
extension EnvironmentValues {
    /// Nil: the automatic style.
    var toggleStyle: AnyToggleStyle? { get { self[ToggleStyleKey.self] } set { self[ToggleStyleKey.self] = newValue } }
    /// `labelsHidden()`: controls draw without their labels (the labels stay for accessibility).
    var labelsHidden: Bool { get { self[LabelsHiddenKey.self] } set { self[LabelsHiddenKey.self] = newValue } }
}

extension View {
    /// The look of the toggles inside.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { environmentModifier { $0.toggleStyle = AnyToggleStyle(style) } }
    /// Hides the labels of the controls inside (toggles, pickers, date pickers, steppers, colour
    /// pickers, sliders' value labels stay), as iOS does.
    public func labelsHidden() -> some View { environmentModifier { $0.labelsHidden = true } }
}
