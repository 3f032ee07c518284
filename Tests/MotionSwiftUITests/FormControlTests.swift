import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// Form controls on UIKit's: `TextField` (binding both ways, `@FocusState`), `Picker` (segmented by tag,
/// menu as an action sheet), `Stepper` (steps within bounds) and `ProgressView`'s two looks.
final class FormControlTests: XCTestCase {
    enum Flavor: String, CaseIterable, Identifiable { case vanilla, chocolate, strawberry; var id: Self { self } }

    final class Model: ObservableObject {
        @Published var name = ""
        @Published var flavor = Flavor.vanilla
        @Published var quantity = 0
    }

    struct Order: View {
        @ObservedObject var model: Model
        @FocusState var nameFocused: Bool
        var body: some View {
            Form {
                TextField("Name", text: $model.name).focused($nameFocused)
                Picker("Flavour", selection: $model.flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(.segmented)
                Picker("Size", selection: $model.quantity) {
                    Text("Small").tag(0)
                    Text("Large").tag(1)
                }
                Stepper("Quantity", value: $model.quantity, in: 0...2)
                Text(nameFocused ? "focused" : "idle").accessibilityIdentifier(nameFocused ? "focused" : "idle")
            }
        }
    }

    func find<T: UIView>(_ s: ViewSession, _ type: T.Type) throws -> T {
        try XCTUnwrap(s.firstView(T.self), "no \(T.self) on screen")
    }

    func click(_ s: ViewSession, _ p: CGPoint) throws {
        try s.session.runner.handle(.down(p))
        try s.step()
        try s.session.runner.handle(.up(p))
        try s.step(2)
    }

    func windowFrame(_ s: ViewSession, _ v: UIView) -> CGRect {
        s.session.runner.context.perform { v.convert(v.bounds, to: nil) }
    }

