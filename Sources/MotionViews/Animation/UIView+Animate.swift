import Foundation

/// UIKit's block-based animations. Every animatable property changed inside `animations` (frame,
/// center, bounds, alpha, transform, backgroundColor, and the layer's cornerRadius, border, zPosition
/// and anchorPoint) animates from its old value to the new one; the model takes the new value at once.
extension UIView {
    /// Layer keys that animate inside animation blocks.
    static let blockAnimatableKeys: Set<String> = [
        "position", "bounds", "opacity", "transform", "backgroundColor", "cornerRadius",
        "anchorPoint", "zPosition", "borderWidth", "borderColor", "sublayerTransform",
    ]

    /// Open animation scopes of the current animation context (blocks, keyframe animations, property
    /// animators), innermost last; nil entries are `performWithoutAnimation` scopes.
    static var scopeStack: [ViewAnimationScope?] {
        get { ViewAnimationState.current.scopeStack }
        set { ViewAnimationState.current.scopeStack = newValue }
    }

    /// The innermost open `UIView.animate` block, if the innermost scope is one.
    private static var currentBlock: ViewAnimationBlock? {
        if case .block(let b)? = scopeStack.last ?? nil { return b }
        return nil
    }

    /// When false, animation blocks apply their changes without animating (completions still run).
    public static var areAnimationsEnabled = true

    public static func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

    /// The duration of the innermost open animation block (keyframe animation, property animator),
    /// or 0 outside them.
    public static var inheritedAnimationDuration: TimeInterval {
        (scopeStack.last ?? nil)?.duration ?? 0
    }

