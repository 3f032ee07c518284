import XCTest
import MotionGeometry
import MotionTiming
import MotionLayers
import MotionHost
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// The headless pipeline end to end: determinism, traces, keys, slow motion.
final class RuntimeHeadlessTests: XCTestCase {
    override func setUp() {
        super.setUp()
        PreviewCatalog.all = BuiltInScenes.previews
    }

    private func tempDir() -> String {
        let d = NSTemporaryDirectory() + "motionlab-test-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }

    private func render(_ dir: String) throws {
        var o = HeadlessSession.Options()
        o.duration = 0.6; o.fps = 30; o.framesDirectory = dir + "/frames"; o.every = 6; o.tracePath = dir + "/trace.jsonl"
        o.scale = 1
        o.script = try InputScript(parsing: "0.1 click 295 41")
        let s = try HeadlessSession(scene: MapScene.self, settings: TunableValues(MapScene.tunables), options: o)
        try s.run()
    }

    func testOutputIsByteIdenticalBetweenRuns() throws {
        let a = tempDir(), b = tempDir()
        try render(a); try render(b)
        let files = try FileManager.default.contentsOfDirectory(atPath: a + "/frames").sorted()
        XCTAssertEqual(files, ["frame-00000.png", "frame-00006.png", "frame-00012.png", "frame-00018.png"])
        for f in files {
            XCTAssertEqual(FileManager.default.contents(atPath: a + "/frames/" + f), FileManager.default.contents(atPath: b + "/frames/" + f), f)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: a + "/trace.jsonl"), FileManager.default.contents(atPath: b + "/trace.jsonl"))
    }

    func testTraceHasOneObjectPerFrameWithTheNamedLayers() throws {
        let d = tempDir()
        try render(d)
        let lines = String(decoding: FileManager.default.contents(atPath: d + "/trace.jsonl")!, as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(lines.count, 19, "0.6 s at 30 fps: frames 0…18")
        for (n, line) in lines.enumerated() {
            let obj = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            XCTAssertEqual(obj["frame"] as? Int, n)
            XCTAssertEqual((obj["t"] as! NSNumber).doubleValue, Double(n) / 30, accuracy: 1e-12)
            let layers = obj["layers"] as! [String: [String: Any]]
            for name in ["appBackground", "mapView", "mapIcon"] {
                let l = try XCTUnwrap(layers[name], "frame \(n) lacks \(name)")
                XCTAssertEqual((l["transform"] as! [Any]).count, 16)
                XCTAssertEqual((l["windowFrame"] as! [Any]).count, 4)
                XCTAssertNotNil(l["hidden"] as? Bool)
            }
        }
        // The click at 0.1 s opens the map: by 0.6 s it is visible.
        let last = try JSONSerialization.jsonObject(with: Data(lines.last!.utf8)) as! [String: Any]
        let map = (last["layers"] as! [String: [String: Any]])["mapView"]!
        XCTAssertGreaterThan((map["opacity"] as! NSNumber).doubleValue, 0.9)
    }

    func testTuningKeyChangesTheValueAndReplays() throws {
        var o = HeadlessSession.Options(); o.scale = 1
        o.script = try InputScript(parsing: "0.5 key '")
        let s = try HeadlessSession(scene: MusicScene.self, settings: TunableValues(MusicScene.tunables), options: o)
        try s.advance(to: 0.4)
        let start = s.runner.sceneStart
        try s.advance(to: 0.6)
        XCTAssertEqual(s.runner.settings["stutter"], 0.07, accuracy: 1e-12)
        XCTAssertGreaterThan(s.runner.sceneStart, start, "the scene restarted with the new value")
    }

    func testSlowMotionSwitchesWithoutAJump() throws {
        var o = HeadlessSession.Options(); o.scale = 1; o.fps = 60
        let s = try HeadlessSession(scene: BasicsScene.self, settings: TunableValues(BasicsScene.tunables), options: o)
        try s.advance(to: 0.3)
        let before = try s.step(draws: true, tracing: true).rendered.traced["rocket"]!.position.x
        s.runner.setSlowMotion(true)
        // Host ticks now advance media time at a tenth of the rate; the value on screen is unchanged.
        let pipeline = FramePipeline()
        let clock = s.runner.context.clock
        clock.tick(hostTime: 1000)
        let after = try pipeline.frame(s.runner, FrameRequest(clock: .host(1000 + 1.0 / 60), tracing: true))
            .rendered.traced["rocket"]!.position.x
        XCTAssertEqual(Double(after), Double(before), accuracy: 1, "a sixtieth of a second at 1/10 speed moves the rocket very little")
        XCTAssertEqual(clock.rate, 0.1, accuracy: 1e-12)
        s.runner.setSlowMotion(false)
    }
}

/// Time travel: `render --at T` is frame T·fps of the full run, pixel for pixel and value for value,
/// with the script replayed from 0 — including inputs that restart the scene on the way.
final class TimeTravelTests: XCTestCase {
    func testTheFrameAtATimeEqualsThatFrameOfTheFullRun() throws {
        PreviewCatalog.all = BuiltInScenes.previews
        for (scene, script, t) in [("flight", "0.2 key right\n0.9 key left", 1.2), ("music", "0.5 key '\n1.0 key space", 1.5),
                                   ("map", "0.1 click 295 41", 0.7)] {
            let preview = try PreviewCatalog.preview(named: scene)
            var full = HeadlessSession.Options(); full.scale = 1; full.script = try InputScript(parsing: script)
            full.duration = t
            let a = try HeadlessSession(preview: preview, options: full)
            try a.advance(to: t)
            let expected = try a.step(draws: true, rasters: true, tracing: true)
            var at = full; at.onlyFrame = Int(t * 60 + 1)
            let b = try HeadlessSession(preview: preview, options: at)
            var last = FrameResult()
            for n in 0...at.onlyFrame! { last = try b.step(draws: n == at.onlyFrame!, rasters: n == at.onlyFrame!, tracing: n == at.onlyFrame!) }
            XCTAssertEqual(last.rendered.traced, expected.rendered.traced, scene)
            XCTAssertEqual(a.target.snapshot().pixels, b.target.snapshot().pixels, scene)
        }
    }
}
