import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview
import MotionHost

/// The other new controls drawn on one screen (gauge styles, text editor, colour picker, control
/// group, paste button, disabled toggle, button toggle on, sized buttons); checks what each draws.
final class ControlExtrasTests: XCTestCase {
    struct Extras: View {
        @State var notes = "Line one\nLine two"
        @State var color = Color.orange
        @State var on = true
        var body: some View {
            VStack(spacing: 14) {
                HStack(spacing: 16) {
                    Gauge(value: 0.4, in: 0...1) { Text("Speed") } currentValueLabel: { Text("40") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                        .gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.7) { Text("Fuel") } currentValueLabel: { Text("70") }.gaugeStyle(.accessoryCircularCapacity).tint(.green)
                }
                Gauge(value: 0.3) { Text("Level") }.gaugeStyle(.accessoryLinear)
                TextEditor(text: $notes).frame(height: 70).border(Color.gray)
                ColorPicker("Colour", selection: $color)
                ControlGroup { Button("Cut") {}; Button("Copy") {}; Button("Paste") {} }
                PasteButton(payloadType: String.self) { _ in }
                Toggle("Disabled", isOn: $on).disabled(true)
                Toggle("Button on", isOn: $on).toggleStyle(.button)
                HStack {
                    Button("Mini") {}.buttonStyle(.bordered).controlSize(.mini)
                    Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                    Button("Regular") {}.buttonStyle(.bordered)
                    Button("R8") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: 2))
                }
                Button("Delete", systemImage: "trash", role: .destructive) {}
            }
            .padding()
        }
    }

    func testExtrasDraw() throws {
        let s = try ViewSession(size: CGSize(width: 393, height: 852)) { Extras() }
        let image = try XCTUnwrap(s.session.render(frame: 30, image: true).image)
        if let folder = ProcessInfo.processInfo.environment["CONTROL_SCREENS_PNG"] {
            let png = try PNGEncoder.fast.encode(image.pixels, width: image.width, height: image.height)
            try Data(png).write(to: URL(fileURLWithPath: folder).appendingPathComponent("Extras.png"))
        }
        let editor = try XCTUnwrap(s.firstView(UITextView.self))
        XCTAssertEqual(s.session.runner.context.perform { editor.text }, "Line one\nLine two")
        let sw = try XCTUnwrap(s.firstView(UISwitch.self))
        XCTAssertFalse(s.session.runner.context.perform { sw.isEnabled }, "a disabled toggle's switch is disabled")
    }
}

/// `ShareLink(item:)` in a toolbar draws only its symbol (iOS shows no "Share" title in a bar); in the
/// body it keeps icon and title.
final class ShareLinkBarTests: XCTestCase {
    func testShareLinkInAToolbarIsIconOnly() throws {
        let s = try ViewSession {
            NavigationStack {
                ShareLink(item: URL(fileURLWithPath: "/tmp/a")).accessibilityIdentifier("body")
                    .toolbar { ShareLink(item: URL(fileURLWithPath: "/tmp/a")).accessibilityIdentifier("bar") }
            }
        }
        try s.step(3)
        let bar = try s.frame("bar"), body = try s.frame("body")
        XCTAssertLessThan(bar.width, 30, "the symbol alone")
        XCTAssertGreaterThan(body.width, 60, "symbol and \"Share\"")
    }
}

