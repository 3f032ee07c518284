import Foundation
import MotionGeometry

/// One comparison of two balanced lists (see `DamageTracker`).
struct DamageDiff {
    let old: [DrawCommand], oldPartners: [Int32]
    let new: [DrawCommand], newPartners: [Int32]

    /// An item of one list: `start ..< end`, a single command or a whole clip or group.
    struct Item { var start: Int, end: Int }

    func damage() -> DamageRegion { level(old: 0..<old.count, new: 0..<new.count) }

    // MARK: - Items

    static func isOpener(_ c: DrawCommand) -> Bool {
        switch c { case .pushClip, .beginGroup: return true; default: return false }
    }

    static func isCloser(_ c: DrawCommand) -> Bool {
        switch c { case .popClip, .endGroup: return true; default: return false }
    }

    private static func end(_ list: [DrawCommand], _ partners: [Int32], from i: Int) -> Int {
        isOpener(list[i]) ? Int(partners[i]) + 1 : i + 1
    }

    private static func start(_ list: [DrawCommand], _ partners: [Int32], before e: Int) -> Int {
        isCloser(list[e - 1]) ? Int(partners[e - 1]) : e - 1
    }

    private func equal(_ a: Item, _ b: Item) -> Bool {
        guard a.end - a.start == b.end - b.start else { return false }
        for k in 0..<(a.end - a.start) where old[a.start + k] != new[b.start + k] { return false }
        return true
    }

    private static func items(_ list: [DrawCommand], _ partners: [Int32], _ r: Range<Int>) -> [Item] {
        var out: [Item] = []
        var i = r.lowerBound
        while i < r.upperBound {
            let e = end(list, partners, from: i)
            out.append(Item(start: i, end: e))
            i = e
        }
        return out
    }

    // MARK: - One level

    /// The damage of drawing `new` instead of `old` (ranges of whole items at one level), in that
    /// level's coordinates.
    private func level(old o: Range<Int>, new n: Range<Int>) -> DamageRegion {
        var a = o.lowerBound, b = n.lowerBound
        while a < o.upperBound, b < n.upperBound {
            let ea = DamageDiff.end(old, oldPartners, from: a), eb = DamageDiff.end(new, newPartners, from: b)
            guard equal(Item(start: a, end: ea), Item(start: b, end: eb)) else { break }
            a = ea; b = eb
        }
        var c = o.upperBound, d = n.upperBound
        while c > a, d > b {
            let sa = DamageDiff.start(old, oldPartners, before: c), sb = DamageDiff.start(new, newPartners, before: d)
            guard equal(Item(start: sa, end: c), Item(start: sb, end: d)) else { break }
            c = sa; d = sb
        }
        if a == c && b == d { return .empty }
        let oldItems = DamageDiff.items(old, oldPartners, a..<c), newItems = DamageDiff.items(new, newPartners, b..<d)
        var result: DamageRegion?
        if oldItems.count == newItems.count {
            result = pairwise(oldItems, newItems)
        }
        if oldItems.count + newItems.count <= DamageTracker.exactLimit {
            let exact = cells(oldItems, newItems)
            result = result.map { $0.intersection(exact) } ?? exact
        }
        if let result { return result }
        var union = CGRect.null
        for item in oldItems { if let box = box(of: item, in: old) { union = union.union(box) } }
        for item in newItems { if let box = box(of: item, in: new) { union = union.union(box) } }
        return DamageRegion([union])
    }

    private func pairwise(_ oldItems: [Item], _ newItems: [Item]) -> DamageRegion {
        var out = DamageRegion()
        // Past the first `preciseBoxes` changed boxes, the rest go into one bounding box: a frame that
        // moves thousands of particles damages about all of them anyway, and keeping a short rect list
        // exact for each would cost more than the redraw it saves.
        var added = 0, rest = CGRect.null
        func add(_ box: CGRect) {
            if added < DamageDiff.preciseBoxes { out.formUnion(box) } else { rest = rest.union(box) }
            added += 1
        }
        for (x, y) in zip(oldItems, newItems) where !equal(x, y) {
            if x.end - x.start > 1, y.end - y.start > 1, old[x.start] == new[y.start] {
                out.formUnion(inside(x, y))
            } else {
                if let box = box(of: x, in: old) { add(box) }
                if let box = box(of: y, in: new) { add(box) }
            }
            if out.isEverything { break }
        }
        out.formUnion(rest)
        return out
    }

    /// Changed boxes at one level kept apart before the rest are merged into one.
    static let preciseBoxes = 64

    /// The damage of a clip or group whose header is the same in both lists, from what changed inside it.
    private func inside(_ x: Item, _ y: Item) -> DamageRegion {
        var inner = level(old: (x.start + 1)..<(x.end - 1), new: (y.start + 1)..<(y.end - 1))
        if inner.isEmpty { return inner }
        // A blurred group spreads any change over its whole rect.
        if DamageDiff.blurs(old, (x.start + 1)..<(x.end - 1)) || DamageDiff.blurs(new, (y.start + 1)..<(y.end - 1)) {
            inner = .everything
        }
        switch old[x.start] {
        case let .pushClip(size, transform):
            guard let clip = DamageDiff.box(size, transform) else { return .empty }
            return inner.intersection(clip)
        case let .beginGroup(size, transform, opacity):
            return groupDamage(inner, size: size, transform: transform, opacity: opacity)
        default:
            return .everything
        }
    }

