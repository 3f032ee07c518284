import XCTest
import UIKit
import MotionLabPreview
@testable import InterfaceBuilderFixture

/// An ordinary programmatic iOS form (EventFormViewController.swift, through the port plugin unchanged)
/// played with the mouse: a tap on the date field slides its date picker up, a drag on the minute wheel
/// fills the field through the #selector action, the toolbar's nil-targeted Done ends editing; the
/// category field's picker view fills it through didSelectRow.
final class EventFormTests: XCTestCase {
    func testTheFormsPickersPlay() throws {
        var vc: EventFormViewController?
        var options = HeadlessSession.Options()
        options.scale = 1
        var script = InputScript(events: [])
        func tap(_ x: CGFloat, _ y: CGFloat, at t: Double) {
            script.events.append((t, .down(CGPoint(x: x, y: y))))
            script.events.append((t + 0.05, .up(CGPoint(x: x, y: y))))
        }
        func drag(x: CGFloat, y: CGFloat, rows: CGFloat, at t: Double) {
            script.events.append((t, .down(CGPoint(x: x, y: y))))
            for i in 1...16 { script.events.append((t + Double(i) / 60, .move(CGPoint(x: x, y: y - 2 * rows * CGFloat(i))))) }
            for i in 17...24 { script.events.append((t + Double(i) / 60, .move(CGPoint(x: x, y: y - 32 * rows)))) }
            script.events.append((t + 0.45, .up(CGPoint(x: x, y: y - 32 * rows))))
        }
        tap(160, 117, at: 0.3)   // the date field
        // The strip: 44-point toolbar over the 216-point picker, on the window's bottom edge (no home
        // indicator in a 320 × 568 preview); the minute wheel is the third of four (3 : 1 : 1 : 1 shares).
        let pickerTop: CGFloat = 568 - 216
        let inner: CGFloat = 320 - 16 - 15
        drag(x: 8 + inner / 2 + 5 + inner / 6 + 5 + inner / 12, y: pickerTop + 108, rows: 2, at: 1)
        tap(290, pickerTop - 22, at: 3)   // Done
        tap(160, 167, at: 4)   // the category field
        drag(x: 160, y: pickerTop + 108, rows: 2, at: 5)
        options.script = script
        let session = try HeadlessSession(preview: Preview("event", size: CGSize(width: 320, height: 568)) {
            vc = EventFormViewController(); return vc!
        }, options: options)
        try session.advance(to: 0.2)
        var start = Date()
        try session.runner.context.perform {
            let vc = try XCTUnwrap(vc)
            vc.datePicker.date = Date(timeIntervalSinceReferenceDate: 795_263_400)   // 2026-03-15 10:30 UTC
            start = vc.datePicker.date
        }
        try session.advance(to: 0.8)
        try session.runner.context.perform {
            let vc = try XCTUnwrap(vc)
            XCTAssertTrue(vc.dateField.isFirstResponder)
            XCTAssertEqual(vc.datePicker.convert(vc.datePicker.bounds, to: nil), CGRect(x: 0, y: pickerTop, width: 320, height: 216))
        }
        try session.advance(to: 2.8)
        try session.runner.context.perform {
            let vc = try XCTUnwrap(vc)
            XCTAssertEqual(vc.dateChanges, 1)
            XCTAssertEqual(vc.datePicker.date, start.addingTimeInterval(10 * 60), "two 5-minute steps")
            XCTAssertEqual(vc.dateField.text, "2026-03-15 10:40")
        }
        try session.advance(to: 3.8)
        try session.runner.context.perform {
            let vc = try XCTUnwrap(vc)
            XCTAssertFalse(vc.dateField.isFirstResponder, "Done ended editing (nil target: up the responder chain)")
            XCTAssertNil(vc.datePicker.window, "the picker slid away")
        }
        try session.advance(to: 6.5)
        try session.runner.context.perform {
            let vc = try XCTUnwrap(vc)
            XCTAssertTrue(vc.categoryField.isFirstResponder)
            XCTAssertEqual(vc.categoryField.text, "Holiday")
        }
    }
}
