import Foundation

/// Views made from a collection, each identified by its element's id: SwiftUI's `ForEach`. An
/// element that keeps its id keeps its view (and state) when the collection changes; a new id is
/// inserted (with its transition), a missing one removed.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
}

extension ForEach: View, BuiltinView, ListView where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody("ForEach") }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ListNode(graph: graph) }

    func listChildren() -> [(AnyHashable, any View)] {
        var out: [(AnyHashable, any View)] = []
        out.reserveCapacity(data.count)
        var seen = Set<AnyHashable>()
        for (i, e) in data.enumerated() {
            var key = AnyHashable(identify(e))
            // Duplicate ids (SwiftUI warns and shows them): told apart by position.
            if !seen.insert(key).inserted { key = AnyHashable(DuplicateID(id: key, index: i)) }
            out.append((key, content(e)))
        }
        return out
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
