import XCTest
@testable import MotionLabPreview

/// CSS `linear()` stops, read back from the exported text and evaluated piecewise-linearly, stay within
/// 0.01 of the engine's own curves everywhere (200,001 points), and no stop could be dropped.
final class LinearEasingTests: XCTestCase {
    static let denseCount = 200_000

    /// Max |stops(x) − f(x)| over a grid of `count` + 1 points x in [0, 1], the stops evaluated by
    /// `sweep` (the minimality checks below evaluate tens of millions of points).
    func maxError(_ stops: [ExportParse.Stop], count: Int = denseCount, _ f: (Double) -> Double) -> Double {
        var worst = 0.0
        LinearEasingTests.sweep(stops, count: count) { x, value in worst = max(worst, abs(value - f(x))) }
        return worst
    }

    /// `ExportParse.evaluate` (CSS Easing 2's rule) at x = i/count for i = 0…count in one pass: point
    /// A only moves forward as x grows, instead of being searched for at every x.
    static func sweep(_ stops: [ExportParse.Stop], count: Int, _ body: (Double, Double) -> Void) {
        var a = 0
        let last = stops.count - 1
        for i in 0...count {
            let x = Double(i) / Double(count)
            if x < stops[0].input { body(x, stops[0].output); continue }
            if x > stops[last].input { body(x, stops[last].output); continue }
            while a + 1 < last && stops[a + 1].input <= x { a += 1 }
            let pa = stops[a], pb = stops[a + 1]
            body(x, pa.input == pb.input ? pb.output : pa.output + (pb.output - pa.output) * (x - pa.input) / (pb.input - pa.input))
        }
    }

    func testTheSweepIsTheSpecsRuleAtEveryPoint() throws {
        let css = try XCTUnwrap(CSSExporter().timingFunction(.uikitSpring(duration: 2.1, dampingRatio: 0.05, initialVelocity: 0))).0
        let stops = try XCTUnwrap(ExportParse.linearFunctions(in: css).first)
        LinearEasingTests.sweep(stops, count: 20_000) { x, value in
            XCTAssertEqual(value, ExportParse.evaluate(stops, at: x), "x = \(x)")
        }
    }

    /// The curve a UIKit spring animation plays: SpringSimulation's value until the duration, then
    /// the final value (the animation is removed and the model value shows).
    func played(_ spring: SpringSimulation, duration: Double) -> (Double) -> Double {
        { x in x < 1 ? spring.value(at: x * duration) : 1 }
    }

    func testUIKitSpringStopsStayWithinOneHundredthOfSpringSimulation() throws {
        for (duration, ratio) in [(2.1, 0.6), (0.5, 0.3), (1.0, 1.0), (3.0, 0.15), (0.8, 0.9), (1.7, 0.45),
                                  (2.1, 0.05), (1.0, 0.05), (0.5, 0.1)] {
            let timing = ExportTiming.uikitSpring(duration: duration, dampingRatio: ratio, initialVelocity: 0)
            let css = try XCTUnwrap(CSSExporter().timingFunction(timing)).0
            let stops = try XCTUnwrap(ExportParse.linearFunctions(in: css).first)
            let p = try UIKitSpring.parameters(duration: duration, dampingRatio: ratio, initialVelocity: 0)
            let spring = SpringSimulation(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
            let error = maxError(stops, played(spring, duration: duration))
            XCTAssertLessThanOrEqual(error, 0.01, "T = \(duration), ζ = \(ratio): \(stops.count) stops")
            // As few as needed: without any one interior stop the error goes past (nearly) the tolerance.
            for i in 1..<(stops.count - 1) {
                var fewer = stops
                fewer.remove(at: i)
                XCTAssertGreaterThan(maxError(fewer, count: 20_000, played(spring, duration: duration)), 0.0085,
                                     "T = \(duration), ζ = \(ratio): stop \(i) is not needed")
            }
        }
    }

    /// ζ = 0.05 over 2.1 s is still 0.018 from rest when UIKit ends it: the stops follow the spring to
    /// the last instant (a fit that ended at 1 was 0.018 off in its last segment) and then jump.
    func testASpringStillMovingAtItsEndFollowsItToTheEndThenJumpsToTheFinalValue() throws {
        let (duration, ratio) = (2.1, 0.05)
        let p = try UIKitSpring.parameters(duration: duration, dampingRatio: ratio, initialVelocity: 0)
        let spring = SpringSimulation(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
        let atEnd = spring.value(at: duration)
        XCTAssertGreaterThan(abs(atEnd - 1), 0.01, "the case only matters while the spring still moves at its end")
        let css = try XCTUnwrap(CSSExporter().timingFunction(.uikitSpring(duration: duration, dampingRatio: ratio, initialVelocity: 0))).0
        XCTAssertTrue(css.hasSuffix(", \(ExportText.rounded(atEnd, decimals: 4)) 100%, 1)"), css)
        let stops = try XCTUnwrap(ExportParse.linearFunctions(in: css).first)
        var worst = 0.0
        for i in 0..<10_000 {
            let x = 1 - 1e-3 + Double(i) * 1e-7  // the last millisecond or so, where the old fit was 0.018 off
            worst = max(worst, abs(ExportParse.evaluate(stops, at: x) - spring.value(at: x * duration)))
        }
        XCTAssertLessThanOrEqual(worst, 0.01)
        XCTAssertEqual(ExportParse.evaluate(stops, at: 1), 1, "CSS gives the later of two stops at 100 %")
        XCTAssertEqual(LinearEasing.fit({ spring.value(at: $0 * duration) }, endValue: 1).value(at: 1), 1)
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
