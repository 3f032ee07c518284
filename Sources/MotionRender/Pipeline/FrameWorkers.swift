import Foundation
import Synchronization

/// Runs a frame's parallel work on the machine's cores without a barrier the frame can get stuck on:
/// persistent helper threads (one per further core) and the calling thread claim parts of a job from
/// one atomic counter until none are left. The caller never waits for a helper to start — if the
/// helpers are busy elsewhere or descheduled (a shared machine), the caller simply does every part
/// itself; it only waits, at the end, for parts a helper has already claimed and is running.
///
/// Compared with `DispatchQueue.concurrentPerform` this wakes sleeping threads only once per job and
/// never makes the frame's thread wait on a thread pool's scheduling: evaluation and the software
/// rasteriser run one job each per frame.
public final class FrameWorkers: @unchecked Sendable {
    /// The process's workers: one helper per further core (at most 7).
    public static let shared = FrameWorkers(helpers: max(0, min(ProcessInfo.processInfo.activeProcessorCount, 8) - 1))

    /// Helper threads (0 on one core: every job runs on the caller).
    public let helpers: Int

    private final class Job {
        let body: (Int) -> Void
        let parts: Int
        let generation: UInt32
        init(body: @escaping (Int) -> Void, parts: Int, generation: UInt32) {
            self.body = body; self.parts = parts; self.generation = generation
        }
    }

    /// The current job's generation (high 32 bits) and its next unclaimed part (low 32 bits).
    private let next = Atomic<UInt64>(0)
    /// Parts of the current job finished.
    private let finished = Atomic<Int>(0)
    private let lock = NSLock()
    private var job: Job?
    private var generation: UInt32 = 0
    private let wake = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    /// Set while the caller sleeps on `done` (a helper finishing the last part then signals it).
    private let callerWaits = Atomic<Bool>(false)
    /// Serialises jobs from different threads (two sessions drawing at once): one job at a time.
    private let jobLock = NSLock()

    public init(helpers: Int) {
        self.helpers = helpers
        for i in 0..<helpers {
            let thread = Thread { [unowned self] in self.helperLoop() }
            thread.name = "motionlab.frame-worker.\(i + 1)"
            thread.qualityOfService = .userInteractive
            thread.start()
        }
    }

    /// Calls `body(part)` for every part in `0 ..< parts`, on the calling thread and the helpers, and
    /// returns when all have returned. Parts must be independent (they run in any order, at once).
    public func run(parts: Int, _ body: @escaping (Int) -> Void) {
        guard parts > 1, helpers > 0 else {
            for p in 0..<max(parts, 0) { body(p) }
            return
        }
        jobLock.lock()
        defer { jobLock.unlock() }
        lock.lock()
        generation &+= 1
        let g = generation
        let job = Job(body: body, parts: parts, generation: g)
        self.job = job
        finished.store(0, ordering: .relaxed)
        next.store(UInt64(g) << 32, ordering: .releasing)
        lock.unlock()
        for _ in 0..<helpers { wake.signal() }
        work(job)
        // Wait only for parts helpers claimed and are running: spin briefly, then sleep until the last one.
        var spins = 0
        while finished.load(ordering: .acquiring) < parts {
            spins += 1
            if spins < 256 { continue }
            callerWaits.store(true, ordering: .sequentiallyConsistent)
            if finished.load(ordering: .sequentiallyConsistent) < parts { done.wait() }
            callerWaits.store(false, ordering: .sequentiallyConsistent)
        }
        lock.lock()
        self.job = nil
        lock.unlock()
        // A `done` signal may be left over from a helper that finished after the caller stopped sleeping.
        while done.wait(timeout: .now()) == .success {}
    }

    /// Claims and runs parts of `job` until none are left (or a newer job started).
    private func work(_ job: Job) {
        while true {
            let v = next.load(ordering: .acquiring)
            guard UInt32(v >> 32) == job.generation else { return }
            let part = Int(v & 0xFFFF_FFFF)
            guard part < job.parts else { return }
            guard next.compareExchange(expected: v, desired: v + 1, ordering: .acquiringAndReleasing).exchanged else { continue }
            job.body(part)
            let (_, total) = finished.add(1, ordering: .acquiringAndReleasing)
            if total == job.parts, callerWaits.load(ordering: .sequentiallyConsistent) { done.signal() }
        }
    }

    private func helperLoop() {
        while true {
            wake.wait()
            lock.lock()
            let job = self.job
            lock.unlock()
            if let job { work(job) }
        }
    }
}
