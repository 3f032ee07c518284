import XCTest
import UIKit
@testable import MotionLabPreview
@testable import MotionScenes

/// A reset frees the scene it replaces: every preview is replayed and reset hundreds of times on the
/// virtual clock — Space, a few frames, R, a few frames; clicks on its controls mid-animation;
/// tuning keys (which rebuild it); switches to the next scene — while a census holds weak
/// references to everything each scene was made of. After every rebuild, nothing of the scenes
/// before it may be alive: no scene, window, view, layer, animation, gesture recognizer, view
/// controller, image or display link; and once the next frame has been drawn, no bitmap either (the
/// renderer keeps the values of the last frame it evaluated, contents bitmaps included, until it
/// evaluates the next). Resident memory at the end may exceed what it was after a warm-up by at most
/// `rssTolerance`.
///
/// This is what failed before `AnimationContext.reset()` removed every animation and dropped its
/// callbacks: layer → animation → stop handler → completion → view kept each old scene alive.
final class SceneResetMemoryTests: XCTestCase {
    /// Rounds over all six previews. `MOTIONLAB_MEMORY_ROUNDS` raises it for a deeper run.
    static var rounds: Int { ProcessInfo.processInfo.environment["MOTIONLAB_MEMORY_ROUNDS"].flatMap(Int.init) ?? 12 }
    /// Space + R pairs per preview per round. Building the profile scene (its header blur) and the
    /// flight scene (four backgrounds) costs 200 and 70 ms in a debug build, the others about 10 ms,
    /// so the cheap ones are rebuilt more often for the same time.
    static let replayResetPairs = ["profile": 1, "flight": 2]
    static let defaultReplayResetPairs = 8
    /// Rounds before the resident-memory baseline is taken: the allocator's pools, the text and image
    /// decoders and the frame function's buffers have reached their working size by then.
    static let warmUpRounds = 3
    /// How far resident memory may rise from the baseline to the end. Before the reset fix one
    /// music replay + reset leaked about 1.5 MB (the scene's decoded images and everything they
    /// hang from), so the hundreds of rebuilds after the warm-up would add hundreds of MB; the
    /// allocator's own drift (fragmentation, per-thread caches) measured under 1 MB here. 16 MiB
    /// absorbs that noise and still fails on about ten leaked scenes.
    static let rssTolerance = 16 << 20

    override func setUp() {
        super.setUp()
        PreviewCatalog.all = SoakCatalog.previews
    }

    func testResetAndReplayFreeEveryScene() throws {
        let catalog = SoakCatalog.previews
        let run = try VirtualClockRunner(preview: catalog[0], catalog: catalog)
        let census = ObjectCensus()
        MechanismsScene.ledger = CompletionLedger()
        var generation = 0, rebuilds = 0, checks = 0
        var baseline: Int?
        var rebuildsByScene: [String: Int] = [:]

        /// Records the scene shown now as generation `generation`.
        func survey() { census.survey(run.runner, cycle: generation) }
        func fail(_ what: String, _ alive: [ObjectCensus.Kind: Int], file: StaticString, line: UInt) {
            XCTFail("after \(what) (rebuild \(rebuilds), \(run.runner.preview.name)), objects of earlier scenes are alive:\n"
                    + ObjectCensus.table(survivors: alive, recorded: census.recorded(before: generation)), file: file, line: line)
            census.compact()
        }
        /// After a rebuild: nothing recorded for earlier scenes may be alive (bitmaps: after the next drawn frame).
        func rebuilt(_ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
            generation += 1; rebuilds += 1; checks += 2
            rebuildsByScene[run.runner.preview.name, default: 0] += 1
            SoakCatalog.auditCompletions(showing: run.runner.content)
            let alive = census.survivors(before: generation) { $0 != "bitmap" }
            if !alive.isEmpty { return fail(what, alive, file: file, line: line) }
            try run.frames(1, draws: true)
            let bitmaps = census.survivors(before: generation)
            if !bitmaps.isEmpty { fail(what + " and a drawn frame", bitmaps, file: file, line: line) }
        }

        for round in 0..<Self.rounds {
            if round == Self.warmUpRounds { census.compact(); baseline = ResidentMemory.bytes() }
            for (i, preview) in catalog.enumerated() {
                try run.key(String(i + 1)); try rebuilt("switching to \(preview.name)")
                try run.frames(3); survey()
                // Space, then R while its animations run: the cycle that used to leak.
                for pair in 0..<(Self.replayResetPairs[preview.name] ?? Self.defaultReplayResetPairs) {
                    try run.key("space"); try run.frames(2 + pair % 5, draws: pair % 2 == 0); survey()
                    try run.key("r"); try rebuilt("R after Space")
                    try run.frames(2); survey()
                }
                // Press every control, let its animation start; replay for half a second; reset.
                for p in SceneControls.centres(in: run.runner.window) {
                    try run.click(p); try run.frames(5, draws: true); survey()
                }
                try run.key("space"); try run.frames(30); survey()
                try run.key("r"); try rebuilt("R after clicks and a longer replay")
                try run.frames(2); survey()
                // A tuning key rebuilds the scene with the new value; the opposite key restores it.
                if let t = preview.tunables.first(where: { $0.increaseKey != nil }) {
                    try run.key("space"); try run.frames(3); survey()
                    try run.key(t.increaseKey!); try rebuilt("tuning \(t.name) up")
                    try run.frames(3); survey()
                    try run.key(t.decreaseKey!); try rebuilt("tuning \(t.name) down")
                    try run.frames(3); survey()
                }
                census.compact()
            }
        }
        census.compact()
        for v in MechanismsScene.ledger.violations { XCTFail(v) }
        let end = ResidentMemory.bytes()
        print("reset memory: \(Self.rounds) rounds, \(rebuilds) rebuilds (" + catalog.map { "\($0.name) \(rebuildsByScene[$0.name] ?? 0)" }.joined(separator: ", ")
              + "), \(run.frame) frames (\(run.drawnFrames) drawn), \(census.freedTotal) objects recorded and freed, \(checks) census checks")
        print("reset memory: freed by kind:\n" + census.freedTable())
        print("reset memory: mechanisms scene: " + MechanismsScene.ledger.summary)
        if let b = baseline, let e = end {
            print("reset memory: RSS after \(Self.warmUpRounds) warm-up rounds \(ResidentMemory.mebibytes(b)), "
                  + "at the end \(ResidentMemory.mebibytes(e)) (\(ResidentMemory.mebibytes(e - b)) more; tolerance \(ResidentMemory.mebibytes(Self.rssTolerance)))")
            if ResidentMemory.growthIsMeaningful { XCTAssertLessThanOrEqual(e - b, Self.rssTolerance, "resident memory grew from \(ResidentMemory.mebibytes(b)) to \(ResidentMemory.mebibytes(e))") }
        }
    }

