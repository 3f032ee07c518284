import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A 4×5 colour matrix on straight (unpremultiplied) RGBA 0…1: R' = r1·R + r2·G + r3·B + r4·A + r5,
/// and so on for G, B and A (SwiftUI's `ColorMatrix`; SVG's `feColorMatrix` and Core Image's
/// `CIColorMatrix` read the same way). The default is the identity.
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    public init() {}

    /// Rows of the 3×3 colour part (alpha passes through).
    init(rgb m: [Float], offset: Float = 0) {
        (r1, r2, r3) = (m[0], m[1], m[2])
        (g1, g2, g3) = (m[3], m[4], m[5])
        (b1, b2, b3) = (m[6], m[7], m[8])
        (r5, g5, b5) = (offset, offset, offset)
    }
}

extension GraphicsContext {
    /// A filter applied to what is drawn next (each drawing call, or a `drawLayer` as a whole); the
    /// filter added last applies first (it is nearest the drawing, as nested modifiers are), so
    /// `alphaThreshold` then `blur` makes metaballs. Colour filters are colour matrices on straight RGBA (the formulas of
    /// the SVG/CSS filter effects: saturate, hue-rotate, luminanceToAlpha; brightness adds, contrast
    /// scales about ½, as SwiftUI's view modifiers of those names do). `blur` is a Gaussian of
    /// σ = radius (points), `shadow` the drawing's alpha blurred by σ = radius, offset and coloured, under
    /// the drawing (as MotionLab draws a layer's shadow). Not drawn: `projectionTransform`, the shadow
    /// options `invertsAlpha` and `disablesGroup`, `BlurOptions`.
    public struct Filter {
        enum Kind {
            case matrix(ColorMatrix)
            case blur(CGFloat)
            case shadow(Color, CGFloat, CGFloat, CGFloat, BlendMode, ShadowOptions)
            case alphaThreshold(Double, Double, Color)
        }
        let kind: Kind

        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .matrix(matrix)) }

        /// Multiplies each component (alpha too) by the colour's.
        public static func colorMultiply(_ color: Color) -> Filter {
            var m = ColorMatrix()
            (m.r1, m.g2, m.b3, m.a4) = (Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha))
            return .colorMatrix(m)
        }

        /// SVG's `saturate`: 0 grey, 1 unchanged.
        public static func saturation(_ s: Double) -> Filter {
            let s = Float(s)
            return .colorMatrix(ColorMatrix(rgb: [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
                                                  0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
                                                  0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s]))
        }

        /// `amount` toward grey (0 unchanged, 1 fully grey): saturation 1 − amount.
        public static func grayscale(_ amount: Double) -> Filter { .saturation(1 - min(max(amount, 0), 1)) }

        /// SVG's `hueRotate`.
        public static func hueRotation(_ angle: Angle) -> Filter {
            let c = Float(cos(angle.radians)), s = Float(sin(angle.radians))
            return .colorMatrix(ColorMatrix(rgb: [
                0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072]))
        }

        /// Adds `amount` to each colour component.
        public static func brightness(_ amount: Double) -> Filter {
            .colorMatrix(ColorMatrix(rgb: [1, 0, 0, 0, 1, 0, 0, 0, 1], offset: Float(amount)))
        }

        /// Scales each colour component's distance from ½ by `amount`.
        public static func contrast(_ amount: Double) -> Filter {
            let a = Float(amount)
            return .colorMatrix(ColorMatrix(rgb: [a, 0, 0, 0, a, 0, 0, 0, a], offset: 0.5 * (1 - a)))
        }

        /// Each colour component c becomes c + amount·(1 − 2c) (1: inverted).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = Float(min(max(amount, 0), 1))
            return .colorMatrix(ColorMatrix(rgb: [1 - 2 * a, 0, 0, 0, 1 - 2 * a, 0, 0, 0, 1 - 2 * a], offset: a))
        }

        /// SVG's `luminanceToAlpha`: alpha = 0.2125 R + 0.7154 G + 0.0721 B, colour black.
        public static var luminanceToAlpha: Filter {
            var m = ColorMatrix()
            (m.r1, m.g2, m.b3, m.a4) = (0, 0, 0, 0)
            (m.a1, m.a2, m.a3) = (0.2125, 0.7154, 0.0721)
            return .colorMatrix(m)
        }

        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .blur(radius)) }

        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color, radius, x, y, blendMode, options))
        }

        /// Pixels whose alpha is within min…max become `color`; the others transparent.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(min, max, color))
        }
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Adds a filter for what is drawn next (see `Filter`).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append((filter, options))
    }
}

