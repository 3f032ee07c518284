import Foundation

/// UIKit's snapshot: sections and items as identifiers (`Hashable` values, each unique), in order.
/// A value type; a data source applies one and animates the differences from the last.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    var itemsBySection: [[ItemIdentifierType]] = []
    /// Item → section index, kept up to date by every change.
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { itemsBySection.reduce(0) { $0 + $1.count } }
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { itemsBySection[$0].count } ?? 0
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { itemsBySection[$0] } ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sectionIdentifiers[$0] }
    }
    /// The item's index among all items (UIKit's `indexOfItem`), nil when absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let s = sectionOfItem[identifier], let i = itemsBySection[s].firstIndex(of: identifier) else { return nil }
        return itemsBySection[..<s].reduce(0) { $0 + $1.count } + i
    }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    /// The index path of an item (section index, index within it).
    func position(of item: ItemIdentifierType) -> ListPosition? {
        guard let s = sectionOfItem[item], let i = itemsBySection[s].firstIndex(of: item) else { return nil }
        return ListPosition(s, i)
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard sectionIndex[id] == nil else { Self.misuse("appendSections: section \(id) is already in the snapshot"); continue }
            sectionIndex[id] = sectionIdentifiers.count
            sectionIdentifiers.append(id)
            itemsBySection.append([])
        }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let at = sectionIndex[toIdentifier] else { Self.misuse("insertSections(_:beforeSection:): \(toIdentifier) is not in the snapshot"); return }
        insertSections(identifiers, at: at)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let at = sectionIndex[toIdentifier] else { Self.misuse("insertSections(_:afterSection:): \(toIdentifier) is not in the snapshot"); return }
        insertSections(identifiers, at: at + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        let fresh = identifiers.filter { sectionIndex[$0] == nil }
        sectionIdentifiers.insert(contentsOf: fresh, at: index)
        itemsBySection.insert(contentsOf: fresh.map { _ in [] }, at: index)
        reindex()
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        var keptIDs: [SectionIdentifierType] = [], keptItems: [[ItemIdentifierType]] = []
        for (i, id) in sectionIdentifiers.enumerated() where !gone.contains(id) { keptIDs.append(id); keptItems.append(itemsBySection[i]) }
        sectionIdentifiers = keptIDs
        itemsBySection = keptItems
        reindex()
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveSection(_ id: SectionIdentifierType, relativeTo to: SectionIdentifierType, after: Bool) {
        guard id != to, let from = sectionIndex[id], sectionIndex[to] != nil else { Self.misuse("moveSection: \(id) or \(to) is not in the snapshot"); return }
        let items = itemsBySection.remove(at: from)
        sectionIdentifiers.remove(at: from)
        let target = (sectionIdentifiers.firstIndex(of: to) ?? 0) + (after ? 1 : 0)
        sectionIdentifiers.insert(id, at: target)
        itemsBySection.insert(items, at: target)
        reindex()
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionIndex[$0] != nil }
    }

    // MARK: Items

    /// Appends to `sectionIdentifier`, or the last section when nil (UIKit's default).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let s: Int
        if let sectionIdentifier {
            guard let i = sectionIndex[sectionIdentifier] else { Self.misuse("appendItems: section \(sectionIdentifier) is not in the snapshot"); return }
            s = i
        } else {
            guard !sectionIdentifiers.isEmpty else { Self.misuse("appendItems: there are no sections in the snapshot"); return }
            s = sectionIdentifiers.count - 1
        }
        itemsBySection[s].reserveCapacity(itemsBySection[s].count + identifiers.count)
        for id in identifiers {
            guard sectionOfItem[id] == nil else { Self.misuse("appendItems: item \(id) is already in the snapshot (items must be unique)"); continue }
            sectionOfItem[id] = s
            itemsBySection[s].append(id)
        }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let p = position(of: beforeIdentifier) else { Self.misuse("insertItems(_:beforeItem:): \(beforeIdentifier) is not in the snapshot"); return }
        insertItems(identifiers, at: p)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard var p = position(of: afterIdentifier) else { Self.misuse("insertItems(_:afterItem:): \(afterIdentifier) is not in the snapshot"); return }
        p.row += 1
        insertItems(identifiers, at: p)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], at p: ListPosition) {
        let fresh = identifiers.filter { sectionOfItem[$0] == nil }
        itemsBySection[p.section].insert(contentsOf: fresh, at: p.row)
        for id in fresh { sectionOfItem[id] = p.section }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var bySection: [Int: Set<ItemIdentifierType>] = [:]
        for id in identifiers {
            guard let s = sectionOfItem.removeValue(forKey: id) else { continue }
            bySection[s, default: []].insert(id)
        }
        for (s, gone) in bySection { itemsBySection[s].removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sectionIdentifiers = []
        itemsBySection = []
        sectionOfItem = [:]
        sectionIndex = [:]
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveItem(_ id: ItemIdentifierType, relativeTo to: ItemIdentifierType, after: Bool) {
        guard id != to, let from = position(of: id), position(of: to) != nil else { Self.misuse("moveItem: \(id) or \(to) is not in the snapshot"); return }
        itemsBySection[from.section].remove(at: from.row)
        guard var target = position(of: to) else { return }
        if after { target.row += 1 }
        itemsBySection[target.section].insert(id, at: target.row)
        sectionOfItem[id] = target.section
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    /// iOS 15: the items' cells are configured again in place, without replacing them.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    private mutating func reindex() {
        sectionIndex = [:]
        sectionOfItem = [:]
        for (s, id) in sectionIdentifiers.enumerated() {
            sectionIndex[id] = s
            for item in itemsBySection[s] { sectionOfItem[item] = s }
        }
    }

    /// The reload and reconfigure marks are for one apply; the data source keeps the snapshot without them.
    func clearingMarks() -> Self {
        var c = self
        c.reloadedItemIdentifiers = []
        c.reconfiguredItemIdentifiers = []
        c.reloadedSectionIdentifiers = []
        return c
    }

    /// Misuse UIKit raises an exception for (a duplicate identifier, an unknown one): reported on
    /// standard error, the call ignored.
    static func misuse(_ message: String) {
        FileHandle.standardError.write(Data("NSDiffableDataSourceSnapshot: \(message)\n".utf8))
    }
}

extension NSDiffableDataSourceSnapshot: @unchecked Sendable {}
