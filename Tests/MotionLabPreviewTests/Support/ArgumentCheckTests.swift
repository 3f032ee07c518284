import XCTest
@testable import MotionLabPreview

/// Number options are checked while parsing, and every refusal states the allowed values.
final class ArgumentCheckTests: XCTestCase {
    private func message(_ body: () throws -> Any) -> String? {
        do { _ = try body(); return nil } catch { return "\(error)" }
    }

    func testNumbersInsideTheRangeParseIncludingNegativeForms() throws {
        let anyFinite = ArgumentCheck.finiteNumber()
        for (text, value) in [("-1", -1.0), ("-0.5", -0.5), ("-1e3", -1000), ("-.5", -0.5), ("+2", 2), ("0x10", 16)] {
            XCTAssertEqual(try anyFinite(text), value, text)
        }
        XCTAssertEqual(try ArgumentCheck.number(in: 0...3600)("3600"), 3600)
        XCTAssertEqual(try ArgumentCheck.number(above: 0, atMost: 1e6)("1e6"), 1e6)
    }

    func testOutOfRangeAndNonNumbersAreRefusedWithTheRange() {
        let duration = ArgumentCheck.number(in: 0...3600, unit: "s")
        for text in ["1e12", "-1", "nan", "inf", "abc", "", String(repeating: "9", count: 1000)] {
            XCTAssertEqual(message { try duration(text) }, "must be a number in 0…3600 (s)", text)
        }
        let fps = ArgumentCheck.number(above: 0, atMost: 1e6, unit: "samples per second")
        XCTAssertEqual(message { try fps("0") }, "must be a number > 0 and ≤ 1000000 (samples per second)")
        XCTAssertEqual(message { try ArgumentCheck.number(above: 0)("-0") }, "must be a finite number > 0")
        XCTAssertEqual(message { try ArgumentCheck.finiteNumber()("1e309") }, "must be a finite number")
        XCTAssertEqual(message { try ArgumentCheck.finiteNumber(magnitude: 1e6)("-1e7") }, "must be a number in -1000000…1000000")
    }

    func testWholeNumbersRefuseOverflowAndFractions() {
        let samples = ArgumentCheck.wholeNumber(in: 2...10_000_000)
        XCTAssertEqual(try samples("2"), 2)
        for text in ["1", "0", "-5", "1e18", "1000000000000000000", "99999999999999999999", "2.5", "1e30", "x"] {
            XCTAssertEqual(message { try samples(text) }, "must be a whole number in 2…10000000", text)
        }
    }

    func testRowLimitGuardsTheProductOfDurationAndRate() {
        XCTAssertEqual(try ArgumentCheck.lastFrameIndex(durationName: "--duration", duration: 0.3, fps: 60), 18)
        XCTAssertNotNil(message { try ArgumentCheck.lastFrameIndex(durationName: "--duration", duration: 1e6, fps: 1e6) })
    }

    func testCSVRefusesNonFiniteValuesInsteadOfPrintingThem() {
        var csv = CSVWriter()
        for bad in [Double.nan, .infinity, -.infinity] {
            XCTAssertThrowsError(try csv.row(0.5, bad)) { XCTAssertTrue($0 is CSVWriter.NonFiniteValue, "\($0)") }
        }
    }
}
