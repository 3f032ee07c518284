import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// What a shape or text is filled with: a colour, a gradient, the foreground style.
public protocol ShapeStyle {
    /// The fill for an environment (for the foreground style, the one set above the view).
    func _resolveFill(_ environment: EnvironmentValues) -> ResolvedFill
}

/// A resolved style: one colour or a gradient.
public enum ResolvedFill: Equatable {
    case color(Color)
    case gradient(GradientFill)

    /// The single colour (a gradient's first stop).
    var color: Color {
        switch self {
        case .color(let c): return c
        case .gradient(let g): return g.stops.first?.color ?? .clear
        }
    }
}

public struct GradientFill: Equatable {
    let type: CAGradientLayerType
    let stops: [Gradient.Stop]
    let start: UnitPoint
    let end: UnitPoint
    /// Radial: the end radius in points when given (relative to the size otherwise).
    var startRadius: CGFloat = 0
    var endRadius: CGFloat = 0
    var angleOffset: Double = 0
    public static func == (a: GradientFill, b: GradientFill) -> Bool {
        a.type == b.type && a.stops == b.stops && a.start == b.start && a.end == b.end && a.startRadius == b.startRadius && a.endRadius == b.endRadius
    }
}

extension GradientFill {
    /// Sets a gradient layer of `size` to draw this gradient (its colours premultiplied-interpolated, its
    /// points, and a radial one's radius in points).
    func configure(_ layer: CAGradientLayer, size: CGSize) {
        layer.type = type
        let stops = GradientFill.premultipliedStops(self.stops)
        layer.colors = stops.map { $0.color.cg }
        layer.locations = stops.map { NSNumber(value: Double($0.location)) }
        layer.startPoint = CGPoint(x: start.x, y: start.y)
        if type == .radial, size.width > 0, size.height > 0 {
            let rad = endRadius > 0 ? endRadius : 0.5 * min(size.width, size.height)
            layer.endPoint = CGPoint(x: start.x + rad / size.width, y: start.y + rad / size.height)
        } else {
            layer.endPoint = CGPoint(x: end.x, y: end.y)
        }
    }

    /// Sub-steps between two stops of different opacity (see `premultipliedStops`).
    static let premultipliedSteps = 8

    /// `stops` for a gradient layer, which interpolates colour and opacity separately as Core Animation
    /// does, so that it shows SwiftUI's gradients, which interpolate premultiplied colours: between two
    /// stops of different opacity, stops at eighths of the way carry the exact premultiplied mix
    /// (colour · opacity interpolated, divided by the interpolated opacity). So a `.clear` → white
    /// gradient is white fading in, not through grey (`.clear` is transparent black).
    static func premultipliedStops(_ stops: [Gradient.Stop]) -> [Gradient.Stop] {
        guard stops.count > 1, stops.contains(where: { $0.color.alpha < 1 }) else { return stops }
        var out: [Gradient.Stop] = []
        for (a, b) in zip(stops, stops.dropFirst()) {
            out.append(premultipliedMix(a, b, 0))
            if a.color.alpha != b.color.alpha, b.location > a.location {
                for k in 1..<premultipliedSteps { out.append(premultipliedMix(a, b, Double(k) / Double(premultipliedSteps))) }
            }
            // A transparent stop between two others ends this side in this side's colour (the next
            // side starts at the same place in its own).
            if b.color.alpha == 0 { out.append(premultipliedMix(a, b, 1)) }
        }
        if stops[stops.count - 1].color.alpha != 0 { out.append(premultipliedMix(stops[stops.count - 2], stops[stops.count - 1], 1)) }
        return out
    }

    private static func premultipliedMix(_ a: Gradient.Stop, _ b: Gradient.Stop, _ t: Double) -> Gradient.Stop {
        let ca = a.color, cb = b.color
        let alpha = ca.alpha + (cb.alpha - ca.alpha) * t
        func channel(_ x: Double, _ y: Double) -> Double {
            // A transparent end takes the other's colour (its own carries no weight).
            guard alpha > 0 else { return ca.alpha > 0 ? x : y }
            return (x * ca.alpha * (1 - t) + y * cb.alpha * t) / alpha
        }
        let color = Color(r: channel(ca.red, cb.red), g: channel(ca.green, cb.green), b: channel(ca.blue, cb.blue), a: alpha)
        return Gradient.Stop(color: color, location: a.location + (b.location - a.location) * CGFloat(t))
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment (black unless `foregroundStyle`/`foregroundColor` set it).
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle {
    /// The style with its opacity multiplied.
    public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityStyle(base: AnyShapeStyle(self), opacity: opacity) }
}

struct OpacityStyle: ShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double
    func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill {
        switch base._resolveFill(e) {
        case .color(let c): return .color(c.opacity(opacity))
        case .gradient(let g):
            return .gradient(GradientFill(type: g.type, stops: g.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) },
                                          start: g.start, end: g.end, startRadius: g.startRadius, endRadius: g.endRadius, angleOffset: g.angleOffset))
        }
    }
}

extension Color: ShapeStyle {
    /// The colour in the environment's colour scheme.
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill { .color(resolved(e)) }
}

