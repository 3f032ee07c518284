import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Progress: SwiftUI's `ProgressView`. Its look is the `progressViewStyle(_:)` in the environment: by
/// default (`.automatic`) a bar (UIKit's `UIProgressView`) for a known fraction and a spinning
/// `UIActivityIndicatorView` for unknown progress (`ProgressView()`), as iOS draws them — a label goes
/// above a bar (the current-value label below it, secondary) and below a spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    /// Nil for `EmptyView` labels (the configuration's `label` is then nil).
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyle) var style

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label is EmptyView ? nil : label
        self.currentValueLabel = currentValueLabel is EmptyView ? nil : currentValueLabel
    }

    /// The fraction of `value` in `total`, clamped to 0…1 (nil: indeterminate).
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        value.map { min(max(Double($0) / max(Double(total), .leastNonzeroMagnitude), 0), 1) }
    }

    public var body: some View {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) })
        // A custom style's body draws with the automatic style: `ProgressView(configuration)` inside it
        // is the system's bar or spinner (it would recurse otherwise).
        (style ?? AnyProgressViewStyle(DefaultProgressViewStyle())).make(configuration)
            .environmentModifier { $0.progressViewStyle = nil }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
    /// A Foundation `Progress`: its `fractionCompleted`, or indeterminate.
    public init(_ progress: Progress) {
        self.init(fraction: progress.isIndeterminate ? nil : progress.fractionCompleted, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    @_disfavoredOverload
    public init(_ title: String) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(String(title)) }
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(String(title), value: value, total: total)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style's configuration describes, drawn in the automatic style (what a custom
    /// style's `makeBody` wraps, as Scrumdinger's `ScrumProgressViewStyle` does).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}

/// The system's spinner: UIKit's activity indicator, 20 points (37 with `controlSize(.large)` or
/// larger), its spokes in the tint (`.tint(.white)`) or UIKit's grey.
struct SpinnerRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let v = UIActivityIndicatorView(style: Self.style(context.environment.controlSize))
        v.startAnimating()
        return v
    }
    static func style(_ size: ControlSize) -> UIActivityIndicatorView.Style { size == .large || size == .extraLarge ? .large : .medium }
    func updateUIView(_ v: UIActivityIndicatorView, context: Context) {
        let style = Self.style(context.environment.controlSize)
        if v.style != style { v.style = style }
        v.color = context.environment.tint?.uiColor ?? .systemGray
    }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIActivityIndicatorView, context: Context) -> CGSize? {
        let side: CGFloat = Self.style(context.environment.controlSize) == .large ? 37 : 20
        return CGSize(width: side, height: side)
    }
}

/// The system's bar: UIKit's progress view, 4 points high, the bar in the tint.
struct ProgressRepresentable: UIViewRepresentable {
    let fraction: Double
    func makeUIView(context: Context) -> UIProgressView { UIProgressView(frame: .zero) }
    /// A change under an animation (`withAnimation`, `.animation(_:value:)`) slides the bar as
    /// `setProgress(_:animated:)` does (UIKit's ease, not the animation's own curve); otherwise it jumps.
    func updateUIView(_ v: UIProgressView, context: Context) {
        let tint = context.environment.tint?.uiColor
        if v.progressTintColor != tint { v.progressTintColor = tint }
        let p = Float(min(max(fraction, 0), 1))
        guard p != v.progress else { return }
        let animated = context.transaction.animation != nil && !context.transaction.disablesAnimations
        v.setProgress(p, animated: animated)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIProgressView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 100, height: 4)
    }
}
