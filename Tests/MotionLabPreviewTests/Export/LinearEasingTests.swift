import XCTest
@testable import MotionLabPreview

/// CSS `linear()` stops, read back from the exported text and evaluated piecewise-linearly, stay within
/// 0.01 of the engine's own curves everywhere (200,001 points), and no stop could be dropped.
final class LinearEasingTests: XCTestCase {
    static let denseCount = 200_000

    /// Max |stops(x) − f(x)| over a grid of `count` + 1 points x in [0, 1].
    func maxError(_ stops: [ExportParse.Stop], count: Int = denseCount, _ f: (Double) -> Double) -> Double {
        var worst = 0.0
        for i in 0...count {
            let x = Double(i) / Double(count)
            worst = max(worst, abs(ExportParse.evaluate(stops, at: x) - f(x)))
        }
        return worst
    }

    func testUIKitSpringStopsStayWithinOneHundredthOfSpringSimulation() throws {
        for (duration, ratio) in [(2.1, 0.6), (0.5, 0.3), (1.0, 1.0), (3.0, 0.15), (0.8, 0.9), (1.7, 0.45)] {
            let timing = ExportTiming.uikitSpring(duration: duration, dampingRatio: ratio, initialVelocity: 0)
            let css = try XCTUnwrap(CSSExporter().timingFunction(timing)).0
            let stops = try XCTUnwrap(ExportParse.linearFunctions(in: css).first)
            let p = try UIKitSpring.parameters(duration: duration, dampingRatio: ratio, initialVelocity: 0)
            let spring = SpringSimulation(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
            let error = maxError(stops) { spring.value(at: $0 * duration) }
            XCTAssertLessThanOrEqual(error, 0.01, "T = \(duration), ζ = \(ratio): \(stops.count) stops")
            // As few as needed: without any one interior stop the error goes past (nearly) the tolerance.
            for i in 1..<(stops.count - 1) {
                var fewer = stops
                fewer.remove(at: i)
                XCTAssertGreaterThan(maxError(fewer, count: 20_000) { spring.value(at: $0 * duration) }, 0.0085,
                                     "T = \(duration), ζ = \(ratio): stop \(i) is not needed")
            }
        }
    }

    func testJNWAndEasingStopsFollowTheEngineCurves() throws {
        let jnw = JNWSpringCurve(mass: 1, stiffness: 300, damping: 10)
        let jnwCSS = try XCTUnwrap(CSSExporter().timingFunction(.jnwSpring(mass: 1, stiffness: 300, damping: 10)))
        XCTAssertEqual(jnwCSS.1, jnw.duration)
        let jnwStops = try XCTUnwrap(ExportParse.linearFunctions(in: jnwCSS.0).first)
        XCTAssertLessThanOrEqual(maxError(jnwStops) { jnw.value(at: $0 * jnw.duration) }, 0.01)

        let bounce = try XCTUnwrap(CSSExporter().timingFunction(.easing(name: "easeOutBounce", duration: 1)))
        let bounceStops = try XCTUnwrap(ExportParse.linearFunctions(in: bounce.0).first)
        XCTAssertLessThanOrEqual(maxError(bounceStops) { Easing.easeOutBounce($0) }, 0.01)
    }

    func testStopsAreOrderedAndEndAtTheFinalValue() throws {
        let fit = LinearEasing.fit({ x in 1 - cos(x * 3 * .pi) * exp(-4 * x) }, tolerance: 0.01, endValue: 1)
        XCTAssertEqual(fit.stops.first?.position, 0)
        XCTAssertEqual(fit.stops.last?.position, 1)
        XCTAssertEqual(fit.stops.last?.value, 1)
        XCTAssertEqual(fit.stops.map(\.position), fit.stops.map(\.position).sorted())
        XCTAssertTrue(fit.css.hasPrefix("linear(0, "))
        XCTAssertTrue(fit.css.hasSuffix(", 1)"))
    }
}
