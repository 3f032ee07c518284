import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A choice among tagged options: SwiftUI's `Picker`. Its options are the content's views, each named by
/// its `tag` (a `ForEach` over `Identifiable` values without tags is tagged by the elements' ids, as
/// SwiftUI does) and titled by its text. `.segmented` draws UIKit's `UISegmentedControl`, `.wheel` its
/// `UIPickerView`, `.inline` the options as rows with a checkmark (see `PickerInline.swift`); the other
/// styles (`.menu`, the default, `.navigationLink`) draw the label with the chosen
/// option's title and open the options as an action sheet on a tap (MotionLab's UIKit has no pop-up
/// menus); choosing writes the binding.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyleKind) var style

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.content = content(); self.label = label()
    }

    var options: [PickerOption] { PickerOption.options(in: content) }

    public var body: some View {
        let options = self.options
        let index = options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) }
        let select: (AnyHashable) -> Void = { tag in
            if let v = tag.base as? SelectionValue { selection.wrappedValue = v }
        }
        switch style {
        case .segmented:
            SegmentedRepresentable(titles: options.map(\.title), selected: index ?? -1) { i in
                if i >= 0 && i < options.count { select(options[i].tag) }
            }
        case .menu:
            PickerMenuRow(label: AnyView(label), value: index.map { options[$0].title } ?? "", options: options, select: select)
        case .inline:
            PickerInlineRows(label: AnyView(label), options: options, selected: index, select: select)
        case .wheel:
            PickerWheelRepresentable(titles: options.map(\.title), selected: index ?? 0) { i in
                if i >= 0 && i < options.count { select(options[i].tag) }
            }
        }
    }
}

extension Picker where Label == Text {
    @_disfavoredOverload
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }
}

/// Views whose children are identified by their data's ids (`ForEach`).
protocol IdentifiedChildren {
    func identifiedChildren() -> [(AnyHashable, any View)]
}

extension ForEach: IdentifiedChildren where Content: View {}

/// One option of a picker: its tag and title.
struct PickerOption {
    let tag: AnyHashable
    let title: String

    /// The `tag(_:)` on a view (through its modifiers), if any.
    static func tag(of view: any View) -> AnyHashable? {
        var v: any View = view
        while true {
            if let any = v as? AnyView { v = any.view; continue }
            guard let mc = v as? AnyModifiedContent else { return nil }
            if let t = (mc.anyModifier as? ContextModifier)?.tagValue { return t }
            v = mc.anyContent
        }
    }

    /// The options of a picker's content: each view with a tag — its own `tag(_:)`, or, for a row of a
    /// `ForEach`, its element's id.
    static func options(in content: any View) -> [PickerOption] {
        var out: [PickerOption] = []
        func walk(_ v: any View, implicitTag: AnyHashable?) {
            if let any = v as? AnyView { return walk(any.view, implicitTag: implicitTag) }
            if let each = v as? IdentifiedChildren {
                for (id, child) in each.identifiedChildren() { walk(child, implicitTag: id) }
                return
            }
            if let list = v as? ListView {
                for (_, child) in list.listChildren() { walk(child, implicitTag: nil) }
                return
            }
            if let option = read(AnyView(v), implicitTag: implicitTag) { out.append(option) }
        }
        walk(content, implicitTag: nil)
        return out
    }

    /// The option a view is: its tag (or the implicit one), and the title of the text or label under its
    /// modifiers.
    static func read(_ view: AnyView, implicitTag: AnyHashable? = nil) -> PickerOption? {
        guard let tag = tag(of: view.view) ?? implicitTag else { return nil }
        var v: any View = view.view
        while true {
            if let any = v as? AnyView { v = any.view; continue }
            guard let mc = v as? AnyModifiedContent else { break }
            v = mc.anyContent
        }
        let title = (v as? Text)?.content ?? (v as? LabelDescription)?.labelTitle
        return PickerOption(tag: tag, title: title ?? "\(tag.base)")
    }
}

/// A menu-style picker's row: the label, the chosen title in the secondary colour and the up-down
/// chevron; a tap opens the options.
struct PickerMenuRow: View {
    let label: AnyView
    let value: String
    let options: [PickerOption]
    let select: (AnyHashable) -> Void
    @Environment(\.hostingController) var host
    @State private var anchor = MenuAnchor()
    @Environment(\.labelsHidden) var labelsHidden

    var body: some View {
        HStack(spacing: 6) {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            Button(action: open) {
                HStack(spacing: 4) {
                    Text(value)
                    Image(systemName: "chevron.up.chevron.down").font(.footnote)
                }
                .foregroundColor(.secondary)
            }
            .background(MenuAnchorView(anchor: anchor))
        }
    }

    /// The options as a pop-up menu beside the value, the chosen one checked (iOS 14+'s menu picker).
    func open() {
        let select = self.select
        let menu = UIMenu(children: options.map { o in
            UIAction(title: o.title, state: o.title == value ? .on : .off) { _ in select(o.tag) }
        })
        MenuItems.open(menu, from: anchor, fallback: host?.controller)
    }
}

struct SegmentedRepresentable: UIViewRepresentable {
    let titles: [String]
    let selected: Int
    let changed: (Int) -> Void

    final class Coordinator { var changed: ((Int) -> Void)?; var titles: [String] = [] }
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UISegmentedControl {
        let control = UISegmentedControl(items: titles)
        let c = context.coordinator
        c.titles = titles
        control.addAction(UIAction { [weak control] _ in
            guard let control else { return }
            c.changed?(control.selectedSegmentIndex)
        }, for: .valueChanged)
        return control
    }

