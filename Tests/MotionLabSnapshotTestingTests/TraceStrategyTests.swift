import XCTest
import UIKit
@testable import MotionAnimation
import MotionRender
@testable import MotionLabSnapshotTesting
@testable import MotionScenes

/// `.trace(at:…)`: readable text with the values `render --trace` writes, diffed line by line;
/// colours do not count; the same text from every run and from both evaluation paths.
final class TraceStrategyTests: XCTestCase {
    let times = [0, 0.2, 0.35, 0.5, 1.0]

    func recordedTrace(_ vc: @autoclosure () -> UIViewController, named name: String, in dir: String) throws -> String {
        _ = verifySnapshot(of: vc(), as: .trace(at: times, script: badgeClick), named: name, record: .all, snapshotDirectory: dir,
                           testName: "trace")
        return try XCTUnwrap(String(data: XCTUnwrap(contents(dir + "/trace.\(name).txt")), encoding: .utf8))
    }

    func testTheTraceIsReadableTextWithTheBadgesValues() throws {
        let dir = try temporarySnapshotDirectory(self)
        let text = try recordedTrace(BadgeViewController(), named: "badge", in: dir)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(Array(lines.prefix(5)), [
            "# MotionLab trace: named layers' geometry and opacity at scene times",
            "# 320×568 pt, frames at 60 fps; times 0 0.2 0.35 0.5 1 s → frames 0 12 21 30 60",
            "# script: 0.1 click 160 422",
            "# units: points and seconds; transform: a b c d tx ty (2-D) or m11 m12 … m44 (3-D)",
            "",
        ])
        XCTAssertTrue(lines.contains("0     badge  position     160 422"), text)
        XCTAssertTrue(lines.contains("0     badge  transform    1 0 0 1 0 0"), text)
        XCTAssertTrue(lines.contains("1     badge  windowFrame  120 382 80 80") || lines.contains { $0.hasPrefix("1     badge  windowFrame") }, text)
        // 5 times × 8 properties, a blank line before each time, 4 header lines, a final newline.
        XCTAssertEqual(lines.count, 4 + 5 * (1 + 8) + 1)
        XCTAssertEqual(lines.last, "")
    }

