import XCTest
@testable import MotionLabPreview

/// The JSON export parses, keeps its keys in a fixed order, and gives back every parameter exactly,
/// with the springs' derived constants equal to the engine's mappings.
final class JSONExportTests: XCTestCase {
    let export = MotionExport(
        scene: "demo", title: "Demo \"quoted\"\n", settings: [ExportSetting(name: "duration", value: 2.1, unit: "s"),
                                                              ExportSetting(name: "dampingRatio", value: 0.6, unit: "ratio")],
        initialValues: [InitialValue("box", "alpha", .number(0))],
        triggers: [
            ExportTrigger("start", state: "shown", animations: [
                ExportedAnimation("slide", api: .view, targets: ["a", "b"],
                                  changes: [PropertyChange("frame.origin.x", from: .number(320), to: .number(0))],
                                  timing: .uikitSpring(duration: 2.1, dampingRatio: 0.6, initialVelocity: 0), delay: 1, stagger: 0.06),
                ExportedAnimation("pop", api: .jnw, targets: ["box"], changes: [PropertyChange("transform.scale", to: .number(0.9))],
                                  timing: .jnwSpring(mass: 1, stiffness: 16, damping: 16), options: [.beginFromCurrentState]),
                ExportedAnimation("shake", api: .layer, targets: ["form"],
                                  changes: [PropertyChange("position.x", values: [0, 10, -10, 0].map(ExportValue.number))],
                                  timing: .keyframes(keyTimes: [0, 1 / 3.0, 2 / 3.0, 1], timingFunctions: nil, duration: 0.4),
                                  options: [.additive]),
            ]),
        ])

    func testParsesAndRoundTripsTheParameters() throws {
        let text = MotionExportFormat.json.text(export)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(root["scene"] as? String, "demo")
        XCTAssertEqual(root["title"] as? String, "Demo \"quoted\"\n")
        let settings = try XCTUnwrap(root["settings"] as? [String: Double])
        XCTAssertEqual(settings, ["duration": 2.1, "dampingRatio": 0.6])
        let animations = try XCTUnwrap(((root["triggers"] as? [[String: Any]])?.first)?["animations"] as? [[String: Any]])
        XCTAssertEqual(animations.count, 3)

        let slide = animations[0]
        XCTAssertEqual(slide["targets"] as? [String], ["a", "b"])
        XCTAssertEqual(slide["delay"] as? Double, 1)
        XCTAssertEqual(slide["stagger"] as? Double, 0.06)
        let timing = try XCTUnwrap(slide["timing"] as? [String: Any])
        XCTAssertEqual(timing["kind"] as? String, "uikitSpring")
        XCTAssertEqual(timing["duration"] as? Double, 2.1)
        XCTAssertEqual(timing["dampingRatio"] as? Double, 0.6)
        let spring = try XCTUnwrap(timing["spring"] as? [String: Double])
        let p = try UIKitSpring.parameters(duration: 2.1, dampingRatio: 0.6, initialVelocity: 0)
        XCTAssertEqual(spring["mass"], p.mass)
        XCTAssertEqual(spring["stiffness"], p.stiffness)     // exactly: shortest round-tripping text
        XCTAssertEqual(spring["damping"], p.damping)
        XCTAssertEqual(spring["response"]!, 2 * Double.pi / p.stiffness.squareRoot(), accuracy: 1e-12)
        let change = try XCTUnwrap((slide["changes"] as? [[String: Any]])?.first)
        XCTAssertEqual(change["from"] as? Double, 320)
        XCTAssertEqual(change["to"] as? Double, 0)

        let pop = try XCTUnwrap(animations[1]["timing"] as? [String: Any])
        XCTAssertEqual(pop["kind"] as? String, "jnwSpring")
        XCTAssertEqual(pop["duration"] as? Double, JNWSpringCurve(mass: 1, stiffness: 16, damping: 16).duration)
        XCTAssertEqual(animations[1]["options"] as? [String], ["beginFromCurrentState"])
        let shake = try XCTUnwrap(animations[2]["timing"] as? [String: Any])
        XCTAssertEqual(shake["keyTimes"] as? [Double], [0, 1 / 3.0, 2 / 3.0, 1])
        XCTAssertEqual((animations[2]["changes"] as? [[String: Any]])?.first?["values"] as? [Double], [0, 10, -10, 0])
    }

    func testKeyOrderIsFixed() {
        let text = MotionExportFormat.json.text(export)
        let keys = ["\"scene\"", "\"title\"", "\"settings\"", "\"units\"", "\"initialValues\"", "\"triggers\""]
        let positions = keys.map { text.range(of: $0)!.lowerBound }
        XCTAssertEqual(positions, positions.sorted())
        XCTAssertEqual(text, MotionExportFormat.json.text(export))
        // Settings keep the scene's order, not alphabetical order.
        XCTAssertLessThan(text.range(of: "\"duration\": 2.1")!.lowerBound, text.range(of: "\"dampingRatio\": 0.6")!.lowerBound)
    }
}
