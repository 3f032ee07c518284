import Foundation

/// A list section's rows, made when asked for: a `ForEach`'s rows are kept as its data and made one at a
/// time as the list's lazy stack reaches them (a sectioned list of thousands of rows opens with its first
/// screen's rows made, and its body is evaluated again without making every row); other rows are kept made.
struct ListRowCollection: RandomAccessCollection {
    private enum Segment {
        case row(ListRow)
        /// `count` rows, the i-th made by `make(i)`.
        case rows(count: Int, make: (Int) -> ListRow)
    }
    private var segments: [Segment] = []
    /// The index just past each segment's rows.
    private var ends: [Int] = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { ends.last ?? 0 }

    subscript(i: Int) -> ListRow {
        // The segment holding row i: the first whose end is past it.
        var lo = 0, hi = ends.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] > i { hi = mid } else { lo = mid + 1 }
        }
        switch segments[lo] {
        case .row(let r): return r
        case .rows(_, let make): return make(i - (lo == 0 ? 0 : ends[lo - 1]))
        }
    }

    mutating func append(_ row: ListRow) {
        segments.append(.row(row))
        ends.append(endIndex + 1)
    }

    /// `count` rows made on demand by `make` (given the row's position among them).
    mutating func append(count: Int, make: @escaping (Int) -> ListRow) {
        guard count > 0 else { return }
        segments.append(.rows(count: count, make: make))
        ends.append(endIndex + count)
    }
}

/// A `ForEach` whose rows a list makes one at a time (see `ListRowCollection`).
protocol ListRowSource {
    var rowCount: Int { get }
    /// The key (the element's id) and view of the i-th element.
    func keyedRow(at i: Int) -> (AnyHashable, any View)
    /// Whether each element is one row (not a `ForEach`, group or section of rows).
    var elementsAreRows: Bool { get }
}

extension ForEach: ListRowSource where Content: View {
    var rowCount: Int { data.count }
    func keyedRow(at i: Int) -> (AnyHashable, any View) {
        let e = data[data.index(data.startIndex, offsetBy: i)]
        return (AnyHashable(identify(e)), content(e))
    }
    var elementsAreRows: Bool { !(Content.self is ListView.Type) && !(Content.self is SectionDescription.Type) }
}

/// An `onDelete`'s `ForEach`, whose rows a list makes one at a time too (each with its delete action).
protocol DeletableRowSource {
    var baseRowSource: ListRowSource? { get }
}

extension EditableForEach: DeletableRowSource {
    var baseRowSource: ListRowSource? { base as? ListRowSource }
}
