import XCTest
@testable import MotionTiming

final class UIKitSpringTests: XCTestCase {
    /// The reverse-engineered equation, typed here independently (magnitude form).
    private func lhs(_ w: Double, T: Double, zeta: Double, v: Double) -> Double {
        if zeta >= 1 { return abs((w - v) * T + 1) * exp(-w * T) }
        return abs(zeta * w - v) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * T)
    }

    private func omega0(_ p: (mass: Double, stiffness: Double, damping: Double)) -> Double {
        p.stiffness.squareRoot()
    }

    func testMusicSceneSpringMatchesClosedForm() throws {
        // v = 0 has a closed form: ω0 = ln(ζ / (ε√(1−ζ²))) / (ζT).
        let T = 2.1, zeta = 0.6
        let p = try UIKitSpring.parameters(duration: T, dampingRatio: zeta, initialVelocity: 0)
        let expected = log(zeta / (1e-3 * (1 - zeta * zeta).squareRoot())) / (zeta * T)
        XCTAssertEqual(p.mass, 1)
        XCTAssertEqual(omega0(p), expected, accuracy: 1e-9)
        XCTAssertEqual(p.damping, 2 * zeta * expected, accuracy: 1e-9)
        XCTAssertEqual(lhs(omega0(p), T: T, zeta: zeta, v: 0) - 1e-3, 0, accuracy: 1e-9)

        // Sanity: the resulting spring really settles around T (within half a damped period).
        let s = SpringSimulation(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
        let halfPeriod = Double.pi / (expected * (1 - zeta * zeta).squareRoot())
        XCTAssertEqual(s.settlingDuration, T, accuracy: halfPeriod)
        XCTAssertEqual(s.dampingRatio, zeta, accuracy: 1e-12)
    }

    func testResidualIsZeroAndRootIsTheLargest() throws {
        for T in [0.3, 1, 2.1, 5] {
            for zeta in [0.05, 0.3, 0.6, 0.9, 0.999, 1, 2.5] {
                for v in [0.0, -20, -1, 1, 5, 30, 200] {
                    let p = try UIKitSpring.parameters(duration: T, dampingRatio: zeta, initialVelocity: v)
                    let z = min(zeta, 1), w = omega0(p)
                    XCTAssertTrue(w.isFinite && w > 0, "T=\(T) ζ=\(zeta) v=\(v)")
                    XCTAssertEqual(lhs(w, T: T, zeta: z, v: v) - 1e-3, 0, accuracy: 1e-9, "T=\(T) ζ=\(zeta) v=\(v)")
                    XCTAssertEqual(p.damping, 2 * z * w, accuracy: 1e-9 * max(1, w))
                    // Every stiffer spring is already within ε at T.
                    for factor in [1.01, 1.1, 1.5, 3, 10, 100] {
                        XCTAssertLessThan(lhs(w * factor, T: T, zeta: z, v: v), 1e-3, "T=\(T) ζ=\(zeta) v=\(v) ×\(factor)")
                    }
                }
            }
        }
    }

    func testCriticalDampingClosedForm() throws {
        // ζ ≥ 1 and v = 0: e^(−w)(1 + w) = ε with w = ω0·T; solved here by Newton.
        var w = 9.0
        for _ in 0..<50 { w -= (exp(-w) * (1 + w) - 1e-3) / (-w * exp(-w)) }
        for zeta in [1.0, 1.7] {
            let p = try UIKitSpring.parameters(duration: 0.5, dampingRatio: zeta, initialVelocity: 0)
            XCTAssertEqual(omega0(p), w / 0.5, accuracy: 1e-9)
            XCTAssertEqual(p.damping, 2 * omega0(p), accuracy: 1e-9, "ζ clamped to 1")
        }
    }

    func testFastPushUsesTheMagnitudeForm() throws {
        // ζ = 0.5, T = 1, v = 50: the signed right-hand side is negative for every ω0 < 100 and its
        // positive branch never reaches ε, so only the magnitude form has a solution (ω0 < v/ζ).
        let p = try UIKitSpring.parameters(duration: 1, dampingRatio: 0.5, initialVelocity: 50)
        let w = omega0(p)
        XCTAssertLessThan(0.5 * w, 50)
        XCTAssertEqual(lhs(w, T: 1, zeta: 0.5, v: 50), 1e-3, accuracy: 1e-9)
    }

    func testInvalidInputsThrowNamedErrors() {
        func parameter(_ T: Double, _ z: Double, _ v: Double) -> String? {
            do { _ = try UIKitSpring.parameters(duration: T, dampingRatio: z, initialVelocity: v); return nil }
            catch { return (error as? SpringParameterError)?.parameter }
        }
        XCTAssertEqual(parameter(0, 0.5, 0), "duration")
        XCTAssertEqual(parameter(-1, 0.5, 0), "duration")
        XCTAssertEqual(parameter(.infinity, 0.5, 0), "duration")
        XCTAssertEqual(parameter(1, 0, 0), "dampingRatio")
        XCTAssertEqual(parameter(1, .nan, 0), "dampingRatio")
        XCTAssertEqual(parameter(1, 0.5, .nan), "initialVelocity")
        // ζ/√(1−ζ²) < ε: the envelope starts below ε, no stiffness solves the equation.
        XCTAssertEqual(parameter(1, 1e-5, 0), "dampingRatio")
        XCTAssertNil(parameter(1, 1e-5, 1), "with a push there is something to settle")
    }
}
