import Foundation

extension UIView {
    /// UIKit's animation options, with UIKit's bit values. The curve (bits 16–17) and the transition
    /// (bits 20–22) are small enumerations packed into the set; use one value of each.
    public struct AnimationOptions: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Views being animated keep receiving touches (UIKit ignores touches on them otherwise).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen and replace the property's running animations (which finish with
        /// `false`), instead of adding on top of them.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// In a nested block: use this block's duration rather than the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// In a nested block: use this block's curve rather than the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// In `transition(with:…)`: property changes in the block animate too, instead of jumping.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// In `transition(from:to:…)`: hide and show the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// In a nested block: do not inherit the enclosing block's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// Frame-rate hints (bits 24–27). Accepted for source compatibility and ignored: every animation
        /// is evaluated at the host's frame times.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        static let curveMask: UInt = 3 << 16
        static let transitionMask: UInt = 7 << 20

        /// The curve field (bits 16–17).
        var curve: AnimationOptions { AnimationOptions(rawValue: rawValue & AnimationOptions.curveMask) }
        /// The transition field (bits 20–22).
        var transition: AnimationOptions { AnimationOptions(rawValue: rawValue & AnimationOptions.transitionMask) }
        /// Everything but the curve and transition fields.
        var flags: AnimationOptions {
            AnimationOptions(rawValue: rawValue & ~(AnimationOptions.curveMask | AnimationOptions.transitionMask))
        }

        /// The timing function for the curve field: UIKit's curves are Core Animation's named ones
        /// (easeInOut = cubic-bezier(0.42, 0, 0.58, 1)).
        var timingFunction: CAMediaTimingFunction { animationCurve.timingFunction }

        /// The curve field as a `UIView.AnimationCurve`.
        var animationCurve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue & AnimationOptions.curveMask) >> 16)) ?? .easeInOut
        }
    }
}

/// Swift 3/4 spellings that older pasted code still uses.
public typealias UIViewAnimationOptions = UIView.AnimationOptions
public typealias UIViewAnimationCurve = UIView.AnimationCurve
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
