import XCTest
@testable import MotionLabPreview

/// The SwiftUI spring numbers, read back from the exported text, give the same ω₀ and ζ as the spring
/// the engine plays for UIKit's duration and damping ratio (UIKitSpring's mapping) to 1e-9.
final class SpringExportTests: XCTestCase {
    func export(_ timing: ExportTiming) -> MotionExport {
        MotionExport(scene: "test", title: "Test", settings: [], triggers: [
            ExportTrigger("start", state: "shown", animations: [
                ExportedAnimation("slide", api: .view, targets: ["box"],
                                  changes: [PropertyChange("frame.origin.x", from: .number(320), to: .number(0))], timing: timing),
            ]),
        ])
    }

    func testSwiftUIResponseAndDampingFractionReproduceUIKitsSpring() throws {
        for (duration, ratio) in [(2.1, 0.6), (0.5, 0.3), (1.0, 1.0), (3.0, 0.15), (0.35, 0.85), (1.2, 1.4)] {
            let text = MotionExportFormat.swiftui.text(export(.uikitSpring(duration: duration, dampingRatio: ratio, initialVelocity: 0)))
            let response = try XCTUnwrap(ExportParse.number(after: ".spring(response:", in: text), text)
            let fraction = try XCTUnwrap(ExportParse.number(after: "dampingFraction:", in: text))
            let p = try UIKitSpring.parameters(duration: duration, dampingRatio: ratio, initialVelocity: 0)
            let engine = SpringSimulation(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
            XCTAssertEqual(2 * Double.pi / response, engine.undampedAngularFrequency,
                           accuracy: 1e-9 * engine.undampedAngularFrequency, "T = \(duration), ζ = \(ratio)")
            XCTAssertEqual(fraction, engine.dampingRatio, accuracy: 1e-9, "T = \(duration), ζ = \(ratio)")
        }
    }

    func testVelocityAndRawSpringsUseInterpolatingSpringWithTheEnginesConstants() throws {
        let text = MotionExportFormat.swiftui.text(export(.uikitSpring(duration: 1.5, dampingRatio: 0.5, initialVelocity: 2)))
        let p = try UIKitSpring.parameters(duration: 1.5, dampingRatio: 0.5, initialVelocity: 2)
        XCTAssertEqual(ExportParse.number(after: ".interpolatingSpring(mass:", in: text), p.mass)
        XCTAssertEqual(ExportParse.number(after: "stiffness:", in: text), p.stiffness)
        XCTAssertEqual(ExportParse.number(after: "damping:", in: text), p.damping)
        XCTAssertEqual(ExportParse.number(after: "initialVelocity:", in: text), 2)

        let jnw = MotionExportFormat.swiftui.text(export(.jnwSpring(mass: 1.5, stiffness: 120, damping: 9)))
        XCTAssertTrue(jnw.contains(".interpolatingSpring(mass: 1.5, stiffness: 120, damping: 9, initialVelocity: 0)"), jnw)

        let bezier = MotionExportFormat.swiftui.text(export(.bezier(ExportBezier(0.68, -0.55, 0.735, 1.55), duration: 0.8)))
        XCTAssertTrue(bezier.contains(".timingCurve(0.68, -0.55, 0.735, 1.55, duration: 0.8)"), bezier)
        let css = MotionExportFormat.css.text(export(.bezier(ExportBezier(0.68, -0.55, 0.735, 1.55), duration: 0.8)))
        XCTAssertTrue(css.contains("translate 0.8s cubic-bezier(0.68, -0.55, 0.735, 1.55)"), css)
    }

    func testUIKitCallCarriesTheNumbers() {
        let text = MotionExportFormat.uikit.text(export(.uikitSpring(duration: 1.7, dampingRatio: 0.45, initialVelocity: 0)))
        XCTAssertTrue(text.contains("UIView.animate(withDuration: 1.7, delay: 0, usingSpringWithDamping: 0.45,"), text)
        XCTAssertTrue(text.contains("box.frame.origin.x = 0"), text)
    }
}
