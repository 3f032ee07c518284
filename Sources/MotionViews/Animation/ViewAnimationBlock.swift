import Foundation

/// One `UIView.animate` call while its block runs and afterwards: the parameters every property
/// change in the block animates with, and the bookkeeping that calls the completion exactly once,
/// after the last of its animations stops, with `finished` = all of them finished.
final class ViewAnimationBlock {
    /// Spring constants (UIKitSpring's mapping) and initial velocity in distances per second.
    struct Spring {
        var mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
        /// Whether a damping above critical stays over-damped (iOS 17's negative bounce) instead of
        /// running critically damped, Core Animation's default.
        var allowsOverdamping = false
    }

    // Variables only for `beginAnimations`/`commitAnimations`, whose `setAnimation…` calls change the
    // open set's parameters for the property changes after them (Apple: call them "prior to changing
    // the animatable properties"); a `UIView.animate` block never changes them.
    var duration: CFTimeInterval
    /// Global media time at which the animations begin (now + delay).
    var startTime: CFTimeInterval
    var options: UIView.AnimationOptions
    var timingFunction: CAMediaTimingFunction
    let spring: Spring?
    /// `setAnimationRepeatCount(_:)`: a finite repeat count (nil: `.repeat` decides).
    var repeatCount: Float?

    /// Views whose properties changed in the block (for `.layoutSubviews`).
    var changedViews = ViewSet()

    private var completion: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var committed = false

    init(duration: CFTimeInterval, startTime: CFTimeInterval, options: UIView.AnimationOptions,
         timingFunction: CAMediaTimingFunction, spring: Spring?, completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.startTime = startTime
        self.options = options
        self.timingFunction = timingFunction
        self.spring = spring
        self.completion = completion
    }

    /// Whether changes in this block animate at all.
    var animates: Bool { duration > 0 && duration.isFinite }

    func animationAdded() { pending += 1 }

    func animationStopped(finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        fireIfDone()
    }

    /// The block has returned: from now on the completion runs when the last animation stops, or at
    /// the next frame when the block added none (UIKit never calls completions synchronously).
    func commit() {
        committed = true
        // Only `.layoutSubviews` reads the changed views, while the block is open. Kept, they would make
        // a cycle — view → layer → animation → stop handler → block → view — holding a view that left
        // the tree mid-animation alive (for ever, when the block repeats).
        changedViews = ViewSet()
        guard pending == 0, completion != nil else { return }
        let link = CADisplayLink { [self] link in
            link.invalidate()
            fireIfDone()
        }
        // A reset before that frame still runs the completion (exactly once, as UIKit promises).
        link.contextWillReset = { [self] in fireIfDone() }
        link.add()
    }

    private func fireIfDone() {
        guard committed, pending <= 0, let c = completion else { return }
        completion = nil
        c(allFinished)
    }
}