    func updateUIView(_ control: UISegmentedControl, context: Context) {
        let c = context.coordinator
        c.changed = changed
        if c.titles != titles {
            c.titles = titles
            control.removeAllSegments()
            for (i, t) in titles.enumerated() { control.insertSegment(withTitle: t, at: i, animated: false) }
        }
        if control.selectedSegmentIndex != selected { control.selectedSegmentIndex = selected }
    }

    /// As wide as offered, UIKit's 32 points high.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UISegmentedControl, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? CGFloat(max(titles.count, 1)) * 80, height: 32)
    }
}

/// A wheel picker: UIKit's `UIPickerView` with one component of the options' titles.
struct PickerWheelRepresentable: UIViewRepresentable {
    let titles: [String]
    let selected: Int
    let changed: (Int) -> Void

    final class Coordinator: UIPickerViewDataSource, UIPickerViewDelegate {
        var titles: [String] = []
        var changed: ((Int) -> Void)?
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { titles.count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { titles[row] }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { changed?(row) }
    }
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIPickerView {
        let picker = UIPickerView(frame: .zero)
        picker.dataSource = context.coordinator
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIView(_ picker: UIPickerView, context: Context) {
        let c = context.coordinator
        c.changed = changed
        if c.titles != titles { c.titles = titles; picker.reloadAllComponents() }
        if selected >= 0, selected < titles.count, picker.selectedRow(inComponent: 0) != selected {
            picker.selectRow(selected, inComponent: 0, animated: context.transaction.animation != nil)
        }
    }

    /// As wide as offered, UIKit's 216 points high.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIPickerView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 320, height: 216)
    }
}

public struct PickerStyleChoice: Sendable { let kind: PickerStyleKind }
enum PickerStyleKind: Sendable { case menu, segmented, wheel, inline }
public protocol PickerStyle {}
extension PickerStyleChoice: PickerStyle {}
extension PickerStyle where Self == PickerStyleChoice {
    public static var automatic: PickerStyleChoice { PickerStyleChoice(kind: .menu) }
    public static var menu: PickerStyleChoice { PickerStyleChoice(kind: .menu) }
    public static var segmented: PickerStyleChoice { PickerStyleChoice(kind: .segmented) }
    public static var wheel: PickerStyleChoice { PickerStyleChoice(kind: .wheel) }
    public static var inline: PickerStyleChoice { PickerStyleChoice(kind: .inline) }
    public static var navigationLink: PickerStyleChoice { PickerStyleChoice(kind: .menu) }
    public static var palette: PickerStyleChoice { PickerStyleChoice(kind: .segmented) }
}

struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .menu } }
extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind { get { self[PickerStyleKey.self] } set { self[PickerStyleKey.self] = newValue } }
}

extension View {
    public func pickerStyle(_ style: PickerStyleChoice) -> some View { environmentModifier { $0.pickerStyleKind = style.kind } }
}

/// A value stepped up and down: SwiftUI's `Stepper`, its label leading and UIKit's `UIStepper` trailing.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: () -> Void
    let decrement: () -> Void
    let canIncrement: () -> Bool
    let canDecrement: () -> Bool

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label()
        increment = onIncrement ?? {}
        decrement = onDecrement ?? {}
        canIncrement = { onIncrement != nil }
        canDecrement = { onDecrement != nil }
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        decrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        canIncrement = { value.wrappedValue < bounds.upperBound }
        canDecrement = { value.wrappedValue > bounds.lowerBound }
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        canIncrement = { true }
        canDecrement = { true }
    }

    @Environment(\.labelsHidden) var labelsHidden

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            StepperRepresentable(increment: increment, decrement: decrement, canIncrement: canIncrement(), canDecrement: canDecrement())
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }
    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

/// UIKit's stepper sends its value; SwiftUI's steps the binding: the control is kept at 1 in 0…2, and
/// a change up or down is one increment or decrement.
struct StepperRepresentable: UIViewRepresentable {
    let increment: () -> Void
    let decrement: () -> Void
    let canIncrement: Bool
    let canDecrement: Bool

    final class Coordinator { var increment: () -> Void = {}; var decrement: () -> Void = {} }
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIStepper {
        let s = UIStepper(frame: .zero)
        s.minimumValue = 0
        s.maximumValue = 2
        s.value = 1
        let c = context.coordinator
        s.addAction(UIAction { [weak s] _ in
            guard let s else { return }
            if s.value > 1 { c.increment() } else if s.value < 1 { c.decrement() }
            s.value = 1
        }, for: .valueChanged)
        return s
    }

    func updateUIView(_ s: UIStepper, context: Context) {
        // Disabled (`.disabled(true)`): UIKit's stepper draws both signs faded.
        if s.isEnabled != context.environment.isEnabled { s.isEnabled = context.environment.isEnabled }
        context.coordinator.increment = increment
        context.coordinator.decrement = decrement
        s.maximumValue = canIncrement ? 2 : 1
        s.minimumValue = canDecrement ? 0 : 1
    }
}

/// A button that opens a URL: SwiftUI's `Link` (through the environment's `openURL`).
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) var openURL
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.destination = destination; self.label = label() }
    public var body: some View {
        let url = destination, open = openURL
        Button(action: { open(url) }) { label }
    }
}

extension Link where Label == Text {
    @_disfavoredOverload
    public init(_ title: String, destination: URL) { self.init(destination: destination) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
}
