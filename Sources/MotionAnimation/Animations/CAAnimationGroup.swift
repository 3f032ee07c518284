import Foundation
import MotionTiming

/// Runs several animations on one layer as one: the children's times are the group's local time, so a
/// group's `beginTime`, `speed` and `duration` apply to all of them, and a child is cut off where the group ends.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CAAnimationGroup { animations = o.animations?.map { $0.copy() } }
    }

    open override func prepare() throws {
        try super.prepare()
        for a in animations ?? [] { try a.prepare() }
    }

    open override func didPrepare() {
        for a in animations ?? [] { a.didPrepare() }
    }

    open override func apply(to properties: inout LayerProperties, parentTime: CFTimeInterval) {
        guard let s = sample(at: parentTime) else { return }
        let local = s.progress * simpleDuration
        for a in animations ?? [] { a.apply(to: &properties, parentTime: local) }
    }
}
