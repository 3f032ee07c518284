import Foundation

/// A property animator's fraction complete over time: `u(t) = uAnchor + rate·(t − tAnchor)` from
/// `tAnchor` on (held at `uAnchor` before it, which is how a start delay waits), clamped to 0…1.
/// Paused animators have rate 0. Times are global media times (`CACurrentMediaTime()`).
final class AnimatorClock {
    var uAnchor = 0.0
    var tAnchor: CFTimeInterval = 0
    /// du/dt, in fractions per second; negative while reversed.
    var rate = 0.0
    /// Seconds of animation per unit of fraction complete (the duration, times a continuation's factor).
    var secondsPerFraction = 0.0
    /// While paused with `scrubsLinearly`, tracks follow their linear scrubbing curves.
    var scrubbing = false

    func fraction(at t: CFTimeInterval) -> Double {
        guard rate != 0, t > tAnchor else { return uAnchor }
        return min(max(uAnchor + rate * (t - tAnchor), 0), 1)
    }

    /// Stops the clock at `t`, keeping the fraction it had then.
    func freeze(at t: CFTimeInterval) {
        uAnchor = fraction(at: t)
        tAnchor = t
        rate = 0
    }
}

/// The progress of one animation of a property animator: its curve over the animator's fraction complete
/// (and the linear one used while scrubbing), read through the animator's clock. Shared by reference
/// between the animator (which reshapes it on pause, resume, reversal and continuation) and the layer's
/// copy of the animation (which reads it every frame).
final class AnimatorTrack {
    let clock: AnimatorClock
    /// The fraction complete at which this animation starts moving (a delay factor, or where the animator
    /// was when the animation was added).
    let startFraction: Double
    var curve: AnimatorProgressCurve
    var scrubCurve: AnimatorProgressCurve?

    init(clock: AnimatorClock, startFraction: Double, curve: AnimatorProgressCurve) {
        self.clock = clock
        self.startFraction = startFraction
        self.curve = curve
    }

    /// The curve in effect now.
    var activeCurve: AnimatorProgressCurve { clock.scrubbing ? (scrubCurve ?? curve) : curve }

    func progress(at t: CFTimeInterval) -> AnimatorProgress { activeCurve.progress(at: clock.fraction(at: t)) }
}

/// The layer animation behind one property change in a property animator's block: additive, showing
/// `offset·(1 − progress)` on top of the new model value, so it starts at the old value and ends at the
/// new one, and stacks with other view animations of the property like `UIView.animate`'s. It never
/// ends on its own; the animator removes it.
final class PropertyAnimatorAnimation: CABasicAnimation {
    var track: AnimatorTrack?
    /// Old value relative to the new model value (`new.offset(reaching: old)`).
    var offset: AnimatableValue = .scalar(0)
    /// The layer's local time minus global media time when added (0 for layers on the global clock).
    var timeShift: CFTimeInterval = 0

    required init() {
        super.init()
        duration = 1
        repeatCount = .infinity
        isAdditive = true
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? PropertyAnimatorAnimation { track = o.track; offset = o.offset; timeShift = o.timeShift }
    }

    override func apply(to properties: inout LayerProperties, parentTime: CFTimeInterval) {
        guard let track else { return }
        let p = track.progress(at: parentTime - timeShift)
        let keyPath = parsedKeyPath
        let current = keyPath.value(in: properties)
        keyPath.set(current.adding(PropertyAnimatorAnimation.scaled(offset, remaining: p)), in: &properties)
    }

    /// The track shown while the inspector freezes this animation (a copy on a stopped clock).
    private var liveTrack: AnimatorTrack?

    /// `offset·(1 − progress)`: points per axis, everything else by interpolation toward zero with the x
    /// progress (transforms through their decomposition, as UIKit's additive transform animations do).
    static func scaled(_ offset: AnimatableValue, remaining p: AnimatorProgress) -> AnimatableValue {
        if case .point(let o) = offset {
            return .point(CGPoint(x: o.x * CGFloat(1 - p.x), y: o.y * CGFloat(1 - p.y)))
        }
        return offset.interpolated(to: offset.zero, fraction: p.x)
    }
}

extension PropertyAnimatorAnimation: InspectableProgress {
    func inspectedProgress(atParentTime t: CFTimeInterval) -> Double {
        guard let track else { return 0 }
        return track.clock.fraction(at: t - timeShift)
    }

    var inspectedDuration: Double { track?.clock.secondsPerFraction ?? 0 }
    var inspectedOffset: AnimatableValue { offset }

    /// Shows a copy of the track on a clock stopped at `t`; the animator's own clock runs on.
    func holdEvaluation(atParentTime t: CFTimeInterval) {
        guard let live = track, liveTrack == nil else { return }
        let clock = AnimatorClock()
        clock.uAnchor = live.clock.fraction(at: t - timeShift)
        clock.tAnchor = t - timeShift
        clock.secondsPerFraction = live.clock.secondsPerFraction
        clock.scrubbing = live.clock.scrubbing
        let frozen = AnimatorTrack(clock: clock, startFraction: live.startFraction, curve: live.curve)
        frozen.scrubCurve = live.scrubCurve
        liveTrack = live
        track = frozen
    }

    func resumeEvaluation() {
        guard let live = liveTrack else { return }
        track = live
        liveTrack = nil
    }

    /// The shape of the piece that runs to the end: the timing the animator set last (its own, or a
    /// continuation's).
    var inspectedTiming: InspectableTiming {
        guard let piece = (liveTrack ?? track)?.curve.pieces.last(where: { !$0.p0.isClose(to: $0.p1) }) else { return .linear }
        switch piece.shape {
        case .linear: return .linear
        case .cubic(let f):
            let (c1, c2) = f.controlPoints
            return .cubic(x1: Double(c1.x), y1: Double(c1.y), x2: Double(c2.x), y2: Double(c2.y))
        case let .spring(x, _, _):
            return .spring(mass: x.mass, stiffness: x.stiffness, damping: x.damping, initialVelocity: x.initialVelocity)
        }
    }

    var inspectedBeginTime: CFTimeInterval? {
        guard let t = liveTrack ?? track, t.clock.rate > 0 else { return nil }
        return t.clock.tAnchor + (t.startFraction - t.clock.uAnchor) / t.clock.rate
    }
}