    /// Damage inside a group (its local coordinates) as seen where the group is drawn.
    fileprivate func groupDamage(_ inner: DamageRegion, size: CGSize, transform: CATransform3D, opacity: CGFloat) -> DamageRegion {
        guard DamageDiff.visible(opacity), let groupBox = DamageDiff.groupBox(size, transform) else { return .empty }
        // Inside the group the texture is at most a pixel larger than its rect, and filtering reads
        // a texel around each sample: grow the damage by one point (≥ one texel), then map it out.
        let local = inner.outset(by: 1).intersection(CGRect(x: -1, y: -1, width: size.width + 2, height: size.height + 2))
        var out = DamageRegion()
        for r in local.rects {
            let mapped = DamageDiff.box(r.size, transform.offsetLocal(r.minX, r.minY)) ?? groupBox
            out.formUnion(mapped.intersection(groupBox))
        }
        return out
    }

    // MARK: - Exact, cell by cell

    private func cells(_ oldItems: [Item], _ newItems: [Item]) -> DamageRegion {
        // Items that draw nothing affect no pixel.
        let o = oldItems.compactMap { item in box(of: item, in: old).map { (item, $0) } }
        let n = newItems.compactMap { item in box(of: item, in: new).map { (item, $0) } }
        if o.isEmpty && n.isEmpty { return .empty }
        var same = [Bool](repeating: false, count: o.count * n.count)
        for i in 0..<o.count { for j in 0..<n.count { same[i * n.count + j] = equal(o[i].0, n[j].0) } }
        let boxes = o.map(\.1) + n.map(\.1)
        let xs = Array(Set(boxes.flatMap { [$0.minX, $0.maxX] })).sorted()
        let ys = Array(Set(boxes.flatMap { [$0.minY, $0.maxY] })).sorted()
        var covering: ([Int], [Int]) = ([], [])
        var runs: [CGRect] = []
        var previousRow: [CGRect] = []
        for j in 0..<(ys.count - 1) {
            let y0 = ys[j], y1 = ys[j + 1]
            var row: [CGRect] = []
            var runStart: CGFloat?
            for i in 0..<xs.count {
                var damaged = false
                if i < xs.count - 1 {
                    let x0 = xs[i], x1 = xs[i + 1]
                    func covers(_ r: CGRect) -> Bool { r.minX <= x0 && r.maxX >= x1 && r.minY <= y0 && r.maxY >= y1 }
                    covering.0.removeAll(keepingCapacity: true); covering.1.removeAll(keepingCapacity: true)
                    for k in 0..<o.count where covers(o[k].1) { covering.0.append(k) }
                    for k in 0..<n.count where covers(n[k].1) { covering.1.append(k) }
                    damaged = covering.0.count != covering.1.count
                        || zip(covering.0, covering.1).contains { !same[$0 * n.count + $1] }
                }
                if damaged, runStart == nil { runStart = xs[i] }
                if !damaged, let s = runStart {
                    row.append(CGRect(x: s, y: y0, width: xs[i] - s, height: y1 - y0))
                    runStart = nil
                }
            }
            // A run with the same span as one in the row above extends it downwards.
            var extended: [CGRect] = []
            for r in row {
                if let k = previousRow.firstIndex(where: { $0.minX == r.minX && $0.maxX == r.maxX && $0.maxY == r.minY }) {
                    extended.append(previousRow[k].union(r))
                    previousRow.remove(at: k)
                } else {
                    extended.append(r)
                }
            }
            runs += previousRow
            previousRow = extended
        }
        runs += previousRow
        return DamageRegion(runs)
    }

    // MARK: - Boxes

    /// The box in its level's coordinates that an item's pixels lie in; nil when it draws nothing.
    fileprivate func box(of item: Item, in list: [DrawCommand]) -> CGRect? {
        switch list[item.start] {
        case let .fill(size, transform, color, _, opacity):
            return DamageDiff.visible(color.alpha * opacity) ? DamageDiff.box(size, transform) : nil
        case let .image(image, size, transform, opacity, _):
            return DamageDiff.visible(opacity) && image.width > 0 && image.height > 0 ? DamageDiff.box(size, transform) : nil
        case let .border(size, transform, width, color, _, opacity):
            return DamageDiff.visible(color.alpha * opacity) && width > 0 ? DamageDiff.box(size, transform) : nil
        case let .pushClip(size, transform):
            return item.end - item.start > 2 ? DamageDiff.box(size, transform) : nil
        case let .beginGroup(size, transform, opacity):
            return item.end - item.start > 2 && DamageDiff.visible(opacity) ? DamageDiff.groupBox(size, transform) : nil
        case let .mask(_, size, transform):
            // It changes the group's pixels inside its rect; outside it they are transparent either way.
            return DamageDiff.box(size, transform)
        case .blur, .shadow:
            // It changes every pixel of its group: a rect past any group's, cut to the group outside.
            return CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        case .popClip, .endGroup:
            return nil
        }
    }

