import XCTest
import MotionHost
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// The live curve panel for each scene that provides curves: the curves are the engine's own (JNW
/// keyframes, SpringSimulation, UIKit's mapping), the panel draws them with a marker at the current
/// time, and a PNG of each panel is written for looking at ($MOTIONLAB_PLOT_DIR or a temp folder).
final class CurvePanelTests: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try HostServices.install()
    }

    static var outputDirectory: String {
        let dir = ProcessInfo.processInfo.environment["MOTIONLAB_PLOT_DIR"]
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("motionlab-plots-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    func testMapCurvesAreTheEnginesJNWTheExactSpringAndUIKitsPort() throws {
        var settings = TunableValues(MapScene.tunables)
        try settings.set("damping", 10); try settings.set("stiffness", 300); try settings.set("mass", 1)
        let curves = MapScene.curves(settings: settings)
        XCTAssertEqual(curves.count, 3)
        let jnw = JNWSpringCurve(mass: 1, stiffness: 300, damping: 10)
        let exact = SpringSimulation(mass: 1, stiffness: 300, damping: 10, allowsOverdamping: true)
        let uikit = try UIKitSpring.parameters(duration: jnw.duration, dampingRatio: exact.dampingRatio, initialVelocity: 0)
        let port = SpringSimulation(mass: uikit.mass, stiffness: uikit.stiffness, damping: uikit.damping)
        for t in stride(from: 0.0, through: 1.0, by: 0.037) {
            XCTAssertEqual(curves[0].value(at: t)!, jnw.value(at: t), accuracy: 2e-3)   // linear between 600 samples
            XCTAssertEqual(curves[1].value(at: t)!, exact.value(at: t), accuracy: 2e-3)
            XCTAssertEqual(curves[2].value(at: t)!, port.value(at: t), accuracy: 2e-3)
        }
        XCTAssertEqual(curves[0].settle?.time, jnw.duration)
        XCTAssertEqual(curves[1].settle?.time, exact.settlingDuration(tolerance: 1e-3))
    }

    func testMusicCurveIsUIKitsSpringWithTheSceneDelay() throws {
        var settings = TunableValues(MusicScene.tunables)
        try settings.set("dampingRatio", 0.4)
        let curves = MusicScene.curves(settings: settings)
        let p = try UIKitSpring.parameters(duration: 2.1, dampingRatio: 0.4, initialVelocity: 0)
        let spring = SpringSimulation(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
        XCTAssertEqual(curves.count, 1)
        XCTAssertEqual(curves[0].delay, 1.0)
        XCTAssertEqual(curves[0].domain, 0...2.1)
        XCTAssertEqual(curves[0].value(at: 0.5)!, spring.value(at: 0.5), accuracy: 1e-3)
        // The y range shows the overshoot of ζ = 0.4 (peak ≈ 1.25).
        let plot = try XCTUnwrap(Preview(scene: MusicScene.self).curvePlot(settings: settings))
        XCTAssertGreaterThan(plot.yRange.upperBound, curves[0].points.map(\.y).max()!)
    }

    func testProfileHasNoCurvesAndPanelsRenderWithTheirMarker() throws {
        XCTAssertNil(Preview(scene: ProfileScene.self).curvePlot(settings: TunableValues(ProfileScene.tunables)))
        let cases: [(Preview, Double)] = [
            (Preview(scene: MapScene.self), 0.25), (Preview(scene: MusicScene.self), 1.6),
            (Preview(scene: FlightScene.self), 1.2), (Preview(scene: BasicsScene.self), 0.5),
        ]
        for (preview, time) in cases {
            let plot = try XCTUnwrap(preview.curvePlot(settings: TunableValues(preview.tunables)), preview.name)
            let panel = CurvePanel()
            let origin = CGPoint(x: 10, y: 10)
            let commands = panel.commands(plot, time: time, origin: origin, scale: 2)
            let target = try SDLOffscreenTarget(pixelWidth: 640, pixelHeight: 400, pixelScale: 2)
            target.draw(commands, clear: CGColor(red: 0.35, green: 0.42, blue: 0.5, alpha: 1))
            let image = target.snapshot()
            try target.writePNG(to: (Self.outputDirectory as NSString).appendingPathComponent("panel-\(preview.name).png"))

            // The marker dot of the last curve (drawn on top) sits at (time − delay, value) in its colour.
            let map = try XCTUnwrap(panel.renderer.lastMapping)
            let curve = plot.curves[plot.curves.count - 1]
            let t = min(max(time - curve.delay, curve.domain.lowerBound), curve.domain.upperBound)
            let px = Int((map.x(t) * 2).rounded()), py = Int((map.y(curve.value(at: t)!) * 2).rounded())
            let p = image.pixel(x: px, y: py)
            let expected = curve.color
            XCTAssertEqual(Double(p.r), Double(expected.red) * 255, accuracy: 24, "\(preview.name) marker")
            XCTAssertEqual(Double(p.g), Double(expected.green) * 255, accuracy: 24, "\(preview.name) marker")
            XCTAssertEqual(Double(p.b), Double(expected.blue) * 255, accuracy: 24, "\(preview.name) marker")
            // Calling again with the same plot reuses every image (nothing re-rasterised).
            let again = panel.commands(plot, time: time, origin: origin, scale: 2)
            XCTAssertEqual(images(in: again).map(ObjectIdentifier.init), images(in: commands).map(ObjectIdentifier.init))
        }
    }

    private func images(in commands: [DrawCommand]) -> [CGImage] {
        commands.compactMap { if case let .image(image, _, _, _, _) = $0 { return image } else { return nil } }
    }
}
