import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A title with an icon: SwiftUI's `Label`. Drawn as its icon then its title in a row (the default
/// style on iOS, spacing 8 points, as a list row or menu shows it); `labelStyle(_:)` changes that
/// (`.iconOnly`, `.titleOnly`, custom `LabelStyle`s). Bars and tab bars read its title and symbol. Named `SwiftUILabel`
/// (`Label` is its public alias) to stay clear of the `Label` types of UIKit code beside it.
public struct SwiftUILabel<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View {
        style.make(LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))))
    }
}

extension SwiftUILabel where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style's configuration describes (drawn in the style of the environment).
    public init(_ configuration: LabelStyleConfiguration) { self.init(title: { configuration.title }, icon: { configuration.icon }) }
}

extension SwiftUILabel where Title == Text, Icon == Image {
    @_disfavoredOverload
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

