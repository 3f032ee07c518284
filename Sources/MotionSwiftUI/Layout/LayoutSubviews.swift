import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// The subviews a custom `Layout` arranges (SwiftUI's `LayoutSubviews`): a random-access collection
/// of `LayoutSubview` proxies, in the order the container's content lists them (a `ForEach`'s
/// elements each one subview; a disappearing view is not among them).
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>

    let storage: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    init(_ storage: [LayoutSubview], range: Range<Int>? = nil) {
        self.storage = storage
        startIndex = range?.lowerBound ?? 0
        endIndex = range?.upperBound ?? storage.count
    }

    /// Left to right on every preview (MotionLab lays out left to right).
    public var layoutDirection: LayoutDirection { .leftToRight }

    public subscript(index: Int) -> LayoutSubview { storage[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage, range: bounds) }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let picked = indices.map { storage[$0] }
        return LayoutSubviews(picked)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
    }
}

/// One subview of a custom layout (SwiftUI's `LayoutSubview`): ask it for sizes and dimensions,
/// read its layout values, and place it once in `placeSubviews`. It stands for the view's node, so
/// the frames it is placed at animate as any view's do (within `withAnimation` they move along the
/// transaction's curve).
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    /// Where `place` records frames (the container's placement pass).
    let sink: LayoutPlacementSink?

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }

    /// The size the subview chooses for `proposal` (points).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's size for `proposal` with its alignment guides (explicit ones from
    /// `alignmentGuide(_:computeValue:)`, the defaults otherwise).
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = node.sizeThatFits(proposal)
        let node = self.node
        return ViewDimensions(size: size) { node.explicitAlignment($0, size: size) }
    }

    /// `layoutPriority(_:)` of the view (0 by default).
    public var priority: Double { node.layoutPriority }

    /// The spacing the view prefers around it: 8 points on each edge for views, none for spacers
    /// (what stacks use between two views and beside a spacer).
    public var spacing: ViewSpacing { node.spacerMinLength != nil ? .zero : ViewSpacing(standard: LayoutSpacing.standard) }

    /// The value the view set for `key` with `layoutValue(key:value:)` (through modifiers wrapping it),
    /// or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.layoutTraitValue(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }

    /// Places the subview: its size is what it chooses for `proposal`, its `anchor` point (a unit
    /// point of that size) goes at `position` (in the coordinates of `placeSubviews`' bounds).
    /// A subview not placed during `placeSubviews` is centred in the bounds, at its size for the
    /// container's proposal.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        sink?.record(node, CGRect(origin: origin, size: size))
    }
}

/// Collects the frames a layout's `placeSubviews` gives its subviews (in the bounds' coordinates).
final class LayoutPlacementSink {
    var frames: [ObjectIdentifier: CGRect] = [:]
    /// A grid's cell frames for each of its rows (row coordinates), applied when the row is placed.
    var gridCells: [ObjectIdentifier: [ObjectIdentifier: CGRect]] = [:]
    func record(_ node: LayoutNode, _ frame: CGRect) { frames[ObjectIdentifier(node)] = frame }
}


/// The spacing a view prefers to its neighbours on each edge (SwiftUI's `ViewSpacing`): the distance
/// between two views along an axis is the larger of their preferences on the facing edges.
public struct ViewSpacing: Sendable {
    var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// No preference: 0 to anything with `.zero` and the neighbour's preference otherwise.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// A view's default preference: the standard 8 points on each edge.
    public init() { self.init(standard: LayoutSpacing.standard) }
    init(standard s: CGFloat) { (top, leading, bottom, trailing) = (s, s, s, s) }
    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The distance from this view to `next`, which follows it along `axis` (points).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }

    /// Takes the larger preference of the two on each of `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }
}

/// A key for a value a view gives its custom layout (SwiftUI's `LayoutValueKey`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Gives this view's `Layout` container a value under `key` (read with `subviews[i][key]`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        contextModifier { $0.traits.layoutValues[ObjectIdentifier(key)] = value }
    }
}

extension LayoutNode {
    /// A layout value set on this node or, through the modifiers wrapping one view, on the view inside
    /// (a trait set before `.padding()` is still the padded view's).
    func layoutTraitValue(_ key: ObjectIdentifier) -> Any? {
        var node: LayoutNode? = self
        while let n = node {
            if let v = n.context.traits.layoutValues[key] { return v }
            guard let u = n as? UnaryNode, u.content.count == 1 else { return nil }
            node = u.content[0]
        }
        return nil
    }
}
