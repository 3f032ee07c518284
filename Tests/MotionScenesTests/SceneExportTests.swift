import XCTest
import ArgumentParser
import MotionHost
@testable import MotionLabPreview
@testable import MotionScenes

/// The scenes' exports: every format for every seed scene, the tuned numbers in the output after
/// `--set`, the command's errors, and — so the exported numbers cannot drift from the scenes — the
/// animations the running scenes add compared with their exports.
final class SceneExportTests: MapMusicBasicsTestCase {
    static let seeds: [Preview] = [Preview(scene: MapScene.self), Preview(scene: MusicScene.self), Preview(scene: ProfileScene.self),
                                   Preview(scene: FlightScene.self), Preview(scene: BasicsScene.self)]

    override func setUpWithError() throws {
        try super.setUpWithError()
        try PreviewApp.register(BuiltInScenes.previews)
    }

    /// `motionlab ARGS` in this process: its standard output, or the error it threw.
    func run(_ arguments: [String]) throws -> String {
        var command = try MotionLabCommand.parseAsRoot(arguments)
        return try capturingStandardOutput { try command.run() }
    }

    func testEverySeedSceneExportsInEveryFormat() throws {
        for preview in Self.seeds {
            let values = TunableValues(preview.tunables)
            for format in MotionExportFormat.allCases {
                let text = try preview.exportText(settings: values, format: format)
                XCTAssertGreaterThan(text.count, 200, "\(preview.name) \(format)")
                XCTAssertEqual(text, try preview.exportText(settings: values, format: format), "\(preview.name) \(format) is not stable")
                let tokens = Set(text.split { !($0.isLetter || $0.isNumber) }.map(String.init))
                XCTAssertTrue(tokens.isDisjoint(with: ["nan", "NaN", "inf"]), "\(preview.name) \(format) prints a non-finite number")
            }
            let json = try preview.exportText(settings: values, format: .json)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.utf8)), preview.name)
        }
        XCTAssertThrowsError(try Preview(scene: ParticlesScene.self).exportText(settings: TunableValues(ParticlesScene.tunables)))
    }

    func testUIKitOutputCarriesTheTunedNumbers() throws {
        let music = try run(["export", "--scene", "music", "--set", "dampingRatio=0.45", "--set", "stutter=0.1",
                             "--set", "duration=1.7", "--set", "initialDelay=0.5", "--format", "uikit"])
        XCTAssertTrue(music.contains("UIView.animate(withDuration: 1.7, delay: 0.5 + Double(i) * 0.1, usingSpringWithDamping: 0.45,"), music)
        XCTAssertTrue(music.contains("--set dampingRatio=0.45"), music)

        let map = try run(["export", "--scene", "map", "--set", "damping=9", "--set", "stiffness=120", "--set", "mass=2",
                           "--set", "dampingOut=30", "--format", "uikit"])
        for line in ["openBackgroundScale.damping = 9", "openBackgroundScale.stiffness = 120", "openBackgroundScale.mass = 2",
                     "closeMapScale.damping = 30", "closeMapScale.stiffness = 24", "closeMapScale.mass = 2"] {
            XCTAssertTrue(map.contains(line), "missing '\(line)'")
        }
        let flight = try run(["export", "--scene", "flight", "--set", "duration=3.5", "--format", "uikit"])
        XCTAssertEqual(flight.components(separatedBy: "UIView.animate(withDuration: 3.5,").count - 1, 2, flight)

        // The SwiftUI form of the tuned music spring, through UIKit's mapping.
        let swiftUI = try run(["export", "--scene", "music", "--set", "dampingRatio=0.45", "--set", "duration=1.7", "--format", "swiftui"])
        let p = try UIKitSpring.parameters(duration: 1.7, dampingRatio: 0.45, initialVelocity: 0)
        let response = try XCTUnwrap(ExportParse.number(after: ".spring(response:", in: swiftUI))
        XCTAssertEqual(2 * .pi / response, p.stiffness.squareRoot(), accuracy: 1e-9)
    }

    func testClipboardExportIsTheUIKitTextWithANotice() throws {
        let music = Preview(scene: MusicScene.self)
        let values = TunableValues(MusicScene.tunables)
        let (text, notice) = music.exportForClipboard(settings: values)
        XCTAssertEqual(text, try music.exportText(settings: values, format: .uikit))
        XCTAssertEqual(notice, "Copied music as UIKit code (\(text!.split(separator: "\n", omittingEmptySubsequences: false).count - 1) lines) to the clipboard")
        let particles = Preview(scene: ParticlesScene.self).exportForClipboard(settings: TunableValues(ParticlesScene.tunables))
        XCTAssertNil(particles.text)
        XCTAssertEqual(particles.notice, "particles has no code export")
    }

    func testBadArgumentsAreUsageErrorsNamingThem() throws {
        let cases: [([String], String)] = [
            (["export", "--scene", "music", "--format", "kotlin"], "unknown format 'kotlin'"),
            (["export", "--scene", "nowhere", "--format", "css"], "unknown scene 'nowhere'"),
            (["export", "--scene", "music", "--set", "wobble=2", "--format", "css"], "unknown tunable 'wobble'"),
            (["export", "--scene", "music", "--set", "stutter=fast", "--format", "css"], "'fast' is not a number"),
            (["export", "--scene", "particles", "--format", "css"], "scene 'particles' has no export"),
        ]
        for (arguments, needle) in cases {
            do {
                let out = try run(arguments)
                XCTFail("\(arguments) succeeded: \(out.prefix(80))")
            } catch {
                XCTAssertEqual(MotionLabCommand.exitCode(for: error), .validationFailure, "\(arguments)")  // exit 2 via runAsRootCommand
                XCTAssertTrue(MotionLabCommand.message(for: error).contains(needle),
                              "\(arguments): \(MotionLabCommand.message(for: error))")
            }
        }
    }

    // MARK: Exports against the running scenes

    func testMusicExportMatchesTheSpringsTheSceneAdds() throws {
        var settings = TunableValues(MusicScene.tunables)
        try settings.set("dampingRatio", 0.45); try settings.set("stutter", 0.1)
        let scene = try MusicScene(window: window, settings: settings)
        scene.start()
        let slide = try XCTUnwrap(MusicScene.motionExport(settings: settings).triggers.first?.animations.first)
        guard case let .uikitSpring(duration, ratio, velocity) = slide.timing else { return XCTFail("\(slide.timing)") }
        let p = try UIKitSpring.parameters(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        XCTAssertEqual(slide.targets.count, scene.elements.count)
        for (i, view) in scene.elements.enumerated() {
            XCTAssertEqual(view.layer.name, slide.targets[i])
            let springs = (view.layer.animationKeys() ?? []).compactMap { view.layer.animation(forKey: $0) as? CASpringAnimation }
            let spring = try XCTUnwrap(springs.first, "\(view.layer.name ?? "")")
            XCTAssertEqual(Double(spring.mass), p.mass)
            XCTAssertEqual(Double(spring.stiffness), p.stiffness)
            XCTAssertEqual(Double(spring.damping), p.damping)
            XCTAssertEqual(spring.duration, duration)
            XCTAssertEqual(spring.beginTime, slide.delay + Double(i) * slide.stagger, accuracy: 1e-9)
        }
    }

    func testMapExportMatchesTheAnimationsEachTapAdds() throws {
        var settings = TunableValues(MapScene.tunables)
        try settings.set("damping", 9); try settings.set("stiffness", 120); try settings.set("dampingOut", 30)
        let scene = try MapScene(window: window, settings: settings)
        let export = MapScene.motionExport(settings: settings)
        let views = ["appBackground": scene.appBackground as UIView, "mapView": scene.mapView]
        for (n, trigger) in export.triggers.enumerated() {
            at(Double(n) * 5)
            scene.didTapMapIcon(scene.icon)
            for a in trigger.animations {
                let layer = try XCTUnwrap(views[a.targets[0]]).layer
                let change = a.changes[0]
                let keyPath = change.keyPath == "alpha" ? "opacity" : change.keyPath
                let added = (layer.animationKeys() ?? []).compactMap { layer.animation(forKey: $0) as? CAPropertyAnimation }
                    .filter { $0.keyPath == keyPath && $0.beginTime <= Double(n) * 5 + 1e-9 }
                let animation = try XCTUnwrap(added.last, "\(trigger.name) \(a.name)")
                switch a.timing {
                case let .jnwSpring(m, k, c):
                    let jnw = try XCTUnwrap(animation as? JNWSpringAnimation, a.name)
                    XCTAssertEqual([Double(jnw.mass), Double(jnw.stiffness), Double(jnw.damping)], [m, k, c], a.name)
                    let toValue = (jnw.toValue as? Double) ?? (jnw.toValue as? CGFloat).map(Double.init) ?? (jnw.toValue as? Int).map(Double.init)
                    if case let .number(to)? = change.to { XCTAssertEqual(toValue, to, a.name) }
                case let .bezier(b, duration):
                    let basic = try XCTUnwrap(animation as? CABasicAnimation, a.name)
                    XCTAssertEqual(basic.duration, duration, a.name)
                    let (c1, c2) = try XCTUnwrap(basic.timingFunction).controlPoints
                    XCTAssertEqual([c1.x, c1.y, c2.x, c2.y].map(Double.init), [b.x1, b.y1, b.x2, b.y2].map { Double(Float($0)) }, a.name)
                default:
                    XCTFail("unexpected timing \(a.timing)")
                }
            }
        }
    }

    func testBasicsExportCurvesAreTheDemosCurves() {
        for demo in BasicsEasing.allCases {
            let engine: (Double) -> Double
            switch demo.curve {
            case .timingFunction(let f): engine = f.evaluate
            case .easing(let e): engine = { Double(e(CGFloat($0))) }
            }
            let timing: ExportTiming
            switch demo.exportCurve {
            case let .bezier(b, _): timing = .bezier(b, duration: 1)
            case let .easing(name): timing = .easing(name: name, duration: 1)
            }
            guard let exported = timing.progress else { return XCTFail("\(demo)") }
            for i in 0...100 {
                let x = Double(i) / 100
                // Core Animation stores control points as Float; the export prints the decimal values.
                XCTAssertEqual(exported(x), engine(x), accuracy: 1e-6, "\(demo) at \(x)")
            }
        }
    }
}
