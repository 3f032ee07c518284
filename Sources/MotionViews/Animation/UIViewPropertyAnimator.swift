import Foundation

/// UIKit's interruptible, scrubbable, reversible view animator.
///
/// Each view property changed in its animation blocks becomes an additive layer animation (stacking
/// with `UIView.animate`'s and other animators' like UIKit's) whose progress the animator owns: progress
/// is a curve over the animator's fraction complete u (0…1), and u moves with time while running, stands
/// still while paused, and is set by `fractionComplete` while scrubbing. The curves are continuous in u and
/// are only ever replaced by curves through the point on screen, so pausing, scrubbing, reversing and
/// continuing never make a view jump:
///
/// - running: u advances at 1/duration per second; progress follows the timing curve (or spring).
/// - `pauseAnimation()`: u freezes. With `scrubsLinearly` (the default) scrubbing then follows straight
///   lines through the paused point (linear from the start to it and from it to the end); otherwise it
///   follows the timing curve.
/// - `startAnimation()`: resumes. When the view is where the timing curve puts it at u, the original
///   timeline simply continues (velocity too); after linear scrubbing has moved it off that curve, the
///   timing curve is replayed from where it is to the end over the remaining time.
/// - `isReversed`: u runs backwards along the same curve, back to the start values.
/// - `continueAnimation(withTimingParameters:durationFactor:)`: as if started from where it is, with new
///   timing over `(1 − u) × duration × durationFactor` (a spring with `initialVelocity` carries a
///   gesture's speed into the motion).
///
/// States follow `UIViewAnimating`: inactive → active (start or pause) → inactive when the animations
/// end (completions get `.end`, or `.start` when reversed), or → stopped by `stopAnimation(false)` until
/// `finishAnimation(at:)`. Programmer errors UIKit raises exceptions for stop the program with a message
/// naming the call (`preconditionFailure`), as an uncaught Objective-C exception would (see `check`).
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    // MARK: Parameters

    /// The timing given at creation (a continuation's timing applies only until the animator is inactive again).
    public let timingParameters: UITimingCurveProvider?
    private let requestedDuration: TimeInterval

    /// Seconds the animations take: the duration given at creation, or for a spring given by mass,
    /// stiffness and damping, the seconds it takes to settle (UIKit ignores the given duration then).
    public var duration: TimeInterval {
        (timingParameters as? UISpringTimingParameters)?.settlingDuration ?? requestedDuration
    }

    /// The delay of the last `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0

    /// Whether views being animated receive touches (default true). Setting it on an active animator is
    /// a programmer error (UIKit raises).
    open var isUserInteractionEnabled = true {
        didSet {
            if !UIViewPropertyAnimator.check(state != .active, "isUserInteractionEnabled set on an active animator: set it before starting") {
                isUserInteractionEnabled = oldValue
            }
        }
    }

    /// Accepted for source compatibility: hit-testing here always uses the views' presentation values.
    open var isManualHitTestingEnabled = false

    /// Whether the animator can be paused and stopped (default true); setting it on an active animator is
    /// a programmer error (UIKit raises).
    open var isInterruptible = true {
        didSet {
            if !UIViewPropertyAnimator.check(state != .active, "isInterruptible set on an active animator: set it before starting") {
                isInterruptible = oldValue
            }
        }
    }

    /// Whether scrubbing a paused animator moves the views linearly (default true) or along the timing curve.
    open var scrubsLinearly = true {
        didSet {
            guard state == .active, !isRunning, clock.rate == 0 else { return }
            if scrubsLinearly { installScrubCurves() }
            clock.scrubbing = scrubsLinearly
        }
    }

    /// When true, a finished animator pauses at its end instead of becoming inactive (no completion runs),
    /// so it can still be reversed or scrubbed.
    open var pausesOnCompletion = false

    // MARK: State

    public private(set) var state: UIViewAnimatingState = .inactive

    /// Whether the animations are moving (also during a start delay).
    public var isRunning: Bool { state == .active && clock.rate != 0 }

    /// Runs the animations back toward their start values. Changing it while running turns around where the
    /// views are; while paused or inactive, it sets the direction of the next start (an inactive animator
    /// started reversed plays from the end values back to the start values). Ignored while stopped.
    public var isReversed = false {
        didSet {
            guard oldValue != isReversed, state == .active, clock.rate != 0 else { return }
            let now = CACurrentMediaTime()
            if now > clock.tAnchor {
                clock.uAnchor = clock.fraction(at: now)
                clock.tAnchor = now
            }
            clock.rate = -clock.rate
            endTime = clock.tAnchor + abs(target - clock.uAnchor) * clock.secondsPerFraction
        }
    }

    /// 0 at the start values, 1 at the end values (fractions of the duration). Settable only while paused
    /// (setting it on a running animator is a programmer error, UIKit's rule); setting it on an inactive
    /// animator starts it paused. Values are clamped to 0…1; non-finite values and stopped animators ignore it.
    public var fractionComplete: CGFloat {
        get { state == .stopped ? 0 : CGFloat(clock.fraction(at: CACurrentMediaTime())) }
        set {
            guard newValue.isFinite, state != .stopped else { return }
            if state == .inactive { pauseAnimation() }
            guard UIViewPropertyAnimator.check(!isRunning, "fractionComplete set while the animator is running: call pauseAnimation() first") else { return }
            clock.uAnchor = min(max(Double(newValue), 0), 1)
            clock.tAnchor = CACurrentMediaTime()
        }
    }

    let clock = AnimatorClock()
    private var pending: [(animation: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var records: [Record] = []
    /// The start and end values of each animated property, kept from `stopAnimation(false)` for `finishAnimation(at:)`.
    private var stoppedValues: [PropertyValues] = []
    private var effectiveTiming: UITimingCurveProvider
    private var endTime: CFTimeInterval?
    private var link: CADisplayLink?
    /// Started with no animation blocks: UIKit's "transient paused state" until a block is added.
    private var waitingForAnimations = false

    /// One property change: the layer animation that shows it and the values it goes between.
    private struct Record {
        weak var view: UIView?
        let layer: CALayer
        let key: String
        let keyPath: LayerKeyPath
        let start: AnimatableValue
        let end: AnimatableValue
        let track: AnimatorTrack
        let blocksInteraction: Bool
    }

    /// Start and end values of one property of one layer, over all changes made to it.
    private struct PropertyValues {
        weak var view: UIView?
        let layer: CALayer
        let keyPath: LayerKeyPath
        let start: AnimatableValue
        let end: AnimatableValue
    }

    // MARK: Creating

    /// - Parameters:
    ///   - duration: seconds (negative or non-finite: 0, which finishes at the next frame).
    ///   - parameters: a `UICubicTimingParameters` or `UISpringTimingParameters`.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        requestedDuration = duration.isFinite && duration > 0 ? duration : 0
        timingParameters = parameters
        effectiveTiming = parameters
        super.init()
    }

    /// UIKit's `init()` (from `NSObject`): a 0-second animator on the `.easeInOut` curve — so one made
    /// this way and given animations finishes at the next frame, as on iOS.
    public convenience override init() {
        self.init(duration: 0, curve: .easeInOut)
    }

    /// One of UIKit's built-in curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// A cubic Bézier curve through (0, 0), `point1`, `point2`, (1, 1).
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// A spring with damping ratio `ratio` that settles within `duration` (UIKit's mapping, `UIKitSpring`).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// UIKit's bridge from `UIView.animate`: an animator with the options' curve, started at once (after
    /// `delay`). Views being animated ignore touches unless `options` has `.allowUserInteraction`, as with
    /// `UIView.animate`; the other options are not applied (`repeat` and `autoreverse` do nothing here).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    deinit {
        // UIKit raises when a paused or stopped animator is released. Here the animations are stopped where
        // they are instead, with a warning: a preview closing must not crash.
        guard state != .inactive else { return }
        let how = state == .stopped ? "stopped" : (isRunning ? "running" : "paused")
        FileHandle.standardError.write(Data("warning: UIViewPropertyAnimator released while \(how); its views were left where they were (UIKit raises here: finish or stop it first)\n".utf8))
        let values = currentValues()
        removeAllTracks()
        write(values.map { ($0.0, $0.1, $0.2, $0.3) })
    }

    // MARK: Adding animations and completions

    /// Adds a block of view property changes. Blocks added while inactive run when the animator starts,
    /// over the whole duration; blocks added while active run at once, over the remaining time. Adding to
    /// a stopped animator is a programmer error (UIKit's rule).
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block whose animations begin `delayFactor` (0…1) of the way through: of the whole duration
    /// when added while inactive, of the remaining time when added while active.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard UIViewPropertyAnimator.check(state != .stopped, "addAnimations on a stopped animator: call finishAnimation(at:) first") else { return }
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        guard state == .active else {
            pending.append((animation, factor))
            return
        }
        let u = clock.fraction(at: CACurrentMediaTime())
        run(animation, startFraction: u + factor * (1 - u))
        if waitingForAnimations && !records.isEmpty {
            waitingForAnimations = false
            beginRunning(after: 0)
        }
    }

    /// Adds a block to call, with the final position, when the animations end or `finishAnimation(at:)`
    /// is called. Allowed in every state.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts, or resumes after a pause, from where the animation is. A programmer error while stopped.
    open func startAnimation() { start(after: 0) }

    /// `startAnimation()` after `delay` seconds; until then the views show where the animation is.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay.isFinite ? max(0, delay) : 0
        start(after: self.delay)
    }

    private func start(after delay: TimeInterval) {
        guard UIViewPropertyAnimator.check(state != .stopped, "startAnimation on a stopped animator: call finishAnimation(at:) first") else { return }
        if state == .inactive {
            let hasBlocks = !pending.isEmpty
            activate()
            if !hasBlocks {
                waitingForAnimations = true
                return
            }
        }
        guard !isRunning, !waitingForAnimations else { return }
        beginRunning(after: delay)
    }

    /// Freezes the animations where they are (an inactive animator becomes active, paused at its start).
    /// A programmer error while stopped, or on a running animator that is not interruptible.
    open func pauseAnimation() {
        guard UIViewPropertyAnimator.check(state != .stopped, "pauseAnimation on a stopped animator: call finishAnimation(at:) first") else { return }
        if state == .inactive {
            activate()
        } else {
            guard isRunning else { return }
            guard UIViewPropertyAnimator.check(isInterruptible, "pauseAnimation on an animator that is not interruptible") else { return }
            clock.freeze(at: CACurrentMediaTime())
        }
        endTime = nil
        stopLink()
        if scrubsLinearly { installScrubCurves() }
        clock.scrubbing = scrubsLinearly
    }

    /// Stops the animations where they are: the views keep what is on screen as their values. With
    /// `withoutFinishing` the animator becomes inactive and its completions are dropped; otherwise it is
    /// stopped until `finishAnimation(at:)`. Nothing happens on an inactive or stopped animator.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        guard UIViewPropertyAnimator.check(isInterruptible, "stopAnimation on an animator that is not interruptible") else { return }
        let values = propertyValues()
        let current = currentValues()
        removeAllTracks()
        write(current.map { ($0.0, $0.1, $0.2, $0.3) })
        if withoutFinishing {
            completions = []
            becomeInactive()
        } else {
            stoppedValues = values
            state = .stopped
            resetClock()
        }
    }

    /// Ends a stopped animator: puts the properties at their start values, their end values, or leaves
    /// them (`.current`), then calls the completions with `finalPosition`. A programmer error unless the
    /// animator was stopped with `stopAnimation(false)` (UIKit's rule).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard UIViewPropertyAnimator.check(state == .stopped, "finishAnimation(at:) on a \(state) animator: it follows stopAnimation(false)") else { return }
        switch finalPosition {
        case .start: write(stoppedValues.map { ($0.view, $0.layer, $0.keyPath, $0.start) })
        case .end: write(stoppedValues.map { ($0.view, $0.layer, $0.keyPath, $0.end) })
        case .current: break
        }
        stoppedValues = []
        conclude(at: finalPosition)
    }

    /// Continues a paused animator as if started from where it is, with `parameters` (nil: the current
    /// timing) over `(1 − fractionComplete) × duration × durationFactor` seconds (toward the start when
    /// reversed: `fractionComplete × …`); a factor of 0 (as UIKit code often passes) or less keeps the
    /// duration. A spring given by mass, stiffness and damping takes its settling time instead. A
    /// programmer error unless the animator is active, paused and interruptible (UIKit's rule).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard UIViewPropertyAnimator.check(state == .active && !isRunning && isInterruptible,
                                           "continueAnimation on an animator that is \(state)\(isRunning ? " and running" : "")\(isInterruptible ? "" : " and not interruptible"): it needs an active, paused, interruptible animator") else { return }
        if let parameters { effectiveTiming = parameters }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        waitingForAnimations = false
        let u = clock.uAnchor
        let remaining = abs(target - u)
        if let settling = (effectiveTiming as? UISpringTimingParameters)?.settlingDuration {
            clock.secondsPerFraction = remaining > 0 ? settling / remaining : 0
        } else {
            clock.secondsPerFraction = requestedDuration * factor
        }
        for r in records {
            let t = r.track
            t.curve = t.activeCurve.continuing(from: u, start: t.startFraction, forward: !isReversed,
                                               shape: shape(seconds: remainingSeconds(of: t, from: u)))
            t.scrubCurve = nil
        }
        clock.scrubbing = false
        run(from: u, after: 0)
    }

    // MARK: Programmer errors

    /// What happens on a programmer error UIKit raises an exception for: by default the program stops
    /// with the message (as an uncaught exception would). Tests replace it to observe the message; when it
    /// returns, the call that failed does nothing.
    static var programmerError: (String) -> Void = { message in preconditionFailure(message) }

    /// false (after reporting "UIViewPropertyAnimator: `message` (UIKit raises here)") unless `condition`.
    static func check(_ condition: Bool, _ message: @autoclosure () -> String) -> Bool {
        if condition { return true }
        programmerError("UIViewPropertyAnimator: \(message()) (UIKit raises here)")
        return false
    }

    // MARK: Internals

    /// 1 when running forward, 0 when reversed.
    private var target: Double { isReversed ? 0 : 1 }

    /// Inactive → active: runs the pending blocks at the start (the end when reversed).
    private func activate() {
        state = .active
        effectiveTiming = timingParameters ?? UICubicTimingParameters()
        clock.secondsPerFraction = duration
        clock.uAnchor = isReversed ? 1 : 0
        clock.tAnchor = CACurrentMediaTime()
        clock.rate = 0
        let blocks = pending
        pending = []
        for b in blocks { run(b.animation, startFraction: b.delayFactor) }
    }

    /// Runs one animation block, recording its property changes as animations starting at `startFraction`.
    private func run(_ animation: () -> Void, startFraction: Double) {
        let recorder = PropertyAnimatorRecorder(animator: self, startFraction: startFraction)
        UIView.scopeStack.append(.animator(recorder))
        animation()
        UIView.scopeStack.removeLast()
    }

    /// Called by the block's actions for each property change.
    func addTrack(view: UIView?, layer: CALayer, keyPath: LayerKeyPath, event: String,
                  from old: AnimatableValue, to new: AnimatableValue, startFraction: Double) {
        let start = min(max(startFraction, 0), 1)
        let track = AnimatorTrack(clock: clock, startFraction: start,
                                  curve: .starting(at: start, shape: shape(seconds: (1 - start) * clock.secondsPerFraction)))
        if clock.scrubbing {
            let u = clock.uAnchor
            track.scrubCurve = .scrubbing(start: start, pausedAt: u, progress: track.curve.progress(at: u))
        }
        let animation = PropertyAnimatorAnimation(keyPath: event)
        animation.origin = .propertyAnimator
        animation.track = track
        animation.offset = new.offset(reaching: old)
        animation.timeShift = layer.localTime() - CACurrentMediaTime()
        let key = ViewAnimationAction.freeKey(on: layer, for: event)
        let blocks = !isUserInteractionEnabled
        if blocks { view?.interactionBlockingAnimations += 1 }
        layer.add(animation, forKey: key)
        records.append(Record(view: view, layer: layer, key: key, keyPath: keyPath, start: old, end: new,
                              track: track, blocksInteraction: blocks))
    }

    /// Resumes from a pause: tracks that scrubbing moved off their curve get the timing curve replayed from
    /// where they are; the others continue their timeline.
    private func beginRunning(after delay: TimeInterval) {
        let u = clock.fraction(at: CACurrentMediaTime())
        if clock.scrubbing {
            for r in records {
                let t = r.track
                if let scrub = t.scrubCurve, !scrub.progress(at: u).isClose(to: t.curve.progress(at: u)) {
                    t.curve = scrub.continuing(from: u, start: t.startFraction, forward: !isReversed,
                                               shape: shape(seconds: remainingSeconds(of: t, from: u)))
                }
                t.scrubCurve = nil
            }
            clock.scrubbing = false
        }
        run(from: u, after: delay)
    }

    /// Sets the clock running from `u` toward the target, after `delay` seconds.
    private func run(from u: Double, after delay: TimeInterval) {
        let now = CACurrentMediaTime()
        let spf = clock.secondsPerFraction
        clock.uAnchor = u
        clock.tAnchor = now + delay
        clock.rate = (isReversed ? -1 : 1) / (spf > 0 ? spf : 0)
        endTime = clock.tAnchor + abs(target - u) * spf
        startLink()
    }

    /// Seconds a track still moves from `u` in the current direction.
    private func remainingSeconds(of track: AnimatorTrack, from u: Double) -> Double {
        let span = isReversed ? u - min(track.startFraction, u) : 1 - max(u, track.startFraction)
        return max(0, span) * clock.secondsPerFraction
    }

    /// The progress shape for a piece lasting `seconds`, from the timing in effect. Springs UIKit's
    /// mapping cannot build (a damping ratio too small to settle, invalid constants) fall back to
    /// ease-in-ease-out, as `UIView.animate`'s spring does.
    private func shape(seconds: Double) -> ProgressShape {
        if let spring = effectiveTiming.springTimingParameters {
            let v = spring.initialVelocity
            if seconds > 0, let sx = spring.simulation(duration: seconds, velocity: Double(v.dx)),
               let sy = spring.simulation(duration: seconds, velocity: Double(v.dy)) {
                return .spring(x: sx, y: sy, seconds: seconds)
            }
            return .cubic(CAMediaTimingFunction(name: .easeInEaseOut))
        }
        return .cubic(effectiveTiming.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut))
    }

    /// Linear scrubbing curves through where every track is now.
    private func installScrubCurves() {
        let u = clock.uAnchor
        for r in records where r.track.scrubCurve == nil {
            r.track.scrubCurve = .scrubbing(start: r.track.startFraction, pausedAt: u, progress: r.track.curve.progress(at: u))
        }
    }

    private func startLink() {
        guard link == nil else { return }
        // The link keeps the animator alive while it runs, as UIKit keeps running animators.
        let l = CADisplayLink { [self] _ in
            // 1 ns of slack: an end computed as start + fraction × duration may round a hair past the frame
            // time that reaches it.
            if let end = endTime, CACurrentMediaTime() >= end - 1e-9 { animationsReachedEnd() }
        }
        // A reset of the animation context (the scene torn down) invalidates the link, which would leave
        // a running animator waiting forever, held with its completions by whoever held it: it stops
        // where it is instead and its completions run, once, with `.current`.
        l.contextWillReset = { [weak self] in self?.contextDidReset() }
        l.add()
        link = l
    }

    /// The animation context was reset while this animator ran: as `stopAnimation(false)` followed by
    /// `finishAnimation(at: .current)`.
    private func contextDidReset() {
        link = nil
        guard state == .active else { return }
        let values = currentValues()
        removeAllTracks()
        write(values)
        conclude(at: .current)
    }

    private func stopLink() {
        link?.invalidate()
        link = nil
    }

    /// The clock reached the end (or the start, reversed).
    private func animationsReachedEnd() {
        let end = target
        stopLink()
        endTime = nil
        clock.uAnchor = end
        clock.tAnchor = CACurrentMediaTime()
        clock.rate = 0
        if pausesOnCompletion {
            if scrubsLinearly { installScrubCurves() }
            clock.scrubbing = scrubsLinearly
            return
        }
        let reversed = isReversed
        let starts = propertyValues()
        removeAllTracks()
        if reversed { write(starts.map { ($0.view, $0.layer, $0.keyPath, $0.start) }) }
        conclude(at: reversed ? .start : .end)
    }

    /// Becomes inactive and calls the completions with `position`.
    private func conclude(at position: UIViewAnimatingPosition) {
        let calls = completions
        completions = []
        becomeInactive()
        for c in calls { c(position) }
    }

    private func becomeInactive() {
        stopLink()
        endTime = nil
        state = .inactive
        waitingForAnimations = false
        pending = []
        isReversed = false
        effectiveTiming = timingParameters ?? UICubicTimingParameters()
        resetClock()
    }

    private func resetClock() {
        clock.uAnchor = 0
        clock.tAnchor = CACurrentMediaTime()
        clock.rate = 0
        clock.scrubbing = false
    }

    /// Removes this animator's layer animations (only those still under their keys) and lets the views
    /// receive touches again.
    private func removeAllTracks() {
        for r in records {
            if let a = r.layer.animation(forKey: r.key) as? PropertyAnimatorAnimation, a.track === r.track {
                r.layer.removeAnimation(forKey: r.key)
            }
            if r.blocksInteraction { r.view?.interactionBlockingAnimations -= 1 }
        }
        records = []
    }

    /// Start (first change's old value) and end (last change's new value) of each animated property.
    private func propertyValues() -> [PropertyValues] {
        var order: [String] = []
        var byProperty: [String: PropertyValues] = [:]
        for r in records {
            let id = "\(ObjectIdentifier(r.layer).hashValue).\(r.keyPath)"
            if let first = byProperty[id] {
                byProperty[id] = PropertyValues(view: first.view, layer: first.layer, keyPath: first.keyPath,
                                                start: first.start, end: r.end)
            } else {
                order.append(id)
                byProperty[id] = PropertyValues(view: r.view, layer: r.layer, keyPath: r.keyPath, start: r.start, end: r.end)
            }
        }
        return order.compactMap { byProperty[$0] }
    }

    /// What each animated property shows now (all of its animations applied).
    private func currentValues() -> [(UIView?, CALayer, LayerKeyPath, AnimatableValue)] {
        propertyValues().map { v in
            (v.view, v.layer, v.keyPath, v.keyPath.value(in: v.layer.presentationProperties(atLocalTime: v.layer.localTime())))
        }
    }

    /// Sets model values without animating (views re-layout when their bounds change).
    private func write(_ values: [(UIView?, CALayer, LayerKeyPath, AnimatableValue)]) {
        for (view, layer, keyPath, value) in values {
            layer.setValueWithoutActions(value, for: keyPath)
            if keyPath.propertyKey == "bounds" { view?.setNeedsLayout() }
        }
    }
}
