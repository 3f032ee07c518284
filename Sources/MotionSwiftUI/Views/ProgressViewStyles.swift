import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// What a progress view style draws from: the fraction done (nil: indeterminate) and the labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The progress view's current-value label (`ProgressView(value:total:label:currentValueLabel:)`).
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// 0…1, or nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// A custom progress view look (`makeBody(configuration:)`), set with `progressViewStyle(_:)`.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

struct AnyProgressViewStyle {
    let make: (ProgressViewStyleConfiguration) -> AnyView
    init<S: ProgressViewStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

/// `.automatic`: a bar for a known fraction, a spinner for unknown progress (iOS's choice).
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// `.linear`: the label, the 4-point bar (empty while indeterminate), the current-value label below in
/// the secondary colour.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// Deprecated in iOS 16 (use `tint(_:)`); the bar in `tint`.
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        let tint = self.tint
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            ProgressRepresentable(fraction: configuration.fractionCompleted ?? 0)
                .environmentModifier { if let tint { $0.tint = tint } }
            if let value = configuration.currentValueLabel { value.foregroundStyle(.secondary) }
        }
    }
}

/// `.circular`: on iOS always the spinning indicator (iOS draws no determinate ring), the label below it
/// in the secondary colour.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// Deprecated in iOS 16 (use `tint(_:)`); the spokes in `tint`.
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        let tint = self.tint
        VStack(spacing: 8) {
            SpinnerRepresentable().environmentModifier { if let tint { $0.tint = tint } }
            if let label = configuration.label { label.foregroundStyle(.secondary) }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: AnyProgressViewStyle? { nil } }
extension EnvironmentValues {
    /// Nil: the automatic style.
    var progressViewStyle: AnyProgressViewStyle? { get { self[ProgressViewStyleKey.self] } set { self[ProgressViewStyleKey.self] = newValue } }
}

extension View {
    /// The look of the progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environmentModifier { $0.progressViewStyle = AnyProgressViewStyle(style) }
    }
}
