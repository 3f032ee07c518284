import Foundation

/// UIKit's additions to `IndexPath` (Foundation on Linux has none of them): a table's rows and a
/// collection view's items are index paths of two indices, section first.
extension IndexPath {
    /// An index path for `row` in `section` (tables).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An index path for `item` in `section` (collection views).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The first index. Like UIKit's, reading it on an index path without two indices is a
    /// programming error; here it reads 0 instead of trapping.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }
    /// The second index (tables).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }
    /// The second index (collection views); the same value as `row`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

/// A position in a list's flattened rows: the section and the row, as two plain integers. Lists keep
/// these internally (hashing a Foundation `IndexPath` costs an allocation-backed walk per call).
struct ListPosition: Hashable, Comparable, Sendable {
    var section: Int
    var row: Int

    init(_ section: Int, _ row: Int) { self.section = section; self.row = row }
    init(_ indexPath: IndexPath) { section = indexPath.section; row = indexPath.row }

    var indexPath: IndexPath { IndexPath(row: row, section: section) }

    static func < (a: ListPosition, b: ListPosition) -> Bool {
        a.section != b.section ? a.section < b.section : a.row < b.row
    }
}