public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill { e.foregroundStyle?._resolveFill(e) ?? .color(Color.primary.resolved(e)) }
}

public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill { .color((e.tint ?? .accentColor).resolved(e)) }
}

/// `.primary`, `.secondary`…: the label colours of UIKit.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill {
        let base = e.foregroundStyle?._resolveFill(e).color ?? Color.primary.resolved(e)
        if level == 0 { return .color(base) }
        let factors = [1, 0.6, 0.3, 0.18]
        if e.foregroundStyle == nil {
            return .color([Color.primary, Color(uiColor: .secondaryLabel), Color(uiColor: .tertiaryLabel), Color(uiColor: .quaternaryLabel)][level].resolved(e))
        }
        return .color(base.opacity(factors[level]))
    }
}

/// A type-erased style.
public struct AnyShapeStyle: ShapeStyle {
    let resolve: (EnvironmentValues) -> ResolvedFill
    /// The shadow the style carries (`ShapeStyle.shadow(_:)`, ShadowShapeStyle.swift).
    var shadow: ShadowStyle?
    public init<S: ShapeStyle>(_ style: S) {
        if let a = style as? AnyShapeStyle { resolve = a.resolve } else { resolve = { style._resolveFill($0) } }
        shadow = (style as? ShadowCarryingStyle)?.carriedShadow
    }
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill { resolve(e) }

    /// `style` set as the foreground style over `inherited` (the foreground style where it is set): a
    /// hierarchical style (`.secondary`) or `.foreground` then resolves against the inherited one, as in
    /// SwiftUI, instead of against itself (which never ended).
    init<S: ShapeStyle>(_ style: S, over inherited: AnyShapeStyle?) {
        shadow = (style as? ShadowCarryingStyle)?.carriedShadow
        resolve = { e in
            var outer = e
            outer.foregroundStyle = inherited
            return style._resolveFill(outer)
        }
    }
}

/// A translucent material: drawn as its tint at the material's opacity (there is no live blur) — white
/// 0.97 in light mode, iOS's dark material grey (white 0.11, as `UIVisualEffectView` draws dark blurs)
/// in dark mode.
public struct Material: ShapeStyle {
    let opacity: Double
    public static let ultraThinMaterial = Material(opacity: 0.35)
    public static let thinMaterial = Material(opacity: 0.5)
    public static let regularMaterial = Material(opacity: 0.7)
    public static let thickMaterial = Material(opacity: 0.85)
    public static let ultraThickMaterial = Material(opacity: 0.93)
    public static let bar = Material(opacity: 0.85)
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill { .color(Color(white: e.colorScheme == .dark ? 0.11 : 0.97, opacity: opacity)) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
}

/// Colours at locations 0…1 (`Gradient`).
public struct Gradient: Hashable {
    /// The stops with their colours in the environment's colour scheme.
    func resolvedStops(_ e: EnvironmentValues) -> [Stop] { stops.map { Stop(color: $0.color.resolved(e), location: $0.location) } }

    public struct Stop: Hashable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $0.element, location: n > 1 ? CGFloat($0.offset) / CGFloat(n - 1) : 0) }
    }
}

public struct AnyGradient: Hashable, ShapeStyle {
    let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill {
        .gradient(GradientFill(type: .axial, stops: gradient.resolvedStops(e), start: .top, end: .bottom))
    }
}

public struct LinearGradient: ShapeStyle, View, BuiltinView {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint) }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint) }
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill { .gradient(GradientFill(type: .axial, stops: gradient.resolvedStops(e), start: startPoint, end: endPoint)) }
    public var body: Never { primitiveBody("LinearGradient") }
    func makeNode(graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph) }
}

public struct RadialGradient: ShapeStyle, View, BuiltinView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill {
        var g = GradientFill(type: .radial, stops: gradient.resolvedStops(e), start: center, end: center)
        g.startRadius = startRadius; g.endRadius = endRadius
        return .gradient(g)
    }
    public var body: Never { primitiveBody("RadialGradient") }
    func makeNode(graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph) }
}

public struct AngularGradient: ShapeStyle, View, BuiltinView {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.init(gradient: gradient, center: center, startAngle: angle) }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { self.init(gradient: Gradient(colors: colors), center: center, startAngle: angle) }
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill {
        var g = GradientFill(type: .conic, stops: gradient.resolvedStops(e), start: center, end: UnitPoint(x: center.x + cos(startAngle.radians), y: center.y + sin(startAngle.radians)))
        g.angleOffset = startAngle.radians
        return .gradient(g)
    }
    public var body: Never { primitiveBody("AngularGradient") }
    func makeNode(graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph) }
}

public typealias ConicGradient = AngularGradient

public struct EllipticalGradient: ShapeStyle, View, BuiltinView {
    let gradient: Gradient
    let center: UnitPoint
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center)
    }
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill {
        .gradient(GradientFill(type: .radial, stops: gradient.resolvedStops(e), start: center, end: UnitPoint(x: center.x + 0.5, y: center.y + 0.5)))
    }
    public var body: Never { primitiveBody("EllipticalGradient") }
    func makeNode(graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph) }
}
