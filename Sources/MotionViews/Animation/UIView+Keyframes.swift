import Foundation

extension UIView {
    /// Options for `animateKeyframes`, with UIKit's bit values: the flags shared with
    /// `UIView.AnimationOptions` (same bits), and the calculation mode (bits 10–12), one value of it.
    ///
    /// UIKit declares no curve members here, but passes the curve field of `UIView.AnimationOptions`
    /// (bits 16–17) through — iOS code writes `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`
    /// to get linear overall timing — so that field is honoured: ease-in-ease-out (0, UIKit's default for
    /// keyframe animations), ease-in, ease-out or linear, applied to the whole keyframe animation.
    public struct KeyframeAnimationOptions: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Views whose properties change lay out their subviews inside the animation, so those frames animate too.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Animated views keep receiving touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Each property starts from what is on screen when view animations of it are in flight.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Accepted for source compatibility: keyframe animations here never inherit a duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Accepted for source compatibility: keyframe animations here never inherit options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        static let calculationModeMask: UInt = 7 << 10

        /// The calculation mode field as Core Animation's mode (values 5–7 are not UIKit's; linear).
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue & KeyframeAnimationOptions.calculationModeMask) >> 10 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The curve field (bits 16–17, `UIView.AnimationOptions`' curve values); ease-in-ease-out when 0.
        var timingFunction: CAMediaTimingFunction { AnimationOptions(rawValue: rawValue).timingFunction }

        /// The flags as `UIView.AnimationOptions` (the bits are the same).
        var viewOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & ~KeyframeAnimationOptions.calculationModeMask)
        }
    }

    /// Animates the property changes made in `animations` through keyframes.
    ///
    /// Inside `animations`, each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` call
    /// sets values to be reached during its window of the whole duration (changes made directly in
    /// `animations` span the whole duration). As in UIKit, each property changed becomes one
    /// `CAKeyframeAnimation` over the whole duration: its value is held until the window of its first
    /// keyframe, moves to each keyframe's value during that keyframe's window and holds it in between;
    /// the calculation mode shapes the moves and the options' curve (ease-in-ease-out by default) paces
    /// the whole. The model takes the final values at once.
    /// - Parameters:
    ///   - duration: seconds; 0 or less applies the changes at once (the completion still runs, next frame).
    ///   - delay: seconds before the keyframes start; until then each property shows its old value.
    ///   - completion: called once, after every keyframe animation of the call has stopped, with whether
    ///     all of them ran to the end.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        var d = duration.isFinite && duration > 0 ? duration : 0
        if !areAnimationsEnabled { d = 0 }
        let start = CACurrentMediaTime() + (delay.isFinite ? max(0, delay) : 0)
        let recorder = KeyframeAnimationRecorder(duration: d, startTime: start, options: options)
        scopeStack.append(.keyframes(recorder))
        animations()
        if options.contains(.layoutSubviews) { layoutChangedViews(recorder.changedViews) }
        scopeStack.removeLast()
        recorder.commit(completion: completion)
    }

    /// One keyframe of the enclosing `animateKeyframes` call: the changes in `animations` are reached
    /// between `frameStartTime` and `frameStartTime + frameDuration`, both fractions (0…1) of its
    /// duration. Outside an `animateKeyframes` block the changes are simply made (animated or not by
    /// whatever encloses the call).
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard case .keyframes(let recorder)? = scopeStack.last ?? nil else {
            animations()
            return
        }
        let saved = recorder.window
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        recorder.window = KeyframeAnimationRecorder.Window(start: start, duration: length)
        animations()
        recorder.window = saved
    }
}