    /// The values are `render --trace`'s: the JSON Lines trace of the same run, rounded to 4 decimals.
    func testTheValuesAreThoseRenderTraceWrites() throws {
        let dir = try temporarySnapshotDirectory(self)
        let text = try recordedTrace(BadgeViewController(), named: "badge", in: dir)
        var options = HeadlessSession.Options()
        options.duration = 1
        options.tracePath = dir + "/trace.jsonl"
        options.script = try InputScript(parsing: badgeClick)
        try HeadlessSession(preview: Preview("badge") { BadgeViewController() }, options: options).run()
        let json = try String(contentsOfFile: dir + "/trace.jsonl", encoding: .utf8).split(separator: "\n")
        for (t, frame) in zip(times, [0, 12, 21, 30, 60]) {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json[frame].utf8)) as? [String: Any])
            let badge = try XCTUnwrap((object["layers"] as? [String: Any])?["badge"] as? [String: Any])
            func numbers(_ key: String) -> String {
                ((badge[key] as? [Double]) ?? [badge[key] as? Double ?? .nan]).map(TraceText.format).joined(separator: " ")
            }
            let transform = try XCTUnwrap(badge["transform"] as? [Double])
            let expected = [
                ("position", numbers("position")), ("bounds", numbers("bounds")), ("anchorPoint", numbers("anchorPoint")),
                ("opacity", numbers("opacity")), ("zPosition", numbers("zPosition")),
                ("transform", [0, 1, 4, 5, 12, 13].map { TraceText.format(transform[$0]) }.joined(separator: " ")),
                ("hidden", "\(badge["hidden"] as? Bool ?? true)"), ("windowFrame", numbers("windowFrame")),
            ]
            for (property, value) in expected {
                let line = TraceText.format(t).padding(toLength: 4, withPad: " ", startingAt: 0) + "  badge  "
                    + property.padding(toLength: 11, withPad: " ", startingAt: 0) + "  " + value
                XCTAssertTrue(text.contains(line + "\n"), "missing: \(line)\n\(text)")
            }
        }
    }

    func testAColourChangePassesAndAMotionChangeFailsNamingTheLine() throws {
        let dir = try temporarySnapshotDirectory(self)
        let strategy = Snapshotting<UIViewController, String>.trace(at: times, script: badgeClick)
        _ = verifySnapshot(of: BadgeViewController(), as: strategy, named: "badge", snapshotDirectory: dir)
        XCTAssertNil(verifySnapshot(of: BadgeViewController(color: .systemBlue), as: strategy, named: "badge", snapshotDirectory: dir),
                     "colours are not traced")
        // A click 0.1 s later: the spring is elsewhere at every time after it.
        let late = try XCTUnwrap(verifySnapshot(of: BadgeViewController(), as: .trace(at: times, script: "0.2 click 160 422"),
                                                named: "badge", snapshotDirectory: dir))
        XCTAssertTrue(late.contains("−# script: 0.1 click 160 422"), late)
        XCTAssertTrue(late.contains("+# script: 0.2 click 160 422"), late)
        XCTAssertTrue(late.contains("−0.35  badge  transform    1.0868 0 0 1.0868 0 0"), late)
        XCTAssertTrue(late.contains("@@"), "a unified-diff hunk")
    }

    func testTheTextIsTheSameFromEveryRunAndBothEvaluationPaths() throws {
        let dir = try temporarySnapshotDirectory(self)
        let first = try recordedTrace(BadgeViewController(), named: "a", in: dir)
        let second = try recordedTrace(BadgeViewController(), named: "b", in: dir)
        XCTAssertEqual(first, second)
        _ = verifySnapshot(of: BadgeViewController(), as: .image(at: 0.35, script: badgeClick), named: "fast", record: .all,
                           snapshotDirectory: dir, testName: "paths")
        // The reference evaluation: every animation through its general path, transforms decomposed.
        AnimationEvaluation.usesFastPaths = false
        defer { AnimationEvaluation.usesFastPaths = true }
        XCTAssertEqual(try recordedTrace(BadgeViewController(), named: "reference", in: dir), first)
        _ = verifySnapshot(of: BadgeViewController(), as: .image(at: 0.35, script: badgeClick), named: "reference", record: .all,
                           snapshotDirectory: dir, testName: "paths")
        XCTAssertEqual(contents(dir + "/paths.reference.png"), contents(dir + "/paths.fast.png"))
        // A built-in scene with springs, keyframes and transforms, through its demo tour: the music player.
        let music = try XCTUnwrap(BuiltInScenes.previews.first { $0.name == "music" })
        let demo = try XCTUnwrap(music.demo)
        let strategy = Snapshotting<Preview, String>.trace(at: [0.3, 0.8, 1.4, 2.2, 3.1], script: demo.script)
        _ = verifySnapshot(of: music, as: strategy, named: "music-reference", record: .all, snapshotDirectory: dir, testName: "trace")
        AnimationEvaluation.usesFastPaths = true
        _ = verifySnapshot(of: music, as: strategy, named: "music-fast", record: .all, snapshotDirectory: dir, testName: "trace")
        let reference = try XCTUnwrap(contents(dir + "/trace.music-reference.txt"))
        XCTAssertEqual(contents(dir + "/trace.music-fast.txt"), reference)
        XCTAssertGreaterThan(reference.count, 2000, "the scene's named layers are traced")
    }

    func testNumbersAreRoundedToFourDecimalsAndReadBackTheSame() {
        XCTAssertEqual(TraceText.format(0), "0")
        XCTAssertEqual(TraceText.format(-0.0), "0")
        XCTAssertEqual(TraceText.format(-0.00004), "0")
        XCTAssertEqual(TraceText.format(160), "160")
        XCTAssertEqual(TraceText.format(1.0 / 3), "0.3333")
        XCTAssertEqual(TraceText.format(-2.5), "-2.5")
        XCTAssertEqual(TraceText.format(1.0581075316713469), "1.0581")
        XCTAssertEqual(TraceText.format(.nan), "nan")
        XCTAssertEqual(TraceText.format(-.infinity), "-inf")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let v = Double.random(in: -5000...5000, using: &generator)
            let text = TraceText.format(v)
            XCTAssertEqual(TraceText.format(Double(text)!), text)
            XCTAssertLessThanOrEqual(abs(Double(text)! - v), 0.00005 + 1e-12)
        }
    }

    func testA3DTransformIsWrittenWhole() {
        var layer = TracedLayer(position: .zero, bounds: .zero, anchorPoint: CGPoint(x: 0.5, y: 0.5), opacity: 1, zPosition: 0,
                                transform: CATransform3DIdentity, hidden: false, windowFrame: .zero, stroke: (0, 0.25))
        layer.transform.m34 = -1.0 / 500
        let values = Dictionary(uniqueKeysWithValues: TraceText.values(layer))
        XCTAssertEqual(values["transform"], "1 0 0 0 0 1 0 0 0 0 1 -0.002 0 0 0 1")
        XCTAssertEqual(values["strokeStart"], "0")
        XCTAssertEqual(values["strokeEnd"], "0.25")
    }
}
