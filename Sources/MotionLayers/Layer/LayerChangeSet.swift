import Foundation

/// Where the layers of a drawn tree report that what they draw may have changed, so a renderer that
/// keeps last frame's work (MotionRender's `LayerRenderer`) re-evaluates only those layers and the
/// layers whose animations run, instead of the whole tree.
///
/// A renderer binds every layer of the tree it drew to its set, each with a slot (its index in the
/// renderer's flattened tree). From then on a layer notes into its set:
/// - a **drawing change** of its slot — any model value (`properties`), the animations attached
///   (added, removed, finished), `contentsGravity`/`contentsScale`, an emitter's parameters, a change
///   of the mask layer it hosts;
/// - a **structure change** — sublayers added, removed or reordered, a `mask` set, layer timing
///   (`beginTime`, `speed`, `timeOffset`) changed — after which the renderer lays the tree out again.
///
/// A layer is bound to one set at a time: binding it to another set (a second renderer drawing the
/// same tree) marks the first set's structure changed, so neither renderer ever trusts state the
/// layers stopped reporting to. Layers hold their set strongly (it holds no layer), so a set outlives
/// its renderer harmlessly. Not thread-safe: a tree is changed and drawn on one thread at a time, as
/// everywhere in MotionLab.
public final class LayerChangeSet {
    /// Slots noted since the last `takeChangedSlots()`, each once, in the order first noted.
    private var changed: [Int32] = []
    /// `noted[slot]`: whether `slot` is in `changed`.
    private var noted: [Bool] = []
    /// Bumped by every `beginBinding`: notes from layers bound in an earlier generation are ignored
    /// (they left the tree; putting them back is a structure change of their new superlayer).
    public private(set) var generation: UInt32 = 0
    /// Whether the tree's shape changed (or a layer was bound elsewhere) since the last binding.
    public private(set) var structureChanged = true

    public init() {}

    /// Starts binding a newly laid-out tree of `slotCount` layers: forgets every note so far.
    public func beginBinding(slotCount: Int) {
        generation &+= 1
        changed.removeAll(keepingCapacity: true)
        if noted.count != slotCount { noted = [Bool](repeating: false, count: slotCount) } else {
            for i in noted.indices { noted[i] = false }
        }
        structureChanged = false
    }

    /// Binds `layer` to `slot` of this set (after `beginBinding`). A layer bound to another set leaves it,
    /// and that set's renderer lays its tree out again.
    @inline(__always)
    public func bind(_ layer: CALayer, slot: Int32) {
        if let previous = layer.changeSet, previous !== self { previous.structureChanged = true }
        layer.changeSet = self
        layer.changeSlot = slot
        layer.changeGeneration = generation
    }

    /// Notes that `slot`'s drawing may have changed (layers call this; see the type's notes).
    @inline(__always)
    func noteDrawingChange(slot: Int32, generation g: UInt32) {
        guard g == generation, slot >= 0, Int(slot) < noted.count, !noted[Int(slot)] else { return }
        noted[Int(slot)] = true
        changed.append(slot)
    }

    @inline(__always)
    func noteStructureChange(generation g: UInt32) {
        if g == generation { structureChanged = true }
    }

    /// Marks the structure changed from outside (a renderer that could not use its retained state).
    public func invalidate() { structureChanged = true }

    /// The slots noted since the last call, each once; clears them.
    public func takeChangedSlots() -> [Int32] {
        let out = changed
        for s in changed { noted[Int(s)] = false }
        changed.removeAll(keepingCapacity: true)
        return out
    }

    /// Whether any slot was noted since the last `takeChangedSlots()`.
    public var hasChangedSlots: Bool { !changed.isEmpty }
}

extension CALayer {
    /// Tells the renderer that drew this layer last that its drawing may have changed (see `LayerChangeSet`).
    @inline(__always)
    final func noteDrawingChange() {
        if let set = changeSet { set.noteDrawingChange(slot: changeSlot, generation: changeGeneration) }
    }

    /// Tells the renderer that drew this layer last that the tree's shape changed under this layer.
    @inline(__always)
    final func noteStructureChange() {
        if let set = changeSet { set.noteStructureChange(generation: changeGeneration) }
    }
}
