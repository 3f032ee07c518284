import XCTest
import Foundation
@testable import MotionLabPreview
@testable import MotionRender
import MotionHost
@testable import MotionInspector
@testable import MotionScenes

/// `motionlab inspect` against the seed's numbers: at 1.5 s the music list's eight elements all run
/// UIKit's spring (2.1 s, damping ratio 0.6), element i beginning at 1.0 + i × stutter, with progress
/// (t − begin) / 2.1 and the value the trace shows.
final class InspectSceneTests: XCTestCase {
    func inspect(_ scene: String, at t: Double, settings: [String: Double] = [:], script: String = "") throws
        -> (animations: [InspectedAnimation], traced: [String: TracedLayer]) {
        PreviewCatalog.all = BuiltInScenes.previews
        let preview = try PreviewCatalog.preview(named: scene)
        var values = TunableValues(preview.tunables)
        for (k, v) in settings { try values.set(k, v) }
        let context = AnimationContext()
        try context.perform { try HostServices.install(screenScale: 1) }
        let runner = try SceneRunner(preview: preview, settings: values, context: context, screenScale: 1)
        let inputs = try InputScript(parsing: script).events.map { (time: $0.time, input: $0.input) }
        let pipeline = FramePipeline()
        try runner.rebuild(replaying: inputs, to: t, pipeline: pipeline)
        let traced = context.perform { pipeline.renderer.evaluate(root: runner.rootLayer, at: context.clock.now, tracing: true).traced }
        return (AnimationInspector.animations(in: runner.rootLayer, context: context, sceneStart: runner.sceneStart), traced)
    }

    func testTheMusicListsEightSpringsAtOnePointFiveSeconds() throws {
        for stutter in [0.06, 0.1] {
            let (list, traced) = try inspect("music", at: 1.5, settings: ["stutter": stutter])
            let order = ["arrow", "ministry", "addButton", "row1", "row2", "row3", "row4", "row5"]
            XCTAssertEqual(Set(list.map(\.layer)), Set(order))
            XCTAssertEqual(list.count, 8)
            for (i, name) in order.enumerated() {
                let a = try XCTUnwrap(list.first { $0.layer == name })
                let begin = 1.0 + Double(i) * stutter
                XCTAssertEqual(a.kind, "UIView.animate"); XCTAssertEqual(a.className, "CASpringAnimation")
                XCTAssertEqual(a.keyPath, "position")
                XCTAssertEqual(a.begin ?? -1, begin, accuracy: 1e-9, name)
                XCTAssertEqual(a.duration ?? -1, 2.1, accuracy: 1e-12, name)
                XCTAssertEqual(a.curve.dampingRatio ?? -1, 0.6, accuracy: 1e-9, name)
                if begin <= 1.5 {
                    XCTAssertEqual(a.progress ?? -1, (1.5 - begin) / 2.1, accuracy: 1e-9, name)
                } else {
                    XCTAssertEqual(a.progress, 0, "\(name) has not begun")
                }
                // From one screen width to the right to x = 0 (centres 480 → 160), and the value on screen.
                guard case .numbers(let from)? = a.from, case .numbers(let to)? = a.to, case .numbers(let v)? = a.value else {
                    return XCTFail("values of \(name)")
                }
                XCTAssertEqual(from[0], 480); XCTAssertEqual(to[0], 160)
                XCTAssertEqual(v[0], traced[name]!.position.x, accuracy: 1e-9, name)
            }
        }
    }

    func testAfterTheSpringsEndNothingIsListed() throws {
        XCTAssertEqual(try inspect("music", at: 4.0).animations.count, 0)
    }

    func testTheAddASongInsertionListsTheRowsMovingDown() throws {
        // Add a Song at 3.8 s (the demo's click): the new row slides in and the five below move down.
        let (list, _) = try inspect("music", at: 4.2, script: "3.8 click 160 144")
        let names = Set(list.map(\.layer))
        XCTAssertTrue(names.contains("row6"))
        XCTAssertEqual(list.filter { $0.layer.hasPrefix("row") }.count, 6)
        for a in list { XCTAssertEqual(a.begin ?? -1, 3.85, accuracy: 0.06, "\(a.layer) begins at the release") }
    }
}
