import XCTest
@testable import MotionTiming

final class JNWSpringCurveTests: XCTestCase {
    /// JNWSpringAnimation's published formula, typed independently: progress at sample n.
    private func jnw(_ n: Int, m: Double, k: Double, c: Double) -> Double {
        let t = Double(n) * 0.001
        let r = k / m - c * c / (4 * m * m)
        let w = r < 0 ? 0 : r.squareRoot()
        return 1 - exp(-c * t / (2 * m)) * cos(w * t)
    }

    private func stops(after n: Int, m: Double, k: Double, c: Double) -> Bool {
        abs(jnw(n + 1, m: m, k: k, c: c) - jnw(n, m: m, k: k, c: c)) <= 1e-4 && abs(1 - jnw(n, m: m, k: k, c: c)) <= 1e-4
    }

    func testMapSceneSamplesFollowTheFormula() {
        for dk in [16.0, 24.0] {
            let curve = JNWSpringCurve(mass: 1, stiffness: dk, damping: dk)
            XCTAssertEqual(curve.samples[0], 0)
            for n in [1, 10, 100, 250, 500, curve.samples.count - 1] {
                XCTAssertEqual(curve.samples[n], jnw(n, m: 1, k: dk, c: dk), accuracy: 1e-12, "n=\(n)")
            }
            // k/m − c²/4m² < 0 here, so ω = 0 and the curve is 1 − e^(−c t/2): the first sample
            // within 1e-4 of 1 is N = ⌈ln(1e4)·2/c / 1 ms⌉ (the step test is then far below 1e-4).
            let N = Int((log(1e4) * 2 / dk / 0.001).rounded(.up))
            XCTAssertEqual(curve.samples.count, N + 1)
            XCTAssertEqual(curve.duration, Double(N + 1) * 0.001, accuracy: 1e-12)
        }
    }

    func testStoppingRuleHoldsOnlyAtTheLastSample() {
        for (m, k, c) in [(1.0, 16.0, 16.0), (1, 24, 24), (5, 300, 30), (1, 300, 10), (2, 50, 3)] {
            let curve = JNWSpringCurve(mass: m, stiffness: k, damping: c)
            let last = curve.samples.count - 1
            XCTAssertTrue(stops(after: last, m: m, k: k, c: c), "m=\(m) k=\(k) c=\(c)")
            XCTAssertFalse(stops(after: last - 1, m: m, k: k, c: c), "m=\(m) k=\(k) c=\(c)")
            for n in stride(from: 0, to: last, by: 7) {
                XCTAssertFalse(stops(after: n, m: m, k: k, c: c))
                XCTAssertEqual(curve.samples[n], jnw(n, m: m, k: k, c: c), accuracy: 1e-12)
            }
        }
    }

    func testPlaybackInterpolatesEvenlySpacedKeyframes() {
        let curve = JNWSpringCurve(mass: 1, stiffness: 300, damping: 10)
        let count = curve.samples.count
        let spacing = curve.duration / Double(count - 1)   // CAKeyframeAnimation's even spacing
        XCTAssertEqual(curve.value(at: 0), 0)
        XCTAssertEqual(curve.value(at: -1), 0)
        for i in [1, 17, 200, count - 2] {
            XCTAssertEqual(curve.value(at: Double(i) * spacing), curve.samples[i], accuracy: 1e-12)
            let mid = (curve.samples[i] + curve.samples[i + 1]) / 2
            XCTAssertEqual(curve.value(at: (Double(i) + 0.5) * spacing), mid, accuracy: 1e-12)
        }
        XCTAssertEqual(curve.value(at: curve.duration), 1, "snaps to the model value at the end")
        XCTAssertEqual(curve.value(at: 100), 1)
        XCTAssertEqual(curve.value(at: 0.1, from: 10, to: 30), 10 + 20 * curve.value(at: 0.1), accuracy: 1e-12)
    }

    func testDefaultsAndNonPositiveDamping() {
        let d = JNWSpringCurve()
        XCTAssertEqual([d.mass, d.stiffness, d.damping], [5, 300, 30])
        let zero = JNWSpringCurve(mass: 1, stiffness: 100, damping: 0)
        XCTAssertEqual(zero.damping, 1)
        XCTAssertEqual(zero.samples, JNWSpringCurve(mass: 1, stiffness: 100, damping: 1).samples)
    }
}
