import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// The built-in gauge styles of iOS 16, drawn as iOS draws them: the level in the tint (the accent
/// colour unless `tint(_:)` is set).
///
/// - `.linearCapacity` (`.automatic` on iOS): the label and the current value (secondary) in a row, a
///   6-point capsule track (`systemFill`) filled to the value, the bounds labels (caption, secondary) at
///   its ends.
/// - `.accessoryLinearCapacity`: the same with a 4-point track.
/// - `.accessoryLinear`: a 4-point track in the tint at 35 % with a 8-point dot at the value.
/// - `.accessoryCircularCapacity`: a 60-point ring (6-point line, the tint at 30 %) filled clockwise
///   from the top, the current value (or the label) in the middle.
/// - `.accessoryCircular`: a 60-point open arc (270°, the gap at the bottom) with a dot at the value,
///   the current value in the middle, the label under it and the bounds labels in the gap.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeStyle().makeBody(configuration: configuration) }
}

public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearGaugeBody(configuration: configuration, thickness: 6, dot: false) }
}

public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearGaugeBody(configuration: configuration, thickness: 4, dot: false) }
}

public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearGaugeBody(configuration: configuration, thickness: 4, dot: true) }
}

public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CircularGaugeBody(configuration: configuration, open: false) }
}

public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CircularGaugeBody(configuration: configuration, open: true) }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() } }

/// A bar `fraction` of the rectangle's width from its leading edge, with round ends.
struct GaugeBarShape: Shape {
    var fraction: Double
    func path(in rect: CGRect) -> Path {
        let w = max(rect.width * CGFloat(fraction), fraction > 0 ? rect.height : 0)
        return Path(roundedRect: CGRect(x: rect.minX, y: rect.minY, width: min(w, rect.width), height: rect.height),
                    cornerRadius: rect.height / 2)
    }
}

struct LinearGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let thickness: CGFloat
    let dot: Bool
    @Environment(\.tint) var tint

    var body: some View {
        let accent = tint ?? .accentColor
        let c = configuration
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                c.label
                Spacer(minLength: 8)
                if let v = c.currentValueLabel { v.foregroundStyle(.secondary) }
            }
            ZStack {
                if dot {
                    Capsule().fill(accent.opacity(0.35))
                    GaugeDotShape(fraction: c.value, diameter: thickness + 4).fill(accent)
                } else {
                    Capsule().fill(Color(uiColor: .systemFill))
                    GaugeBarShape(fraction: c.value).fill(accent)
                }
            }
            .frame(height: thickness)
            if c.minimumValueLabel != nil || c.maximumValueLabel != nil {
                HStack {
                    if let m = c.minimumValueLabel { m }
                    Spacer(minLength: 8)
                    if let m = c.maximumValueLabel { m }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
    }
}

/// A dot of `diameter` centred on the point `fraction` along the rectangle's mid line.
struct GaugeDotShape: Shape {
    var fraction: Double
    var diameter: CGFloat
    func path(in rect: CGRect) -> Path {
        let r = diameter / 2
        let x = rect.minX + r + (rect.width - diameter) * CGFloat(fraction)
        return Path(ellipseIn: CGRect(x: x - r, y: rect.midY - r, width: diameter, height: diameter))
    }
}

/// An arc of the circle inscribed in the rectangle (inset by half the line width), from `start` to
/// `start + sweep·fraction`, clockwise on screen (angles from the positive x-axis, y down).
struct GaugeArcShape: Shape {
    var start: Angle
    var sweep: Angle
    var fraction: Double
    var lineWidth: CGFloat
    func path(in rect: CGRect) -> Path {
        let radius = (min(rect.width, rect.height) - lineWidth) / 2
        var p = Path()
        guard fraction > 0, radius > 0 else { return p }
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: start,
                 endAngle: start + Angle(degrees: sweep.degrees * fraction), clockwise: false)
        return p
    }
}

/// A dot on the arc at `fraction` of the sweep.
struct GaugeArcDotShape: Shape {
    var start: Angle
    var sweep: Angle
    var fraction: Double
    var lineWidth: CGFloat
    func path(in rect: CGRect) -> Path {
        let radius = (min(rect.width, rect.height) - lineWidth) / 2
        let a = (start.degrees + sweep.degrees * fraction) * .pi / 180
        let c = CGPoint(x: rect.midX + radius * CGFloat(cos(a)), y: rect.midY + radius * CGFloat(sin(a)))
        let r = lineWidth / 2 + 1
        return Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }
}

struct CircularGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let open: Bool
    @Environment(\.tint) var tint
    static let side: CGFloat = 60
    static let lineWidth: CGFloat = 6

    var body: some View {
        let accent = tint ?? .accentColor
        let c = configuration
        let lw = Self.lineWidth
        // Capacity: a full ring from 12 o'clock; open: 270° from 7:30 to 4:30.
        let start = open ? Angle(degrees: 135) : Angle(degrees: -90)
        let sweep = open ? Angle(degrees: 270) : Angle(degrees: 360)
        let round = StrokeStyle(lineWidth: lw, lineCap: .round)
        ZStack {
            GaugeArcShape(start: start, sweep: sweep, fraction: 1, lineWidth: lw).stroke(accent.opacity(open ? 0.35 : 0.3), style: round)
            if open {
                GaugeArcDotShape(start: start, sweep: sweep, fraction: c.value, lineWidth: lw).fill(accent)
            } else {
                GaugeArcShape(start: start, sweep: sweep, fraction: c.value, lineWidth: lw).stroke(accent, style: round)
            }
            VStack(spacing: 0) {
                if let v = c.currentValueLabel {
                    v.font(.system(size: 18, weight: .semibold))
                    if open { c.label.font(.system(size: 10)).foregroundStyle(.secondary) }
                } else {
                    c.label.font(.system(size: 12, weight: .medium))
                }
            }
            .lineLimit(1)
            if open {
                HStack {
                    if let m = c.minimumValueLabel { m }
                    Spacer(minLength: 0)
                    if let m = c.maximumValueLabel { m }
                }
                .font(.system(size: 10))
                .foregroundStyle(.secondary)
                .frame(maxHeight: .infinity, alignment: .bottom)
                .padding(.horizontal, 6)
            }
        }
        .frame(width: Self.side, height: Self.side)
    }
}
