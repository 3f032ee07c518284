import Foundation

/// The list styles of a background configuration (`listPlainCell()` …), kept so `updated(for:)` can
/// resolve the style's colour for a cell's state.
enum ListBackgroundStyle: Equatable, Sendable {
    case plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter

    /// The fill at rest.
    var restingColor: UIColor {
        switch self {
        case .plainCell: return .systemBackground
        case .groupedCell: return .secondarySystemGroupedBackground
        case .sidebarCell: return .clear
        case .plainHeaderFooter: return .secondarySystemBackground
        case .groupedHeaderFooter: return .clear
        }
    }

    /// Cells grey while highlighted or selected (`systemGray4`, UIKit's list cell selection);
    /// headers and footers do not change.
    func color(for state: UICellConfigurationState) -> UIColor {
        switch self {
        case .plainCell, .groupedCell, .sidebarCell:
            return state.isHighlighted || state.isSelected ? .systemGray4 : restingColor
        case .plainHeaderFooter, .groupedHeaderFooter:
            return restingColor
        }
    }
}

/// The list backgrounds of iOS 14's background configuration (the type is the buttons' one), and the
/// state resolution cells apply to them.
extension UIBackgroundConfiguration {
    public static func listPlainCell() -> UIBackgroundConfiguration { listed(.plainCell) }
    public static func listGroupedCell() -> UIBackgroundConfiguration { listed(.groupedCell) }
    public static func listSidebarCell() -> UIBackgroundConfiguration { listed(.sidebarCell) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { listed(.plainHeaderFooter) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { listed(.groupedHeaderFooter) }
    /// iOS 18's names of the same styles.
    public static func listCell() -> UIBackgroundConfiguration { listed(.plainCell) }
    public static func listHeader() -> UIBackgroundConfiguration { listed(.plainHeaderFooter) }
    public static func listFooter() -> UIBackgroundConfiguration { listed(.plainHeaderFooter) }

    static func listed(_ style: ListBackgroundStyle) -> UIBackgroundConfiguration {
        var b = UIBackgroundConfiguration()
        b.backgroundColor = style.restingColor
        b.listStyle = style
        return b
    }

    /// iOS 14: the configuration with its state-dependent values resolved for `state` — a list style's
    /// fill greys while a cell is highlighted or selected and returns to the style's colour otherwise.
    /// A fill you set yourself (any colour other than the style's) is kept; configurations that are not
    /// a list style come back unchanged.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let style = listStyle, let cellState = state as? UICellConfigurationState else { return self }
        let ours = backgroundColor == nil || backgroundColor == style.restingColor || backgroundColor == .systemGray4
        guard ours else { return self }
        var c = self
        c.backgroundColor = style.color(for: cellState)
        return c
    }

    /// The fill that is drawn: `backgroundColor`, else the list style's colour, else nothing (clear).
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundColor ?? listStyle?.restingColor ?? .clear
    }
}