    /// Animates the changes made in `animations`.
    /// - Parameters:
    ///   - duration: seconds; 0 or less applies the changes at once (the completion still runs, next frame).
    ///   - delay: seconds before the animations start; nothing moves before then.
    ///   - options: curve, repeat/autoreverse, beginFromCurrentState, allowUserInteraction, …
    ///   - completion: called once, after every animation of this block has stopped, with whether all
    ///     of them ran to the end (false when one was replaced or removed early).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, options: options, spring: nil,
                 animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring variant: the changes follow a damped spring chosen by UIKit's mapping from
    /// (duration, damping ratio, initial velocity) — `UIKitSpring.parameters` — played for `duration`.
    /// - Parameters:
    ///   - dampingRatio: 0 < ζ ≤ 1 (1 = no overshoot); values UIKitSpring cannot map (ζ ≤ 0, or too
    ///     small to settle) animate with the plain ease-in-ease-out curve instead.
    ///   - velocity: initial speed in animation distances per second (1 = the whole distance in 1 s).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = (try? UIKitSpring.parameters(duration: duration, dampingRatio: Double(dampingRatio),
                                                  initialVelocity: Double(velocity)))
            .map { ViewAnimationBlock.Spring(mass: $0.mass, stiffness: $0.stiffness, damping: $0.damping,
                                             initialVelocity: Double(velocity)) }
        runBlock(duration: duration, delay: delay, options: options.union(.overrideInheritedCurve), spring: spring,
                 animations: animations, completion: completion)
    }

    /// iOS 17's spring by pace and bounciness (`PerceptualSpring`): the changes follow a spring of mass 1
    /// whose undamped period is `springDuration`, damping ratio 1 − `bounce`; the animation lasts until
    /// the spring settles (`settlingDuration`), as UIKit's does, then the completion runs.
    /// `initialSpringVelocity` is in distances per second, as in the damping-ratio form.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        guard let perceptual = try? PerceptualSpring(duration: duration, bounce: Double(bounce)) else {
            // No spring can be made of these values: the changes apply at once, as a zero-duration block.
            runBlock(duration: 0, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
            return
        }
        let v = velocity.isFinite ? Double(velocity) : 0
        let settling = perceptual.simulation(initialVelocity: v).settlingDuration
        let spring = ViewAnimationBlock.Spring(mass: perceptual.mass, stiffness: perceptual.stiffness,
                                               damping: perceptual.damping, initialVelocity: v, allowsOverdamping: true)
        runBlock(duration: settling, delay: delay, options: options.union(.overrideInheritedCurve), spring: spring,
                 animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with every change applied at once, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        scopeStack.append(nil)
        defer { scopeStack.removeLast() }
        actionsWithoutAnimation()
    }

    /// iOS 13's `modifyAnimations(withRepeatCount:autoreverses:animations:)`: inside an animation block, the
    /// changes `animations` makes repeat `count` times (fractions play part of the last cycle; 0 or less:
    /// once) and play backward after each forward cycle when `autoreverses`; the block's other changes are
    /// untouched. Outside an animation block the changes are made at once, as they would be.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let block = currentBlock else { return animations() }
        let savedCount = block.repeatCount, savedOptions = block.options
        block.repeatCount = count.isFinite && count > 0 ? Float(count) : nil
        block.options.remove(.repeat)
        if autoreverses { block.options.insert(.autoreverse) } else { block.options.remove(.autoreverse) }
        defer { block.repeatCount = savedCount; block.options = savedOptions }
        animations()
    }

    /// Nested blocks inherit the enclosing block's duration, curve and options (UIKit's rule) unless
    /// told otherwise with the `overrideInherited…` options, and start with it.
    private static func runBlock(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                                 spring: ViewAnimationBlock.Spring?, animations: () -> Void,
                                 completion: ((Bool) -> Void)?) {
        let parent = currentBlock
        var d = duration.isFinite ? duration : 0
        var opts = options
        var timing = options.timingFunction
        var spring = spring
        var start = CACurrentMediaTime() + max(0, delay.isFinite ? delay : 0)
        if let p = parent {
            start = max(start, p.startTime + max(0, delay))
            if !options.contains(.overrideInheritedDuration) { d = p.duration }
            if !options.contains(.overrideInheritedCurve) { timing = p.timingFunction; spring = p.spring }
            if !options.contains(.overrideInheritedOptions) { opts = opts.union(p.options.flags) }
        }
        // Inside `performWithoutAnimation` animations are off (UIKit turns `areAnimationsEnabled` off
        // for its duration), nested blocks included.
        let suppressed = scopeStack.last.map { $0 == nil } ?? false
        if !areAnimationsEnabled || suppressed { d = 0 }
        let block = ViewAnimationBlock(duration: d, startTime: start, options: opts, timingFunction: timing,
                                       spring: spring, completion: completion)
        scopeStack.append(.block(block))
        animations()
        if options.contains(.layoutSubviews) { layoutChangedViews(block.changedViews) }
        scopeStack.removeLast()
        block.commit()
    }

    /// The action for a change to `layer` (a view's own layer): an animation (or a recorded keyframe, or
    /// a property animator's animation) inside an animating scope, nil otherwise (the view then answers
    /// "no action").
    static func animationAction(for view: UIView, layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === view.layer, let scope = scopeStack.last ?? nil,
              blockAnimatableKeys.contains(event), let keyPath = LayerKeyPath(event) else { return nil }
        switch scope {
        case .block(let block):
            guard block.animates else { return nil }
            block.changedViews.insert(view)
            return ViewAnimationAction(block: block, view: view, layer: layer, keyPath: keyPath)
        case .keyframes(let recorder):
            return recorder.action(for: view, layer: layer, keyPath: keyPath, event: event)
        case .animator(let recorder):
            return recorder.action(for: view, layer: layer, keyPath: keyPath, event: event)
        }
    }

    /// `.layoutSubviews`: the views whose properties the block changed lay out their subtrees while the
    /// block is still open, so the frames their `layoutSubviews()` sets animate along (UIKit lays them
    /// out at commit time for the same effect).
    static func layoutChangedViews(_ views: ViewSet) {
        for v in views.members {
            v.setNeedsLayout()
            v.layoutIfNeeded()
        }
    }
}
