import Foundation
import MotionTiming
import MotionAnimation

/// Groups property changes. Implicit animations created while a transaction is open take its duration
/// and timing function; `setDisableActions(true)` turns them off; the completion block runs once every
/// animation added during the transaction has stopped. Transactions nest; the outermost implicit one is
/// always open (Core Animation commits it at the end of the run-loop turn; here changes apply at once).
/// The keys of `CATransaction.value(forKey:)`/`setValue(_:forKey:)` (CATransaction.h).
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

public enum CATransaction {
    final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: CompletionGroup?
        var values: [String: Any] = [:]
    }

    /// Counts the animations a transaction added; runs the block when the last one stops.
    final class CompletionGroup {
        /// The queue of the context the transaction was opened in (its completion runs there).
        unowned let events: AnimationEventQueue
        init(events: AnimationEventQueue) { self.events = events }
        var pending = 0
        var committed = false
        var block: (() -> Void)?
        func animationStopped() { pending -= 1; fireIfDone() }
        func fireIfDone() {
            guard committed, pending <= 0, let b = block else { return }
            block = nil
            events.enqueue(b)
        }
    }

    /// The open transactions of the current animation context, innermost last.
    static var stack: [Frame] {
        get { AnimationContext.current.transactions }
        set { AnimationContext.current.transactions = newValue }
    }

    public static func begin() { stack.append(Frame()) }

    public static func commit() {
        guard let f = stack.popLast() else { return }
        if let g = f.completion { g.committed = true; g.fireIfDone() }
    }

    /// Changes already apply immediately; kept for API compatibility.
    public static func flush() {}

    public static func animationDuration() -> CFTimeInterval {
        stack.reversed().lazy.compactMap { $0.duration }.first ?? CAAnimation.defaultDuration
    }

    public static func setAnimationDuration(_ d: CFTimeInterval) { ensureFrame().duration = d }

    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        stack.reversed().lazy.compactMap { $0.timingFunction }.first
    }

    public static func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) { ensureFrame().timingFunction = f }

    public static func disableActions() -> Bool {
        stack.reversed().lazy.compactMap { $0.disableActions }.first ?? false
    }

    public static func setDisableActions(_ flag: Bool) { ensureFrame().disableActions = flag }

    public static func completionBlock() -> (() -> Void)? { stack.last?.completion?.block }

    public static func setCompletionBlock(_ block: (() -> Void)?) {
        let g = CompletionGroup(events: AnimationEventQueue.shared)
        g.block = block
        ensureFrame().completion = g
    }

    /// CATransaction.h's `+valueForKey:`: the four transaction properties under their keys
    /// (`kCATransactionAnimationDuration`, …, read through the nested transactions as their getters
    /// are), else a value set with `setValue(_:forKey:)` in this transaction or an enclosing one.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return stack.reversed().lazy.compactMap { $0.values[key] }.first
        }
    }

    /// CATransaction.h's `+setValue:forKey:`, the older spelling of the setters
    /// (`CATransaction.setValue(true, forKey: kCATransactionDisableActions)`); any other key is kept
    /// for the innermost transaction.
    public static func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            if let d = (value as? NSNumber)?.doubleValue ?? (value as? CGFloat).map(Double.init) ?? value as? Double { setAnimationDuration(d) }
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(value as? CAMediaTimingFunction)
        case kCATransactionDisableActions:
            if let b = value as? Bool ?? (value as? NSNumber)?.boolValue { setDisableActions(b) }
        case kCATransactionCompletionBlock: setCompletionBlock(value as? () -> Void)
        default: ensureFrame().values[key] = value
        }
    }

    /// Runs `body` with actions disabled (a Swift convenience for begin/setDisableActions/commit).
    public static func performWithoutAnimation(_ body: () -> Void) {
        begin(); setDisableActions(true); body(); commit()
    }

    private static func ensureFrame() -> Frame {
        if stack.isEmpty { begin() }
        return stack[stack.count - 1]
    }

    /// The completion group animations added now belong to, if any.
    static var currentCompletionGroup: CompletionGroup? { stack.reversed().lazy.compactMap { $0.completion }.first }
}