    /// Whether an alpha reaches the canvas as at least 1/255 (it rounds alpha to 8 bits and skips 0).
    private static func visible(_ alpha: CGFloat) -> Bool { alpha * 255 >= 0.49 }

    /// The box of the local rect (0, 0, size) under `transform`; nil when empty, behind the eye or not finite.
    static func box(_ size: CGSize, _ transform: CATransform3D) -> CGRect? {
        guard size.width > 0, size.height > 0,
              let b = PlaneTransform(transform).boundingBox(width: Double(size.width), height: Double(size.height)),
              b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite else { return nil }
        return b.rect
    }

    /// Whether `list[range]` holds a `.blur` or a `.shadow` (which spread a change anywhere in their group
    /// over the group).
    static func blurs(_ list: [DrawCommand], _ range: Range<Int>) -> Bool {
        for i in range {
            switch list[i] {
            case .blur, .shadow: return true
            default: continue
            }
        }
        return false
    }

    /// A group's box: its texture covers up to a pixel (≤ 1 point) more than its rect.
    private static func groupBox(_ size: CGSize, _ transform: CATransform3D) -> CGRect? {
        guard size.width > 0, size.height > 0 else { return nil }
        return box(CGSize(width: size.width + 1, height: size.height + 1), transform)
    }
}

// MARK: - Patched lists

extension DamageDiff {
    /// The damage of a patched list (`DrawListChanges.patched`): `new` is `old` with the commands at
    /// `indices` replaced, every clip and group opener and closer where it was (`partners` is the nesting
    /// of both; `enclosing[k]`, the innermost opener around command k, or −1). Each replaced command that
    /// differs damages the union of its old and new boxes — a clip or group whose header changed, the
    /// union of its old and new boxes whole — seen through the clips and groups around it, as the
    /// pairwise comparison sees a changed pair in an unchanged scope. Past `preciseBoxes` changed boxes
    /// the rest join one bounding box.
    static func patched(old: [DrawCommand], new: [DrawCommand], partners: [Int32], enclosing: [Int32],
                        indices: [Int32]) -> DamageRegion {
        guard old.count == new.count else { return .everything }
        let diff = DamageDiff(old: old, oldPartners: partners, new: new, newPartners: partners)
        var out = DamageRegion()
        var added = 0, rest = CGRect.null
        var skipUntil = -1
        for index in indices {
            let k = Int(index)
            guard k < new.count else { return .everything }
            if k < skipUntil { continue }
            if old[k] == new[k] { continue }
            // Its old and new boxes, apart (as the pairwise comparison adds them).
            let item = isOpener(new[k]) ? Item(start: k, end: Int(partners[k]) + 1) : Item(start: k, end: k + 1)
            // A changed clip rect or group header: the scope, whole, before and after.
            if item.end > k + 1 { skipUntil = item.end }
            func add(_ box: CGRect?) -> Bool {
                guard let box else { return true }
                // Out through the scopes around it (their headers as they are now: a header that changed
                // is damaged whole above).
                var region = DamageRegion([box])
                var e = Int(enclosing[k])
                while e >= 0, !region.isEmpty {
                    if case .beginGroup = new[e], DamageDiff.blurs(new, (e + 1)..<Int(partners[e])) { region = .everything }
                    region = diff.seenThrough(new[e], region)
                    e = Int(enclosing[e])
                }
                if region.isEverything { return false }
                for r in region.rects {
                    if added < preciseBoxes { out.formUnion(r) } else { rest = rest.union(r) }
                    added += 1
                }
                return true
            }
            guard add(diff.box(of: item, in: old)), add(diff.box(of: item, in: new)) else { return .everything }
        }
        out.formUnion(rest)
        return out
    }

    /// For every command, the index of the innermost clip or group opener around it (−1 at the top).
    static func enclosing(_ list: [DrawCommand], partners: [Int32]) -> [Int32] {
        var out = [Int32](repeating: -1, count: list.count)
        var stack: [Int32] = []
        for (i, c) in list.enumerated() {
            if isCloser(c) { _ = stack.popLast() }
            out[i] = stack.last ?? -1
            if isOpener(c) { stack.append(Int32(i)) }
        }
        return out
    }

    /// `inner` (damage inside the scope opened by `header`, in its coordinates) as seen outside it.
    fileprivate func seenThrough(_ header: DrawCommand, _ inner: DamageRegion) -> DamageRegion {
        switch header {
        case let .pushClip(size, transform):
            guard let clip = DamageDiff.box(size, transform) else { return .empty }
            return inner.intersection(clip)
        case let .beginGroup(size, transform, opacity):
            return groupDamage(inner, size: size, transform: transform, opacity: opacity)
        default:
            return .everything
        }
    }
}
