import Foundation
import MotionTiming

/// Runs several animations on one layer as one: the children's times are the group's local time, so a
/// group's `beginTime`, `speed` and `duration` apply to all of them, and a child is cut off where the group ends.
///
/// As Core Animation runs a group (Apple's `CAAnimationGroup` Listing 1 and the Core Animation Programming
/// Guide's Listing 3-6 set only the group's `duration`): a child whose `duration` is 0 plays over the group's
/// duration (not the 0.25 s default of an animation added alone), and a group that fills forwards or
/// backwards holds its children at its ends — a child that reaches the group's end keeps its final frame
/// while the group fills forwards (`fillMode = .forwards`, `isRemovedOnCompletion = false`, "animate and
/// stay"), one that starts at the group's start its first frame while it fills backwards. Children that end
/// earlier still end there.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CAAnimationGroup { animations = o.animations?.map { $0.copy() } }
    }

    open override func prepare() throws {
        try super.prepare()
        // The children are the group's own copies (`copyState`), so their timing may be completed here.
        let length = simpleDuration
        for a in animations ?? [] {
            if a.duration == 0 { a.duration = length }
            try a.prepare()
            let tolerance = 1e-9 * max(1, length)
            let reachesEnd = fillMode.fillsForwards && !a.fillMode.fillsForwards && a.endTime >= length - tolerance
            let startsAtStart = fillMode.fillsBackwards && !a.fillMode.fillsBackwards && a.beginTime <= tolerance
            guard reachesEnd || startsAtStart else { continue }
            let forwards = reachesEnd || a.fillMode.fillsForwards, backwards = startsAtStart || a.fillMode.fillsBackwards
            a.fillMode = forwards && backwards ? .both : forwards ? .forwards : .backwards
            try a.prepare()
        }
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
