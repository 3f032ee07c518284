import Foundation

/// Calls main-actor code — a `#Preview` body, a preview's `make` closure — from MotionLab's own frame
/// code, which is not annotated with an actor.
///
/// As on iOS, UIKit's responders and SwiftUI's views are `@MainActor`, and MotionLab's frames run on the
/// thread that runs the session: the preview app's and `motionlab render`'s main thread, XCTest's main
/// thread. There `body` really is isolated to the main actor (`MainActor.assumeIsolated` checks it: the
/// main actor's executor is the main thread's), and work the main actor was sent (`Task { … }` in a
/// view, a `@MainActor` function awaited from `.task`) runs when the frame turns the main run loop.
///
/// A session stepped on another thread (a Swift Testing `@Test` not marked `@MainActor`, whose tests
/// run on the cooperative pool) still runs `body` on that thread, as MotionLab did before its views
/// were annotated — iOS would trap there; mark such tests `@MainActor` to run them as iOS does.
public func _callOnMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in
        if Thread.isMainThread {
            return try MainActor.assumeIsolated { try UncheckedResult(body()) }.value
        }
        // Off the main thread (see above): the same function, its isolation left unchecked. A global
        // actor's function has the same representation as a plain one (isolation is static).
        return try unsafeBitCast(body, to: (() throws -> T).self)()
    }
}

/// A result carried out of `MainActor.assumeIsolated` (which asks for a `Sendable` one): it stays on
/// the thread that made it.
private struct UncheckedResult<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
