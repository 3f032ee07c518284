import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A value in a range shown as a level: SwiftUI's `Gauge` (iOS 16). Its look is the `gaugeStyle(_:)`
/// in the environment; on iOS the automatic one is `.linearCapacity` (see `GaugeStyles.swift`).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    /// 0…1: the value's place in the bounds, clamped.
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyle) var style

    init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
                                 minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel is EmptyView ? nil : currentValueLabel
        self.minimumValueLabel = minimumValueLabel is EmptyView ? nil : minimumValueLabel
        self.maximumValueLabel = maximumValueLabel is EmptyView ? nil : maximumValueLabel
    }

    public var body: some View {
        let erase: (any View) -> AnyView = { AnyView($0) }
        let configuration = GaugeStyleConfiguration(
            value: fraction,
            label: .init(content: AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(content: erase($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(content: erase($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(content: erase($0)) })
        (style ?? AnyGaugeStyle(LinearCapacityGaugeStyle())).make(configuration)
            .environmentModifier { $0.gaugeStyle = nil }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// What a gauge style draws from: the value's fraction of the bounds and the labels.
public struct GaugeStyleConfiguration {
    public struct Label: View { let content: AnyView; public var body: some View { content } }
    public struct CurrentValueLabel: View { let content: AnyView; public var body: some View { content } }
    public struct MinimumValueLabel: View { let content: AnyView; public var body: some View { content } }
    public struct MaximumValueLabel: View { let content: AnyView; public var body: some View { content } }
    public struct MarkedValueLabel: View { let content: AnyView; public var body: some View { content } }
    /// 0…1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

/// A gauge's look (`makeBody(configuration:)`), set with `gaugeStyle(_:)`.
@MainActor @preconcurrency public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

struct AnyGaugeStyle {
    let make: (GaugeStyleConfiguration) -> AnyView
    init<S: GaugeStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct GaugeStyleKey: EnvironmentKey { static var defaultValue: AnyGaugeStyle? { nil } }
extension EnvironmentValues {
    /// Nil: the automatic style (`.linearCapacity` on iOS).
    var gaugeStyle: AnyGaugeStyle? { get { self[GaugeStyleKey.self] } set { self[GaugeStyleKey.self] = newValue } }
}

extension View {
    /// The look of the gauges inside.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { environmentModifier { $0.gaugeStyle = AnyGaugeStyle(style) } }
}
