import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

extension GraphicsContext {
    /// What a fill, stroke, text or template image is painted with: a colour, a gradient (points in
    /// user space), a shape style (gradients' unit points relative to the drawn path's bounds), the
    /// foreground style, or a tiled image. Gradients extend their end colours past their ends (SwiftUI's
    /// default); `.repeat` and `.mirror` options are not drawn (the ends extend), `.linearColor` is
    /// ignored (colours are interpolated in sRGB).
    public struct Shading {
        enum Kind {
            case color(Color)
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
            case tiled(Image, CGPoint, CGRect, CGFloat)
        }
        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// The environment's foreground style (black unless `foregroundStyle` set one above the canvas).
        public static var foreground: Shading { Shading(kind: .style(AnyShapeStyle(ForegroundStyle()))) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        /// Colours around `center`, starting at `angle` (0: toward +x) and turning clockwise on screen.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }
        /// The image repeated, one tile at `origin` `scale` times its size; `sourceRect` (unit
        /// coordinates of the image) is the part tiled.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading {
            Shading(kind: .tiled(image, origin, sourceRect, scale))
        }
    }

    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A shading resolved in this context's environment (SwiftUI's `resolve(_:)`: the foreground style
    /// and shape styles become colours or gradients now).
    public func resolve(_ shading: Shading) -> Shading {
        if case .style(let s) = shading.kind, case .color(let c) = s._resolveFill(environment) { return .color(c) }
        return shading
    }
}

/// A shading as drawing needs it: one colour, or a paint that fills the clip of a context (user space
/// as drawing set it).
enum ResolvedShading {
    case color(Color)
    case paint((CGContext) -> Void)
}

extension GraphicsContext.Shading {
    func resolved(_ environment: EnvironmentValues, bounds: CGRect) -> ResolvedShading {
        switch kind {
        case .color(let c): return .color(c)
        case .style(let s):
            switch s._resolveFill(environment) {
            case .color(let c): return .color(c)
            case .gradient(let g): return Self.gradientPaint(g, bounds: bounds)
            }
        case .linear(let g, let a, let b):
            guard let cg = Self.cgGradient(g.stops) else { return .color(.clear) }
            return .paint { $0.drawLinearGradient(cg, start: a, end: b, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation]) }
        case .radial(let g, let c, let r0, let r1):
            guard let cg = Self.cgGradient(g.stops) else { return .color(.clear) }
            return .paint { $0.drawRadialGradient(cg, startCenter: c, startRadius: max(r0, 0), endCenter: c, endRadius: max(r1, 0),
                                                  options: [.drawsBeforeStartLocation, .drawsAfterEndLocation]) }
        case .conic(let g, let c, let a):
            guard let cg = Self.cgGradient(g.stops) else { return .color(.clear) }
            return .paint { $0.drawConicGradient(cg, center: c, angle: CGFloat(a.radians)) }
        case .tiled(let image, let origin, let source, let scale):
            guard let resolved = GraphicsContext.resolvedImage(image, environment), var cg = resolved.cgImage else { return .color(.clear) }
            let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
            if source != unit, let crop = cg.cropping(to: CGRect(x: source.minX * CGFloat(cg.width), y: source.minY * CGFloat(cg.height),
                                                                 width: source.width * CGFloat(cg.width), height: source.height * CGFloat(cg.height)).integral) {
                cg = crop
            }
            let size = CGSize(width: resolved.size.width * source.width * scale, height: resolved.size.height * source.height * scale)
            guard size.width > 0, size.height > 0 else { return .color(.clear) }
            let image = cg
            return .paint { ctx in
                // Upright tiles in a y-down user space: flip about the first tile's top.
                ctx.saveGState()
                ctx.translateBy(x: origin.x, y: origin.y + size.height)
                ctx.scaleBy(x: 1, y: -1)
                ctx.draw(image, in: CGRect(origin: .zero, size: size), byTiling: true)
                ctx.restoreGState()
            }
        }
    }

    /// A style's gradient, its unit points placed in `bounds`.
    static func gradientPaint(_ g: GradientFill, bounds b: CGRect) -> ResolvedShading {
        guard let cg = cgGradient(g.stops) else { return .color(.clear) }
        func at(_ u: UnitPoint) -> CGPoint { CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height) }
        let extend: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch g.type {
        case .radial:
            let c = at(g.start)
            // An elliptical gradient (no radii given) reaches half the shorter side.
            let r1 = g.startRadius == 0 && g.endRadius == 0 ? min(b.width, b.height) / 2 : g.endRadius
            return .paint { $0.drawRadialGradient(cg, startCenter: c, startRadius: g.startRadius, endCenter: c, endRadius: r1, options: extend) }
        case .conic:
            let c = at(g.start)
            return .paint { $0.drawConicGradient(cg, center: c, angle: CGFloat(g.angleOffset)) }
        default:
            let a = at(g.start), e = at(g.end)
            return .paint { $0.drawLinearGradient(cg, start: a, end: e, options: extend) }
        }
    }

    static func cgGradient(_ stops: [Gradient.Stop]) -> CGGradient? {
        guard !stops.isEmpty else { return nil }
        let sorted = stops.sorted { $0.location < $1.location }
        let locations = sorted.map { min(max($0.location, 0), 1) }
        return CGGradient(colorsSpace: nil, colors: sorted.map { $0.color.cg } as [Any], locations: locations)
    }
}
