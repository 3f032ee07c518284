import Foundation
import MotionLayers
import MotionViews

/// What can receive Foundation's delayed `perform`: plain `NSObject` subclasses and every UIKit
/// responder (views, view controllers), as on iOS where both are `NSObject`s.
public protocol DelayedPerforming: AnyObject {}
extension NSObject: DelayedPerforming {}

/// Foundation's `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests(withTarget:)`, with
/// the selector as a method reference — what the MotionLabPort rewrite makes of
/// `perform(#selector(hideControls), with: nil, afterDelay: 3)`:
///
///     perform(PlayerViewController.hideControls, with: nil, afterDelay: 3)
///     NSObject.cancelPreviousPerformRequests(withTarget: self)
///
/// The request runs on the scene clock, in the frame's tick of the animation context it was made in,
/// at the first frame at or after now + delay (a delay of 0: the next frame, as iOS runs it on the
/// next turn of the run loop) — at the same scene time in every headless render. As Apple documents,
/// the request **retains the receiver and the argument** until it has run or is cancelled. A
/// context's reset drops its pending requests.
extension DelayedPerforming {
    /// Runs `action` (a method without arguments) on this object after `delay` scene seconds.
    public func perform(_ action: @escaping (Self) -> () -> Void, with object: Any?, afterDelay delay: TimeInterval) {
        PerformRequests.schedule(target: self, object: object, methodType: ObjectIdentifier(((Self) -> () -> Void).self),
                                 delay: delay) { action(self)() }
    }

    /// Runs `action` on this object with `object` after `delay` scene seconds. The argument is passed
    /// as the method's parameter type; an argument of another type skips the call (an Objective-C
    /// method would have received an object of the wrong class).
    public func perform<Argument>(_ action: @escaping (Self) -> (Argument) -> Void, with object: Any?,
                                  afterDelay delay: TimeInterval) {
        PerformRequests.schedule(target: self, object: object,
                                 methodType: ObjectIdentifier(((Self) -> (Argument) -> Void).self), delay: delay) {
            guard let argument = PerformRequests.argument(object, as: Argument.self) else { return }
            action(self)(argument)
        }
    }

    /// `perform(_:)`: runs `action` now.
    public func perform(_ action: (Self) -> () -> Void) {
        action(self)()
    }

    /// `perform(_:with:)`: runs `action` with `object` now.
    public func perform<Argument>(_ action: (Self) -> (Argument) -> Void, with object: Any?) {
        guard let argument = PerformRequests.argument(object, as: Argument.self) else { return }
        action(self)(argument)
    }

    /// Cancels every pending `perform(_:with:afterDelay:)` request whose receiver is `target`.
    public static func cancelPreviousPerformRequests(withTarget target: AnyObject) {
        PerformRequests.cancel(target: target) { _ in true }
    }

    /// Cancels the pending requests of `target` for `selector` with an equal `object` (`isEqual`,
    /// nil matching nil). Functions cannot be compared, so "for `selector`" means: for a method of
    /// this one's type — exactly Apple's result unless `target` has requests pending for two methods
    /// of one type.
    public static func cancelPreviousPerformRequests<Target: AnyObject>(
        withTarget target: Target, selector: (Target) -> () -> Void, object: Any?
    ) {
        let type = ObjectIdentifier(((Target) -> () -> Void).self)
        PerformRequests.cancel(target: target) { $0.methodType == type && PerformRequests.equal($0.object, object) }
    }

    /// The same for a method with an argument.
    public static func cancelPreviousPerformRequests<Target: AnyObject, Argument>(
        withTarget target: Target, selector: (Target) -> (Argument) -> Void, object: Any?
    ) {
        let type = ObjectIdentifier(((Target) -> (Argument) -> Void).self)
        PerformRequests.cancel(target: target) { $0.methodType == type && PerformRequests.equal($0.object, object) }
    }
}

/// The pending requests, by receiver, for cancellation.
enum PerformRequests {
    final class Request {
        let target: AnyObject
        let object: Any?
        /// The method's Swift type, as far as requests can be told apart (see `cancelPrevious…`).
        let methodType: ObjectIdentifier
        var token: SceneTimerQueue.Token?

        init(target: AnyObject, object: Any?, methodType: ObjectIdentifier) {
            self.target = target
            self.object = object
            self.methodType = methodType
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var pending: [ObjectIdentifier: [Request]] = [:]

    static func schedule(target: AnyObject, object: Any?, methodType: ObjectIdentifier, delay: TimeInterval,
                         run: @escaping () -> Void) {
        let context = AnimationContext.current
        let request = Request(target: target, object: object, methodType: methodType)
        let key = ObjectIdentifier(target)
        let seconds = delay.isFinite ? max(delay, 0) : .infinity
        guard seconds.isFinite else { return }   // never: nothing to keep
        lock.withLock { pending[key, default: []].append(request) }
        // The request (kept by the queue's block until it runs) holds the receiver and the argument.
        let token = context.driver.schedule(at: context.clock.now + seconds) { [request] in
            remove(request, key: key)
            // Let go of the token (its discard hook holds the request): receiver and argument are
            // released once the method has run.
            lock.withLock {
                request.token?.onDiscard = nil
                request.token = nil
            }
            context.perform(run)
        }
        token.onDiscard = { remove(request, key: key) }
        lock.withLock { request.token = token }
    }

    static func cancel(target: AnyObject, where matches: (Request) -> Bool) {
        let key = ObjectIdentifier(target)
        let cancelled: [Request] = lock.withLock {
            let all = pending[key] ?? []
            let gone = all.filter { $0.target === target && matches($0) }
            let kept = all.filter { r in !gone.contains { $0 === r } }
            pending[key] = kept.isEmpty ? nil : kept
            return gone
        }
        for r in cancelled { r.token?.cancel() }
    }

    private static func remove(_ request: Request, key: ObjectIdentifier) {
        lock.withLock {
            pending[key]?.removeAll { $0 === request }
            if pending[key]?.isEmpty == true { pending[key] = nil }
        }
    }

    /// `object` as the method's parameter type, if it is one (nil passes as nil to an optional
    /// parameter, and as an empty `Any` to `Any`).
    static func argument<Argument>(_ object: Any?, as type: Argument.Type) -> Argument? {
        if let typed = object as? Argument { return typed }
        if object == nil, Argument.self == Any.self { return (Optional<Any>.none as Any) as? Argument }
        return nil
    }

    /// Foundation's `isEqual:` for the `object` argument: nil equals nil; objects by `isEqual`
    /// (NSObject) or identity; hashable values by equality.
    static func equal(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (x as NSObject, y as NSObject): return x.isEqual(y)
        case let (x as AnyHashable, y as AnyHashable): return x == y
        case let (x as AnyObject, y as AnyObject): return x === y
        default: return false
        }
    }
}
