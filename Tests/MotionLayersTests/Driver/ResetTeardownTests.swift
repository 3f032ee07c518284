import XCTest
import MotionGeometry
import MotionTiming
@testable import MotionAnimation
@testable import MotionLayers

/// What `AnimationContext.reset()` and deallocation do to the work a scene left running, at the
/// layer level: links invalidated and their handlers released, scheduled blocks dropped with their
/// owners told, animations of a freed layer stopped (`finished = false`), and the diagnostics hook
/// told of every add, start and stop.
final class ResetTeardownTests: LayerTestCase {
    /// An object a closure captures, to watch it being freed.
    final class Owner {
        var link: CADisplayLink?
        var fires = 0
    }

    /// The iOS shape of a display-link leak: the owner holds its link and the link's closure holds the
    /// owner. Apple's `invalidate()` releases the target; so does ours, and so does a reset.
    func testInvalidateAndResetReleaseALinksHandler() {
        weak var invalidated: Owner?
        do {
            let o = Owner()
            o.link = CADisplayLink { _ in o.fires += 1 }
            o.link!.add()
            invalidated = o
        }
        at(1.0 / 60)
        XCTAssertEqual(invalidated?.fires, 1)
        invalidated?.link?.invalidate()
        XCTAssertNil(invalidated, "invalidate() releases the handler, and with it the cycle")

        weak var reset: Owner?
        do {
            let o = Owner()
            o.link = CADisplayLink { _ in o.fires += 1 }
            o.link!.add()
            reset = o
        }
        at(2.0 / 60)
        XCTAssertNotNil(reset)
        AnimationDriver.shared.reset()
        XCTAssertNil(reset, "a reset invalidates every link")
        XCTAssertTrue(AnimationDriver.shared.displayLinks.isEmpty)
    }

    /// A link invalidated by another link's handler does not fire later in the same frame (Apple: an
    /// invalidated link never fires again), and cannot be added again.
    func testInvalidatedLinkNeverFiresAgain() {
        var fired: [String] = []
        let second = CADisplayLink { _ in fired.append("second") }
        let first = CADisplayLink { _ in fired.append("first"); second.invalidate() }
        first.add(); second.add()
        at(1.0 / 60)
        XCTAssertEqual(fired, ["first"])
        second.add()
        at(2.0 / 60)
        XCTAssertEqual(fired, ["first", "first"])
        first.invalidate()
    }

    /// A reset tells an engine-owned link first (`contextWillReset`), once, then releases it.
    func testResetRunsTheLinksResetHookOnce() {
        var hooks = 0
        let link = CADisplayLink { _ in }
        link.contextWillReset = { hooks += 1 }
        link.add()
        AnimationDriver.shared.reset()
        AnimationDriver.shared.reset()
        XCTAssertEqual(hooks, 1)
    }

    /// A scheduled block dropped by a reset: its token hears `onDiscard` once; a cancelled one does not.
    func testResetDiscardsScheduledBlocksAndTellsTheirOwners() {
        var ran = 0, discarded: [String] = []
        let kept = AnimationDriver.shared.schedule(at: t0 + 1) { ran += 1 }
        kept.onDiscard = { discarded.append("kept") }
        let cancelled = AnimationDriver.shared.schedule(at: t0 + 1) { ran += 1 }
        cancelled.onDiscard = { discarded.append("cancelled") }
        cancelled.cancel()
        AnimationDriver.shared.reset()
        at(2)
        XCTAssertEqual(ran, 0)
        XCTAssertEqual(discarded, ["kept"])
        XCTAssertTrue(kept.isCancelled)
    }

    /// A layer freed while its animations run: each stops with `finished = false` at the next frame
    /// boundary (its delegate and completion run once), and the layer leaves the animated set.
    func testFreedLayerStopsItsAnimations() {
        var stops: [Bool] = [], starts = 0
        do {
            let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0; a.toValue = 100; a.duration = 1
            a.startHandler = { _ in starts += 1 }
            a.stopHandler = { _, f in stops.append(f) }
            l.add(a, forKey: "x")
            let later = CABasicAnimation(keyPath: "opacity")
            later.fromValue = 0; later.toValue = 1; later.duration = 1; later.beginTime = CACurrentMediaTime() + 5
            later.stopHandler = { _, f in stops.append(f) }
            l.add(later, forKey: "o")
            at(0.2)
            l.removeFromSuperlayer()
        }
        XCTAssertEqual(AnimationEventQueue.shared.animatedLayerCount, 0)
        XCTAssertEqual(stops, [], "delivered at the frame boundary, not from inside the release")
        at(0.3)
        XCTAssertEqual(stops, [false, false])
        XCTAssertEqual(starts, 1, "the animation that had started does not start again")
        at(10)
        XCTAssertEqual(stops, [false, false])
    }

    /// The lifecycle hook sees every add, one start and one stop per animation — replaced, finished
    /// or reset — in the order delivered.
    func testLifecycleObserverSeesAddsStartsAndStops() {
        var log: [String] = []
        AnimationEventQueue.shared.lifecycleObserver = { event in
            switch event {
            case let .added(_, layer, key): log.append("add \(layer.name ?? "") \(key)")
            case let .started(a): log.append("start \((a as? CABasicAnimation)?.keyPath ?? "")")
            case let .stopped(a, f): log.append("stop \((a as? CABasicAnimation)?.keyPath ?? "") \(f)")
            }
        }
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), name: "l")
        let a = CABasicAnimation(keyPath: "position.x"); a.toValue = 50; a.duration = 0.5
        l.add(a, forKey: "x")
        let b = CABasicAnimation(keyPath: "position.y"); b.toValue = 50; b.duration = 0.5
        l.add(b, forKey: "x")  // replaces a before it starts
        let c = CABasicAnimation(keyPath: "opacity"); c.toValue = 0; c.duration = 10
        l.add(c, forKey: "o")
        at(0.1); at(0.6)
        AnimationDriver.shared.reset()
        XCTAssertEqual(log, ["add l x", "add l x", "add l o",
                             "start position.x", "stop position.x false", "start position.y", "start opacity",
                             "stop position.y true", "stop opacity false"])
    }
}
