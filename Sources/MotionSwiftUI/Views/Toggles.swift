import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A switch bound to a Boolean: SwiftUI's `Toggle`, drawn by UIKit's `UISwitch` (its thumb slides
/// on the scene clock) with its label leading and the switch trailing.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }
    public var body: some View {
        HStack {
            label
            Spacer()
            SwitchRepresentable(isOn: isOn)
        }
    }
}

extension Toggle where Label == Text {
    public init(_ title: String, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
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
        if view.isOn != isOn.wrappedValue { view.setOn(isOn.wrappedValue, animated: context.transaction.animation != nil) }
    }
    func makeCoordinator() -> BindingBox { BindingBox() }
    final class BindingBox { var binding: Binding<Bool>? }
}

/// A slider bound to a value in a range: SwiftUI's `Slider`, drawn by UIKit's `UISlider`.
public struct Slider<Label: View>: View {
    let value: Binding<Double>
    let range: ClosedRange<Double>
    let step: Double?
    let label: Label
    public var body: some View { SliderRepresentable(value: value, range: range, step: step) }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        step = nil
        label = EmptyView()
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
        label = EmptyView()
    }
}

struct SliderRepresentable: UIViewRepresentable {
    let value: Binding<Double>
    let range: ClosedRange<Double>
    let step: Double?
    func makeUIView(context: Context) -> UISlider {
        let s = UISlider(frame: .zero)
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
    final class Box { var binding: Binding<Double>?; var step: Double?; var lower = 0.0 }
}

/// Progress: SwiftUI's `ProgressView` — a bar (UIKit's `UIProgressView`) for a known fraction, a
/// spinning `UIActivityIndicatorView` for unknown progress (`ProgressView()`), as iOS draws them; a
/// label goes above a bar and below a spinner.
public struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label
    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 4) {
                label
                ProgressRepresentable(fraction: fraction)
            }
        } else {
            VStack(spacing: 8) {
                SpinnerRepresentable()
                label.foregroundColor(.secondary)
            }
        }
    }
}

extension ProgressView where Label == EmptyView {
    public init() { fraction = nil; label = EmptyView() }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { Double($0 / max(total, .leastNonzeroMagnitude)) }; label = EmptyView()
    }
}

extension ProgressView {
    public init(@ViewBuilder label: () -> Label) { fraction = nil; self.label = label() }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { Double($0 / max(total, .leastNonzeroMagnitude)) }; self.label = label()
    }
}

extension ProgressView where Label == Text {
    public init(_ title: String) { fraction = nil; label = Text(title) }
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        fraction = value.map { Double($0 / max(total, .leastNonzeroMagnitude)) }; label = Text(title)
    }
}

struct SpinnerRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let v = UIActivityIndicatorView(style: .medium)
        v.startAnimating()
        return v
    }
    func updateUIView(_ v: UIActivityIndicatorView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIActivityIndicatorView, context: Context) -> CGSize? {
        CGSize(width: 20, height: 20)
    }
}

struct ProgressRepresentable: UIViewRepresentable {
    let fraction: Double
    func makeUIView(context: Context) -> UIProgressView { UIProgressView(frame: .zero) }
    /// A change under an animation (`withAnimation`, `.animation(_:value:)`) slides the bar as
    /// `setProgress(_:animated:)` does (UIKit's ease, not the animation's own curve); otherwise it jumps.
    func updateUIView(_ v: UIProgressView, context: Context) {
        let p = Float(min(max(fraction, 0), 1))
        guard p != v.progress else { return }
        let animated = context.transaction.animation != nil && !context.transaction.disablesAnimations
        v.setProgress(p, animated: animated)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIProgressView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 100, height: 4)
    }
}
