import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// What a label style draws from: the label's title and icon, type-erased.
public struct LabelStyleConfiguration {
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    public var title: Title
    public var icon: Icon
}

/// A label's look (`makeBody(configuration:)`), set with `labelStyle(_:)` — Scrumdinger's
/// `TrailingIconLabelStyle` is the canonical custom one.
@MainActor @preconcurrency public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

struct AnyLabelStyle {
    let make: (LabelStyleConfiguration) -> AnyView
    /// What bars and tab items show of a label: the built-in styles' choice, nil for custom styles.
    let kind: LabelStyleKind?
    init<S: LabelStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
        kind = (style as? BuiltInLabelStyle)?.labelKind
    }
}

enum LabelStyleKind: Sendable { case titleAndIcon, iconOnly, titleOnly }
protocol BuiltInLabelStyle { var labelKind: LabelStyleKind { get } }

/// `.automatic`: the icon then the title in a row, 8 points apart (iOS's label in a list or menu).
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
    public init() {}
    var labelKind: LabelStyleKind { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.icon.modifier(ListRowIconTint()); configuration.title }
    }
}

/// A label's icon in a list row is drawn in the tint (the accent colour by default), as iOS draws a
/// list's labels ("Mom ♥" with a blue heart); a foreground style set around the label wins.
struct ListRowIconTint: ViewModifier {
    @Environment(\.isListRow) var isListRow
    @Environment(\.foregroundStyle) var style
    func body(content: Content) -> some View {
        if isListRow && style == nil { content.foregroundStyle(.tint) } else { content }
    }
}

public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
    public init() {}
    var labelKind: LabelStyleKind { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.icon; configuration.title }
    }
}

public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    public init() {}
    var labelKind: LabelStyleKind { .iconOnly }
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    public init() {}
    var labelKind: LabelStyleKind { .titleOnly }
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }

struct LabelStyleKey: EnvironmentKey { static var defaultValue: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) } }
extension EnvironmentValues {
    var labelStyle: AnyLabelStyle { get { self[LabelStyleKey.self] } set { self[LabelStyleKey.self] = newValue } }
    /// The built-in style's kind (custom styles count as title and icon for bars).
    var labelStyleKind: LabelStyleKind { labelStyle.kind ?? .titleAndIcon }
}

extension View {
    /// The look of the labels inside.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { environmentModifier { $0.labelStyle = AnyLabelStyle(style) } }
}
