import Foundation
import MotionGeometry

/// A child as its container's layout sees it: it answers size proposals, reports its alignment
/// guides for a size, and carries its layout traits (priority, whether it is a spacer).
public protocol LayoutChild {
    /// The size the child chooses for `proposal` (SwiftUI's `sizeThatFits`).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The value of an alignment guide the child sets explicitly (`alignmentGuide`), for `size`.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat?
    /// `layoutPriority(_:)`: higher-priority children are offered space first (default 0).
    var layoutPriority: Double { get }
    /// For a `Spacer`: its minimum length (nil when the child is not a spacer).
    var spacerMinLength: CGFloat? { get }
}

extension LayoutChild {
    /// A guide's value: explicit if set, its default otherwise.
    public func alignment(_ key: AlignmentKey, size: CGSize) -> CGFloat {
        explicitAlignment(key, size: size) ?? key.defaultValue(ViewDimensions(size: size))
    }
    public func dimensions(size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { self.explicitAlignment($0, size: size) }
    }
}

/// SwiftUI's default space between two views in a stack, and between a view and a spacer.
public enum LayoutSpacing {
    /// 8 points between two views, as iOS's standard spacing.
    public static let standard: CGFloat = 8
    /// A spacer's default minimum length: the standard spacing.
    public static let spacerMinimum: CGFloat = 8
    /// `.padding()` with no length: 16 points, iOS's standard margin.
    public static let padding: CGFloat = 16

    /// The gap between two adjacent stack children: `spacing` if given; otherwise 8, or 0 when
    /// either is a spacer (spacers carry their own minimum length).
    @inlinable
    public static func gap<A: LayoutChild, B: LayoutChild>(between a: A, and b: B, spacing: CGFloat?) -> CGFloat {
        if let s = spacing { return s }
        return a.spacerMinLength != nil || b.spacerMinLength != nil ? 0 : standard
    }
}
