import XCTest
@testable import MotionTiming

final class SpringSimulationTests: XCTestCase {
    // Non-unit mass throughout, so a formula that silently assumes m = 1 fails.
    let m = 2.5, k = 200.0
    var critical: Double { 2 * (k * m).squareRoot() }   // ≈ 44.72 N·s/m
    let times = stride(from: 0.0, through: 3.0, by: 0.037).map { $0 }

    private func cases() -> [(c: Double, v0: Double, overdamp: Bool, regime: SpringSimulation.Regime)] {
        [(10, 0, false, .underdamped), (10, 3, false, .underdamped), (10, -4, false, .underdamped),
         (critical, 0, false, .criticallyDamped), (critical, 6, false, .criticallyDamped),
         (100, 0, true, .overdamped), (100, 5, true, .overdamped), (100, -2, true, .overdamped),
         (0, 1, false, .underdamped)]
    }

    func testMatchesRK4IntegrationInAllRegimes() {
        for (c, v0, overdamp, regime) in cases() {
            let s = SpringSimulation(mass: m, stiffness: k, damping: c, initialVelocity: v0, allowsOverdamping: overdamp)
            XCTAssertEqual(s.regime, regime)
            let ref = SpringReference.rk4(mass: m, stiffness: k, damping: c, x0: 0, v0: v0, target: 1, times: times)
            for (t, r) in zip(times, ref) {
                XCTAssertEqual(s.value(at: t), r.x, accuracy: 1e-6, "c=\(c) v0=\(v0) t=\(t)")
                XCTAssertEqual(s.velocity(at: t), r.v, accuracy: 1e-6, "c=\(c) v0=\(v0) t=\(t)")
            }
        }
    }

    func testMatchesTextbookFormulasToRounding() {
        for (c, v0, overdamp, _) in cases() {
            let s = SpringSimulation(mass: m, stiffness: k, damping: c, initialVelocity: v0, allowsOverdamping: overdamp)
            for t in times {
                XCTAssertEqual(s.value(at: t), SpringReference.progress(mass: m, stiffness: k, damping: c, v0: v0, t: t),
                               accuracy: 1e-9, "c=\(c) v0=\(v0) t=\(t)")
            }
        }
    }

    func testInitialConditionsAndODEResidual() {
        let h = 1e-4
        for (c, v0, overdamp, _) in cases() {
            let s = SpringSimulation(mass: m, stiffness: k, damping: c, initialVelocity: v0, allowsOverdamping: overdamp)
            XCTAssertEqual(s.value(at: 0), 0, "from-value")
            XCTAssertEqual(s.velocity(at: 0), v0)
            // One-sided difference at the start: x'(0) ≈ (x(h) − x(0)) / h.
            XCTAssertEqual((s.value(at: 1e-7) - s.value(at: 0)) / 1e-7, v0, accuracy: 1e-4)
            for t in stride(from: 0.01, through: 2.0, by: 0.0731) {
                let x = s.value(at: t)
                let xp = (s.value(at: t + h) - s.value(at: t - h)) / (2 * h)
                let xpp = (s.value(at: t + h) - 2 * x + s.value(at: t - h)) / (h * h)
                let residual = m * xpp + c * xp + k * (x - 1)
                XCTAssertEqual(residual / k, 0, accuracy: 1e-5, "c=\(c) v0=\(v0) t=\(t)")
                XCTAssertEqual(s.velocity(at: t), xp, accuracy: 1e-5 * max(1, abs(xp)))
            }
        }
    }

    func testOverdampingIsClampedToCriticalUnlessAllowed() {
        let clamped = SpringSimulation(mass: m, stiffness: k, damping: 100, initialVelocity: 2)
        XCTAssertEqual(clamped.regime, .criticallyDamped)
        XCTAssertEqual(clamped.damping, critical, accuracy: 1e-12)
        XCTAssertEqual(clamped.dampingRatio, 1, accuracy: 1e-12)
        for t in times {
            XCTAssertEqual(clamped.value(at: t),
                           SpringReference.progress(mass: m, stiffness: k, damping: critical, v0: 2, t: t), accuracy: 1e-9)
        }
        let allowed = SpringSimulation(mass: m, stiffness: k, damping: 100, initialVelocity: 2, allowsOverdamping: true)
        XCTAssertEqual(allowed.regime, .overdamped)
        XCTAssertEqual(allowed.damping, 100)
        XCTAssertGreaterThan(allowed.dampingRatio, 1)
        // Over-damped creeps: it is further from rest than the critical spring at every t > 0.
        for t in times.dropFirst() {
            XCTAssertLessThan(allowed.value(at: t), clamped.value(at: t))
        }
    }

