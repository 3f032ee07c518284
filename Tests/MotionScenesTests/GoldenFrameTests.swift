import XCTest
import MotionGeometry
import MotionTiming
import MotionHost
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// Headless frames of every scene at key times against reference PNGs in Goldens/ that a person looked
/// at. Small differences (anti-aliasing after an SDL update) are tolerated; a moved or missing element
/// is not. Regenerate after an intended visual change with `MOTIONLAB_UPDATE_GOLDENS=1 swift test
/// --filter GoldenFrameTests`, then look at every changed PNG before committing it.
final class GoldenFrameTests: XCTestCase {
    struct Case { let scene: Scene.Type; let script: String; let times: [Double] }

    static let cases: [Case] = [
        Case(scene: MapScene.self, script: "0.2 click 295 41", times: [0, 0.5, 1.5]),
        Case(scene: MusicScene.self, script: "", times: [1.2, 1.6, 4]),
        Case(scene: ProfileScene.self, script: "0.2 wheel 0 60\n1.0 wheel 0 80", times: [0, 0.6, 1.6]),
        Case(scene: FlightScene.self, script: "0.2 key right", times: [0, 1.2, 2.5]),
        Case(scene: BasicsScene.self, script: "", times: [0.3, 1.1, 2.0]),
    ]

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path

    override func setUp() {
        super.setUp()
        PreviewCatalog.all = BuiltInScenes.previews
    }

    func testEveryScenesKeyFramesMatchTheirGoldens() throws {
        let update = ProcessInfo.processInfo.environment["MOTIONLAB_UPDATE_GOLDENS"] == "1"
        for c in GoldenFrameTests.cases {
            var o = HeadlessSession.Options()
            o.scale = 1
            o.script = try InputScript(parsing: c.script)
            let session = try HeadlessSession(scene: c.scene, settings: TunableValues(c.scene.tunables), options: o)
            for t in c.times {
                try session.advance(to: t)
                let frame = session.snapshot()
                let name = "\(c.scene.name)-\(String(format: "%.1f", t)).png"
                let path = GoldenFrameTests.goldens + "/" + name
                if update {
                    try SDLImageDecoder.writePNG(frame, to: path)
                    continue
                }
                guard FileManager.default.fileExists(atPath: path) else {
                    XCTFail("no golden \(name): run with MOTIONLAB_UPDATE_GOLDENS=1 and look at it"); continue
                }
                let golden = try SDLImageDecoder.decode(contentsOf: path)
                XCTAssertEqual(golden.width, frame.width, name); XCTAssertEqual(golden.height, frame.height, name)
                guard golden.width == frame.width, golden.height == frame.height else { continue }
                var differing = 0
                for i in stride(from: 0, to: frame.pixels.count, by: 4) {
                    var d = 0
                    for k in 0..<3 { d = max(d, abs(Int(frame.pixels[i + k]) - Int(golden.pixels[i + k]))) }
                    if d > 24 { differing += 1 }
                }
                let fraction = Double(differing) / Double(frame.width * frame.height)
                XCTAssertLessThan(fraction, 0.002, "\(name): \(differing) pixels differ from the golden")
                if fraction >= 0.002 {
                    try? SDLImageDecoder.writePNG(frame, to: NSTemporaryDirectory() + "actual-" + name)
                }
            }
        }
    }
}
