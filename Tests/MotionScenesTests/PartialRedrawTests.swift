import XCTest
import MotionGeometry
import MotionHost
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// The offscreen target redraws only the damaged pixels of each frame: over every scene's golden script
/// (and the particle field), every frame must be byte-identical to drawing the same list in full into a
/// fresh surface.
final class PartialRedrawTests: XCTestCase {
    override func setUp() {
        super.setUp()
        PreviewCatalog.all = BuiltInScenes.previews
    }

    func testPartialRedrawIsByteIdenticalToAFullRedrawOnEveryScene() throws {
        var cases = GoldenFrameTests.cases.map { ($0.scene, $0.script, ($0.times.max() ?? 2) + 0.5) }
        cases.append((ParticlesScene.self, "", 1.5))
        for (scene, script, duration) in cases {
            var o = HeadlessSession.Options()
            o.scale = 1
            o.fps = 30
            o.script = try InputScript(parsing: script)
            let session = try HeadlessSession(scene: scene, settings: TunableValues(scene.tunables), options: o)
            let full = try SDLOffscreenTarget(pixelWidth: session.target.pixelWidth, pixelHeight: session.target.pixelHeight)
            full.redrawsOnlyDamage = false
            var partial = 0, differing = 0
            for n in 0..<HeadlessSession.frameCount(duration: duration, fps: o.fps) {
                let result = try session.step(draws: true, rasters: true)
                full.draw(result.rendered.commands, clear: .black)
                let r = session.target.lastRedrawn
                if r.w < full.pixelWidth || r.h < full.pixelHeight { partial += 1 }
                let a = session.target.snapshot().pixels, b = full.snapshot().pixels
                if a != b {
                    differing += 1
                    var box = (Int.max, Int.max, Int.min, Int.min), count = 0
                    for i in stride(from: 0, to: a.count, by: 4) where a[i..<i + 4] != b[i..<i + 4] {
                        let x = (i / 4) % full.pixelWidth, y = (i / 4) / full.pixelWidth
                        box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y)); count += 1
                    }
                    XCTFail("\(scene.name) frame \(n): \(count) pixels differ in x \(box.0)…\(box.2), y \(box.1)…\(box.3); redrawn \(r)")
                    if differing > 3 { break }
                }
            }
            XCTAssertGreaterThan(partial, 0, "\(scene.name): some frames were redrawn in part")
            print("\(scene.name): \(partial) of \(HeadlessSession.frameCount(duration: duration, fps: o.fps)) frames redrawn in part")
        }
    }
}
