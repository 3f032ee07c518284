import Foundation
import MotionGeometry

/// Where a frame's pixels may differ from the previous frame's, in target points: a short list of
/// rects (at most `maxRects`, possibly overlapping) whose union holds every such pixel, or the whole
/// target. Empty means the frame is pixel-for-pixel the previous one.
///
/// The rects are the geometric boxes of what was drawn; a consumer that rasterises adds its own
/// footprint around them (pixel rounding, texture filtering): `SDLOffscreenTarget` grows them by
/// 2 pixels.
public struct DamageRegion: Equatable, CustomStringConvertible {
    /// The rects (empty when `isEverything`).
    public private(set) var rects: [CGRect] = []
    /// The whole target may differ (the first frame, a new clear colour, a list the tracker cannot reason about).
    public private(set) var isEverything = false

    /// More rects than this are merged (the pair whose union adds the least area first).
    public static let maxRects = 8

    public init() {}

    public init(_ rects: [CGRect]) {
        for r in rects { formUnion(r) }
    }

    public static let empty = DamageRegion()
    public static var everything: DamageRegion { var r = DamageRegion(); r.isEverything = true; return r }

    /// Nothing may differ.
    public var isEmpty: Bool { !isEverything && rects.isEmpty }

    /// The smallest rect holding the region: `.null` when empty, `.infinite` when everything.
    public var bounds: CGRect {
        if isEverything { return .infinite }
        return rects.reduce(CGRect.null) { $0.union($1) }
    }

    /// Whether `p` may differ.
    public func contains(_ p: CGPoint) -> Bool {
        isEverything || rects.contains { $0.contains(p) }
    }

    /// Sum of the rects' areas (an upper bound of the region's area; infinite when everything).
    public var area: Double {
        isEverything ? .infinity : rects.reduce(0) { $0 + Double($1.width * $1.height) }
    }

    /// Adds `rect` (ignored when empty or not finite-sized; a rect inside one already held changes nothing).
    public mutating func formUnion(_ rect: CGRect) {
        guard !isEverything else { return }
        let r = rect.standardized
        guard !r.isNull, r.width > 0, r.height > 0 else { return }
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
            // A rect reaching infinity covers whatever the target is.
            self = .everything
            return
        }
        if rects.contains(where: { $0.contains(r) }) { return }
        rects.removeAll { r.contains($0) }
        rects.append(r)
        while rects.count > DamageRegion.maxRects { mergeCheapestPair() }
    }

    public mutating func formUnion(_ other: DamageRegion) {
        if other.isEverything { self = .everything; return }
        for r in other.rects { formUnion(r) }
    }

    /// The part of the region inside `rect` (everything ∩ rect = rect).
    public func intersection(_ rect: CGRect) -> DamageRegion {
        if isEverything { return DamageRegion([rect]) }
        return DamageRegion(rects.map { $0.intersection(rect) })
    }

    /// The points in both regions (the pairwise intersections of their rects).
    public func intersection(_ other: DamageRegion) -> DamageRegion {
        if isEverything { return other }
        if other.isEverything { return self }
        var out = DamageRegion()
        for a in rects { for b in other.rects { out.formUnion(a.intersection(b)) } }
        return out
    }

    /// Every rect grown by `d` on each side.
    public func outset(by d: CGFloat) -> DamageRegion {
        isEverything ? self : DamageRegion(rects.map { $0.insetBy(dx: -d, dy: -d) })
    }

    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, cost: Double.infinity)
        for i in 0..<rects.count {
            for j in (i + 1)..<rects.count {
                let u = rects[i].union(rects[j])
                let cost = Double(u.width * u.height) - Double(rects[i].width * rects[i].height)
                    - Double(rects[j].width * rects[j].height)
                if cost < best.cost { best = (i, j, cost) }
            }
        }
        let merged = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        rects.removeAll { merged.contains($0) }
        rects.append(merged)
    }

    public var description: String {
        if isEverything { return "everything" }
        if rects.isEmpty { return "empty" }
        return rects.map { "(\($0.minX), \($0.minY), \($0.width)×\($0.height))" }.joined(separator: " ∪ ")
    }
}
