import XCTest
import UIKit
@testable import MotionLayers
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// A seeded random soak through every preview: minutes of simulated restless use (`SoakScript`)
/// through `HeadlessSession` — the frame function, every frame evaluated with tracing on, every
/// few frames rastered into the offscreen target — checking on every frame that nothing on screen
/// is NaN, infinite, negative in size or outside 0…1 in opacity (`FrameChecks`); that every
/// animation starts at most once and stops exactly once, reset or not (`AnimationLedger`); that
/// the scenes a reset, tuning key or switch replaced are freed (`ObjectCensus`); and that resident
/// memory stays flat.
///
/// Seeds are fixed, so a failure replays exactly; every message names the seed, the frame and the
/// scene time. `MOTIONLAB_SOAK_MINUTES` sets the simulated minutes per preview (default 1.5, about
/// 50 s of test time for all of them in a debug build); `MOTIONLAB_SOAK_SEED` replaces every seed
/// (a deeper run tries new ones: `MOTIONLAB_SOAK_SEED=$RANDOM MOTIONLAB_SOAK_MINUTES=10`).
final class SceneSoakTests: XCTestCase {
    static var simulatedSeconds: Double {
        let minutes = ProcessInfo.processInfo.environment["MOTIONLAB_SOAK_MINUTES"].flatMap(Double.init) ?? 1.5
        return max(0.1, minutes) * 60
    }

    static func seed(_ fixed: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment["MOTIONLAB_SOAK_SEED"] else { return fixed }
        let digits = text.hasPrefix("0x") ? String(text.dropFirst(2)) : text
        return UInt64(digits, radix: text.hasPrefix("0x") ? 16 : 10).map { $0 ^ fixed } ?? fixed
    }

    /// Every how many frames the frame is also rastered (SDL software renderer into the offscreen target).
    static let rasterEvery = 12
    /// Resident memory may rise this much from a quarter of the run to its end (see `SceneResetMemoryTests.rssTolerance`).
    static let rssTolerance = 16 << 20

    override func setUp() {
        super.setUp()
        PreviewCatalog.all = SoakCatalog.previews
    }

    func testMapSoak() throws { try soak("map", seed: 0x4D41_5000_0001) }
    func testMusicSoak() throws { try soak("music", seed: 0x4D55_5300_0002) }
    func testProfileSoak() throws { try soak("profile", seed: 0x5052_4F00_0003) }
    func testFlightSoak() throws { try soak("flight", seed: 0x464C_4900_0004) }
    func testBasicsSoak() throws { try soak("basics", seed: 0x4241_5300_0005) }
    func testParticlesSoak() throws { try soak("particles", seed: 0x5041_5200_0006) }
    func testMechanismsSoak() throws { try soak("mechanisms", seed: 0x4D45_4300_0007) }

    /// The figures of one soak, printed at its end.
    struct Figures {
        var frames = 0, rastered = 0, inputs = 0, rebuilds = 0, tracedValues = 0, commands = 0
    }

