import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Where a scroll gesture would come to rest (`ScrollTargetBehavior.updateTarget(_:context:)`): a
/// rectangle of the scroll view's size in its content's coordinates — origin (0, 0) with the content's
/// top leading corner at the scroll view's, whatever the safe-area insets — and, optionally, the unit
/// point of it to align with the same point of the scroll view.
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) { self.rect = rect; self.anchor = anchor }
}

/// What a behaviour knows when a drag ends: the target the fling would reach, the release velocity
/// (points a second), the content's and the scroll view's sizes, and the axes it scrolls along.
public struct ScrollTargetBehaviorContext {
    public var originalTarget: ScrollTarget
    public var velocity: CGVector
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
}

extension PagingScrollTargetBehavior {
    /// Rounds the target to the page (the scroll view's size) nearest it along each scrolled axis.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let size = context.containerSize
        if context.axes.contains(.horizontal), size.width > 0 { target.rect.origin.x = (target.rect.minX / size.width).rounded() * size.width }
        if context.axes.contains(.vertical), size.height > 0 { target.rect.origin.y = (target.rect.minY / size.height).rounded() * size.height }
    }
}

extension ViewAlignedScrollTargetBehavior {
    /// The scroll view settles a view-aligned one from its layout's views (ScrollHostView); the context
    /// carries no views, so called directly it leaves the target where it is.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// An app's behaviour in the environment (`ScrollSettling.custom`). Two are equal when they are of
/// one type, so a view re-evaluated with the same behaviour does not count as a change.
struct CustomScrollSettling: Equatable {
    let type: ObjectIdentifier
    let update: (inout ScrollTarget, ScrollTargetBehaviorContext) -> Void
    init<B: ScrollTargetBehavior>(_ behavior: B) {
        type = ObjectIdentifier(B.self)
        update = { behavior.updateTarget(&$0, context: $1) }
    }
    static func == (a: CustomScrollSettling, b: CustomScrollSettling) -> Bool { a.type == b.type }
}

extension ScrollHostView {
    /// The content offset a custom behaviour settles at: UIKit's natural target (content offset, insets
    /// included) as SwiftUI's target rect, the behaviour's rect back as an offset, clamped to the
    /// scrollable range. UIKit's velocity (points a millisecond) is given in points a second.
    func customTargetOffset(_ update: (inout ScrollTarget, ScrollTargetBehaviorContext) -> Void, natural: CGPoint, velocity: CGPoint) -> CGPoint {
        let inset = contentInset, size = bounds.size
        let original = ScrollTarget(rect: CGRect(x: natural.x + inset.left, y: natural.y + inset.top, width: size.width, height: size.height))
        var target = original
        let context = ScrollTargetBehaviorContext(originalTarget: original, velocity: CGVector(dx: velocity.x * 1000, dy: velocity.y * 1000),
                                                  contentSize: contentSize, containerSize: size, axes: scrollAxes)
        update(&target, context)
        var origin = target.rect.origin
        if let a = target.anchor {
            // The anchor point of the rect lands on the same point of the scroll view.
            origin.x = target.rect.minX + a.x * (target.rect.width - size.width)
            origin.y = target.rect.minY + a.y * (target.rect.height - size.height)
        }
        let maxX = max(contentSize.width + inset.left + inset.right - size.width, 0)
        let maxY = max(contentSize.height + inset.top + inset.bottom - size.height, 0)
        let x = origin.x.isFinite ? min(max(origin.x, 0), maxX) : natural.x + inset.left
        let y = origin.y.isFinite ? min(max(origin.y, 0), maxY) : natural.y + inset.top
        return CGPoint(x: scrollAxes.contains(.horizontal) ? x - inset.left : natural.x, y: scrollAxes.contains(.vertical) ? y - inset.top : natural.y)
    }
}