    func testDerivedQuantities() {
        let s = SpringSimulation(mass: m, stiffness: k, damping: 10)
        XCTAssertEqual(s.undampedAngularFrequency, (k / m).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(s.dampingRatio, 10 / (2 * (k * m).squareRoot()), accuracy: 1e-12)
    }

    func testNearCriticalIsContinuousAcrossRegimes() {
        let crit = SpringSimulation(mass: m, stiffness: k, damping: critical, initialVelocity: 1)
        let below = SpringSimulation(mass: m, stiffness: k, damping: critical * (1 - 1e-9), initialVelocity: 1)
        let above = SpringSimulation(mass: m, stiffness: k, damping: critical * (1 + 1e-9), initialVelocity: 1,
                                     allowsOverdamping: true)
        XCTAssertEqual(below.regime, .underdamped)
        XCTAssertEqual(above.regime, .overdamped)
        for t in times {
            XCTAssertEqual(below.value(at: t), crit.value(at: t), accuracy: 1e-8)
            XCTAssertEqual(above.value(at: t), crit.value(at: t), accuracy: 1e-8)
            XCTAssertEqual(above.velocity(at: t), crit.velocity(at: t), accuracy: 1e-7)
        }
    }

    func testNeverProducesNaN() {
        let springs = [
            SpringSimulation(mass: m, stiffness: k, damping: 10, initialVelocity: 1e6),
            SpringSimulation(mass: 1e-6, stiffness: 1e6, damping: 1e5, allowsOverdamping: true),
            SpringSimulation(mass: 1, stiffness: 1, damping: 0),
            SpringSimulation(mass: m, stiffness: k, damping: critical),
        ]
        for s in springs {
            for t in [-1, 0, 1e-300, 1, 1e3, 1e9, 1e300, .infinity, -.infinity, .nan] as [Double] {
                XCTAssertFalse(s.value(at: t).isNaN, "t=\(t)")
                XCTAssertFalse(s.velocity(at: t).isNaN, "t=\(t)")
            }
        }
        XCTAssertEqual(springs[3].value(at: .infinity), 1)
        XCTAssertEqual(springs[3].value(at: -2), 0)
    }

    func testIsDoneChecksDisplacementAndVelocity() {
        let s = SpringSimulation(mass: m, stiffness: k, damping: 10)
        XCTAssertFalse(s.isDone(at: 0))
        XCTAssertTrue(s.isDone(at: 20))
        // At a zero crossing of x − 1 the spring is at the target but moving fast: not done.
        let w0 = (k / m).squareRoot(), zeta = 10 / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        // x − 1 = −e^(−ζω0 t)(cos + (ζω0/ωd) sin) = 0 ⇔ tan(ωd t) = −ωd/(ζω0).
        let crossing = (Double.pi - atan(wd / (zeta * w0))) / wd
        XCTAssertEqual(s.value(at: crossing), 1, accuracy: 1e-12)
        XCTAssertFalse(s.isDone(at: crossing))
    }

    func testDisplacementFormRetargetsWithoutJumps() {
        let first = SpringSimulation(mass: m, stiffness: k, damping: 10, position: 100, velocity: 0, target: 300)
        let t = 0.23
        let x = first.value(at: t), v = first.velocity(at: t)
        let second = SpringSimulation(mass: m, stiffness: k, damping: 10, position: x, velocity: v, target: -50)
        XCTAssertEqual(second.value(at: 0), x)
        XCTAssertEqual(second.velocity(at: 0), v)
        let ref = SpringReference.rk4(mass: m, stiffness: k, damping: 10, x0: x, v0: v, target: -50, times: times)
        for (t, r) in zip(times, ref) {
            XCTAssertEqual(second.value(at: t), r.x, accuracy: 1e-6 * 350)
        }
        // Over-damping is allowed by default in this form.
        let creeping = SpringSimulation(mass: m, stiffness: k, damping: 100, position: 0, velocity: 0, target: 1)
        XCTAssertEqual(creeping.regime, .overdamped)
    }

    func testValidationNamesTheParameter() {
        func error(_ body: () throws -> Void) -> SpringParameterError? {
            do { try body(); return nil } catch { return error as? SpringParameterError }
        }
        XCTAssertNil(error { try SpringSimulation.validate(mass: 1, stiffness: 1, damping: 0, initialVelocity: -3) })
        let bad: [(Double, Double, Double, Double, String)] = [
            (0, 1, 1, 0, "mass"), (-1, 1, 1, 0, "mass"), (.nan, 1, 1, 0, "mass"), (.infinity, 1, 1, 0, "mass"),
            (1, 0, 1, 0, "stiffness"), (1, -5, 1, 0, "stiffness"), (1, .infinity, 1, 0, "stiffness"),
            (1, 1, -0.5, 0, "damping"), (1, 1, .nan, 0, "damping"),
            (1, 1, 1, .nan, "initialVelocity"), (1, 1, 1, -.infinity, "initialVelocity"),
        ]
        for (mass, stiffness, damping, velocity, name) in bad {
            let e = error { try SpringSimulation.validate(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity) }
            XCTAssertEqual(e?.parameter, name)
            XCTAssertTrue(e?.description.hasPrefix(name) ?? false, e?.description ?? "no error")
        }
        XCTAssertEqual(error { try SpringSimulation.validate(mass: -1, stiffness: 1, damping: 1) }?.description,
                       "mass must be > 0 and finite (got -1.0)")
    }
}
