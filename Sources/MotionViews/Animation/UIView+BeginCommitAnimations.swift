import Foundation

/// One open `beginAnimations(_:context:)` set: its block (what the property changes animate with),
/// and the delegate and selectors its `setAnimation…` calls gave it.
final class BeginCommitAnimationSet {
    let identifier: String?
    let context: UnsafeMutableRawPointer?
    let block: ViewAnimationBlock
    /// `setAnimationDelegate(_:)`: retained until the set's animations stop, as UIKit keeps it.
    var delegate: AnyObject?
    /// `setAnimationWillStart(_:)` bound to the delegate when the set is committed.
    var willStart: ((AnyObject, String?, UnsafeMutableRawPointer?) -> Void)?
    /// `setAnimationDidStop(_:)`.
    var didStop: ((AnyObject, String?, Bool, UnsafeMutableRawPointer?) -> Void)?

    init(identifier: String?, context: UnsafeMutableRawPointer?, block: ViewAnimationBlock) {
        self.identifier = identifier
        self.context = context
        self.block = block
    }
}

/// UIKit's begin/commit animations (iOS 2–13, still in ported code):
///
///     UIView.beginAnimations("fade", context: nil)
///     UIView.setAnimationDuration(0.5)
///     UIView.setAnimationCurve(.easeOut)
///     UIView.setAnimationDelegate(self)
///     UIView.setAnimationDidStop(FadeViewController.fadeDidStop(_:finished:context:))  // #selector, rewritten
///     label.alpha = 0
///     UIView.commitAnimations()
///
/// As Apple documents: the property changes between the two calls animate like a `UIView.animate`
/// block's; the defaults are a duration of 0.2 s, no delay and the ease-in-ease-out curve; each
/// `setAnimation…` call applies to the changes made after it ("call this method prior to changing the
/// animatable properties") and does nothing outside a set. When every animation of the set has
/// stopped, the did-stop method runs on the delegate with the set's identifier, whether all finished,
/// and its context (the will-start method runs when the animations start, after the delay).
extension UIView {
    private static var animationSets: [BeginCommitAnimationSet] {
        get { ViewAnimationState.current.animationSets }
        set { ViewAnimationState.current.animationSets = newValue }
    }

    /// The innermost open set, if it is also the innermost animation scope (a `UIView.animate`
    /// block opened inside it takes the parameters until it closes).
    private static var openSet: BeginCommitAnimationSet? {
        guard let set = animationSets.last, case .block(let b)? = scopeStack.last ?? nil, b === set.block else { return nil }
        return set
    }

