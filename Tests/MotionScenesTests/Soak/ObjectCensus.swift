import Foundation
import MotionGeometry
@testable import MotionAnimation
@testable import MotionLayers
@testable import MotionViews
@testable import MotionLabPreview

/// Weak references to every object a running preview is made of, by kind — its scene, window,
/// views, layers (with transition snapshots), animations (running, and removed ones still shown
/// until their frame commits), gesture recognizers, view controllers, images and bitmaps, and the
/// display links of its context — recorded as it runs and tagged with the cycle that saw them.
///
/// A weak reference is nil exactly when its object has been deallocated, so after a reset the
/// census can say, per kind, how many objects of earlier scenes are still alive: the count a leak
/// shows up in, far more exact than the process's memory (which the allocator keeps and reuses).
/// A kind whose objects outlive their scene points at the cycle that holds them (a view alive
/// while all of its layers are gone is held by a closure, not by the tree).
final class ObjectCensus {
    /// What an object is, for the per-kind table ("view UIImageView", "animation CASpringAnimation").
    struct Kind: Hashable, Comparable, CustomStringConvertible {
        let group: String, type: String
        var description: String { "\(group) \(type)" }
        static func < (a: Kind, b: Kind) -> Bool { (a.group, a.type) < (b.group, b.type) }
    }

    private struct Entry {
        weak var object: AnyObject?
        let kind: Kind
        let cycle: Int
    }

    private var entries: [Entry] = []
    /// Index of each live object's entry.
    private var index: [ObjectIdentifier: Int] = [:]

    /// Objects recorded so far, whatever became of them.
    var recordedCount: Int { entries.count }

    /// Records `object` as part of the scene shown in `cycle` (once: later sightings keep the first cycle).
    func record(_ object: AnyObject, group: String, cycle: Int) {
        let id = ObjectIdentifier(object)
        // An identifier is unique only among live objects: a freed object's address may be reused by a
        // new one, so an entry with the same identifier counts only while it still points at `object`.
        if let i = index[id], entries[i].object === object { return }
        index[id] = entries.count
        entries.append(Entry(object: object, kind: Kind(group: group, type: String(describing: type(of: object))), cycle: cycle))
    }

    /// Records everything reachable from `runner`'s preview and context now.
    func survey(_ runner: SceneRunner, cycle: Int) {
        if let content = runner.content { record(content, group: "scene", cycle: cycle) }
        if let window = runner.window { survey(view: window, cycle: cycle) }
        for link in runner.context.driver.displayLinks { record(link, group: "display link", cycle: cycle) }
    }

    private func survey(view: UIView, cycle: Int) {
        record(view, group: "view", cycle: cycle)
        for g in view.gestureRecognizers ?? [] { record(g, group: "gesture recognizer", cycle: cycle) }
        if let vc = view.viewControllerStorage { record(vc, group: "view controller", cycle: cycle) }
        if let imageView = view as? UIImageView, let image = imageView.image {
            record(image, group: "image", cycle: cycle)
        }
        for v in view.subviews { survey(view: v, cycle: cycle) }
        if view.superview == nil { survey(layer: view.layer, cycle: cycle) }
    }

    private func survey(layer: CALayer, cycle: Int) {
        record(layer, group: "layer", cycle: cycle)
        if let bitmap = layer.contentsImage { record(bitmap, group: "bitmap", cycle: cycle) }
        for r in layer.animationRecords { record(r.animation, group: "animation", cycle: cycle) }
        for r in layer.removedThisFrame { record(r.animation, group: "animation", cycle: cycle) }
        for t in layer.transitionRecords { survey(layer: t.oldLayer, cycle: cycle) }
        for s in layer.sublayerStorage { survey(layer: s, cycle: cycle) }
    }

    /// Objects recorded in cycles before `cycle` that are still alive, by kind (of the groups
    /// `include` accepts).
    /// Decoded images the image cache shares between scenes are the cache's (bounded by its
    /// capacity), not survivors of the scene that first showed them.
    func survivors(before cycle: Int, include: (String) -> Bool = { _ in true }) -> [Kind: Int] {
        var out: [Kind: Int] = [:]
        for (kind, _) in survivorEntries(before: cycle, include: include) { out[kind, default: 0] += 1 }
        return out
    }

    /// The objects recorded in cycles before `cycle` that are still alive, apart from cached images.
    func survivorObjects(before cycle: Int) -> [AnyObject] {
        survivorEntries(before: cycle) { _ in true }.map(\.object)
    }

    private func survivorEntries(before cycle: Int, include: (String) -> Bool) -> [(kind: Kind, object: AnyObject)] {
        let cached = Set(DecodedImageCache.shared.cachedImages.map(ObjectIdentifier.init))
        return entries.compactMap { e in
            guard e.cycle < cycle, include(e.kind.group), let o = e.object, !cached.contains(ObjectIdentifier(o)) else { return nil }
            return (e.kind, o)
        }
    }

    /// Objects recorded in cycles before `cycle`, alive or not, by kind.
    func recorded(before cycle: Int) -> [Kind: Int] {
        var out: [Kind: Int] = [:]
        for e in entries where e.cycle < cycle { out[e.kind, default: 0] += 1 }
        return out
    }

    /// Forgets entries whose objects are gone (keeps the census small over long runs; their count
    /// is kept in `freedTotal`).
    func compact() {
        for e in entries where e.object == nil { freedByKind[e.kind, default: 0] += 1; freedTotal += 1 }
        entries.removeAll { $0.object == nil }
        index = [:]
        for (i, e) in entries.enumerated() { if let o = e.object { index[ObjectIdentifier(o)] = i } }
    }

    /// Objects recorded and since freed, over all compactions, in all and by kind.
    private(set) var freedTotal = 0
    private(set) var freedByKind: [Kind: Int] = [:]

    /// "kind: n freed" lines, in kind order.
    func freedTable() -> String {
        freedByKind.keys.sorted().map { "  \($0): \(freedByKind[$0]!) freed" }.joined(separator: "\n")
    }

    /// "kind: alive of recorded" lines for a failure message or the log, in kind order; only kinds
    /// with survivors unless `all`.
    static func table(survivors: [Kind: Int], recorded: [Kind: Int], all: Bool = false) -> String {
        recorded.keys.sorted().filter { all || survivors[$0] != nil }.map { k in "  \(k): \(survivors[k] ?? 0) alive of \(recorded[k] ?? 0) recorded" }
            .joined(separator: "\n")
    }
}
