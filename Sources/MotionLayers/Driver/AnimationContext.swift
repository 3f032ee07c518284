import Foundation
import Synchronization
import MotionTiming
import MotionAnimation

/// Everything the frames of one running scene share: its media clock, its frame driver (display links,
/// per-frame steppers, scene-time timers), the queue of animation callbacks, the open transactions,
/// the committed-frame counter and the change counter hosts use to skip idle frames.
///
/// A preview session owns one context and hands it to the frame function, which makes it current on
/// its thread while it runs; two sessions (two previews, tests in parallel) therefore never touch each
/// other. Code that has no context parameter — `CACurrentMediaTime()`, `layer.add(_:forKey:)`,
/// `UIView.animate` — reaches the context current on the calling thread, as Core Animation keeps one
/// transaction per thread. Threads that never chose a context use `AnimationContext.main`.
public final class AnimationContext {
    /// The clock `CACurrentMediaTime()` reads while this context is current.
    public let clock: MediaClock
    /// Display links, steppers, timers; `tick()` runs one frame of them.
    public private(set) var driver: AnimationDriver!
    /// Animation start/stop callbacks, delivered at frame boundaries; the layers with animations.
    public private(set) var events: AnimationEventQueue!

    /// Counts committed frames (see `CALayer+Commit.swift`); starts at 1.
    public private(set) var frameNumber: UInt64 = 1
    /// Bumped whenever anything that affects rendering changes, so hosts can skip idle frames.
    public internal(set) var changeCount: UInt64 = 0
    /// Bumped whenever a layer's timing or the shape of any tree changes (layer times may then map
    /// differently to the global time): event queues forget the due times they kept. Process-wide, as a
    /// tree may be changed while another context is current.
    static let timingEpoch = Atomic<UInt64>(0)

    static func noteTimingChange() { _ = timingEpoch.add(1, ordering: .relaxed) }

    /// Open `CATransaction`s, innermost last.
    var transactions: [CATransaction.Frame] = []
    /// Order in which animations were added, for presentation of records removed mid-frame.
    var animationSequence: UInt64 = 0
    /// Pop animations by layer (Pop's per-object registry), and the layers they drive.
    var popAnimations: [ObjectIdentifier: [(key: String, animation: POPAnimation)]] = [:]
    var popLayers: [ObjectIdentifier: WeakLayer] = [:]
    struct WeakLayer { weak var layer: CALayer? }

    /// Per-context state of the layers above (the views' open animation blocks, the screen scale …),
    /// made on first use.
    private var storage: [ObjectIdentifier: AnyObject] = [:]

    public init(clock: MediaClock = MediaClock()) {
        self.clock = clock
        driver = AnimationDriver(context: self)
        events = AnimationEventQueue(context: self)
    }

    // MARK: Current context

    private static let slot = ThreadLocalSlot<AnimationContext>()

    /// The context of threads that never chose one (and of the process's main thread by default).
    public static let main = AnimationContext(clock: MediaClock.processDefault)

    /// The context current on the calling thread.
    @inline(__always)
    public static var current: AnimationContext { slot.value ?? main }

    /// Runs `body` with this context current on the calling thread, then restores the previous one.
    public func perform<R>(_ body: () throws -> R) rethrows -> R {
        let previous = AnimationContext.slot.value
        if previous === self { return try body() }
        AnimationContext.slot.value = self
        MediaClock.setCurrent(clock)
        defer {
            AnimationContext.slot.value = previous
            MediaClock.setCurrent(previous?.clock)
        }
        return try body()
    }

    /// Makes this context current on the calling thread until another is made current.
    public func makeCurrent() {
        AnimationContext.slot.value = self
        MediaClock.setCurrent(clock)
    }

    // MARK: Frames and changes

    /// Commits the current frame: model changes and animations made so far become what
    /// `presentation()` shows. The frame function calls it after layout, before evaluation.
    public func commit() { frameNumber &+= 1 }

    @inline(__always)
    func noteChange() { changeCount &+= 1 }

    /// This context's instance of `T` (made by `make` on first use): per-session state of higher layers.
    public func state<T: AnyObject>(_ type: T.Type, make: () -> T) -> T {
        let key = ObjectIdentifier(type)
        if let s = storage[key] as? T { return s }
        let s = make()
        storage[key] = s
        return s
    }

    // MARK: Reset

    /// Stops everything running in this context, as a scene's teardown: every layer animation is
    /// removed (its delegate and completion hear `finished = false`, then its callbacks are dropped,
    /// breaking layer → animation → completion → view cycles), every Pop animation is removed (its
    /// completion hears `false`), every display link is invalidated (its handler released, so a link
    /// owned by what its closure captures is no longer a cycle; property animators and zero-duration
    /// animation blocks waiting on one conclude first, running their completions), every scene timer
    /// is invalidated (its block released) and every stepper, scheduled block and open transaction
    /// is dropped. Memory held by a torn-down scene is freed.
    public func reset() {
        perform {
            // Completions run with `false` and may start new animations, links or timers; stop those too.
            for _ in 0..<8 {
                let hadWork = driver.removeAllWork()
                let layers = events.animatedLayers
                let pops = popLayers.values.compactMap(\.layer)
                if !hadWork && layers.isEmpty && pops.isEmpty && !events.hasPending { break }
                for l in layers { l.removeAllAnimations(); l.forgetRemovedRecords() }
                for l in pops { l.pop_removeAllAnimations() }
                popAnimations = [:]
                popLayers = [:]
                events.deliver()
                events.forgetLayersWithoutAnimations()
            }
            events.reset()
            driver.removeAllWork()
            transactions = []
            popAnimations = [:]
            popLayers = [:]
        }
    }
}