    /// Opens a set of animations: property changes until `commitAnimations()` animate.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        var set: BeginCommitAnimationSet?
        let block = ViewAnimationBlock(
            duration: areAnimationsEnabled ? 0.2 : 0, startTime: CACurrentMediaTime(), options: [],
            timingFunction: UIView.AnimationCurve.easeInOut.timingFunction, spring: nil,
            completion: { finished in set?.finish(finished: finished) })
        let opened = BeginCommitAnimationSet(identifier: animationID, context: context, block: block)
        set = opened
        animationSets.append(opened)
        scopeStack.append(.block(block))
    }

    /// Closes the innermost set; its completion (the did-stop method) runs once its animations stop.
    public static func commitAnimations() {
        guard let set = animationSets.last else { return }
        animationSets.removeLast()
        if let i = scopeStack.lastIndex(where: { if case .block(let b)? = $0 { return b === set.block }; return false }) {
            scopeStack.remove(at: i)
        }
        set.start()
        set.block.commit()
    }

    /// Seconds the set's later changes take (0.2 by default).
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard let set = openSet, duration.isFinite else { return }
        set.block.duration = areAnimationsEnabled ? max(0, duration) : 0
    }

    /// Seconds before the set's later changes start (0 by default).
    public static func setAnimationDelay(_ delay: TimeInterval) {
        guard let set = openSet, delay.isFinite else { return }
        set.block.startTime = CACurrentMediaTime() + max(0, delay)
    }

    /// When the set's later changes start (`Date()` by default: at once).
    public static func setAnimationStart(_ startDate: Date) {
        guard let set = openSet else { return }
        set.block.startTime = CACurrentMediaTime() + max(0, startDate.timeIntervalSinceNow)
    }

    /// The curve of the set's later changes (`.easeInOut` by default).
    public static func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        openSet?.block.timingFunction = curve.timingFunction
    }

    /// How many times the set's later changes repeat (0, the default: once); fractions play part of
    /// the last cycle, as Core Animation's `repeatCount` does.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        guard let set = openSet, repeatCount.isFinite else { return }
        set.block.repeatCount = repeatCount > 0 ? repeatCount : nil
    }

    /// Whether the set's later changes play backward after each forward cycle (false by default).
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard let set = openSet else { return }
        if repeatAutoreverses { set.block.options.insert(.autoreverse) } else { set.block.options.remove(.autoreverse) }
    }

    /// Whether the set's later changes start from what is on screen when the property is already
    /// animating (false by default).
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let set = openSet else { return }
        if fromCurrentState { set.block.options.insert(.beginFromCurrentState) } else { set.block.options.remove(.beginFromCurrentState) }
    }

    /// The object the will-start and did-stop methods are called on (nil by default).
    public static func setAnimationDelegate(_ delegate: AnyObject?) {
        openSet?.delegate = delegate
    }

    /// The method called on the delegate when the set's animations have all stopped, as a method
    /// reference — what the MotionLabPort rewrite makes of `#selector(animationDidStop(_:finished:context:))`.
    /// Apple's form `(animationID, finished, context)` in any of Swift's spellings (`String?`/`String`,
    /// `NSNumber`/`Bool`, an optional or non-optional pointer); an argument the method cannot take
    /// (a nil identifier for a `String`) skips the call, where Objective-C would have passed nil.
    public static func setAnimationDidStop<Delegate: AnyObject, Identifier, Finished, Context>(
        _ selector: @escaping (Delegate) -> (Identifier, Finished, Context) -> Void
    ) {
        openSet?.didStop = { delegate, identifier, finished, context in
            guard let d = delegate as? Delegate,
                  let i = AnimationSelectorArgument.cast(identifier, to: Identifier.self),
                  let f = AnimationSelectorArgument.cast(finished, to: Finished.self),
                  let c = AnimationSelectorArgument.cast(context, to: Context.self) else { return }
            selector(d)(i, f, c)
        }
    }

    /// The same for a method without arguments (`func fadeDidStop()`).
    public static func setAnimationDidStop<Delegate: AnyObject>(_ selector: @escaping (Delegate) -> () -> Void) {
        openSet?.didStop = { delegate, _, _, _ in
            guard let d = delegate as? Delegate else { return }
            selector(d)()
        }
    }

    /// The method called on the delegate when the set's animations start: Apple's form
    /// `(animationID, context)`, or no arguments.
    public static func setAnimationWillStart<Delegate: AnyObject, Identifier, Context>(
        _ selector: @escaping (Delegate) -> (Identifier, Context) -> Void
    ) {
        openSet?.willStart = { delegate, identifier, context in
            guard let d = delegate as? Delegate,
                  let i = AnimationSelectorArgument.cast(identifier, to: Identifier.self),
                  let c = AnimationSelectorArgument.cast(context, to: Context.self) else { return }
            selector(d)(i, c)
        }
    }

    public static func setAnimationWillStart<Delegate: AnyObject>(_ selector: @escaping (Delegate) -> () -> Void) {
        openSet?.willStart = { delegate, _, _ in
            guard let d = delegate as? Delegate else { return }
            selector(d)()
        }
    }
}

extension BeginCommitAnimationSet {
    /// At commit: the will-start method runs when the animations start (the next frame, or after the
    /// delay), as UIKit sends it.
    func start() {
        guard let willStart, let delegate else { return }
        let identifier = self.identifier, context = self.context
        AnimationDriver.shared.schedule(at: block.startTime) { willStart(delegate, identifier, context) }
    }

    /// The block's completion: the did-stop method, then the delegate is let go.
    func finish(finished: Bool) {
        if let didStop, let delegate { didStop(delegate, identifier, finished, context) }
        delegate = nil
        didStop = nil
        willStart = nil
    }
}

/// The arguments of the begin/commit delegate methods in the Swift types the method declares.
enum AnimationSelectorArgument {
    static func cast<T>(_ value: String?, to: T.Type) -> T? {
        if let typed = value as? T { return typed }
        if value == nil, let empty = Optional<String>.none as? T { return empty }
        return nil
    }

    static func cast<T>(_ finished: Bool, to: T.Type) -> T? {
        if let typed = finished as? T { return typed }
        if let number = NSNumber(value: finished) as? T { return number }
        return Optional(NSNumber(value: finished)) as? T
    }

    static func cast<T>(_ pointer: UnsafeMutableRawPointer?, to: T.Type) -> T? {
        if let typed = pointer as? T { return typed }
        if let p = pointer, let typed = p as? T { return typed }
        return nil
    }
}
