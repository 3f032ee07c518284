import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation

/// Core Animation's replicator layer: draws its sublayers `instanceCount` times. Instance k (0 is
/// the sublayers themselves) has `instanceTransform` applied k times about the replicator's bounds
/// centre, shows its sublayers' animations `k × instanceDelay` seconds late, and has its colours
/// multiplied by `instanceColor` plus k times the colour offsets.
///
/// Sublayers are flattened into the replicator's plane (Apple's `preservesDepth = false`, the
/// default; `preservesDepth` itself is not offered). The colour multiplies fills, borders and
/// shape and gradient content fully; a plain `contents` image only gets the alpha part, since the
/// draw list has no per-image tint.
open class CAReplicatorLayer: CALayer {
    public required init() {
        super.init()
        properties.content = .replicator(ReplicatorContent())
    }

    /// Apple's `NSCoding` initialiser (nothing is decoded: the layer is `init()`'s).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        properties.content = .replicator(ReplicatorContent())
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if properties.content?.replicator == nil { properties.content = .replicator(ReplicatorContent()) }
    }

    private var replicator: ReplicatorContent { properties.content?.replicator ?? ReplicatorContent() }

    @inline(__always)
    private func changeReplicator(_ key: String, _ body: (inout ReplicatorContent) -> Void) {
        change(key) { $0.modifyReplicator(body) }
    }

    /// Number of copies including the original. Default 1; values below 1 draw no sublayers; the
    /// renderer draws at most 10,000.
    public var instanceCount: Int {
        get { replicator.instanceCount }
        set { changeReplicator("instanceCount") { $0.instanceCount = newValue } }
    }
    /// Seconds between the copies' animations. Default 0.
    public var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { changeReplicator("instanceDelay") { $0.instanceDelay = newValue } }
    }
    /// The transform taking instance k − 1 to instance k, about the replicator's bounds centre.
    public var instanceTransform: CATransform3D {
        get { replicator.instanceTransform }
        set { changeReplicator("instanceTransform") { $0.instanceTransform = newValue } }
    }
    /// The colour instance 0 is multiplied by. Default opaque white (no change).
    public var instanceColor: CGColor? {
        get { replicator.instanceColor }
        set { changeReplicator("instanceColor") { $0.instanceColor = newValue } }
    }
    /// Added to the red component of the multiplying colour at each instance. Default 0.
    public var instanceRedOffset: Float {
        get { replicator.instanceRedOffset }
        set { changeReplicator("instanceRedOffset") { $0.instanceRedOffset = newValue } }
    }
    public var instanceGreenOffset: Float {
        get { replicator.instanceGreenOffset }
        set { changeReplicator("instanceGreenOffset") { $0.instanceGreenOffset = newValue } }
    }
    public var instanceBlueOffset: Float {
        get { replicator.instanceBlueOffset }
        set { changeReplicator("instanceBlueOffset") { $0.instanceBlueOffset = newValue } }
    }
    /// Added to the alpha of the multiplying colour at each instance (negative for a fading trail).
    public var instanceAlphaOffset: Float {
        get { replicator.instanceAlphaOffset }
        set { changeReplicator("instanceAlphaOffset") { $0.instanceAlphaOffset = newValue } }
    }
}