    func soak(_ name: String, seed fixedSeed: UInt64, catalog: [Preview] = SoakCatalog.previews) throws {
        let seed = Self.seed(fixedSeed)
        let index = catalog.firstIndex { $0.name == name }!
        let preview = catalog[index]
        var rng = SoakRandom(seed: seed)
        let fps = Double(rng.pick([30, 40, 50, 60]))
        let duration = Self.simulatedSeconds

        // Where the controls rest: the scene after 3 s on its own.
        let probe = try VirtualClockRunner(preview: preview, catalog: catalog)
        try probe.frames(180)
        let generator = SoakScript(
            controls: SceneControls.centres(in: probe.runner.window),
            sceneKeys: preview.tunables.flatMap { [$0.decreaseKey, $0.increaseKey].compactMap { $0 } } + preview.keys,
            homeDigit: String(index + 1),
            otherDigits: catalog.indices.filter { $0 != index }.map { String($0 + 1) })
        let (script, actions) = generator.generate(seed: rng.next(), duration: duration)

        var options = HeadlessSession.Options()
        options.duration = duration; options.fps = fps; options.scale = 1; options.script = script
        // A fresh ledger before the session's scene starts (the probe's tickets stay in the old one).
        MechanismsScene.ledger = CompletionLedger()
        let session = try HeadlessSession(preview: preview, options: options)
        let runner = session.runner
        let label = "soak of \(name), seed 0x\(String(seed, radix: 16)) (MOTIONLAB_SOAK_SEED replays another), \(Int(fps)) fps"

        // Scenes: a new window is a new scene (load() makes one for every rebuild).
        let ledger = AnimationLedger(), census = ObjectCensus()
        weak var shownWindow = runner.window
        var sceneChangedAt: Int?
        func noteScene() {
            if runner.window !== shownWindow { shownWindow = runner.window; ledger.scene += 1 }
        }
        ledger.attach(to: runner.context.events, sceneChanged: noteScene)
        ledger.adopt(runner.window.layer)  // what the scene's start() added while the session was made

        var figures = Figures()
        var failures = 0
        func fail(_ text: String) {
            failures += 1
            if failures <= 20 { XCTFail("\(label): \(text)") }
        }
        var reported = 0, reportedCompletions = 0
        /// Contract violations the ledgers found since the last call, with where the soak was.
        func reportNewViolations(_ when: String) {
            for v in ledger.violations.dropFirst(reported) { fail("\(when): \(v)") }
            for v in MechanismsScene.ledger.violations.dropFirst(reportedCompletions) { fail("\(when): \(v)") }
            reported = ledger.violations.count; reportedCompletions = MechanismsScene.ledger.violations.count
        }
        var rssQuarter: Int?
        var lastScene = ledger.scene
        while session.frame + 1 < session.frameCount {
            let n = session.frame + 1
            let t = Double(n) / fps
            if n == session.frameCount / 4 { rssQuarter = ResidentMemory.bytes() }
            let rasters = n % Self.rasterEvery == 0
            let result = try session.step(draws: true, rasters: rasters, tracing: true)
            figures.frames += 1; if rasters { figures.rastered += 1 }
            figures.tracedValues += result.rendered.traced.count
            figures.commands += result.rendered.commands.count
            for p in FrameChecks.problems(result.rendered).prefix(3) { fail("frame \(n) (t = \(t) s, \(runner.preview.name)): \(p)") }

            noteScene()
            if ledger.scene != lastScene {
                // The scene was rebuilt this frame (reset, tuning key or switch): the old ones must be gone.
                lastScene = ledger.scene; figures.rebuilds += 1
                let alive = census.survivors(before: ledger.scene) { $0 != "bitmap" }
                if !alive.isEmpty {
                    fail("frame \(n) (t = \(t) s): after rebuilding \(runner.preview.name), objects of earlier scenes are alive:\n"
                         + ObjectCensus.table(survivors: alive, recorded: census.recorded(before: ledger.scene)))
                }
                SoakCatalog.auditCompletions(showing: runner.content)
                sceneChangedAt = n
            } else if let c = sceneChangedAt, n > c, rasters {
                // Bitmaps: the renderer holds the last evaluated frame's values, and the target's damage
                // tracker the last rastered frame's draw list, until a rastered frame replaces both.
                sceneChangedAt = nil
                let bitmaps = census.survivors(before: ledger.scene)
                if !bitmaps.isEmpty {
                    fail("frame \(n): bitmaps of earlier scenes are alive:\n" + ObjectCensus.table(survivors: bitmaps, recorded: census.recorded(before: ledger.scene)))
                }
                census.compact()
            }
            if n % 10 == 0 { census.survey(runner, cycle: ledger.scene); ledger.audit() }
            reportNewViolations("by frame \(n) (t = \(t) s, \(runner.preview.name))")
        }
        figures.inputs = script.events.count

        // The end: one more reset stops everything the last scene ran.
        try runner.handle(.key("r"))
        noteScene()
        ledger.audit()
        SoakCatalog.auditCompletions(showing: runner.content)
        reportNewViolations("after the final reset")
        try session.step(draws: true, rasters: true)
        census.compact()
        let stillAlive = census.survivors(before: ledger.scene)
        if !stillAlive.isEmpty { fail("after the final reset, objects of earlier scenes are alive:\n" + ObjectCensus.table(survivors: stillAlive, recorded: census.recorded(before: ledger.scene))) }

        let rssEnd = ResidentMemory.bytes()
        if let q = rssQuarter, let e = rssEnd, e - q > Self.rssTolerance, ResidentMemory.growthIsMeaningful {
            fail("resident memory grew from \(ResidentMemory.mebibytes(q)) (a quarter of the way) to \(ResidentMemory.mebibytes(e))")
        }
        let actionList: String = actions.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        var rss = ""
        if let q = rssQuarter, let e = rssEnd { rss = "; RSS \(ResidentMemory.mebibytes(q)) → \(ResidentMemory.mebibytes(e))" }
        let minutes = String(format: "%.1f", duration / 60)
        var line = "soak \(name): seed 0x\(String(seed, radix: 16)), \(Int(fps)) fps, \(minutes) simulated min, "
        line += "\(figures.frames) frames (\(figures.rastered) rastered), \(figures.inputs) inputs (\(actionList)), "
        line += "\(figures.rebuilds) rebuilds; checked \(figures.tracedValues) traced layers and \(figures.commands) draw commands; "
        line += ledger.summary + "; \(census.freedTotal) objects freed" + rss
        if MechanismsScene.ledger.issued > 0 { line += "; " + MechanismsScene.ledger.summary }
        print(line)
    }
}
