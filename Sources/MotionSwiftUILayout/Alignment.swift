import Foundation
import MotionGeometry

/// A view's size with its alignment guides: what an alignment-guide closure reads (`d[.leading]`,
/// `d.width`).
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    let explicit: (AlignmentKey) -> CGFloat?

    public init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { explicit(guide.key) ?? guide.key.defaultValue(self) }
    public subscript(guide: VerticalAlignment) -> CGFloat { explicit(guide.key) ?? guide.key.defaultValue(self) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
}

/// A custom alignment's identity and default value (SwiftUI's `AlignmentID`).
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide: an identity and how to compute its default value.
public struct AlignmentKey: Hashable {
    let id: ObjectIdentifier
    let name: String
    /// Whether the guide is an x position (a `HorizontalAlignment`) rather than a y one.
    public let isHorizontal: Bool
    public let defaultValue: (ViewDimensions) -> CGFloat
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
}

enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// Text baselines: the bottom here for every view but text, which gives its own.
enum FirstBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum ListRowSeparatorLeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum ListRowSeparatorTrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

public struct HorizontalAlignment: Hashable {
    public let key: AlignmentKey
    public init(_ id: AlignmentID.Type) {
        key = AlignmentKey(id: ObjectIdentifier(id), name: String(describing: id), isHorizontal: true, defaultValue: { id.defaultValue(in: $0) })
    }
    /// The guide of a key (a custom layout is asked for a guide its container only knows by key).
    package init(key: AlignmentKey) { self.key = key }
    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
    /// Where a list row's separator starts and ends: guides of their own (not `.leading`/`.trailing`),
    /// read by the list from the row's views; a text's leading edge is the default start (iOS 16+).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

public struct VerticalAlignment: Hashable {
    public let key: AlignmentKey
    public init(_ id: AlignmentID.Type) {
        key = AlignmentKey(id: ObjectIdentifier(id), name: String(describing: id), isHorizontal: false, defaultValue: { id.defaultValue(in: $0) })
    }
    /// The guide of a key (a custom layout is asked for a guide its container only knows by key).
    package init(key: AlignmentKey) { self.key = key }
    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self)
}

public struct Alignment: Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
}
