import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A control bound to a Boolean: SwiftUI's `Toggle`. Its look is the `toggleStyle(_:)` in the
/// environment — by default (`.automatic`, `.switch`) its label leading and UIKit's `UISwitch` trailing
/// (its thumb slides on the scene clock, its on-colour the tint).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) var style
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }
    public var body: some View {
        // A custom style's body draws with the automatic style: `Toggle(configuration)` inside it is the
        // system's switch (it would recurse otherwise).
        (style ?? AnyToggleStyle(DefaultToggleStyle())).make(ToggleStyleConfiguration(isOn: isOn, label: .init(content: AnyView(label))))
            .environmentModifier { $0.toggleStyle = nil }
    }
}

extension Toggle where Label == Text {
    @_disfavoredOverload
    public init(_ title: String, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(String(title)) } }
}

/// iOS 17's `Toggle(_:systemImage:isOn:)`: the label is a `Label` of the title and symbol.
extension Toggle where Label == SwiftUILabel<Text, Image> {
    @_disfavoredOverload
    public init(_ title: String, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUILabel(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUILabel(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's configuration describes, drawn in the automatic style.
    public init(_ configuration: ToggleStyleConfiguration) { self.init(isOn: configuration.$isOn) { configuration.label } }
}

struct SwitchRepresentable: UIViewRepresentable {
    let isOn: Binding<Bool>
    func makeUIView(context: Context) -> UISwitch {
        let s = UISwitch(frame: .zero)
        s.addAction(UIAction { [weak s] _ in
            guard let s else { return }
            context.coordinator.binding?.wrappedValue = s.isOn
        }, for: .valueChanged)
        return s
    }
    func updateUIView(_ view: UISwitch, context: Context) {
        context.coordinator.binding = isOn
        let tint = context.environment.tint?.uiColor
        if view.onTintColor != tint { view.onTintColor = tint }
        view.isEnabled = context.environment.isEnabled
        if view.isOn != isOn.wrappedValue { view.setOn(isOn.wrappedValue, animated: context.transaction.animation != nil) }
    }
    func makeCoordinator() -> BindingBox { BindingBox() }
    final class BindingBox { var binding: Binding<Bool>? }
}

/// A slider bound to a value in a range: SwiftUI's `Slider`, drawn by UIKit's `UISlider`, with its
/// minimum- and maximum-value labels at its ends (iOS shows no title label: `label` is for
/// accessibility only). `onEditingChanged` gets true when a drag starts and false when it ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let range: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        HStack {
            if let minimumValueLabel { minimumValueLabel }
            SliderRepresentable(value: value, range: range, step: step, onEditingChanged: onEditingChanged)
            if let maximumValueLabel { maximumValueLabel }
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

struct SliderRepresentable: UIViewRepresentable {
    let value: Binding<Double>
    let range: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    func makeUIView(context: Context) -> UISlider {
        let s = UISlider(frame: .zero)
        let box = context.coordinator
        s.addAction(UIAction { _ in box.editing?(true) }, for: .touchDown)
        s.addAction(UIAction { _ in box.editing?(false) }, for: [.touchUpInside, .touchUpOutside, .touchCancel])
        s.addAction(UIAction { [weak s] _ in
            guard let s, let b = context.coordinator.binding else { return }
            var v = Double(s.value)
            if let step = context.coordinator.step, step > 0 {
                v = context.coordinator.lower + ((v - context.coordinator.lower) / step).rounded() * step
            }
            b.wrappedValue = v
        }, for: .valueChanged)
        return s
    }
    func updateUIView(_ view: UISlider, context: Context) {
        context.coordinator.binding = value
        context.coordinator.editing = onEditingChanged
        // `.tint(_:)` colours the filled part of the track (SwiftUI's rule); `.disabled` draws UIKit's
        // disabled slider.
        let tint = context.environment.tint?.uiColor
        if view.minimumTrackTintColor != tint { view.minimumTrackTintColor = tint }
        if view.isEnabled != context.environment.isEnabled { view.isEnabled = context.environment.isEnabled }
        context.coordinator.step = step
        context.coordinator.lower = range.lowerBound
        view.minimumValue = Float(range.lowerBound)
        view.maximumValue = Float(range.upperBound)
        view.value = Float(value.wrappedValue)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UISlider, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 100, height: 31)
    }
    func makeCoordinator() -> Box { Box() }
    final class Box { var binding: Binding<Double>?; var step: Double?; var lower = 0.0; var editing: ((Bool) -> Void)? }
}

