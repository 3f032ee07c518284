import Foundation

/// The context of one change: SwiftUI's `Transaction`. State written inside `withAnimation` or
/// `withTransaction` carries the transaction to the update it causes, and every attribute that
/// changes in that update moves with `animation` (unless `disablesAnimations`).
public struct Transaction {
    public var animation: Animation?
    /// Set by `.transaction { $0.disablesAnimations = true }`: `.animation(_:value:)` modifiers below
    /// do not replace the transaction's animation.
    public var disablesAnimations = false
    public var isContinuous = false
    /// Called when the animations started by this transaction have all finished.
    public var completionGroup: AnimationCompletionGroup?

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// Adds a completion, called when every animation this transaction starts has ended.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        if let g = completionGroup { g.add(completion) } else { completionGroup = AnimationCompletionGroup(completion) }
    }

    /// The transaction of the code running now (the innermost `withTransaction`); empty outside.
    nonisolated(unsafe) public static var current = Transaction()
    /// Whether code runs inside `withAnimation`/`withTransaction` (state changes then carry `current`).
    nonisolated(unsafe) public static var isExplicit = false
}

/// When a `withAnimation` completion runs: both are "when its animations end" here.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Runs `body` with `transaction` as the current transaction: state it changes updates the views
/// with that transaction.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current, savedExplicit = Transaction.isExplicit
    Transaction.current = transaction
    Transaction.isExplicit = true
    defer { Transaction.current = saved; Transaction.isExplicit = savedExplicit }
    return try body()
}

public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var t = Transaction.current
    t[keyPath: keyPath] = value
    return try withTransaction(t, body)
}

/// Changes state with an animation: every view attribute the change moves animates with
/// `animation` (iOS 17's default spring when none is given; nil does not animate).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var t = Transaction.current
    t.animation = animation
    return try withTransaction(t, body)
}

/// `withAnimation` with a completion, called once the animations it started have ended (at once
/// when it started none).
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var t = Transaction.current
    t.animation = animation
    t.completionGroup = AnimationCompletionGroup(completion)
    return try withTransaction(t, body)
}
