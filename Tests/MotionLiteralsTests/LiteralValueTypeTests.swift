import XCTest
@testable import MotionLiterals

/// New values checked against the literal's own Swift type (an `Int`, a `Float`, a `Double`) and
/// written in that type's literal form — never a silently different number.
final class LiteralValueTypeTests: XCTestCase {
    let text = """
        anim.repeatCount = 2
        anim.values = [0, 10]
        replicator.instanceCount = 3
        UIView.animate(withDuration: 1, animations: {})
        let timing = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
        cell.birthRate = 20
        cell.velocityRange = 40

        """

    func sites() throws -> [LiteralSite] {
        let records = [
            TestLiterals.record(in: text, "2", parameter: .repeatCount, call: "CAKeyframeAnimation.repeatCount", label: "repeatCount"),
            TestLiterals.record(in: text, "10", parameter: .value, call: "CAKeyframeAnimation.values", label: "values[1]", typedAsInt: true),
            TestLiterals.record(in: text, "3", after: "instanceCount", parameter: .instanceCount, call: "CAReplicatorLayer.instanceCount", label: "instanceCount"),
            TestLiterals.record(in: text, "1", after: "withDuration: ", parameter: .duration),
            TestLiterals.record(in: text, "0.1", parameter: .controlPointY, call: "CAMediaTimingFunction", label: "c1y"),
            TestLiterals.record(in: text, "20", parameter: .emitterRate, call: "CAEmitterCell.birthRate", label: "birthRate"),
            TestLiterals.record(in: text, "40", parameter: .emitterRate, call: "CAEmitterCell.velocityRange", label: "velocityRange"),
        ]
        return try TestLiterals.register(text, name: "Types.swift", records: records).sites
    }

    /// The types Apple declares: `repeatCount`, control points, `birthRate` are Float; `instanceCount`
    /// and an integer in an `Any` array are Int; durations and `velocityRange` (CGFloat) are Double.
    func testEachLiteralHasItsAPIsType() throws {
        XCTAssertEqual(try sites().map(\.valueType), [.float, .int, .int, .double, .float, .float, .double])
    }

    func testValuesOutsideTheTypeAreRefusedInOneLine() throws {
        let s = try sites()
        for (site, value) in [(s[1], 1e19), (s[1], LiteralNumber.parse("9223372036854775807")!), (s[1], 1e18), (s[1], 0.5), (s[2], 1e16),
                              (s[0], 1e300), (s[0], 1e-50), (s[4], -1e39), (s[5], 4e38)] {
            XCTAssertThrowsError(try site.validate(value), "\(site.label) = \(value)") { error in
                let text = "\(error)"
                XCTAssertTrue(text.contains("is out of range; \(site.id)"), text)
                XCTAssertFalse(text.contains("\n"))
            }
        }
        // What the types hold is accepted: 2^53 in an Int, Float's largest finite value, a huge Double.
        XCTAssertNoThrow(try s[1].validate(9_007_199_254_740_992))
        XCTAssertNoThrow(try s[0].validate(Double(Float.greatestFiniteMagnitude)))
        XCTAssertNoThrow(try s[3].validate(1e300))
        XCTAssertNoThrow(try s[6].validate(1e300))
        XCTAssertEqual(LiteralValueType.float.refusal(1e-44), nil, "a subnormal Float is not 0")
    }

    /// An Int is written as an integer literal at any size (`1e+18` would make it a Double and not
    /// compile); a Double keeps Swift's shortest form.
    func testWrittenInTheTypesLiteralForm() throws {
        let s = try sites()
        XCTAssertEqual(s[1].sourceText(1e15, after: " "), "1000000000000000")
        XCTAssertEqual(s[1].sourceText(-9_007_199_254_740_992, after: " "), "-9007199254740992")
        XCTAssertEqual(s[1].sourceText(-4, after: "*"), "(-4)")
        XCTAssertEqual(s[3].sourceText(1e18, after: " "), "1e+18")
        XCTAssertEqual(s[3].sourceText(2, after: " "), "2")
        XCTAssertEqual(s[0].sourceText(3e38, after: " "), "3e+38")
        XCTAssertEqual(Double("1e+18"), 1e18, "Swift reads it back")
    }

    /// The lookup's conversion is the last line of defence: a value the run-time type cannot hold
    /// leaves the literal's own value (and is reported as not applied), never infinity or a wrap.
    func testConversionRefusesWhatTheTypeCannotHold() {
        XCTAssertNil(LiteralValueConversion.convert(1e300, to: Float.self))
        XCTAssertEqual(LiteralValueConversion.convert(3e38, to: Float.self), Float(3e38))
        XCTAssertNil(LiteralValueConversion.convert(1e19, to: Int.self))
        XCTAssertNil(LiteralValueConversion.convert(.infinity, to: Double.self))
        XCTAssertEqual(LiteralValueConversion.convert(1e300, to: Double.self), 1e300)
        XCTAssertNil(LiteralValueConversion.convert(1e300, to: Float16.self))
    }
}
