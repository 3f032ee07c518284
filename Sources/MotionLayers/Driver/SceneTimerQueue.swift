import Foundation
import MotionTiming

/// Work scheduled on an animation context's media time: the scene-time form of `Timer` and
/// `DispatchQueue.main.asyncAfter`. Blocks run in the frame's tick, in order of their time (ties in
/// the order scheduled), at the first frame at or after their time — so headless renders run them at
/// the same scene time every run, and slow motion slows them.
public final class SceneTimerQueue {
    /// Cancels a scheduled block.
    public final class Token {
        fileprivate var cancelled = false
        public func cancel() { cancelled = true; onDiscard = nil }
        public var isCancelled: Bool { cancelled }
        /// Run if the queue drops the block without running it (the animation context's reset), so its
        /// owner can let go of what it holds (`SceneTimer` invalidates itself, releasing its block).
        public var onDiscard: (() -> Void)?
    }

    private struct Entry {
        let time: CFTimeInterval
        let order: UInt64
        let token: Token
        let block: () -> Void
    }

    private var entries: [Entry] = []
    private var counter: UInt64 = 0
    /// Scheduling may come from other threads (work that a system queue runs hops back to the main
    /// queue); running happens on the frame's thread.
    private let lock = NSLock()

    /// The earliest pending time, nil when nothing is scheduled.
    public var nextTime: CFTimeInterval? { lock.withLock { entries.first { !$0.token.cancelled }?.time } }
    public var isEmpty: Bool { lock.withLock { entries.allSatisfy(\.token.cancelled) } }

    func schedule(at time: CFTimeInterval, _ block: @escaping () -> Void) -> Token {
        precondition(!time.isNaN, "a timer needs a time, got NaN")
        lock.lock(); defer { lock.unlock() }
        counter &+= 1
        let e = Entry(time: time, order: counter, token: Token(), block: block)
        let i = entries.firstIndex { $0.time > time } ?? entries.endIndex
        entries.insert(e, at: i)
        return e.token
    }

    /// Runs every block due by `now`, including ones scheduled by those blocks for times ≤ now.
    func runDue(at now: CFTimeInterval) {
        var guardCount = 0
        while guardCount < 100_000 {
            lock.lock()
            guard let first = entries.first, first.time <= now else { lock.unlock(); break }
            entries.removeFirst()
            lock.unlock()
            guardCount += 1
            if !first.token.cancelled { first.block() }
        }
    }

    /// Drops every block; tokens not cancelled hear `onDiscard` (after the queue is empty, so what it
    /// runs may schedule again).
    func removeAll() {
        let dropped = lock.withLock { () -> [Entry] in
            let e = entries
            entries = []
            return e
        }
        for e in dropped where !e.token.cancelled {
            e.token.cancelled = true
            let discard = e.token.onDiscard
            e.token.onDiscard = nil
            discard?()
        }
    }
}
