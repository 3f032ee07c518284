import XCTest
import MotionGeometry
import MotionHost
@testable import MotionLabPreview
@testable import MotionScenes

/// The headless run's frames through the fast writer decode to exactly the pixels of the old IMG_SavePNG
/// path, for every seed scene, and the default headless run's contact sheet shows them.
final class HeadlessFrameOutputTests: XCTestCase {
    override func setUp() {
        super.setUp()
        PreviewCatalog.all = BuiltInScenes.previews
    }

    func render(_ scene: Scene.Type, encoding: FrameWriter.Encoding, into dir: String) throws -> Int {
        var o = HeadlessSession.Options()
        o.duration = 1; o.fps = 30; o.every = 5; o.scale = 1
        o.framesDirectory = dir
        o.frameEncoding = encoding
        o.script = try InputScript(parsing: "0.2 drag 160 420 160 180 0.15\n0.5 key right\n0.6 wheel 0 60")
        return try HeadlessSession(scene: scene, settings: TunableValues(scene.tunables), options: o).run()
    }

    func testEveryScenesFramesDecodeToTheSamePixelsAsTheOldPath() throws {
        let root = NSTemporaryDirectory() + "motionlab-frame-output-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for scene in [MapScene.self, MusicScene.self, ProfileScene.self, FlightScene.self, BasicsScene.self] as [Scene.Type] {
            let old = root + "/\(scene.name)-old", new = root + "/\(scene.name)-new"
            XCTAssertEqual(try render(scene, encoding: .sdlImage, into: old), 7)
            XCTAssertEqual(try render(scene, encoding: .spng(.fast), into: new), 7)
            for n in stride(from: 0, through: 30, by: 5) {
                let name = String(format: "/frame-%05d.png", n)
                let a = try SDLImageDecoder.decode(contentsOf: old + name), b = try SDLImageDecoder.decode(contentsOf: new + name)
                XCTAssertEqual(a.width, b.width)
                XCTAssertTrue(a.pixels == b.pixels, "\(scene.name)\(name): pixels differ from IMG_SavePNG's")
            }
        }
    }

    func testContactSheetPicksFramesEvenlyWithFirstAndLast() {
        XCTAssertEqual(SceneContactSheet.pick(Array(stride(from: 0, through: 240, by: 6)), maxCells: 5), [0, 60, 120, 180, 240])
        XCTAssertEqual(SceneContactSheet.pick([0, 6, 12], maxCells: 12), [0, 6, 12])
        XCTAssertEqual(SceneContactSheet.pick(Array(0..<10), maxCells: 1), [0])
    }
}
