import Foundation
import MotionRaster

/// A shadow cast by a group's pixels (`DrawCommand.shadow`): Core Animation's shadow of a layer without a
/// `shadowPath`, which is the alpha of everything the layer composites (its sublayers included), blurred,
/// offset and tinted, drawn beneath it. Works on a group's read-back pixels: 8-bit, four interleaved
/// channels, premultiplied colour. SDL-free, so the canvas and tests share it.
public enum GroupShadow {
    /// Puts the shadow of `pixels` (`width × height`, 4 bytes a pixel, premultiplied, alpha at byte
    /// `alphaIndex`, red, green and blue at `colorIndices`) beneath them, in place: the alpha moved by
    /// (`dx`, `dy`) pixels (rounded to whole pixels), blurred by a Gaussian of `sigma` pixels (zero outside
    /// the image, as `GaussianBlur` blurs), times `opacity`, in `color` (straight, 0…1; its alpha multiplies
    /// too); the pixels are then composited over it (source-over, premultiplied).
    public static func apply(_ pixels: inout [UInt8], width w: Int, height h: Int, alphaIndex: Int,
                             colorIndices: (r: Int, g: Int, b: Int), sigma: Float, dx: Float, dy: Float,
                             color: (r: Float, g: Float, b: Float, a: Float), opacity: Float) {
        guard w > 0, h > 0, pixels.count >= w * h * 4, (0..<4).contains(alphaIndex),
              sigma.isFinite, dx.isFinite, dy.isFinite, opacity.isFinite else { return }
        let strength = min(max(opacity, 0), 1) * min(max(color.a, 0), 1)
        guard strength > 0 else { return }
        // Whole-pixel offsets, clamped: past the image the shadow is wholly outside it.
        let ox = Int(max(min(dx, Float(w)), -Float(w)).rounded()), oy = Int(max(min(dy, Float(h)), -Float(h)).rounded())
        var alpha = [Float](repeating: 0, count: w * h)
        pixels.withUnsafeBufferPointer { px in
            for y in 0..<h {
                let sy = y - oy
                guard sy >= 0, sy < h else { continue }
                for x in 0..<w {
                    let sx = x - ox
                    guard sx >= 0, sx < w else { continue }
                    alpha[y * w + x] = Float(px[(sy * w + sx) * 4 + alphaIndex]) / 255
                }
            }
        }
        if sigma > 0 { GaussianBlur.blur(&alpha, width: w, height: h, sigma: sigma) }
        let sr = min(max(color.r, 0), 1), sg = min(max(color.g, 0), 1), sb = min(max(color.b, 0), 1)
        pixels.withUnsafeMutableBufferPointer { px in
            for i in 0..<(w * h) {
                let k = min(max(alpha[i], 0), 1) * strength
                guard k > 0.5 / 255 else { continue }
                let o = i * 4
                let keep = 1 - Float(px[o + alphaIndex]) / 255
                guard keep > 0 else { continue }
                // Premultiplied source-over: the group's pixel over the shadow's (colour × k, alpha k).
                @inline(__always) func add(_ index: Int, _ shadow: Float) {
                    let v = Float(px[o + index]) + shadow * 255 * keep
                    px[o + index] = UInt8(min(max(v, 0), 255).rounded())
                }
                add(colorIndices.r, sr * k)
                add(colorIndices.g, sg * k)
                add(colorIndices.b, sb * k)
                add(alphaIndex, k)
            }
        }
    }
}
