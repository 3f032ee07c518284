import XCTest
import UIKit
@testable import MotionLabPreview
import MotionHost

/// Pickers through the whole frame function, as `motionlab render` plays them: a scripted mouse drag
/// through the host's input turns the wheel, and the frames show the wheel. Set
/// `MOTIONLAB_PICKER_FRAMES=DIR` to keep the frames as PNGs (to look at them).
final class PickerFramesTests: XCTestCase {
    final class Form: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
        let picker = UIPickerView()
        let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lemon",
                      "Mango", "Nectarine", "Orange", "Papaya", "Quince", "Raspberry", "Strawberry", "Tangerine"]
        var chosen: [Int] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            picker.frame = CGRect(x: 0, y: 40, width: 320, height: 216)
            picker.dataSource = self
            picker.delegate = self
            view.addSubview(picker)
            picker.selectRow(3, inComponent: 0, animated: false)
            picker.selectRow(10, inComponent: 1, animated: false)
        }
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? fruits.count : 100 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? fruits[row] : "\(row) kg"
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { chosen.append(row) }
    }

    private func keep(_ image: CGImage, _ name: String) throws {
        guard let dir = ProcessInfo.processInfo.environment["MOTIONLAB_PICKER_FRAMES"] else { return }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try SDLImageDecoder.writePNG(image, to: dir + "/" + name + ".png")
    }

    func testADraggedWheelCoastsAndRestsOnARowInTheRenderedFrames() throws {
        var form: Form?
        var options = HeadlessSession.Options()
        options.scale = 2
        // Drag the left wheel up by 3 rows over 0.3 s, then let go (slowly: it does not coast far).
        var script = InputScript(events: [])
        script.events.append((0.5, .down(CGPoint(x: 90, y: 148))))
        for i in 1...30 { script.events.append((0.5 + Double(i) / 100, .move(CGPoint(x: 90, y: 148 - 3.2 * CGFloat(i))))) }
        script.events.append((0.9, .up(CGPoint(x: 90, y: 52))))
        options.script = script
        let s = try HeadlessSession(preview: Preview("picker", size: CGSize(width: 320, height: 300)) {
            let f = Form(); form = f; return f
        }, options: options)
        try s.advance(to: 0.4)
        let before = s.snapshot()
        try keep(before, "picker-rest")
        try s.advance(to: 0.7)
        try keep(s.snapshot(), "picker-dragging")
        try s.advance(to: 3)
        try keep(s.snapshot(), "picker-settled")
        let f = try XCTUnwrap(form)
        XCTAssertEqual(f.chosen, [6], "96 points up from row 3: row 6, once")
        XCTAssertEqual(f.picker.selectedRow(inComponent: 0), 6)
        XCTAssertEqual(f.picker.selectedRow(inComponent: 1), 10)
        // The band is drawn: the pixel at the band's left end (x = 12, y = 40 + 108) is grey, not white.
        let image = s.snapshot()
        let band = image.pixel(x: 24, y: 2 * 148)
        let outside = image.pixel(x: 24, y: 2 * 80)
        XCTAssertLessThan(band.r, outside.r, "the selection band is darker than the background")
    }

    final class Booking: UIViewController {
        let datePicker = UIDatePicker()
        let timePicker = UIDatePicker()
        var changes: [Date] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            for (p, mode, y) in [(datePicker, UIDatePicker.Mode.date, 20.0), (timePicker, .dateAndTime, 250.0)] {
                p.frame = CGRect(x: 0, y: y, width: 320, height: 216)
                p.datePickerMode = mode
                p.preferredDatePickerStyle = .wheels
                p.locale = Locale(identifier: "en_US")
                p.timeZone = TimeZone(identifier: "UTC")
                p.minuteInterval = 5
                p.date = Date(timeIntervalSince1970: 1_773_571_500)   // 2026-03-15 10:45 UTC
                view.addSubview(p)
            }
            datePicker.addTarget(self, action: Booking.changed, for: .valueChanged)
        }
        func changed(_ sender: UIDatePicker) { changes.append(sender.date) }
    }

    func testADatePickersWheelsPlayThroughTheHost() throws {
        var booking: Booking?
        var options = HeadlessSession.Options()
        options.scale = 2
        // Drag the day wheel (the middle one, x ≈ 185) down by two rows: the 13th.
        var script = InputScript(events: [])
        script.events.append((0.5, .down(CGPoint(x: 185, y: 128))))
        for i in 1...32 { script.events.append((0.5 + Double(i) / 100, .move(CGPoint(x: 185, y: 128 + 2 * CGFloat(i))))) }
        script.events.append((1.0, .up(CGPoint(x: 185, y: 192))))
        options.script = script
        let s = try HeadlessSession(preview: Preview("booking", size: CGSize(width: 320, height: 480)) {
            let b = Booking(); booking = b; return b
        }, options: options)
        try s.advance(to: 0.4)
        try keep(s.snapshot(), "datepicker-rest")
        try s.advance(to: 3)
        try keep(s.snapshot(), "datepicker-settled")
        let b = try XCTUnwrap(booking)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        XCTAssertEqual(b.changes.count, 1, "one .valueChanged for one settle")
        XCTAssertEqual(b.changes.first.map { utc.component(.day, from: $0) }, 13)
        XCTAssertEqual(b.changes.first.map { utc.component(.minute, from: $0) }, 45)
    }

    /// The everyday form: a text field whose input view is a date picker, with a toolbar's Done above.
    final class BirthdayForm: UIViewController {
        let field = UITextField()
        let datePicker = UIDatePicker()
        var done = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            field.frame = CGRect(x: 20, y: 80, width: 280, height: 34)
            field.borderStyle = .roundedRect
            field.placeholder = "Birthday"
            datePicker.datePickerMode = .date
            datePicker.preferredDatePickerStyle = .wheels
            datePicker.locale = Locale(identifier: "en_US")
            datePicker.timeZone = TimeZone(identifier: "UTC")
            datePicker.date = Date(timeIntervalSince1970: 1_773_571_500)
            let toolbar = UIToolbar()
            toolbar.sizeToFit()
            toolbar.setItems([UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                              UIBarButtonItem(title: "Done", style: .done, target: self, action: BirthdayForm.finish)], animated: false)
            field.inputView = datePicker
            field.inputAccessoryView = toolbar
            view.addSubview(field)
        }
        func finish() { done += 1; view.endEditing(true) }
    }

    func testATextFieldsDatePickerSlidesUpWhenTapped() throws {
        var form: BirthdayForm?
        var options = HeadlessSession.Options()
        options.scale = 2
        var script = InputScript(events: [])
        script.events.append((0.3, .down(CGPoint(x: 160, y: 97))))
        script.events.append((0.35, .up(CGPoint(x: 160, y: 97))))
        options.script = script
        let s = try HeadlessSession(preview: Preview("birthday", size: CGSize(width: 320, height: 568)) {
            let f = BirthdayForm(); form = f; return f
        }, options: options)
        try s.advance(to: 0.45)
        try keep(s.snapshot(), "inputview-sliding")
        try s.advance(to: 1)
        try keep(s.snapshot(), "inputview-shown")
        let f = try XCTUnwrap(form)
        try s.runner.context.perform {
            XCTAssertTrue(f.field.isFirstResponder)
            let frame = f.datePicker.convert(f.datePicker.bounds, to: nil)
            XCTAssertEqual(frame.maxY, 568 - (f.view.window?.safeAreaInsets.bottom ?? 0), accuracy: 0.5)
            XCTAssertEqual(frame.height, 216)
        }
    }
}
