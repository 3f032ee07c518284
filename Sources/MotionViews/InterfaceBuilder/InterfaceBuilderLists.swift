import Foundation

// What the code compiled from storyboards calls for table and collection views: prototype cells
// registered under their reuse identifiers, static sections, and segues that cells trigger when
// selected. Public because the generated code is in the user's module; not meant to be called by hand.

/// One section of a storyboard table with static content (`dataMode="static"`): its titles and its
/// cells, made once with the table (so the controller's outlets reach them), shown by
/// `UITableViewController`'s data source methods without a data source of yours, as on iOS.
public struct InterfaceBuilderStaticSection {
    public let headerTitle: String?
    public let footerTitle: String?
    public let cells: [UITableViewCell]
    /// Each cell's custom row height in the file (`rowHeight` on the cell); nil: the table's.
    public let rowHeights: [CGFloat?]

    public init(headerTitle: String?, footerTitle: String?, cells: [UITableViewCell], rowHeights: [CGFloat?]) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
        self.rowHeights = rowHeights
    }
}

/// The table's static sections (replacing any it had).
public func __ibSetStaticSections(_ table: UITableView, _ sections: [InterfaceBuilderStaticSection]) {
    table.interfaceBuilderStaticSections = sections
    table.setNeedsReload()
}

/// A prototype cell: `make` builds a new one from the storyboard each time the table needs a cell for
/// `identifier` and its pool is empty (nil when the scene's controller is gone: a plain cell then).
public func __ibRegisterPrototype(_ table: UITableView, _ identifier: String, _ make: @escaping () -> UITableViewCell?) {
    table.register(cellMaker: { make() ?? UITableViewCell(style: .default, reuseIdentifier: identifier) }, forCellReuseIdentifier: identifier)
}

/// A collection view's prototype cell.
public func __ibRegisterPrototype(_ collectionView: UICollectionView, _ identifier: String, _ make: @escaping () -> UICollectionViewCell?) {
    collectionView.register(cellMaker: { make() ?? UICollectionViewCell(frame: .zero) }, forCellWithReuseIdentifier: identifier)
}

/// A collection view's prototype section header or footer (`sectionHeaderView`/`sectionFooterView`).
public func __ibRegisterPrototype(_ collectionView: UICollectionView, kind: String, _ identifier: String,
                                  _ make: @escaping () -> UICollectionReusableView?) {
    collectionView.supplementaryFactories[kind + "|" + identifier] = {
        make() ?? UICollectionReusableView(__listReuseIdentifier: identifier)
    }
}

/// A segue from a table cell: performed when its row is selected by a tap, with the cell as sender
/// (`shouldPerformSegue` and `prepare(for:sender:)` first, then the transition, then the delegate's
/// `didSelectRowAt`, as on iOS).
public func __ibTriggerSegue(_ owner: UIViewController, segueAt index: Int, from cell: UITableViewCell) {
    cell.storyboardSelectionSegue = { [weak owner] c in owner?.performTriggeredSegue(at: index, sender: c) }
}

/// A segue from a table cell's detail button (`trigger="accessoryAction"`): performed when the ⓘ is tapped,
/// with the cell as sender (the row is not selected).
public func __ibTriggerAccessorySegue(_ owner: UIViewController, segueAt index: Int, from cell: UITableViewCell) {
    cell.storyboardAccessorySegue = { [weak owner] c in owner?.performTriggeredSegue(at: index, sender: c) }
}

/// A segue from a collection view cell: performed when its item is selected by a tap.
public func __ibTriggerSegue(_ owner: UIViewController, segueAt index: Int, from cell: UICollectionViewCell) {
    cell.storyboardSelectionSegue = { [weak owner] c in owner?.performTriggeredSegue(at: index, sender: c) }
}