extension GraphicsContext.Filter {
    /// Applies the filter to a layer's pixels in place (only where the layer drew: the rest is
    /// transparent, and every filter here keeps transparent pixels transparent, but the blur and the
    /// shadow, which spread).
    func apply(to layer: CGContext) {
        let scale = Double(layer.baseScale)
        guard let region = layer.drawnBounds else { return }
        switch kind {
        case .matrix(let m): Self.apply(m, to: layer, region)
        case .blur(let r): layer.blurPixels(sigma: Double(r) * scale)
        case .alphaThreshold(let lo, let hi, let color):
            let c = SIMD4<Float>(Float(color.red), Float(color.green), Float(color.blue), 1) * Float(color.alpha)
            let bytes = (0..<4).map { Self.byte(c[$0]) }
            let w = layer.width
            layer.withPremultipliedPixels(in: region) { px in
                for y in region.y..<(region.y + region.height) {
                    for x in region.x..<(region.x + region.width) {
                        let i = (y * w + x) * 4
                        let a = Double(px[i + 3]) / 255
                        let inside = px[i + 3] > 0 && a >= lo - 1e-9 && a <= hi + 1e-9
                        for k in 0..<4 { px[i + k] = inside ? bytes[k] : 0 }
                    }
                }
            }
        case .shadow(let color, let radius, let x, let y, let mode, let options):
            let w = layer.width, h = layer.height
            // Offsets beyond the bitmap (or not finite) move the shadow off it.
            func shift(_ v: CGFloat) -> Int { v.isFinite ? Int(min(max(v * CGFloat(scale), -100_000), 100_000).rounded()) : 100_000 }
            let dx = shift(x), dy = shift(y)
            let content = layer.pixelsCopy()
            let c = SIMD4<Float>(Float(color.red), Float(color.green), Float(color.blue), 1) * Float(color.alpha)
            // The shadow: the content's alpha in the colour, offset, then blurred.
            let shadow = layer.makeLayer()
            let moved = (x: region.x + dx, y: region.y + dy, width: region.width, height: region.height)
            shadow.withPremultipliedPixels(in: moved) { px in
                for sy in region.y..<(region.y + region.height) {
                    let ty = sy + dy
                    guard ty >= 0, ty < h else { continue }
                    for sx in region.x..<(region.x + region.width) {
                        let tx = sx + dx
                        guard tx >= 0, tx < w else { continue }
                        let a = Float(content[(sy * w + sx) * 4 + 3]) / 255
                        guard a > 0 else { continue }
                        let o = (ty * w + tx) * 4
                        for k in 0..<4 { px[o + k] = Self.byte(c[k] * a) }
                    }
                }
            }
            shadow.blurPixels(sigma: Double(radius) * scale)
            // Compose: shadow under (or above, or alone) the content.
            let result = layer.makeLayer()
            if options.contains(.shadowOnly) {
                result.drawLayer(shadow)
            } else if options.contains(.shadowAbove) {
                result.drawLayer(layer)
                result.setBlendMode(mode.cg)
                result.drawLayer(shadow)
            } else {
                result.setBlendMode(mode.cg)
                result.drawLayer(shadow)
                result.setBlendMode(.normal)
                result.drawLayer(layer)
            }
            guard let drawn = result.drawnBounds else { return }
            let pixels = result.pixelsCopy()
            layer.withPremultipliedPixels(in: drawn) { $0 = pixels }
        }
    }

    /// A 0…1 value as a byte (NaN as 0, out-of-range values clamped: colours and amounts come from
    /// user code).
    static func byte(_ v: Float) -> UInt8 { v.isNaN ? 0 : UInt8(min(max(v, 0), 1) * 255 + 0.5) }

    /// The matrix on each pixel's straight colour, premultiplied again.
    static func apply(_ m: ColorMatrix, to layer: CGContext, _ region: (x: Int, y: Int, width: Int, height: Int)) {
        let w = layer.width
        layer.withPremultipliedPixels(in: region) { px in
            for y in region.y..<(region.y + region.height) {
                for x in region.x..<(region.x + region.width) {
                    let i = (y * w + x) * 4
                    let a = Float(px[i + 3]) / 255
                    guard a > 0 else { continue }
                    let r = Float(px[i]) / 255 / a, g = Float(px[i + 1]) / 255 / a, b = Float(px[i + 2]) / 255 / a
                    func clamp(_ v: Float) -> Float { v.isNaN ? 0 : min(max(v, 0), 1) }
                    let nr = clamp(m.r1 * r + m.r2 * g + m.r3 * b + m.r4 * a + m.r5)
                    let ng = clamp(m.g1 * r + m.g2 * g + m.g3 * b + m.g4 * a + m.g5)
                    let nb = clamp(m.b1 * r + m.b2 * g + m.b3 * b + m.b4 * a + m.b5)
                    let na = clamp(m.a1 * r + m.a2 * g + m.a3 * b + m.a4 * a + m.a5)
                    px[i] = UInt8((nr * na * 255).rounded())
                    px[i + 1] = UInt8((ng * na * 255).rounded())
                    px[i + 2] = UInt8((nb * na * 255).rounded())
                    px[i + 3] = UInt8((na * 255).rounded())
                }
            }
        }
    }
}
