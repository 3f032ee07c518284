import Foundation
import MotionGeometry

/// The axes a `CAScrollLayer` may scroll along (Core Animation's `kCAScroll…` strings).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// Core Animation's scroll layer: shows the part of its sublayers at its bounds' origin, moved by
/// `scroll(to:)` along the axes `scrollMode` allows. As Apple documents, it handles no touches and draws
/// no scroll indicators; like any layer it clips only with `masksToBounds` (Apple's examples set it).
/// Scrolling sets `bounds.origin`, so it animates implicitly on a standalone layer, as there.
open class CAScrollLayer: CALayer {
    /// The axes the layer may scroll along; `.both` by default.
    open var scrollMode: CAScrollLayerScrollMode = .both

    /// Scrolls so that `p` (in the layer's own coordinates) is at its top-left, along the allowed axes.
    open func scroll(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { return }
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
        if origin != bounds.origin { bounds.origin = origin }
    }

    /// Scrolls as little as needed, along the allowed axes, for `r` to be visible (its top-left edge when it
    /// is larger than the layer).
    open func scroll(to r: CGRect) {
        guard !r.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let b = bounds
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ origin: CGFloat, _ length: CGFloat) -> CGFloat {
            if hi - lo > length || lo < origin { return lo }
            if hi > origin + length { return hi - length }
            return origin
        }
        scroll(to: CGPoint(x: axis(r.minX, r.maxX, b.minX, b.width), y: axis(r.minY, r.maxY, b.minY, b.height)))
    }
}

extension CALayer {
    /// The nearest `CAScrollLayer` above this layer (itself excluded).
    private var enclosingScrollLayer: CAScrollLayer? {
        var l = superlayer
        while let cur = l {
            if let s = cur as? CAScrollLayer { return s }
            l = cur.superlayer
        }
        return nil
    }

    /// Apple's `scroll(_:)`: scrolls the nearest scroll layer above so that `p` (in this layer's
    /// coordinates) is at its top-left.
    public func scroll(_ p: CGPoint) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: s.convert(p, from: self))
    }

    /// Apple's `scrollRectToVisible(_:)`: scrolls the nearest scroll layer above as little as needed for
    /// `r` (in this layer's coordinates) to be visible.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: s.convert(r, from: self))
    }

    /// Apple's `visibleRect`: the part of this layer's bounds the nearest scroll layer above shows (the
    /// bounds when there is none).
    public var visibleRect: CGRect {
        guard let s = enclosingScrollLayer else { return bounds }
        return bounds.intersection(s.convert(s.bounds, to: self))
    }
}
