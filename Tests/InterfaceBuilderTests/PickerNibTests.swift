import XCTest
import UIKit
import MotionLabPreview
@testable import InterfaceBuilderFixture

/// `<pickerView>` and `<datePicker>` from a xib as Xcode writes them (ReminderViewController.xib): the
/// picker's data source and delegate are File's Owner, the date picker's attributes are set, and both
/// play — a scripted drag settles a wheel, the delegate hears once, the @IBAction once.
final class PickerNibTests: XCTestCase {
    func testAXibsPickersAreConnectedAndPlay() throws {
        var vc: ReminderViewController?
        var options = HeadlessSession.Options()
        options.scale = 1
        var script = InputScript(events: [])
        // The repeat picker's wheel (centre y = 300 + 108) up by one row, then the date picker's minute
        // wheel (the third of four: day 3 shares, hour, minute, AM/PM one each) up by one row.
        func drag(x: CGFloat, y: CGFloat, at t: Double) {
            script.events.append((t, .down(CGPoint(x: x, y: y))))
            for i in 1...16 { script.events.append((t + Double(i) / 60, .move(CGPoint(x: x, y: y - 2 * CGFloat(i))))) }
            for i in 17...24 { script.events.append((t + Double(i) / 60, .move(CGPoint(x: x, y: y - 32)))) }
            script.events.append((t + 0.45, .up(CGPoint(x: x, y: y - 32))))
        }
        drag(x: 196, y: 408, at: 0.5)
        let inner: CGFloat = 393 - 16 - 15
        drag(x: 8 + inner / 2 + 5 + inner / 6 + 5 + inner / 12, y: 148, at: 2)
        options.script = script
        let session = try HeadlessSession(preview: Preview("reminder", size: CGSize(width: 393, height: 852)) {
            vc = ReminderViewController(); return vc!
        }, options: options)
        try session.advance(to: 0.2)
        try session.runner.context.perform {
            let vc = try XCTUnwrap(vc)
            let picker = try XCTUnwrap(vc.repeatPicker)
            XCTAssertTrue(picker.dataSource === vc)
            XCTAssertTrue(picker.delegate === vc)
            XCTAssertEqual(picker.numberOfRows(inComponent: 0), 4)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
            let dp = try XCTUnwrap(vc.datePicker)
            XCTAssertEqual(dp.datePickerMode, .dateAndTime)
            XCTAssertEqual(dp.minuteInterval, 15)
            XCTAssertEqual(dp.preferredDatePickerStyle, .wheels)
            XCTAssertEqual(dp.locale?.identifier, "en_US")
            XCTAssertEqual(dp.date, Date(timeIntervalSinceReferenceDate: 795_263_400))
            XCTAssertEqual(dp.minimumDate, Date(timeIntervalSinceReferenceDate: 795_225_600))
        }
        try session.advance(to: 4)
        try session.runner.context.perform {
            let vc = try XCTUnwrap(vc)
            XCTAssertEqual(vc.chosen, ["Daily"], "didSelectRow once, for the next row")
            XCTAssertEqual(vc.changedDates, [Date(timeIntervalSinceReferenceDate: 795_263_400 + 15 * 60)],
                           "the @IBAction once: 10:30 + one 15-minute step")
        }
    }
}
