import XCTest
@testable import MotionInterfaceBuilder

/// `<pickerView>` and `<datePicker>` as Xcode writes them: real classes (no stand-in warning), the date
/// picker's attributes in the order UIKit's clamping needs, bad values warned about and left out.
final class PickerElementTests: XCTestCase {
    func testADatePickerAndAPickerViewCompileWithoutWarnings() throws {
        let out = try CompilerTests.compile(CompilerTests.scene("""
                        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="time" minuteInterval="5" style="inline" useCurrentDate="NO" countDownDuration="90" translatesAutoresizingMaskIntoConstraints="NO" id="dp1">
                            <rect key="frame" x="0.0" y="100" width="320" height="216"/>
                            <date key="date" timeIntervalSinceReferenceDate="795263400">
                                <!--2026-03-15 10:30:00 +0000-->
                            </date>
                            <date key="maximumDate" timeIntervalSinceReferenceDate="795300000"/>
                            <locale key="locale" localeIdentifier="de_DE"/>
                            <timeZone key="timeZone" name="Europe/Berlin"/>
                        </datePicker>
                        <pickerView contentMode="scaleToFill" id="pk1">
                            <rect key="frame" x="0.0" y="400" width="320" height="216"/>
                        </pickerView>
        """))
        XCTAssertEqual(out.warnings, [])
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        let lines = ["UIDatePicker(coder:", ".datePickerMode = .time", ".preferredDatePickerStyle = .inline",
                     ".locale = Locale(identifier: \"de_DE\")", ".timeZone = TimeZone(identifier: \"Europe/Berlin\")",
                     ".minuteInterval = 5", ".countDownDuration = 90",
                     ".maximumDate = Date(timeIntervalSinceReferenceDate: 795300000)",
                     ".date = Date(timeIntervalSinceReferenceDate: 795263400)"]
        for line in lines { XCTAssertTrue(doc.contains(line), "\(line) in \(doc)") }
        let order = lines.compactMap { doc.range(of: $0)?.lowerBound }
        XCTAssertEqual(order.count, lines.count)
        XCTAssertEqual(order, order.sorted(), "mode, interval and limits before the date")
        XCTAssertTrue(doc.contains("UIPickerView(coder:"))
    }

    func testBadDatePickerValuesWarnAndAreLeftOut() throws {
        let out = try CompilerTests.compile(CompilerTests.scene("""
                        <datePicker contentMode="scaleToFill" datePickerMode="hourglass" minuteInterval="7.5" style="fancy" id="dp9">
                            <rect key="frame" x="0.0" y="100" width="320" height="216"/>
                            <date key="date" timeIntervalSinceReferenceDate="soon"/>
                        </datePicker>
        """))
        let text = out.warnings.map(\.description).joined(separator: "\n")
        XCTAssertTrue(text.contains("datePickerMode=\"hourglass\" is not mapped"), text)
        XCTAssertTrue(text.contains("style=\"fancy\" is not mapped"), text)
        XCTAssertTrue(text.contains("minuteInterval=\"7.5\" is not a whole number"), text)
        XCTAssertTrue(text.contains("timeIntervalSinceReferenceDate=\"soon\" is not a finite number"), text)
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        XCTAssertFalse(doc.contains(".datePickerMode ="))
        XCTAssertFalse(doc.contains(".minuteInterval ="))
        XCTAssertFalse(doc.contains(".date ="))
        XCTAssertFalse(doc.contains("hourglass"))
    }
}