/// `MultiDatePicker`: a tap on a day adds it to the selection (Apple's date components), a second tap
/// removes it; the page opens on the chosen day's month.
final class MultiDatePickerTests: XCTestCase {
    struct Screen: View {
        @ObservedObject var box: Box
        var body: some View {
            MultiDatePicker("Dates", selection: $box.dates).accessibilityIdentifier("picker")
                .environment(\.calendar, Box.calendar)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
    final class Box: ObservableObject {
        static let calendar: Calendar = {
            var c = Calendar(identifier: .gregorian)
            c.timeZone = TimeZone(identifier: "UTC") ?? c.timeZone
            c.locale = Locale(identifier: "en_US")
            return c
        }()
        @Published var dates: Set<DateComponents> = [DateComponents(calendar: calendar, year: 2026, month: 11, day: 3)]
    }

    func testTapAddsAndRemovesADay() throws {
        let box = Box()
        let s = try ViewSession(size: CGSize(width: 350, height: 600)) { Screen(box: box) }
        try s.step(2)
        let f = try s.frame("picker")
        // November 2026 starts on a Sunday and has 5 weeks; the 10th is Tuesday of week 2. Rows are 40
        // points with 8 between, the last at the bottom.
        let x = f.minX + f.width / 7 * 2.5, y = f.maxY - 20 - 3 * 48
        try s.session.runner.handle(.down(CGPoint(x: x, y: y)))
        try s.session.runner.handle(.up(CGPoint(x: x, y: y)))
        try s.step(2)
        XCTAssertEqual(Set(box.dates.compactMap(\.day)), [3, 10])
        try s.session.runner.handle(.down(CGPoint(x: x, y: y)))
        try s.session.runner.handle(.up(CGPoint(x: x, y: y)))
        try s.step(2)
        XCTAssertEqual(Set(box.dates.compactMap(\.day)), [3])
        if let folder = ProcessInfo.processInfo.environment["CONTROL_SCREENS_PNG"] {
            let image = try XCTUnwrap(s.session.render(frame: 10, image: true).image)
            let png = try PNGEncoder.fast.encode(image.pixels, width: image.width, height: image.height)
            try Data(png).write(to: URL(fileURLWithPath: folder).appendingPathComponent("MultiDatePicker.png"))
        }
    }
}

/// A colour picker's well presents UIKit's colour picker; choosing a swatch writes the binding. A
/// slider's `onEditingChanged` brackets a drag. A disabled button in a Form draws no tint.
final class ControlBehaviourTests: XCTestCase {
    final class Model: ObservableObject {
        @Published var color = Color.orange
        @Published var value = 0.5
        @Published var editing: [Bool] = []
    }
    struct Screen: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack {
                ColorPicker("Accent", selection: $model.color).accessibilityIdentifier("picker")
                Slider(value: $model.value, in: 0...1) { Text("Volume") } onEditingChanged: { model.editing.append($0) }
                    .accessibilityIdentifier("slider")
            }
            .padding()
        }
    }

    func tap(_ s: ViewSession, _ p: CGPoint) throws {
        try s.session.runner.handle(.down(p))
        try s.session.runner.handle(.up(p))
        try s.step(2)
    }

    func testColorWellPresentsThePickerAndAChoiceWritesTheBinding() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 600)) { Screen(model: model) }
        try s.step(2)
        let f = try s.frame("picker")
        try tap(s, CGPoint(x: f.maxX - 14, y: f.midY))
        try s.step(40)
        let root = try XCTUnwrap(s.session.runner.window?.rootViewController)
        let picker = try XCTUnwrap(s.session.runner.context.perform { root.presentedViewController as? UIColorPickerViewController })
        XCTAssertEqual(s.session.runner.context.perform { picker.selectedColor }, Color.orange.uiColor, "opens on the bound colour")
        s.session.runner.context.perform {
            picker.delegate?.colorPickerViewController(picker, didSelect: .systemPurple, continuously: false)
        }
        XCTAssertEqual(model.color.uiColor, UIColor.systemPurple)
    }

    func testSliderReportsEditing() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 600)) { Screen(model: model) }
        try s.step(2)
        let f = try s.frame("slider")
        try s.session.runner.handle(.down(CGPoint(x: f.midX, y: f.midY)))
        try s.session.runner.handle(.move(CGPoint(x: f.midX + 40, y: f.midY)))
        try s.session.runner.handle(.up(CGPoint(x: f.midX + 40, y: f.midY)))
        try s.step(2)
        XCTAssertEqual(model.editing, [true, false])
        XCTAssertGreaterThan(model.value, 0.5)
    }

    func testDisabledFormButtonHasNoTint() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 300)) {
            Form { Button("Submit") {}.disabled(true) }
        }
        let image = try XCTUnwrap(s.session.render(frame: 3, image: true).image)
        var blue = 0, grey = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            let (r, g, b) = (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
            if b > 200 && r < 120 && g < 170 { blue += 1 }
            if abs(r - g) < 6 && abs(b - r) < 10 && r < 225 && r > 150 { grey += 1 }
        }
        XCTAssertEqual(blue, 0, "no tinted glyphs")
        XCTAssertGreaterThan(grey, 10, "the title is drawn, grey")
    }
}

