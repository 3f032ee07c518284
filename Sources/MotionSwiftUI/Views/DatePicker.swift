import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A date bound to a picker: SwiftUI's `DatePicker`, on UIKit's `UIDatePicker` (its wheels, in the
/// locale's order, with `in:` as its minimum and maximum). `.wheel` shows the wheels in the row;
/// the default style (`.compact`, also `.graphical`) shows the label and the date in a grey capsule, and
/// a tap on it opens the wheels in a medium sheet (iOS opens a calendar pop-over there). Turning the
/// wheels writes the binding.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label
    @Environment(\.datePickerWheels) var wheels
    @Environment(\.hostingController) var host
    @Environment(\.labelsHidden) var labelsHidden

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection; range = nil; components = displayedComponents; self.label = label()
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection; self.range = range; components = displayedComponents; self.label = label()
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection; self.range = range.lowerBound...Date.distantFuture; components = displayedComponents; self.label = label()
    }
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection; self.range = Date.distantPast...range.upperBound; components = displayedComponents; self.label = label()
    }

    var mode: UIDatePicker.Mode {
        components == .date ? .date : components == .hourAndMinute ? .time : .dateAndTime
    }

    public var body: some View {
        if wheels {
            VStack(alignment: .leading) {
                if !labelsHidden { label }
                DatePickerRepresentable(selection: selection, range: range, mode: mode)
            }
        } else {
            HStack {
                if !labelsHidden {
                    label
                    Spacer(minLength: 8)
                }
                Button(action: openSheet) {
                    Text(DatePickerText.format(selection.wrappedValue, mode: mode))
                        .foregroundColor(.primary)
                        .padding(.horizontal, 11)
                        .padding(.vertical, 6)
                        .background(Capsule().fill(Color(uiColor: .tertiarySystemFill)))
                }
            }
        }
    }

    func openSheet() {
        guard let presenter = host?.controller else { return }
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 20, width: presenter.view.bounds.width, height: 216))
        picker.datePickerMode = mode
        picker.minimumDate = range?.lowerBound
        picker.maximumDate = range?.upperBound
        picker.date = selection.wrappedValue
        picker.autoresizingMask = [.flexibleWidth]
        let binding = selection
        picker.addAction(UIAction { [weak picker] _ in
            if let picker { binding.wrappedValue = picker.date }
        }, for: .valueChanged)
        sheet.view.addSubview(picker)
        sheet.modalPresentationStyle = .pageSheet
        sheet.sheetPresentationController?.detents = [.medium()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        presenter.present(sheet, animated: true)
    }
}

extension DatePicker where Label == Text {
    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ title: String, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

enum DatePickerText {
    /// The capsule's text: iOS's medium date and short time in the US English locale, in UTC (the
    /// preview's time zone, as `Text(date, style:)`).
    static func format(_ date: Date, mode: UIDatePicker.Mode) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateStyle = mode == .time ? .none : .medium
        f.timeStyle = mode == .date ? .none : .short
        return f.string(from: date)
    }
}

struct DatePickerRepresentable: UIViewRepresentable {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let mode: UIDatePicker.Mode

    final class Coordinator { var selection: Binding<Date>? }
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIDatePicker {
        let picker = UIDatePicker(frame: .zero)
        let c = context.coordinator
        picker.addAction(UIAction { [weak picker] _ in
            guard let picker, let b = c.selection, b.wrappedValue != picker.date else { return }
            b.wrappedValue = picker.date
        }, for: .valueChanged)
        return picker
    }

    func updateUIView(_ picker: UIDatePicker, context: Context) {
        context.coordinator.selection = selection
        if picker.datePickerMode != mode { picker.datePickerMode = mode }
        if picker.minimumDate != range?.lowerBound { picker.minimumDate = range?.lowerBound }
        if picker.maximumDate != range?.upperBound { picker.maximumDate = range?.upperBound }
        if picker.date != selection.wrappedValue { picker.setDate(selection.wrappedValue, animated: context.transaction.animation != nil) }
    }

    /// As wide as offered, UIKit's 216 points high.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIDatePicker, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 320, height: 216)
    }
}

public struct DatePickerStyleChoice: Sendable { let wheels: Bool }
public protocol DatePickerStyle {}
extension DatePickerStyleChoice: DatePickerStyle {}
extension DatePickerStyle where Self == DatePickerStyleChoice {
    public static var automatic: DatePickerStyleChoice { DatePickerStyleChoice(wheels: false) }
    public static var compact: DatePickerStyleChoice { DatePickerStyleChoice(wheels: false) }
    public static var graphical: DatePickerStyleChoice { DatePickerStyleChoice(wheels: false) }
    public static var wheel: DatePickerStyleChoice { DatePickerStyleChoice(wheels: true) }
}

struct DatePickerWheelsKey: EnvironmentKey { static var defaultValue: Bool { false } }
extension EnvironmentValues {
    var datePickerWheels: Bool { get { self[DatePickerWheelsKey.self] } set { self[DatePickerWheelsKey.self] = newValue } }
}

extension View {
    public func datePickerStyle(_ style: DatePickerStyleChoice) -> some View { environmentModifier { $0.datePickerWheels = style.wheels } }
}
