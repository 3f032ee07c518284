import Foundation
import MotionGeometry

/// What a full build of the draw list records for one layer of the flattened tree, so that a later frame
/// can draw that layer (and its sublayers) again alone and put the result where its commands lie,
/// instead of building the whole list: where its commands are (what it inherited from the layers above
/// is its superlayer's `DrawListInheritance`). Written by `DrawListBuilder`, read by `LayerRenderer`.
/// Small on purpose: a frame that redraws 10,000 layers reads 10,000 of these.
struct DrawListRecord {
    /// Index of the layer's first command in the frame's list.
    var start: Int32 = 0
    /// How many commands the layer drew with its sublayers (its content, its sublayers', closers);
    /// −1 when it was not drawn directly into its target in its own place (it sits inside a masked
    /// layer, a transition or a replicator, or was not reached: under a transparent or culled layer),
    /// so it cannot be drawn again alone.
    var count: Int32 = -1
    var flags: Flags = []

    struct Flags: OptionSet {
        let rawValue: UInt8
        /// Its drawing goes through a path that cannot be redrawn in place: a mask, a transition, a
        /// replicator's instances.
        static let notRedrawable = Flags(rawValue: 1 << 0)
        /// Its drawing reads its sublayers' values (a shadow cast by their backgrounds): a sublayer that
        /// changes redraws it.
        static let readsSublayers = Flags(rawValue: 1 << 1)
        /// Its drawing depends on time without animations (an emitter's particles): redrawn every frame.
        static let drawsOverTime = Flags(rawValue: 1 << 2)
    }
}

/// What every sublayer of a layer drawn in place inherits from it (and the layers above), recorded once
/// on that layer when it draws its sublayers: the same for all of them.
struct DrawListInheritance {
    /// The layer's bounds space → the draw target (where its sublayers' transforms continue).
    var toTarget = CATransform3DIdentity
    /// The opacity multiplied down to the sublayers (the layer's and its superlayers' drawn opacities).
    var opacity: CGFloat = 1
    /// Whether the target the sublayers draw into shows its back (see `DrawListBuilder.targetFacesAway`).
    var targetFacesAway = false
    /// The offscreen group the sublayers draw into, in its own coordinates; nil at the top.
    var groupRect: CGRect?
    /// What the clips the sublayers draw under let through, in the target's coordinates
    /// (`DrawListBuilder.cullRect`); nil when nothing clips.
    var cullRect: CGRect?

    /// What the root layer inherits: nothing.
    static let root = DrawListInheritance()
}