    func testTextFieldWritesAndFollowsItsBindingAndFocus() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Order(model: model) }
        try s.step(3)
        let field = try find(s, UITextField.self)
        XCTAssertEqual(field.placeholder, "Name")
        XCTAssertNotNil(s.frames.last?["idle"])
        let f = windowFrame(s, field)
        try click(s, CGPoint(x: f.midX, y: f.midY))
        XCTAssertTrue(s.session.runner.context.perform { field.isFirstResponder })
        XCTAssertNotNil(s.frames.last?["focused"], "the focus state follows the first responder")
        s.session.runner.context.perform { field.insertText("Ada") }
        try s.step()
        XCTAssertEqual(model.name, "Ada")
        s.session.runner.context.perform { model.name = "Bob" }
        try s.step(2)
        XCTAssertEqual(field.text, "Bob")
    }

    func testSegmentedPickerSelectsByTag() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Order(model: model) }
        try s.step(3)
        let control = try find(s, UISegmentedControl.self)
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.titleForSegment(at: 1), "Chocolate")
        XCTAssertEqual(control.selectedSegmentIndex, 0)
        s.session.runner.context.perform { model.flavor = .strawberry }
        try s.step(2)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        let f = windowFrame(s, control)
        try click(s, CGPoint(x: f.midX, y: f.midY))
        XCTAssertEqual(model.flavor, .chocolate, "a tap on the middle segment chooses its tag")
    }

    func testMenuPickerOffersItsOptions() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Order(model: model) }
        try s.step(3)
        let root = try XCTUnwrap(s.session.runner.window?.rootViewController)
        // The chosen option's title is drawn at the row's trailing side: tap it.
        let stepper = try find(s, UIStepper.self)
        let sf = windowFrame(s, stepper)
        try click(s, CGPoint(x: sf.maxX - 30, y: sf.midY - 44))
        try s.step(30)
        XCTAssertNil(root.presentedViewController, "a pop-up menu, not an action sheet")
        let p = try XCTUnwrap(MenuPresentation.current)
        let actions = p.menu.children.compactMap { $0 as? UIAction }
        XCTAssertEqual(actions.map(\.title), ["Small", "Large"])
        XCTAssertEqual(actions.map(\.state), [.on, .off], "the chosen option checked")
        p.dismiss(animated: false)
    }

    func testStepperStepsWithinItsBounds() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Order(model: model) }
        try s.step(3)
        let stepper = try find(s, UIStepper.self)
        let f = windowFrame(s, stepper)
        let plus = CGPoint(x: f.maxX - f.width / 4, y: f.midY), minus = CGPoint(x: f.minX + f.width / 4, y: f.midY)
        try click(s, plus)
        XCTAssertEqual(model.quantity, 1)
        try click(s, plus)
        try click(s, plus)
        XCTAssertEqual(model.quantity, 2, "clamped at the range's top")
        try click(s, minus)
        XCTAssertEqual(model.quantity, 1)
    }

    func testIndeterminateProgressSpins() throws {
        let s = try ViewSession { ProgressView("Loading") }
        try s.step(3)
        let spinner = try find(s, UIActivityIndicatorView.self)
        XCTAssertTrue(spinner.isAnimating)
    }

    // MARK: AppStorage

    struct Compact: View {
        @AppStorage("test.compact") var compact = false
        var body: some View {
            Toggle("Compact", isOn: $compact).accessibilityIdentifier(compact ? "on" : "off")
        }
    }

    struct CompactBadge: View {
        @AppStorage("test.compact") var compact = false
        @AppStorage("test.level") var level = 3
        var body: some View { Text(compact ? "C" : "R").accessibilityIdentifier("badge-\(compact)-\(level)") }
    }

    func testAppStorageIsSharedByKeyAndStartsFromItsDefault() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { VStack { Compact(); CompactBadge() } }
        try s.step(3)
        XCTAssertNotNil(s.frames.last?["badge-false-3"], "the declared defaults")
        let toggle = try find(s, UISwitch.self)
        let f = windowFrame(s, toggle)
        try click(s, CGPoint(x: f.midX, y: f.midY))
        try s.step(2)
        XCTAssertNotNil(s.frames.last?["on"])
        XCTAssertNotNil(s.frames.last?["badge-true-3"], "another view reading the key follows the write")
        AppStorageValues.values["test.compact"] = nil
    }

    // MARK: Date pickers and wheels

    final class Schedule: ObservableObject {
        @Published var due = Date(timeIntervalSince1970: 1_800_000_000)
        @Published var size = 1
    }

    struct Planner: View {
        @ObservedObject var model: Schedule
        let wheels: Bool
        var body: some View {
            Form {
                if wheels {
                    DatePicker("Due", selection: $model.due, displayedComponents: .date).datePickerStyle(.wheel)
                    Picker("Size", selection: $model.size) { Text("S").tag(0); Text("M").tag(1); Text("L").tag(2) }.pickerStyle(.wheel)
                } else {
                    DatePicker("Due", selection: $model.due, in: Date(timeIntervalSince1970: 1_700_000_000)..., displayedComponents: .date)
                }
            }
        }
    }

    func testWheelStylesAreUIKitsPickersBoundBothWays() throws {
        let model = Schedule()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Planner(model: model, wheels: true) }
        try s.step(3)
        let date = try find(s, UIDatePicker.self)
        XCTAssertEqual(date.datePickerMode, .date)
        XCTAssertEqual(date.date, model.due)
        let window = try XCTUnwrap(s.session.runner.window)
        func pickers(_ v: UIView) -> [UIPickerView] {
            if v is UIDatePicker { return [] }
            return (v as? UIPickerView).map { [$0] } ?? v.subviews.flatMap(pickers)
        }
        let wheel = try XCTUnwrap(s.session.runner.context.perform { pickers(window) }.first, "the Picker's own wheel")
        XCTAssertEqual(wheel.numberOfRows(inComponent: 0), 3)
        XCTAssertEqual(wheel.selectedRow(inComponent: 0), 1)
        s.session.runner.context.perform { model.size = 2 }
        try s.step(2)
        XCTAssertEqual(wheel.selectedRow(inComponent: 0), 2)
        // The user settling the wheel on a row writes the binding (the delegate's didSelectRow).
        s.session.runner.context.perform { wheel.delegate?.pickerView(wheel, didSelectRow: 0, inComponent: 0) }
        XCTAssertEqual(model.size, 0)
    }

    func testCompactDatePickerOpensTheWheelsInASheet() throws {
        let model = Schedule()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Planner(model: model, wheels: false) }
        try s.step(3)
        let window = try XCTUnwrap(s.session.runner.window)
        func count(_ v: UIView) -> Int { (v is UIDatePicker ? 1 : 0) + v.subviews.reduce(0) { $0 + count($1) } }
        XCTAssertEqual(s.session.runner.context.perform { count(window) }, 0, "compact: no wheels in the row")
        let root = try XCTUnwrap(s.session.runner.window?.rootViewController)
        // The capsule at the row's trailing side.
        let top = s.session.runner.context.perform { s.session.runner.window?.safeAreaInsets.top ?? 0 }
        try click(s, CGPoint(x: 390 - 16 - 20 - 40, y: top + 35 + 22))
        try s.step(40)
        let sheet = try XCTUnwrap(root.presentedViewController)
        XCTAssertEqual(sheet.sheetPresentationController?.detents.map(\.identifier), [.medium])
        let picker = try find(s, UIDatePicker.self)
        XCTAssertEqual(picker.date, model.due)
        XCTAssertEqual(picker.minimumDate, Date(timeIntervalSince1970: 1_700_000_000))
    }

    struct KeyboardTraits: View {
        @State var amount = ""
        var body: some View {
            TextField("Amount", text: $amount)
                .keyboardType(.decimalPad)
                .submitLabel(.done)
                .textInputAutocapitalization(.never)
        }
    }

    /// `keyboardType`, `submitLabel` and `textInputAutocapitalization` reach the field the on-screen keyboard
    /// reads (its layout, its return key, its shift).
    func testKeyboardModifiersReachTheField() throws {
        let s = try ViewSession { KeyboardTraits() }
        try s.step(2)
        let field = try find(s, UITextField.self)
        XCTAssertEqual(field.keyboardType, .decimalPad)
        XCTAssertEqual(field.returnKeyType, .done)
        XCTAssertEqual(field.autocapitalizationType, .none)
    }
}