    /// The census can fail: a scene that makes a cycle of its own (its window's key handler captures
    /// it strongly, a leak on iOS too) survives its reset, and the census names it, its window and views.
    func testCensusReportsAScenesOwnCycle() throws {
        final class Leaky: Scene {
            static let name = "leaky", title = "Leaky", tunables: [Tunable] = []
            let window: UIWindow
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            init(window: UIWindow, settings: TunableValues) throws {
                self.window = window
                window.addSubview(box)
                window.keyHandler = { _ in _ = self.box }  // strong: window → handler → scene → window
            }
            func start() {}
            func replay() {}
        }
        let preview = Preview(scene: Leaky.self)
        let run = try VirtualClockRunner(preview: preview, catalog: [preview])
        let census = ObjectCensus()
        try run.frames(2)
        census.survey(run.runner, cycle: 0)
        try run.key("r")
        let alive = census.survivors(before: 1)
        XCTAssertEqual(alive[ObjectCensus.Kind(group: "scene", type: "Leaky")], 1)
        XCTAssertEqual(alive[ObjectCensus.Kind(group: "view", type: "UIWindow")], 1)
        XCTAssertEqual(alive[ObjectCensus.Kind(group: "view", type: "UIView")], 1)
        XCTAssertEqual(alive[ObjectCensus.Kind(group: "layer", type: "CALayer")], 2)
        // Break the cycle by hand: then nothing of it is left.
        (census.survivorObjects(before: 1).first { $0 is UIWindow } as? UIWindow)?.keyHandler = nil
        XCTAssertEqual(census.survivors(before: 1), [:])
    }

    /// A session that ends — mid-animation, with timers, links, a running animator and a presentation
    /// under way — frees its context, runner, window and scene. What the scene's own objects hold in
    /// cycles broken only by a reset (a controller that owns a display link or animator whose closure
    /// captures it) is freed when the session's end resets its context, as `SceneRunner` should when
    /// it goes (see the report: a `deinit { context.reset() }`); here the test resets by hand.
    func testFinishedSessionFreesEverything() throws {
        for resetsAtTheEnd in [false, true] {
            weak var session: HeadlessSession?, context: AnimationContext?, window: UIWindow?, scene: PreviewContent?
            weak var controller: MechanismsController?, animator: UIViewPropertyAnimator?
            MechanismsScene.ledger = CompletionLedger()
            try { () throws -> Void in
                var o = HeadlessSession.Options()
                o.scale = 1; o.duration = 2; o.fps = 30
                o.script = InputScript(events: [(0.5, .key("right")), (0.6, .key("left")), (0.7, .down(CGPoint(x: 75, y: 95))),
                                                (0.9, .move(CGPoint(x: 150, y: 200)))])
                let s = try HeadlessSession(preview: SoakCatalog.mechanisms, options: o)
                try s.advance(to: 1)
                session = s; context = s.runner.context; window = s.runner.window; scene = s.runner.content
                controller = (s.runner.content as? MechanismsScene)?.controller
                animator = controller?.animator
                XCTAssertNotNil(animator, "the drawer's animator runs when the session ends")
                XCTAssertNotNil(controller?.presentedViewController, "and a presentation is under way")
                if resetsAtTheEnd { s.runner.context.reset() }
            }()
            XCTAssertNil(session)
            XCTAssertNil(context)
            XCTAssertNil(window)
            XCTAssertNil(scene)
            if resetsAtTheEnd {
                XCTAssertNil(controller)
                XCTAssertNil(animator)
            }
        }
    }
}
