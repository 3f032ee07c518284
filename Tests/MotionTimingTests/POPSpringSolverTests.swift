import XCTest
@testable import MotionTiming

final class POPSpringSolverTests: XCTestCase {
    /// Runs the solver with the given frame durations, returning (elapsed, position, velocity) after each.
    private func run(_ solver: inout POPSpringSolver, from x0: Double, velocity v0: Double, target: Double,
                     frames: [Double]) -> [(t: Double, x: Double, v: Double)] {
        var x = x0, v = v0, t = 0.0
        var out: [(t: Double, x: Double, v: Double)] = []
        for dt in frames {
            solver.advance(position: &x, velocity: &v, target: target, by: dt)
            t += dt
            out.append((t, x, v))
        }
        return out
    }

    func testTrajectoryMatchesTheAnalyticSolution() {
        let springs: [POPSpringSolver] = [
            POPSpringSolver(),                                          // Pop defaults, ζ ≈ 0.82
            POPSpringSolver(bounciness: 20, speed: 5),                  // very bouncy
            POPSpringSolver(tension: 200, friction: 10, mass: 2.5),
            POPSpringSolver(tension: 200, friction: 100, mass: 2.5),    // over-damped
        ]
        for var solver in springs {
            let exact = SpringSimulation(mass: solver.mass, stiffness: solver.tension, damping: solver.friction,
                                         position: 10, velocity: -300, target: 250)
            for frames in [Array(repeating: 0.001, count: 2000), Array(repeating: 1.0 / 60, count: 120)] {
                var s = solver
                for step in run(&s, from: 10, velocity: -300, target: 250, frames: frames) {
                    XCTAssertEqual(step.x, exact.value(at: step.t), accuracy: 1e-4 * 240, "t=\(step.t)")
                    XCTAssertEqual(step.v, exact.velocity(at: step.t), accuracy: 1e-4 * 2400, "t=\(step.t)")
                }
            }
            solver.reset()
        }
    }

    func testRK4At1msIsFarBetterThanRequired() {
        // RK4's global error is O(h⁴): at 1 ms it is well under 1e-8 of the distance here.
        var solver = POPSpringSolver()
        let exact = SpringSimulation(mass: 1, stiffness: solver.tension, damping: solver.friction,
                                     position: 0, velocity: 0, target: 1)
        for step in run(&solver, from: 0, velocity: 0, target: 1, frames: Array(repeating: 0.001, count: 1000)) {
            XCTAssertEqual(step.x, exact.value(at: step.t), accuracy: 1e-8)
        }
    }

    func testFrameRateIndependence() {
        let base = POPSpringSolver(bounciness: 12, speed: 8)
        var a = base, b = base, c = base
        // Every 50 ms is a common time: 50 × 1 ms, 3 × 1/60 s, and an irregular 7 + 23 + 3.5 + 16.5 ms.
        let fine = run(&a, from: 0, velocity: 40, target: 100, frames: Array(repeating: 0.001, count: 1000))
        let sixty = run(&b, from: 0, velocity: 40, target: 100, frames: Array(repeating: 1.0 / 60, count: 60))
        let odd = run(&c, from: 0, velocity: 40, target: 100,
                      frames: Array(repeating: [0.007, 0.023, 0.0035, 0.0165], count: 20).flatMap { $0 })
        for k in 1...20 {
            let f = fine[50 * k - 1], s = sixty[3 * k - 1], o = odd[4 * k - 1]
            XCTAssertEqual(f.t, Double(k) * 0.05, accuracy: 1e-9)
            XCTAssertEqual(s.x, f.x, accuracy: 1e-9, "t=\(f.t)")
            XCTAssertEqual(s.v, f.v, accuracy: 1e-8, "t=\(f.t)")
            XCTAssertEqual(o.x, f.x, accuracy: 1e-9, "t=\(f.t)")
            XCTAssertEqual(o.v, f.v, accuracy: 1e-8, "t=\(f.t)")
        }
        // Between steps the output is interpolated, not held: 0.5 ms after the start it has moved.
        var d = base
        var x = 0.0, v = 40.0
        d.advance(position: &x, velocity: &v, target: 100, by: 0.0005)
        let exact = SpringSimulation(mass: 1, stiffness: base.tension, damping: base.friction, position: 0, velocity: 40, target: 100)
        XCTAssertEqual(x, exact.value(at: 0.0005), accuracy: 1e-7)
        XCTAssertEqual(v, exact.velocity(at: 0.0005), accuracy: 1e-6)
    }

