import Foundation

/// Views made from a collection, each identified by its element's id: SwiftUI's `ForEach`. An
/// element that keeps its id keeps its view (and state) when the collection changes; a new id is
/// inserted (with its transition), a missing one removed.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// Each element is its own id (`ForEach(0..<n)`, `id: \.self`): a range's ids are the range.
    var idIsElement = false
}

extension ForEach: View, BuiltinView, ListView where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody("ForEach") }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
        idIsElement = (id as AnyKeyPath) == (\Data.Element.self as AnyKeyPath)
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ListNode(graph: graph) }

    func listChildren() -> [(AnyHashable, any View)] {
        var ids: [ID] = []
        return keyedChildren(ids: &ids)
    }

    /// Each child with its element's id: in a `Picker`, a row without a `tag` is tagged with its id
    /// (SwiftUI's implicit tag — `ForEach(flavors, id: \.self) { Text($0) }` picks flavours).
    func identifiedChildren() -> [(AnyHashable, any View)] {
        data.map { (AnyHashable(identify($0)), content($0) as any View) }
    }

    /// The children by key, and their ids in order.
    func keyedChildren(ids: inout [ID], limit: Int = .max) -> [(AnyHashable, any View)] {
        var out: [(AnyHashable, any View)] = []
        let count = min(data.count, limit)
        out.reserveCapacity(count)
        ids.reserveCapacity(count)
        var seen = Set<AnyHashable>()
        for (i, e) in data.prefix(count).enumerated() {
            let id = identify(e)
            ids.append(id)
            var key = AnyHashable(id)
            // Duplicate ids (SwiftUI warns and shows them): told apart by position.
            if !seen.insert(key).inserted { key = AnyHashable(DuplicateID(id: key, index: i)) }
            out.append((key, content(e)))
        }
        return out
    }

    /// When the ids are those of the last update, in the same order, and no child has been added,
    /// removed or left animating out since, each element's view updates the child at its position —
    /// the child `reconcile` would find by its key — without making and hashing a key per element
    /// (re-evaluating a body of 1,000 rows is then mostly the rows' own comparisons). A range whose
    /// elements are the ids is compared as a range.
    func updateChildren(of node: ListNode, _ ctx: UpdateContext) {
        // In a lazy stack or grid: only the rows it wants yet (a prefix).
        if let lazy = LazyWindow.window(containing: node) {
            let total = data.count
            let made = lazy.madeRows(of: node, total: total)
            if made < total {
                var ids: [ID] = []
                node.reconcile(keyedChildren(ids: &ids, limit: made), ctx)
                node.listIdentity = nil
                return
            }
        }
        let range = idIsElement ? data as? Range<Int> : nil
        if let last = node.listIdentity as? ForEachIdentity<ID>, last.childrenVersion == node.childrenVersion,
           last.contentType == ObjectIdentifier(Content.self), last.ids.count == data.count,
           node.children.count == last.ids.count, range != nil ? range == last.range : sameIDs(last.ids) {
            // `children` holds every child for the loop: each is borrowed, not retained (a node's
            // count lives in a side table — it is weakly referenced — so a retain would cost more
            // than comparing the row).
            node.children.withUnsafeBufferPointer { nodes in
                var i = 0
                forEachElement(range) { e in
                    Unmanaged.passUnretained(nodes[i])._withUnsafeGuaranteedRef { $0.update(content(e), ctx) }
                    i += 1
                }
            }
            return
        }
        var ids: [ID] = []
        node.reconcile(keyedChildren(ids: &ids), ctx)
        let aligned = node.children.count == ids.count && !node.children.contains { $0.isDisappearing }
        node.listIdentity = aligned
            ? ForEachIdentity(ids: ids, range: range, contentType: ObjectIdentifier(Content.self), childrenVersion: node.childrenVersion)
            : nil
    }

    private func sameIDs(_ ids: [ID]) -> Bool {
        var i = 0
        var same = true
        forEachElement(nil) { e in
            if same, identify(e) != ids[i] { same = false }
            i += 1
        }
        return same
    }

    /// Calls `body` with each element in order — without a generic iterator (witness calls for
    /// every step) when the data is `range` (the data itself, as a range of integers) or has
    /// contiguous storage (an array).
    private func forEachElement(_ range: Range<Int>?, _ body: (Data.Element) -> Void) {
        if let range {
            let element = Data.Element.self
            for i in range {
                withUnsafePointer(to: i) { (p: UnsafePointer<Int>) -> Void in
                    p.withMemoryRebound(to: element, capacity: 1) { (e: UnsafePointer<Data.Element>) -> Void in body(e.pointee) }
                }
            }
            return
        }
        let contiguous: Void? = data.withContiguousStorageIfAvailable { (elements: UnsafeBufferPointer<Data.Element>) -> Void in
            for e in elements { body(e) }
        }
        if contiguous != nil { return }
        for e in data { body(e) }
    }
}

/// A `ForEach`'s ids at its last update, valid while its node's children are those it made then.
final class ForEachIdentity<ID: Hashable> {
    let ids: [ID]
    /// The data when it was a range of integers that are their own ids (`ids` is then the range).
    let range: Range<Int>?
    let contentType: ObjectIdentifier
    let childrenVersion: Int
    init(ids: [ID], range: Range<Int>?, contentType: ObjectIdentifier, childrenVersion: Int) {
        self.ids = ids
        self.range = range
        self.contentType = contentType
        self.childrenVersion = childrenVersion
    }
}

struct DuplicateID: Hashable { let id: AnyHashable; let index: Int }

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A constant range: its elements are the ids.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identify = { $0 }
        idIsElement = true
    }
}

extension ForEach where Content: View {
    /// `ForEach($items) { $item in … }`: each element as a binding into the collection.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection & RandomAccessCollection, C.Index: Hashable {
        let base = data
        self.data = base.wrappedValue.indices.lazy.map { ($0, base.wrappedValue[$0][keyPath: id]) }
        self.content = { pair in
            content(Binding(get: { base.wrappedValue[pair.0] }, set: { base.wrappedValue[pair.0] = $0 }))
        }
        identify = { $0.1 }
    }

    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection & RandomAccessCollection, C.Index: Hashable,
          C.Element: Identifiable, ID == C.Element.ID {
        self.init(data, id: \.id, content: content)
    }
}
