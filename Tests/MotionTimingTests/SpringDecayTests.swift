import XCTest
@testable import MotionTiming

final class SpringDecayTests: XCTestCase {
    func testClosedFormEqualsThePerMillisecondProduct() {
        for (x0, v0, d) in [(0.0, 2000.0, 0.998), (50, -800, 0.998), (10, 3000, 0.99), (0, 500, 0.95)] {
            let decay = POPDecaySolver(position: x0, velocity: v0, deceleration: d)
            // Pop's loop: each millisecond v ← v·d, then x ← x + v/1000.
            var x = x0, v = v0
            let steps = Int(decay.duration * 1000)
            XCTAssertGreaterThan(steps, 10)
            for n in 1...steps {
                v *= d
                x += v / 1000
                if n % 37 == 0 || n == steps {
                    let t = Double(n) / 1000
                    XCTAssertEqual(decay.position(at: t), x, accuracy: 1e-9 * abs(v0), "n=\(n)")
                    XCTAssertEqual(decay.velocity(at: t), v, accuracy: 1e-9 * abs(v0), "n=\(n)")
                }
            }
        }
    }

    func testDurationIsWhenSpeedFallsToFiveThresholds() {
        let v0 = 2500.0, d = 0.998
        let decay = POPDecaySolver(velocity: v0, deceleration: d, threshold: POPThreshold.point)
        // |v0|·d^(1000T) = 5·1 ⇒ T = ln(5/|v0|) / (1000·ln d)
        XCTAssertEqual(decay.duration, log(5 / v0) / (1000 * log(d)), accuracy: 1e-12)
        XCTAssertEqual(decay.stopVelocity, 5)
        XCTAssertEqual(v0 * pow(d, 1000 * decay.duration), 5, accuracy: 1e-9)
        XCTAssertEqual(decay.velocity(at: decay.duration + 0.01), 0, "stopped")
        XCTAssertEqual(decay.position(at: decay.duration + 5), decay.finalPosition)
        XCTAssertEqual(decay.finalPosition, decay.position(at: decay.duration))
        // Slow starts do not move at all.
        XCTAssertEqual(POPDecaySolver(position: 3, velocity: 4).duration, 0)
        XCTAssertEqual(POPDecaySolver(position: 3, velocity: 4).finalPosition, 3)
    }

    func testProjectionMatchesApplesFormula() {
        // WWDC 2018 "Designing Fluid Interfaces": project(v, d) = (v / 1000) · d / (1 − d).
        XCTAssertEqual(POPDecaySolver.projectedDistance(velocity: 1000, decelerationRate: 0.99), 99, accuracy: 1e-9)
        XCTAssertEqual(POPDecaySolver.projectedDistance(velocity: -1000, decelerationRate: 0.998), -499, accuracy: 1e-9)
        let fast = POPDecaySolver(position: 20, velocity: 1000, deceleration: POPDecaySolver.fastDecelerationRate)
        XCTAssertEqual(fast.projectedPosition, 119, accuracy: 1e-9)
        // The stop threshold ends the motion just short of the projection: within stopVelocity·d/(1−d)/1000.
        XCTAssertLessThan(fast.finalPosition, fast.projectedPosition)
        XCTAssertEqual(fast.finalPosition, fast.projectedPosition, accuracy: 5 * 0.99 / 0.01 / 1000 + 1e-9)
    }

    func testValidation() {
        func parameter(_ body: () throws -> Void) -> String? {
            do { try body(); return nil } catch { return (error as? SpringParameterError)?.parameter }
        }
        XCTAssertEqual(parameter { try POPDecaySolver.validate(position: 0, velocity: .nan, deceleration: 0.998, threshold: 1) }, "velocity")
        XCTAssertEqual(parameter { try POPDecaySolver.validate(position: .infinity, velocity: 1, deceleration: 0.998, threshold: 1) }, "position")
        XCTAssertEqual(parameter { try POPDecaySolver.validate(position: 0, velocity: 1, deceleration: 1, threshold: 1) }, "deceleration")
        XCTAssertEqual(parameter { try POPDecaySolver.validate(position: 0, velocity: 1, deceleration: 0, threshold: 1) }, "deceleration")
        XCTAssertEqual(parameter { try POPDecaySolver.validate(position: 0, velocity: 1, deceleration: 0.99, threshold: 0) }, "threshold")
        XCTAssertNil(parameter { try POPDecaySolver.validate(position: 0, velocity: -1, deceleration: 0.99, threshold: 0.01) })
    }
}