    func testRetargetingKeepsPositionAndVelocityContinuous() {
        var solver = POPSpringSolver()
        var x = 0.0, v = 0.0
        for _ in 0..<4 { solver.advance(position: &x, velocity: &v, target: 300, by: 1.0 / 60) }
        let (x0, v0) = (x, v)
        XCTAssertGreaterThan(abs(v0), 100, "mid-flight")
        // A tiny advance toward a new target moves position and velocity only a tiny amount.
        var xs = x, vs = v
        var probe = solver
        probe.advance(position: &xs, velocity: &vs, target: -200, by: 1e-6)
        XCTAssertEqual(xs, x0 + v0 * 1e-6, accuracy: 1e-6)
        XCTAssertEqual(vs, v0, accuracy: 1e-6 * (solver.tension * 500 + solver.friction * abs(v0)))
        // And the new leg is the spring started from exactly that state.
        let leg = SpringSimulation(mass: 1, stiffness: solver.tension, damping: solver.friction,
                                   position: x0, velocity: v0, target: -200)
        var t = 0.0
        for _ in 0..<60 {
            solver.advance(position: &x, velocity: &v, target: -200, by: 1.0 / 60)
            t += 1.0 / 60
            XCTAssertEqual(x, leg.value(at: t), accuracy: 1e-6 * 500)
            XCTAssertEqual(v, leg.velocity(at: t), accuracy: 1e-5 * 500)
        }
    }

    func testCallerMovingTheValueRestartsFromIt() {
        var solver = POPSpringSolver()
        var x = 0.0, v = 0.0
        solver.advance(position: &x, velocity: &v, target: 1, by: 0.0105)
        x = 5; v = 0   // e.g. a gesture grabbed the value
        solver.advance(position: &x, velocity: &v, target: 1, by: 0.02)
        let exact = SpringSimulation(mass: 1, stiffness: solver.tension, damping: solver.friction, position: 5, velocity: 0, target: 1)
        XCTAssertEqual(x, exact.value(at: 0.02), accuracy: 1e-8)
    }

    func testSettlingUsesPopsThresholds() {
        // A soft spring, so the acceleration test (|a| < 25·thr) does not interfere.
        let soft = POPSpringSolver(tension: 1, friction: 0.1)
        let thr = 1.0
        XCTAssertTrue(soft.isSettled(position: 10.4, velocity: 4.9, target: 10, threshold: thr))
        XCTAssertFalse(soft.isSettled(position: 10.6, velocity: 0, target: 10, threshold: thr), "|p| ≥ thr/2")
        XCTAssertFalse(soft.isSettled(position: 10, velocity: 5.1, target: 10, threshold: thr), "|v| ≥ 5√thr")
        XCTAssertTrue(soft.isSettled(position: 10, velocity: 0.49, target: 10, threshold: 0.01))
        XCTAssertFalse(soft.isSettled(position: 10, velocity: 0.51, target: 10, threshold: 0.01), "|v| ≥ 5√0.01")
        // |a| = |−100·0.3 − 10·0| = 30 ≥ 25·thr, though position and velocity pass.
        let solver = POPSpringSolver(tension: 100, friction: 10)
        XCTAssertFalse(solver.isSettled(position: 10.3, velocity: 0, target: 10, threshold: thr))
        XCTAssertTrue(solver.isSettled(position: 10.2, velocity: 0, target: 10, threshold: thr))
        var s = solver, x = 0.0, v = 0.0
        for _ in 0..<300 { s.advance(position: &x, velocity: &v, target: 100, by: 1.0 / 60) }
        XCTAssertTrue(s.isSettled(position: x, velocity: v, target: 100, threshold: POPThreshold.point))
    }

    func testExcessiveFrameEndsAtTarget() {
        var solver = POPSpringSolver(), x = 0.0, v = 10.0
        solver.advance(position: &x, velocity: &v, target: 42, by: 31)
        XCTAssertEqual(x, 42)
        XCTAssertEqual(v, 0)
    }

    func testBouncinessAndSpeedConversion() {
        // Worked examples of Pop's conversion (bounciness, speed → tension, friction), from published
        // notes on POPAnimationExtras.mm / Rebound's BouncyConversion, 4 decimals.
        let table: [(b: Double, s: Double, k: Double, c: Double)] = [
            (4, 12, 342.1006, 30.4870),   // Pop's defaults
            (5, 10, 299.6188, 27.0487),
            (0, 10, 299.6188, 34.4496),
            (10, 10, 299.6188, 20.5729),
            (5, 20, 512.0276, 35.2702),
        ]
        for row in table {
            let d = POPSpringConversion.dynamics(bounciness: row.b, speed: row.s)
            XCTAssertEqual(d.tension, row.k, accuracy: 1e-4, "b=\(row.b) s=\(row.s)")
            XCTAssertEqual(d.friction, row.c, accuracy: 1e-4, "b=\(row.b) s=\(row.s)")
            XCTAssertEqual(d.mass, 1)
            let solver = POPSpringSolver(bounciness: row.b, speed: row.s)
            XCTAssertEqual(solver.tension, d.tension)
            XCTAssertEqual(solver.friction, d.friction)
        }
        let defaults = POPSpringSolver()
        XCTAssertEqual(defaults.tension, 342.1006, accuracy: 1e-4)
        XCTAssertEqual(defaults, POPSpringSolver(bounciness: 4, speed: 12))
        // Bounciness 0 is Pop's "no bounce" fit: nearly critical.
        let flat = POPSpringConversion.dynamics(bounciness: 0, speed: 10)
        XCTAssertEqual(flat.friction / (2 * flat.tension.squareRoot()), 0.995, accuracy: 0.001)
    }
}
