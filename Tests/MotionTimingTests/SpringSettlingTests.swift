import XCTest
@testable import MotionTiming

final class SpringSettlingTests: XCTestCase {
    private func assertSettles(_ s: SpringSimulation, tolerance tol: Double = 1e-3,
                               file: StaticString = #filePath, line: UInt = #line) {
        let T = s.settlingDuration(tolerance: tol)
        XCTAssertTrue(T.isFinite, file: file, line: line)
        // Stays within tolerance from T on (dense grid, several seconds past T).
        var t = T
        while t < T + 5 {
            XCTAssertLessThanOrEqual(abs(s.value(at: t) - s.target), tol * (1 + 1e-9), "t=\(t)", file: file, line: line)
            t += 0.0005
        }
        // And T is tight: just before it the spring is still outside the tolerance.
        if T > 0 {
            XCTAssertGreaterThan(abs(s.value(at: T - 1e-6) - s.target), tol, file: file, line: line)
        }
    }

    func testSettlingInAllRegimes() {
        let m = 2.5, k = 200.0, crit = 2 * (k * m).squareRoot()
        for v0 in [0.0, 3, -4, 40] {
            assertSettles(SpringSimulation(mass: m, stiffness: k, damping: 10, initialVelocity: v0))
            assertSettles(SpringSimulation(mass: m, stiffness: k, damping: 1, initialVelocity: v0))
            assertSettles(SpringSimulation(mass: m, stiffness: k, damping: crit, initialVelocity: v0))
            assertSettles(SpringSimulation(mass: m, stiffness: k, damping: 150, initialVelocity: v0, allowsOverdamping: true))
        }
        assertSettles(SpringSimulation(mass: 1, stiffness: 100, damping: 10), tolerance: 1e-6)
        assertSettles(SpringSimulation(mass: 1, stiffness: 100, damping: 10, position: 0, velocity: 500, target: 0))
    }

    func testExactSettlingIsBelowTheEnvelopeBound() {
        // Under-damped |x − 1| ≤ A·e^(−ζω0 t) with A the amplitude of cos/sin terms.
        let m = 1.0, k = 300.0, c = 8.0, v0 = 2.0
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let A = (1 + pow((zeta * w0 - v0) / wd, 2)).squareRoot()
        let bound = log(A / 1e-3) / (zeta * w0)
        let T = SpringSimulation(mass: m, stiffness: k, damping: c, initialVelocity: v0).settlingDuration(tolerance: 1e-3)
        XCTAssertLessThanOrEqual(T, bound)
        XCTAssertGreaterThan(T, bound - Double.pi / wd, "within half a period of the envelope bound")
    }

    /// Apple's `CASpringAnimation.settlingDuration` documentation: "a spring animation with a mass of
    /// 1, stiffness of 100, and damping of 5 has a settling duration of approximately 2.85 seconds",
    /// and with a damping of 15 "the settling duration is just over 1 second".
    func testSettlingDurationReproducesApplesDocumentedExamples() {
        let soft = SpringSimulation(mass: 1, stiffness: 100, damping: 5).settlingDuration
        let firm = SpringSimulation(mass: 1, stiffness: 100, damping: 15).settlingDuration
        XCTAssertEqual(soft, 2.85, accuracy: 0.01, "approximately 2.85 seconds")
        XCTAssertGreaterThan(firm, 1, "just over 1 second")
        XCTAssertLessThan(firm, 1.05, "just over 1 second")
        // The rule in closed form: ln((|A| + |B|)/0.001)/α, A = 1, B = α/ω_d (from rest).
        for c in [5.0, 15] {
            let alpha = c / 2, wd = (100 - alpha * alpha).squareRoot()
            XCTAssertEqual(SpringSimulation(mass: 1, stiffness: 100, damping: c).settlingDuration,
                           log((1 + alpha / wd) / 1e-3) / alpha, accuracy: 1e-12)
        }
        // Never before the motion has really come to rest (within 0.001 for good).
        for c in [1.0, 5, 15, 19.9, 20, 35] {
            for v0 in [0.0, -8, 3, 25] {
                let s = SpringSimulation(mass: 1, stiffness: 100, damping: c, initialVelocity: v0, allowsOverdamping: true)
                XCTAssertGreaterThanOrEqual(s.settlingDuration, s.settlingDuration(tolerance: 1e-3) - 1e-9, "c \(c), v0 \(v0)")
            }
        }
        // Over-damped: the slow term's envelope, (|A₁| + |A₂|)·e^(r₁t) = 0.001.
        let over = SpringSimulation(mass: 1, stiffness: 100, damping: 50, allowsOverdamping: true)
        let mu = (625.0 - 100).squareRoot(), r1 = -25 + mu, r2 = -25 - mu
        // d(t) = A₁e^(r₁t) + A₂e^(r₂t), d(0) = −1, d'(0) = 0.
        let a1 = r2 / (r1 - r2), a2 = -r1 / (r1 - r2)
        XCTAssertEqual(a1 + a2, -1, accuracy: 1e-12)
        XCTAssertEqual(over.settlingDuration, log((abs(a1) + abs(a2)) / 1e-3) / -r1, accuracy: 1e-9)
    }

    func testCriticalSettlingMatchesClosedForm() {
        // Critical, v0 = 0: 1 − x = e^(−w)(1 + w) with w = ω0·t; solve e^(−w)(1 + w) = 1e-3 by Newton.
        var w = 9.0
        for _ in 0..<50 { w -= (exp(-w) * (1 + w) - 1e-3) / (-w * exp(-w)) }
        let m = 2.0, k = 50.0
        let s = SpringSimulation(mass: m, stiffness: k, damping: 1e6)   // clamped to critical
        XCTAssertEqual(s.settlingDuration, w / (k / m).squareRoot(), accuracy: 1e-9)
    }

    func testUndampedNeverSettlesAndRestingSpringIsSettled() {
        XCTAssertEqual(SpringSimulation(mass: 1, stiffness: 1, damping: 0).settlingDuration, .infinity)
        XCTAssertEqual(SpringSimulation(mass: 1, stiffness: 1, damping: 0, position: 2, velocity: 0, target: 2).settlingDuration, 0)
        XCTAssertEqual(SpringSimulation(mass: 1, stiffness: 1, damping: 1, position: 0, velocity: 0, target: 1e-4).settlingDuration, 0)
    }
}
