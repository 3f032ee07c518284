import Foundation

// The lookups the MotionLabPort rewrite wraps every tunable literal in, the technique of Xcode's
// design-time literals (`__designTimeFloat("#6253.[2].[0].arg[0].value", fallback: 0.55)` in a preview
// thunk): the literal becomes the `fallback` argument of a generic function whose type parameter the
// compiler infers from the literal's context, so the wrapped expression has exactly the type the bare
// literal had (CGFloat for `usingSpringWithDamping:`, Float for `repeatCount`, Double in an `Any`
// context). The key is the literal's source position, its `LiteralSite.id` ("Cards/Card.swift:41:72").
//
// With no override set and nothing observing, a lookup is one load of a flag and a branch, then the
// fallback — the very value the unrewritten program computes (`_designTimeLiteralsObserved` is false
// until an override is set or a window starts watching which literals run).

/// Whether a lookup must take the slow path: an override is set, or literal use is being recorded.
/// Read by the inlined lookups; written only through `DesignTimeLiterals`.
@usableFromInline nonisolated(unsafe) var _designTimeLiteralsObserved = false

/// A floating-point literal at source position `key`: its override when one is set, else `fallback`
/// (the literal itself).
@inlinable
public func __designTimeFloat<T: ExpressibleByFloatLiteral>(_ key: StaticString, fallback: T) -> T {
    if _slowPath(_designTimeLiteralsObserved) { return DesignTimeLiterals.lookUp(key, fallback: fallback) }
    return fallback
}

/// An integer literal at source position `key` (whatever its type: `Int`, or `Double` for
/// `withDuration: 1`): its override when one is set, else `fallback`.
@inlinable
public func __designTimeInteger<T: ExpressibleByIntegerLiteral>(_ key: StaticString, fallback: T) -> T {
    if _slowPath(_designTimeLiteralsObserved) { return DesignTimeLiterals.lookUp(key, fallback: fallback) }
    return fallback
}
