import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// `.bordered`: the label in the tint on the tint at 15 % — red on red at 15 % for a destructive role;
/// a foreground style set on the button colours the label instead — in the border shape and size of `buttonBorderShape(_:)` and `controlSize(_:)`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: false)
    }
}

/// `.borderedProminent`: the label in white on the tint (on red for a destructive role).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: true)
    }
}

/// The bordered styles' drawing. Disabled, both draw iOS 17's disabled look: `tertiaryLabel` text on
/// `tertiarySystemFill` (a light grey), whatever the tint or role.
struct BorderedButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.tint) var tint
    @Environment(\.controlSize) var size
    @Environment(\.buttonBorderShape) var shape
    @Environment(\.foregroundStyle) var foreground

    var body: some View {
        let m = ButtonMetrics(size)
        let accent = configuration.role == .destructive ? Color.red : (tint ?? .accentColor)
        let text: Color = !isEnabled ? ButtonMetrics.disabledLabel : prominent ? .white : accent
        let fill: Color = !isEnabled ? ButtonMetrics.disabledFill : prominent ? accent : accent.opacity(0.15)
        // A foreground style set on the button or above it colours the label (SwiftUI: the usual white
        // button with an indigo title is `.tint(.white).foregroundStyle(.indigo)`); disabled stays grey.
        let keepsForeground = isEnabled && foreground != nil
        configuration.label
            .environmentModifier { if let f = m.font { $0.font = f } }
            .environmentModifier { if !keepsForeground { $0.foregroundStyle = AnyShapeStyle(text) } }
            .padding(.vertical, m.vertical).padding(.horizontal, m.horizontal)
            .background(shape.resolved(radius: m.cornerRadius).fill(fill))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// The padding, corner radius and font of bordered buttons per control size (iOS 17, UIKit's
/// `UIButton.Configuration` sizes as far as they are known: regular 7/12 pt insets and a 6 pt corner,
/// large 14/20 pt and 12 pt — about 48 pt tall with a 17 pt body label).
struct ButtonMetrics {
    let vertical: CGFloat
    let horizontal: CGFloat
    let cornerRadius: CGFloat
    /// Nil: the inherited font (body) — regular and larger keep the caller's font.
    let font: Font?

    init(_ size: ControlSize) {
        switch size {
        case .mini: (vertical, horizontal, cornerRadius, font) = (3, 8, 4, .caption)
        case .small: (vertical, horizontal, cornerRadius, font) = (5, 10, 5, .subheadline)
        case .regular: (vertical, horizontal, cornerRadius, font) = (7, 12, 6, nil)
        case .large: (vertical, horizontal, cornerRadius, font) = (14, 20, 12, nil)
        case .extraLarge: (vertical, horizontal, cornerRadius, font) = (17, 24, 14, nil)
        }
    }

    /// A disabled button's label: `tertiaryLabel` (60/60/67 at 30 %).
    static let disabledLabel = Color(uiColor: .tertiaryLabel)
    /// A disabled bordered button's fill: `tertiarySystemFill` (118/118/128 at 12 %).
    static let disabledFill = Color(uiColor: .tertiarySystemFill)
}

/// The outline of a bordered button (`buttonBorderShape(_:)`); iOS 17 also uses it as a `Shape`
/// (a rounded rectangle of the regular size's 6 pt corners for `.automatic`/`.roundedRectangle`).
public struct ButtonBorderShape: Shape, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, roundedRectangle, radius(CGFloat), circle }
    let kind: Kind
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle)
    /// iOS 17 (on iOS it draws as a capsule of equal sides: a circle for a square label).
    public static let circle = ButtonBorderShape(kind: .circle)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .radius(radius)) }

    /// The shape for a control whose automatic corner radius is `radius`.
    func resolved(radius: CGFloat) -> AnyShape {
        switch kind {
        case .automatic, .roundedRectangle: return AnyShape(RoundedRectangle(cornerRadius: radius))
        case .radius(let r): return AnyShape(RoundedRectangle(cornerRadius: r))
        case .capsule: return AnyShape(Capsule())
        case .circle: return AnyShape(Circle())
        }
    }

    public func path(in rect: CGRect) -> Path { resolved(radius: ButtonMetrics(.regular).cornerRadius).path(in: rect) }
}

/// How big controls draw: SwiftUI's `ControlSize` (`controlSize(_:)`).
public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }

struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

extension EnvironmentValues {
    public var controlSize: ControlSize { get { self[ControlSizeKey.self] } set { self[ControlSizeKey.self] = newValue } }
    var buttonBorderShape: ButtonBorderShape { get { self[ButtonBorderShapeKey.self] } set { self[ButtonBorderShapeKey.self] = newValue } }
}

extension View {
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environmentModifier { $0.buttonBorderShape = shape } }
    public func controlSize(_ size: ControlSize) -> some View { environmentModifier { $0.controlSize = size } }
}
