import Foundation

/// What a view in a list section (`NSCollectionLayoutSection.list`) needs from its collection view:
/// the list's appearance, whether it is a header or footer, its item's place in the section, its
/// separators as the list's separator configuration resolves them, and the editing state.
struct ListElementContext: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    /// The supplementary kind (a header or footer); nil for a cell.
    var supplementaryKind: String?
    var isFirst = false
    var isLast = false
    var isEditing = false
    var showsTopSeparator = false
    var showsBottomSeparator = true
    /// nil: automatic (the bottom separator starts at the content's leading edge plus 16 points).
    var topSeparatorInsets: NSDirectionalEdgeInsets?
    var bottomSeparatorInsets: NSDirectionalEdgeInsets?
    var separatorColor: UIColor = .separator

    /// The background configuration of the list's style for this element.
    var defaultBackground: UIBackgroundConfiguration {
        switch (supplementaryKind, appearance) {
        case (.some, .plain), (.some, .sidebarPlain): return .listPlainHeaderFooter()
        case (.some, _): return .listGroupedHeaderFooter()
        case (nil, .plain), (nil, .sidebarPlain): return .listPlainCell()
        case (nil, .sidebar): return .listSidebarCell()
        case (nil, _): return .listGroupedCell()
        }
    }
}

extension UICollectionView {
    /// The list context of the element of `kind` (nil: a cell) at `indexPath` (shown positions), when
    /// its section is a list section of a compositional layout.
    func listContext(kind: String?, at indexPath: IndexPath) -> ListElementContext? {
        guard let layout = compositional, indexPath.section >= 0, indexPath.section < layout.sections.count,
              let list = layout.sections[indexPath.section].listConfiguration else { return nil }
        var c = ListElementContext(appearance: list.appearance, supplementaryKind: kind)
        c.isEditing = isEditing
        guard kind == nil else { return c }
        let count = layout.sections[indexPath.section].items.count
        c.isFirst = indexPath.item == 0
        c.isLast = indexPath.item == count - 1
        // The list's separators: automatic — under every cell but a grouped section's last, none on
        // top — then the list's configuration, then its per-item handler.
        var sep = list.separatorConfiguration
        if let handler = list.itemSeparatorHandler { sep = handler(indexPath, sep) }
        switch sep.bottomSeparatorVisibility {
        case .visible: c.showsBottomSeparator = true
        case .hidden: c.showsBottomSeparator = false
        case .automatic: c.showsBottomSeparator = list.showsSeparators && !(c.isLast && list.appearance != .plain && list.appearance != .sidebarPlain)
        }
        c.showsTopSeparator = sep.topSeparatorVisibility == .visible
        c.topSeparatorInsets = sep.topSeparatorInsets == UIListSeparatorConfiguration.automaticInsets ? nil : sep.topSeparatorInsets
        c.bottomSeparatorInsets = sep.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets ? nil : sep.bottomSeparatorInsets
        c.separatorColor = sep.color
        return c
    }

    /// Gives a dequeued view its list context (before the data source configures it).
    func prepareListContext(_ view: UICollectionReusableView, kind: String?, at indexPath: IndexPath) {
        guard let c = listContext(kind: kind, at: indexPath) else {
            if view.listContext != nil { view.listContext = nil }
            return
        }
        view.listContext = c
    }

    /// Brings the list contexts of the views on screen up to date (positions after updates, editing).
    func refreshListContexts() {
        guard compositional != nil else { return }
        for (key, view) in visibleViews where key.category != .decorationView {
            let kind: String? = key.category == .cell ? nil : key.kind
            let c = listContext(kind: kind, at: key.indexPath)
            if view.listContext != c { view.listContext = c }
        }
    }
}
