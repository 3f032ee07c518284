import Foundation
import MotionGeometry
import MotionRaster

/// What SwiftUI's `GraphicsContext` needs of a context beyond Core Graphics' public API (package
/// access, used by MotionSwiftUI's `Canvas`): offscreen layers of the same size composited through
/// the graphics state, direct access to the premultiplied pixels (filters), and conic gradients.
extension CGContext {
    /// A transparent context of the same pixel size, scale and current transform (a layer that
    /// `drawLayer(_:)` composites back).
    package func makeLayer() -> CGContext {
        let layer = CGContext(pixelWidth: width, pixelHeight: height, scale: state.baseScale)
        layer.state.baseFlipped = state.baseFlipped
        layer.state.ctm = state.ctm
        return layer
    }

    /// Paints `layer`'s pixels (a context of the same size) over this one through the graphics state:
    /// clip, alpha and blend mode (a transparency layer's end, as Core Graphics composites one).
    package func drawLayer(_ layer: CGContext) {
        guard layer.width == width, layer.height == height, layer.hasDrawn else { return }
        composite(.rect(drawableRect), .shader(PixelBufferShader(pixels: layer.pixels, width: width)))
    }

    /// The premultiplied RGBA pixels, rows top-down, for in-place changes (the whole bitmap counts as
    /// drawn afterwards).
    package func withPremultipliedPixels(_ body: (inout [UInt8]) -> Void) {
        body(&pixels)
        didDraw(bitmapRect)
    }

    /// A copy of the premultiplied RGBA pixels, rows top-down.
    package func pixelsCopy() -> [UInt8] { pixels }

    /// Every channel blurred by a Gaussian of standard deviation `sigma` pixels (premultiplied, so
    /// colours do not bleed from transparent pixels).
    package func blurPixels(sigma: Double) {
        guard sigma > 0, sigma.isFinite, hasDrawn else { return }
        let n = width * height
        var channel = [Float](repeating: 0, count: n)
        withPremultipliedPixels { px in
            for c in 0..<4 {
                for i in 0..<n { channel[i] = Float(px[i * 4 + c]) }
                GaussianBlur.blur(&channel, width: width, height: height, sigma: Float(min(sigma, 2048)))
                for i in 0..<n { px[i * 4 + c] = UInt8(min(max(channel[i].rounded(), 0), 255)) }
            }
        }
    }

    /// A conic (angular) gradient over the clip: t = 0 along the ray from `center` at `angle` (user
    /// space, radians), growing with the angle (clockwise on screen in a y-down user space) to 1 a full
    /// turn later.
    package func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        let inv = userToRaster.inverted()
        guard center.x.isFinite, center.y.isFinite, angle.isFinite, Double(inv.a).isFinite, Double(inv.d).isFinite else { return }
        composite(.rect(drawableRect), .shader(ConicGradientShader(table: gradient.table, inverse: inv,
                                                                  center: (Double(center.x), Double(center.y)), angle: Double(angle))))
    }
}

/// Reads a same-size premultiplied RGBA buffer at the painted pixels.
final class PixelBufferShader: Shader {
    let pixels: [UInt8]
    let width: Int
    init(pixels: [UInt8], width: Int) { self.pixels = pixels; self.width = width }

    func shade(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<SIMD4<Float>>) {
        pixels.withUnsafeBufferPointer { px in
            var o = (y * width + x0) * 4
            for i in 0..<count {
                row[i] = SIMD4(Float(px[o]), Float(px[o + 1]), Float(px[o + 2]), Float(px[o + 3])) * (1 / 255)
                o += 4
            }
        }
    }
}

final class ConicGradientShader: Shader {
    let table: [SIMD4<Float>]
    let inverse: CGAffineTransform
    let center: (Double, Double)
    let angle: Double

    init(table: [SIMD4<Float>], inverse: CGAffineTransform, center: (Double, Double), angle: Double) {
        self.table = table; self.inverse = inverse; self.center = center; self.angle = angle
    }

    func shade(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<SIMD4<Float>>) {
        let m = inverse
        let py = Double(y) + 0.5
        let turn = 2 * Double.pi
        for i in 0..<count {
            let px = Double(x0 + i) + 0.5
            let ux = Double(m.a) * px + Double(m.c) * py + Double(m.tx) - center.0
            let uy = Double(m.b) * px + Double(m.d) * py + Double(m.ty) - center.1
            var t = (atan2(uy, ux) - angle).truncatingRemainder(dividingBy: turn) / turn
            if t < 0 { t += 1 }
            row[i] = gradientColor(table, t)
        }
    }
}
