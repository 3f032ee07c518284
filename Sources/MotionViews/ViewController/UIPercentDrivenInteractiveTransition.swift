import Foundation

/// UIKit's `UIViewControllerInteractiveTransitioning`: an object that drives a transition's animator
/// (a navigation controller delegate's `interactionControllerFor`, a transitioning delegate's
/// `interactionControllerForPresentation`/`…Dismissal`). The optional members have UIKit's defaults.
@MainActor @preconcurrency public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition; the controller then drives it and ends it by finishing or cancelling.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest plays after the interaction ends (1: at the animator's pace).
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts driven (true) or plays on its own.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// UIKit's percent-driven interaction controller, built as UIKit's is: the animator's
/// `animateTransition(using:)` runs with the transition container's layer paused (`speed` 0), so its
/// `UIView.animate` animations are added but do not play; `update(_:)` moves the container's
/// `timeOffset` to that fraction of the animator's duration (the animations show that point); `finish()`
/// resumes the layer from there at `completionSpeed`, so the animations end and their completions call
/// `completeTransition(true)`; `cancel()` plays the layer's time back to 0 at `completionSpeed` (a display
/// link), leaves each animated property at its start value (as UIKit reverses a cancelled transition's
/// animations) and removes the animations, whose completions — told `transitionWasCancelled` — call
/// `completeTransition(false)`. The transition holds the controller until it completes, so an app may drop
/// its reference right after `finish()` or `cancel()`.
///
/// A gesture drives it as in iOS tutorials: `.began` starts the push, pop or dismissal, `.changed` calls
/// `update(translation / width)`, `.ended` calls `finish()` or `cancel()`.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the rest plays after `finish()`/`cancel()` (1: the animator's pace).
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    /// The fraction shown (0…1).
    open private(set) var percentComplete: CGFloat = 0
    /// The animator's duration (seconds; 0 before a transition starts).
    open var duration: CGFloat {
        guard let animator = context?.animator else { return 0 }
        return CGFloat(max(0, animator.transitionDuration(using: context)))
    }

    private weak var context: TransitionContext?
    private weak var containerLayer: CALayer?
    /// `finish()` (true) or `cancel()` (false) called before the transition started, and the frame's
    /// time then: a navigation transition starts at the frame's layout, so a gesture may end first in the
    /// same frame; applied when the transition starts in that frame (a call from an earlier frame, with
    /// no transition coming, is forgotten).
    private var endedBeforeStart: (finished: Bool, at: CFTimeInterval)?
    private var rewind: CADisplayLink?

    public override init() { super.init() }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let animator = context.animator else { return }
        // `wantsInteractiveStart` false: the transition plays on its own, as UIKit's does.
        guard context.isInteractive else { return animator.animateTransition(using: context) }
        self.context = context
        let layer = context.containerView.layer
        containerLayer = layer
        layer.speed = 0
        layer.timeOffset = 0
        animator.animateTransition(using: context)
        // The animations are added when the transaction commits; show the fraction reached so far.
        layer.timeOffset = Double(percentComplete * duration)
        if let ended = endedBeforeStart {
            endedBeforeStart = nil
            if ended.at == CACurrentMediaTime() { if ended.finished { finish() } else { cancel() } }
        }
    }

    /// Shows `percentComplete` (clamped to 0…1) of the animations.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(1, max(0, percentComplete))
        guard let layer = containerLayer, layer.speed == 0 else { return }
        layer.timeOffset = Double(self.percentComplete * duration)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Plays the rest from where the interaction left it.
    open func finish() {
        guard context != nil else { endedBeforeStart = (true, CACurrentMediaTime()); return }
        context?.finishInteractiveTransition()
        guard let layer = containerLayer, layer.speed == 0 else { return }
        let paused = layer.timeOffset
        let speed = max(0.01, completionSpeed.isFinite ? completionSpeed : 1)
        // Local time t = (parent − beginTime)·speed + timeOffset continues from `paused` now.
        let parentNow = layer.superlayer.map { $0.localTime() } ?? CACurrentMediaTime()
        layer.timeOffset = 0
        layer.beginTime = parentNow - paused / Double(speed)
        layer.speed = Float(speed)
    }

    /// Plays back to the start, then ends the transition as cancelled.
    open func cancel() {
        guard context != nil else { endedBeforeStart = (false, CACurrentMediaTime()); return }
        context?.cancelInteractiveTransition()
        guard let layer = containerLayer, layer.speed == 0, rewind == nil else { return }
        let speed = Double(max(0.01, completionSpeed.isFinite ? completionSpeed : 1))
        var last = CACurrentMediaTime()
        // The link holds this controller until the rewind ends (the app may have dropped it already).
        let link = CADisplayLink { [weak layer] link in
            guard let layer else {
                link.invalidate()
                return
            }
            let now = link.timestamp
            let back = max(0, now - last) * speed
            last = now
            layer.timeOffset = max(0, layer.timeOffset - back)
            if layer.timeOffset <= 0 {
                link.invalidate()
                self.rewind = nil
                self.endCancelled(layer)
            }
        }
        rewind = link
        link.add()
    }

    /// UIKit's `pause()` (iOS 10): holds the transition where it is, as `pauseInteractiveTransition()`.
    open func pause() { pauseInteractiveTransition() }

    /// UIKit's `pauseInteractiveTransition()`: holds the animations where they are.
    open func pauseInteractiveTransition() {
        context?.pauseInteractiveTransition()
        guard let layer = containerLayer, layer.speed != 0 else { return }
        let now = layer.localTime()
        layer.speed = 0
        layer.beginTime = 0
        layer.timeOffset = now
    }

    /// The rewind reached the start: the animations go (their completions see the cancellation) and the
    /// container's time is the parent's again.
    /// The rewind reached the start: every animated property keeps the value shown there (the start
    /// value, as a cancelled UIKit transition reverses its animations back to their starting values), and
    /// the animations go.
    private func endCancelled(_ layer: CALayer) {
        func removeAll(_ l: CALayer) {
            if let keys = l.animationKeys(), !keys.isEmpty, let shown = l.presentation() {
                var paths: [String] = []
                for k in keys {
                    if let a = l.animation(forKey: k) as? CAPropertyAnimation, let path = a.keyPath, !paths.contains(path) { paths.append(path) }
                }
                let values = paths.map { shown.value(forKeyPath: $0) }
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                for (path, v) in zip(paths, values) { l.setValue(v, forKeyPath: path) }
                CATransaction.commit()
            }
            l.removeAllAnimations()
            for s in l.sublayers ?? [] { removeAll(s) }
        }
        removeAll(layer)
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }
}
