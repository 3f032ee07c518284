import Foundation

/// iOS 14's reordering handlers of a diffable collection view data source: items for which
/// `canReorderItem` returns true can be moved interactively (the collection view controller's long
/// press, `beginInteractiveMovementForItem` …); when a move ends, the data source's snapshot takes the
/// new order and `willReorder`/`didReorder` get the transaction. Without `canReorderItem` nothing
/// reorders (Apple's default).
public struct UICollectionViewDiffableDataSourceReorderingHandlers<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    public init() {}
}

/// iOS 15's description of a reordering: the snapshots before and after and the difference of their
/// items, also per section.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// One section's part of a transaction.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension NSDiffableDataSourceTransaction {
    /// The transaction from `initial` to `final` (sections that changed get a section transaction).
    init(from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
        var sections: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for s in final.sectionIdentifiers {
            let before = initial.indexOfSection(s) == nil ? [] : initial.itemIdentifiers(inSection: s)
            let after = final.itemIdentifiers(inSection: s)
            guard before != after else { continue }
            var a = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            a.append(before)
            var b = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            b.append(after)
            sections.append(NSDiffableDataSourceSectionTransaction(sectionIdentifier: s, initialSnapshot: a, finalSnapshot: b,
                                                                   difference: after.difference(from: before)))
        }
        sectionTransactions = sections
    }
}

extension NSDiffableDataSourceSnapshot {
    /// This snapshot with `item` taken out and put at `destination` (section index, item index in the
    /// final order), as an interactive move leaves it.
    func moving(_ item: ItemIdentifierType, to destination: IndexPath) -> Self? {
        guard destination.section >= 0, destination.section < sectionIdentifiers.count else { return nil }
        var s = self
        s.deleteItems([item])
        let section = sectionIdentifiers[destination.section]
        let rest = s.itemIdentifiers(inSection: section)
        if destination.item >= 0, destination.item < rest.count {
            s.insertItems([item], beforeItem: rest[destination.item])
        } else {
            s.appendItems([item], toSection: section)
        }
        return s
    }
}
