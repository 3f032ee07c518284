import XCTest
import Foundation
@testable import MotionLiterals

/// The lookups the rewrite wraps literals in: the literal's own value and type without an override,
/// the override converted to the literal's type with one.
final class DesignTimeLookupTests: XCTestCase {
    override func tearDown() {
        DesignTimeLiterals.removeAllOverrides()
        DesignTimeLiterals.isRecordingUse = false
    }

    /// Without overrides the lookup is the literal: same value, same type as the context infers.
    func testWithoutOverridesALookupIsItsLiteral() {
        DesignTimeLiterals.removeAllOverrides()
        DesignTimeLiterals.isRecordingUse = false
        let cg: CGFloat = __designTimeFloat("M/A.swift:1:1", fallback: 0.55)
        XCTAssertEqual(cg, 0.55 as CGFloat)
        let f: Float = __designTimeInteger("M/A.swift:1:2", fallback: 3)
        XCTAssertEqual(f, 3 as Float)
        let any: Any = __designTimeInteger("M/A.swift:1:3", fallback: 1)
        XCTAssertTrue(any is Int, "an integer literal in an Any position is an Int, as it was")
        let anyFloat: Any = __designTimeFloat("M/A.swift:1:4", fallback: 0.5)
        XCTAssertTrue(anyFloat is Double)
        let n: NSNumber = __designTimeFloat("M/A.swift:1:5", fallback: 0.25)
        XCTAssertEqual(n, NSNumber(value: 0.25))
        let negative: CGFloat = __designTimeInteger("M/A.swift:1:6", fallback: -2)
        XCTAssertEqual(negative, -2)
        XCTAssertFalse(_designTimeLiteralsObserved, "nothing observed: the lookups take the fast path")
        // Bit-for-bit the literal, for values that are not exact in binary.
        let d: Double = __designTimeFloat("M/A.swift:1:7", fallback: 0.1)
        XCTAssertEqual(d.bitPattern, (0.1 as Double).bitPattern)
        let f2: Float = __designTimeFloat("M/A.swift:1:8", fallback: 0.1)
        XCTAssertEqual(f2.bitPattern, (0.1 as Float).bitPattern)
    }

    func testAnOverrideIsReturnedInTheLiteralsType() throws {
        let text = "UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.55, initialSpringVelocity: 1)"
        let records = [
            TestLiterals.record(in: text, "0.5", parameter: .duration),
            TestLiterals.record(in: text, "0.55", parameter: .dampingRatio),
            TestLiterals.record(in: text, "1", after: "Velocity:", parameter: .springVelocity),
        ]
        let (_, sites) = try TestLiterals.register(text, name: "Spring.swift", records: records)
        try DesignTimeLiterals.set(sites[1].id, to: 0.8)
        XCTAssertTrue(_designTimeLiteralsObserved)
        let damping: CGFloat = __designTimeFloat(StaticString(stringLiteral: "X"), fallback: 0.55)
        XCTAssertEqual(damping, 0.55, "another key keeps its literal")
        XCTAssertEqual(lookUp(sites[1].key, 0.55 as CGFloat), 0.8)
        XCTAssertEqual(lookUp(sites[1].key, 0.55 as Float), 0.8 as Float)
        XCTAssertEqual(lookUp(sites[1].key, 0.55 as Double), 0.8)
        XCTAssertEqual(lookUp(sites[1].key, NSNumber(value: 0.55)), NSNumber(value: 0.8))
        XCTAssertEqual(DesignTimeLiterals.overrides, [sites[1].id: 0.8])
        DesignTimeLiterals.removeOverride(id: sites[1].id)
        XCTAssertEqual(lookUp(sites[1].key, 0.55 as CGFloat), 0.55)
        XCTAssertFalse(_designTimeLiteralsObserved)
    }

    func testAWholeNumberOverrideOfAnIntLiteral() throws {
        let text = "anim.values = [0, 10]; layer.instanceCount = 5"
        let records = [
            TestLiterals.record(in: text, "10", parameter: .value, typedAsInt: true),
            TestLiterals.record(in: text, "5", parameter: .instanceCount),
        ]
        let (_, sites) = try TestLiterals.register(text, name: "Ints.swift", records: records)
        try DesignTimeLiterals.set(sites[0].id, to: 12)
        XCTAssertEqual(lookUp(sites[0].key, 10 as Int), 12)
        XCTAssertThrowsError(try DesignTimeLiterals.set(sites[0].id, to: 12.5)) { error in
            XCTAssertEqual("\(error)", "12.5 is out of range; \(sites[0].id) (UIView.animate … x) takes a whole number")
        }
        XCTAssertThrowsError(try DesignTimeLiterals.set(sites[1].id, to: -1)) { error in
            XCTAssertEqual("\(error)", "-1 is out of range; \(sites[1].id) (UIView.animate … x) takes a whole number ≥ 0")
        }
    }

    /// A type of the user's own that is expressible by a float literal cannot be made from a number:
    /// the literal's value stays, and the override is reported as not applied.
    func testAnOverrideOfATypeItCannotMakeIsReported() throws {
        struct Knots: ExpressibleByFloatLiteral, Equatable { let v: Double; init(floatLiteral value: Double) { v = value } }
        let text = "anim.toValue = 2.5"
        let (_, sites) = try TestLiterals.register(text, name: "Knots.swift", records: [TestLiterals.record(in: text, "2.5", parameter: .value)])
        try DesignTimeLiterals.set(sites[0].id, to: 4)
        XCTAssertEqual(lookUp(sites[0].key, Knots(floatLiteral: 2.5)), Knots(floatLiteral: 2.5))
        XCTAssertEqual(DesignTimeLiterals.takeUnappliedOverrides(), [sites[0].id: "Knots"])
    }

    func testRecordingWhichLiteralsRan() throws {
        let text = "UIView.animate(withDuration: 0.3); UIView.animate(withDuration: 0.4)"
        let records = [TestLiterals.record(in: text, "0.3", parameter: .duration), TestLiterals.record(in: text, "0.4", parameter: .duration)]
        let (_, sites) = try TestLiterals.register(text, name: "Ran.swift", records: records)
        DesignTimeLiterals.isRecordingUse = true
        _ = lookUp(sites[1].key, 0.4)
        XCTAssertEqual(DesignTimeLiterals.takeUsedIDs(), [sites[1].id])
        XCTAssertEqual(DesignTimeLiterals.takeUsedIDs(), [])
        DesignTimeLiterals.isRecordingUse = false
        XCTAssertFalse(_designTimeLiteralsObserved)
    }

    /// The lookup's slow path with a key made at run time (the rewrite's keys are string literals).
    private func lookUp<T>(_ key: String, _ fallback: T) -> T {
        DesignTimeLiterals.lookUp(key: key, fallback: fallback)
    }
}
