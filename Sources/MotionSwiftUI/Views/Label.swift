import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A title with an icon: SwiftUI's `Label`. Drawn as its icon then its title in a row (the default
/// style on iOS, spacing 8 points, as a list row or menu shows it); `labelStyle(.iconOnly)` and
/// `.titleOnly` keep one of them. Bars and tab bars read its title and symbol. Named `SwiftUILabel`
/// (`Label` is its public alias) to stay clear of the `Label` types of UIKit code beside it.
public struct SwiftUILabel<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleKind) var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View {
        switch style {
        case .iconOnly: AnyView(icon)
        case .titleOnly: AnyView(title)
        case .titleAndIcon: AnyView(HStack(spacing: 8) { icon; title })
        }
    }
}

extension SwiftUILabel where Title == Text, Icon == Image {
    public init(_ title: String, systemImage name: String) { self.init(title: { Text(title) }, icon: { Image(systemName: name) }) }
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) }) }
    public init(_ title: String, image name: String) { self.init(title: { Text(title) }, icon: { Image(name) }) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { self.init(String(title), systemImage: name) }
}

public typealias Label = SwiftUILabel

/// What bars read of a `Label`.
protocol LabelDescription {
    var labelTitle: String? { get }
    var labelSystemImage: String? { get }
}

extension SwiftUILabel: LabelDescription {
    var labelTitle: String? { (title as? Text)?.content }
    var labelSystemImage: String? {
        if let i = icon as? Image, case .system(let name) = i.source { return name }
        return nil
    }
}

/// How labels show: SwiftUI's label styles (`.automatic`, `.titleAndIcon`, `.iconOnly`, `.titleOnly`).
public struct LabelStyleChoice: Sendable {
    enum Kind: Sendable { case titleAndIcon, iconOnly, titleOnly }
    let kind: Kind
}
public protocol LabelStyle {}
extension LabelStyleChoice: LabelStyle {}
extension LabelStyle where Self == LabelStyleChoice {
    public static var automatic: LabelStyleChoice { LabelStyleChoice(kind: .titleAndIcon) }
    public static var titleAndIcon: LabelStyleChoice { LabelStyleChoice(kind: .titleAndIcon) }
    public static var iconOnly: LabelStyleChoice { LabelStyleChoice(kind: .iconOnly) }
    public static var titleOnly: LabelStyleChoice { LabelStyleChoice(kind: .titleOnly) }
}

struct LabelStyleKey: EnvironmentKey { static var defaultValue: LabelStyleChoice.Kind { .titleAndIcon } }
extension EnvironmentValues {
    var labelStyleKind: LabelStyleChoice.Kind { get { self[LabelStyleKey.self] } set { self[LabelStyleKey.self] = newValue } }
}

extension View {
    public func labelStyle(_ style: LabelStyleChoice) -> some View { environmentModifier { $0.labelStyleKind = style.kind } }
}
