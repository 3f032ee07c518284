import Foundation
import MotionLab

/// The scroll-edge appearance `toolbarBackground(.visible, for: .navigationBar)` sets: the bar's
/// background shows at the top of the content too (iOS hides it there otherwise), in the colour
/// `toolbarBackground(_ style:)` gives, whichever of the two modifiers comes first.
final class VisibleEdgeAppearance: UINavigationBarAppearance {}

/// The appearance `toolbarBackground(.hidden, for: .navigationBar)` sets: no background, no hairline.
final class HiddenBarAppearance: UINavigationBarAppearance {}

extension View {
    /// The navigation bar's background: `style` (a colour or material) where the bar shows its background
    /// — while content is scrolled under it, or always with `toolbarBackground(.visible, for:)`.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let color = style._resolveFill(EnvironmentValues()).color.uiColor
        let navigation = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        return navigationItem { item, _ in
            guard navigation else { return }
            if item.standardAppearance?.backgroundColor?.cgColor != color.cgColor {
                let standard = UINavigationBarAppearance()
                standard.configureWithDefaultBackground()
                standard.backgroundColor = color
                Self.keepTitleColours(from: item.standardAppearance, into: standard)
                item.standardAppearance = standard
            }
            if let edge = item.scrollEdgeAppearance as? VisibleEdgeAppearance, edge.backgroundColor?.cgColor != color.cgColor {
                let copy = VisibleEdgeAppearance(barAppearance: edge)
                copy.backgroundColor = color
                item.scrollEdgeAppearance = copy
            }
        }
    }

    /// Whether the navigation bar's background shows: `.visible` also at the top of the content (in
    /// `toolbarBackground(_ style:)`'s colour), `.hidden` never; `.automatic` as iOS does.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigation = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        return navigationItem { item, _ in
            guard navigation else { return }
            switch visibility {
            case .visible:
                guard !(item.scrollEdgeAppearance is VisibleEdgeAppearance) else { return }
                let edge: VisibleEdgeAppearance
                if let standard = item.standardAppearance {
                    edge = VisibleEdgeAppearance(barAppearance: standard)
                } else {
                    edge = VisibleEdgeAppearance()
                    edge.configureWithDefaultBackground()
                }
                item.scrollEdgeAppearance = edge
            case .hidden:
                guard !(item.standardAppearance is HiddenBarAppearance) else { return }
                let clear = HiddenBarAppearance()
                clear.configureWithTransparentBackground()
                item.standardAppearance = clear
                item.scrollEdgeAppearance = clear
            case .automatic:
                break
            }
        }
    }

    /// The bar's colour scheme: `.dark` draws its titles white (on a dark `toolbarBackground`).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let navigation = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        return navigationItem { item, _ in
            guard navigation, colorScheme == .dark else { return }
            for appearance in [item.standardAppearance, item.scrollEdgeAppearance].compactMap({ $0 })
            where appearance.titleTextAttributes[.foregroundColor] == nil {
                appearance.titleTextAttributes[.foregroundColor] = UIColor.white
                appearance.largeTitleTextAttributes[.foregroundColor] = UIColor.white
            }
            if item.standardAppearance == nil {
                let a = UINavigationBarAppearance()
                a.configureWithDefaultBackground()
                a.titleTextAttributes[.foregroundColor] = UIColor.white
                a.largeTitleTextAttributes[.foregroundColor] = UIColor.white
                item.standardAppearance = a
            }
        }
    }

    /// Carries title colours a `toolbarColorScheme` set over to a new appearance.
    fileprivate static func keepTitleColours(from old: UINavigationBarAppearance?, into new: UINavigationBarAppearance) {
        guard let old else { return }
        new.titleTextAttributes = old.titleTextAttributes
        new.largeTitleTextAttributes = old.largeTitleTextAttributes
    }
}
