import Foundation

/// iOS 14's section snapshot: one section's items as a tree (outlines) — root items, each with
/// children — and which parents are expanded. A diffable data source shows the section's
/// `visibleItems` (depth first, children only under expanded parents) and animates the difference
/// when one is applied (`apply(_:to:animatingDifferences:)`).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    public typealias Item = ItemIdentifierType
    private(set) var roots: [Item] = []
    private var children: [Item: [Item]] = [:]
    private var parents: [Item: Item] = [:]
    private var expanded: Set<Item> = []
    private var all: Set<Item> = []

    public init() {}

    // MARK: Reading

    /// Every item, depth first.
    public var items: [Item] { roots.flatMap { subtree($0) } }
    public var rootItems: [Item] { roots }
    /// The items shown: depth first, descending only into expanded parents.
    public var visibleItems: [Item] { roots.flatMap { visibleSubtree($0) } }

    public func contains(_ item: Item) -> Bool { all.contains(item) }
    public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }
    /// Whether every ancestor of the item is expanded.
    public func isVisible(_ item: Item) -> Bool {
        guard all.contains(item) else { return false }
        var p = parents[item]
        while let x = p { if !expanded.contains(x) { return false }; p = parents[x] }
        return true
    }
    public func level(of item: Item) -> Int {
        var n = 0, p = parents[item]
        while let x = p { n += 1; p = parents[x] }
        return n
    }
    public func parent(of child: Item) -> Item? { parents[child] }
    /// The item's index in `items`.
    public func index(of item: Item) -> Int? { items.firstIndex(of: item) }
    func childItems(of item: Item) -> [Item] { children[item] ?? [] }

    /// The subtree under `parent` as its own section snapshot (the parent itself as its root when asked).
    public func snapshot(of parent: Item, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<Item> {
        var s = NSDiffableDataSourceSectionSnapshot<Item>()
        if includingParent {
            s.copySubtree(parent, from: self, under: nil)
        } else {
            for c in children[parent] ?? [] { s.copySubtree(c, from: self, under: nil) }
        }
        return s
    }

    private mutating func copySubtree(_ item: Item, from other: Self, under parent: Item?) {
        append([item], to: parent)
        if other.expanded.contains(item) { expanded.insert(item) }
        for c in other.children[item] ?? [] { copySubtree(c, from: other, under: item) }
    }

    private func subtree(_ item: Item) -> [Item] {
        [item] + (children[item] ?? []).flatMap { subtree($0) }
    }

    private func visibleSubtree(_ item: Item) -> [Item] {
        guard expanded.contains(item) else { return [item] }
        return [item] + (children[item] ?? []).flatMap { visibleSubtree($0) }
    }

    // MARK: Editing

    /// Appends `items` as children of `parent`, or as root items when nil.
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        if let parent, !all.contains(parent) { Self.misuse("append(_:to:): parent \(parent) is not in the snapshot"); return }
        for item in items {
            guard all.insert(item).inserted else { Self.misuse("append: item \(item) is already in the snapshot"); continue }
            if let parent {
                children[parent, default: []].append(item)
                parents[item] = parent
            } else {
                roots.append(item)
            }
        }
    }

    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, to parent: Item? = nil) {
        for r in snapshot.roots { copySubtreeAppending(r, from: snapshot, under: parent) }
    }

    private mutating func copySubtreeAppending(_ item: Item, from other: Self, under parent: Item?) {
        append([item], to: parent)
        if other.expanded.contains(item) { expanded.insert(item) }
        for c in other.children[item] ?? [] { copySubtreeAppending(c, from: other, under: item) }
    }

    public mutating func insert(_ items: [Item], before item: Item) { insert(items, at: item, after: false) }
    public mutating func insert(_ items: [Item], after item: Item) { insert(items, at: item, after: true) }

    private mutating func insert(_ items: [Item], at sibling: Item, after: Bool) {
        guard all.contains(sibling) else { Self.misuse("insert: \(sibling) is not in the snapshot"); return }
        let fresh = items.filter { !all.contains($0) }
        for i in fresh { all.insert(i) }
        if let p = parents[sibling] {
            var list = children[p] ?? []
            let at = (list.firstIndex(of: sibling) ?? list.count) + (after ? 1 : 0)
            list.insert(contentsOf: fresh, at: at)
            children[p] = list
            for i in fresh { parents[i] = p }
        } else {
            let at = (roots.firstIndex(of: sibling) ?? roots.count) + (after ? 1 : 0)
            roots.insert(contentsOf: fresh, at: at)
        }
    }

    /// Deletes the items and their children.
    public mutating func delete(_ items: [Item]) {
        for item in items where all.contains(item) {
            for x in subtree(item) {
                all.remove(x); expanded.remove(x); children[x] = nil
                if x != item { parents[x] = nil }
            }
            if let p = parents.removeValue(forKey: item) { children[p]?.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
        }
    }

    public mutating func deleteAll() { self = Self() }

    public mutating func expand(_ items: [Item]) { for i in items where all.contains(i) { expanded.insert(i) } }
    public mutating func collapse(_ items: [Item]) { for i in items { expanded.remove(i) } }

    /// Replaces the children of `parent` with the snapshot's items.
    public mutating func replace(childrenOf parent: Item, using snapshot: NSDiffableDataSourceSectionSnapshot<Item>) {
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }

    /// The tree as indented text (UIKit's debugging aid).
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: level(of: $0)) + "\($0)" + (expanded.contains($0) ? " [+]" : "") }.joined(separator: "\n")
    }

    static func misuse(_ message: String) {
        FileHandle.standardError.write(Data("NSDiffableDataSourceSectionSnapshot: \(message)\n".utf8))
    }
}

/// What a diffable collection data source asks before expanding or collapsing an outline item (its
/// outline disclosure tapped) and tells afterwards.
public struct UICollectionViewDiffableDataSourceSectionSnapshotHandlers<ItemIdentifierType: Hashable> {
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    public var snapshotForExpandingParent: ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
    public init() {}
}

/// A data source that can expand and collapse outline items (what a tap on an outline disclosure asks).
protocol OutlineToggling: AnyObject {
    /// Toggles the item at `indexPath`; returns whether it had children to show or hide.
    func toggleOutline(at indexPath: IndexPath) -> Bool
    func outlineState(at indexPath: IndexPath) -> (hasChildren: Bool, isExpanded: Bool, level: Int)?
}