/// `TextEditor`: a tap makes it the first responder (the keyboard comes up) and typed text goes into
/// the binding.
final class TextEditorTests: XCTestCase {
    final class Model: ObservableObject { @Published var notes = "Hello" }
    struct Screen: View {
        @ObservedObject var model: Model
        var body: some View {
            TextEditor(text: $model.notes).frame(height: 120).accessibilityIdentifier("editor").padding()
        }
    }

    func testTypingWritesTheBinding() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 600)) { Screen(model: model) }
        try s.step(2)
        let f = try s.frame("editor")
        try s.session.runner.handle(.down(CGPoint(x: f.midX, y: f.midY)))
        try s.session.runner.handle(.up(CGPoint(x: f.midX, y: f.midY)))
        try s.step(2)
        let editor = try XCTUnwrap(s.firstView(UITextView.self))
        XCTAssertTrue(s.session.runner.context.perform { editor.isFirstResponder })
        try s.session.runner.handle(.text(" world"))
        try s.step(2)
        XCTAssertEqual(model.notes, "Hello world")
    }
}

/// `.tint` on a slider colours its filled track; `.disabled` reaches UIKit's slider and stepper.
final class SliderStepperStateTests: XCTestCase {
    func testTintAndDisabled() throws {
        let s = try ViewSession {
            VStack {
                Slider(value: .constant(0.4)).tint(.orange)
                Stepper("Count", value: .constant(1), in: 0...5).disabled(true)
            }
        }
        try s.step(2)
        let slider = try XCTUnwrap(s.firstView(UISlider.self))
        XCTAssertEqual(s.session.runner.context.perform { slider.minimumTrackTintColor }, UIColor.systemOrange)
        let stepper = try XCTUnwrap(s.firstView(UIStepper.self))
        XCTAssertFalse(s.session.runner.context.perform { stepper.isEnabled })
    }
}

/// A `TextEditor` in a `Form` row (no height offered) is as tall as its text; with `frame(minHeight:)`
/// at least that.
final class TextEditorInFormTests: XCTestCase {
    func testHeightFollowsTheText() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 700)) {
            Form {
                TextEditor(text: .constant("One")).accessibilityIdentifier("one")
                TextEditor(text: .constant("One\nTwo\nThree")).accessibilityIdentifier("three")
                TextEditor(text: .constant("")).frame(minHeight: 120).accessibilityIdentifier("min")
            }
        }
        try s.step(3)
        let one = try s.frame("one").height, three = try s.frame("three").height
        XCTAssertGreaterThan(one, 30, "a line plus 2 × 8-point insets")
        XCTAssertEqual(three - one, 2 * (one - 16), accuracy: 2, "two more lines")
        XCTAssertGreaterThanOrEqual(try s.frame("min").height, 120)
    }
}

/// `.pickerStyle(.inline)` in a form: the options are rows, the chosen one checked; a tap on a row
/// chooses it.
final class InlinePickerTests: XCTestCase {
    final class Model: ObservableObject { @Published var flavor = "Vanilla" }
    struct Screen: View {
        @ObservedObject var model: Model
        var body: some View {
            Form {
                Picker("Flavor", selection: $model.flavor) {
                    ForEach(["Chocolate", "Vanilla", "Strawberry"], id: \.self) { Text($0) }
                }
                .pickerStyle(.inline).labelsHidden().accessibilityIdentifier("picker")
            }
        }
    }

    func testATapChoosesTheRow() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 600)) { Screen(model: model) }
        try s.step(2)
        let f = try s.frame("picker")
        let expected: CGFloat = 3 * 22 + 4 * 11 + 2
        XCTAssertEqual(f.height, expected, accuracy: 2, "three 22-point titles, 11-point paddings inside, two separators")
        try s.session.runner.handle(.down(CGPoint(x: f.midX, y: f.maxY - 11)))
        try s.session.runner.handle(.up(CGPoint(x: f.midX, y: f.maxY - 11)))
        try s.step(2)
        XCTAssertEqual(model.flavor, "Strawberry")
    }
}
