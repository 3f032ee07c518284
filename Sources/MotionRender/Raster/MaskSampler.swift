import Foundation
import MotionGeometry

/// A `DrawCommand.mask` resampled onto a group's pixel grid: the alpha (0…255) the group's pixels are
/// multiplied by. SDL-free, so the canvas only reads back, multiplies and uploads.
package enum MaskSampler {
    /// For each pixel of a `width` × `height` group texture at `scale` pixels per point, the mask image's
    /// alpha (bilinear) at the pixel's centre, mapped into the mask's local rect (0, 0, size) through the
    /// inverse of `transform` (perspective included); 0 outside the rect, and everywhere when the
    /// transform cannot be inverted or the input is not finite.
    package static func alpha(_ image: CGImage, size: CGSize, transform: CATransform3D,
                              width: Int, height: Int, scale: Double) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: max(width, 0) * max(height, 0))
        let sw = Double(size.width), sh = Double(size.height)
        guard width > 0, height > 0, scale > 0, scale.isFinite, sw > 0, sh > 0, sw.isFinite, sh.isFinite,
              image.width > 0, image.height > 0, let inv = inverse(PlaneTransform(transform)) else { return out }
        let iw = image.width, ih = image.height
        let kx = Double(iw) / sw, ky = Double(ih) / sh
        image.pixels.withUnsafeBufferPointer { px in
            /// Alpha at image-pixel coordinates (u, v), pixel centres at +0.5; clamped at the edges.
            func sample(_ u: Double, _ v: Double) -> Double {
                let fx = u - 0.5, fy = v - 0.5
                let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                let tx = fx - Double(x0), ty = fy - Double(y0)
                func a(_ x: Int, _ y: Int) -> Double {
                    Double(px[(min(max(y, 0), ih - 1) * iw + min(max(x, 0), iw - 1)) * 4 + 3])
                }
                let top = a(x0, y0) * (1 - tx) + a(x0 + 1, y0) * tx
                let bottom = a(x0, y0 + 1) * (1 - tx) + a(x0 + 1, y0 + 1) * tx
                return top * (1 - ty) + bottom * ty
            }
            for gy in 0..<height {
                let y = (Double(gy) + 0.5) / scale
                for gx in 0..<width {
                    let x = (Double(gx) + 0.5) / scale
                    let h = x * inv[2] + y * inv[5] + inv[8]
                    guard h > 1e-12 || h < -1e-12 else { continue }
                    let lx = (x * inv[0] + y * inv[3] + inv[6]) / h, ly = (x * inv[1] + y * inv[4] + inv[7]) / h
                    guard lx >= 0, ly >= 0, lx < sw, ly < sh else { continue }
                    out[gy * width + gx] = UInt8(min(max(sample(lx * kx, ly * ky), 0), 255) + 0.5)
                }
            }
        }
        return out
    }

    /// The inverse of the plane map as a row-vector 3 × 3 matrix [m0 m1 m2; m3 m4 m5; m6 m7 m8]
    /// ([x y 1]·M = [x' y' h]); nil when singular.
    static func inverse(_ t: PlaneTransform) -> [Double]? {
        // Row-vector form of the forward map: [x y 1]·F with F = [a b p; c d q; tx ty w].
        let f = [t.a, t.b, t.p, t.c, t.d, t.q, t.tx, t.ty, t.w]
        let c00 = f[4] * f[8] - f[5] * f[7], c01 = f[5] * f[6] - f[3] * f[8], c02 = f[3] * f[7] - f[4] * f[6]
        let det = f[0] * c00 + f[1] * c01 + f[2] * c02
        guard det.isFinite, abs(det) > 1e-18 else { return nil }
        let k = 1 / det
        let m = [c00 * k, (f[2] * f[7] - f[1] * f[8]) * k, (f[1] * f[5] - f[2] * f[4]) * k,
                 c01 * k, (f[0] * f[8] - f[2] * f[6]) * k, (f[2] * f[3] - f[0] * f[5]) * k,
                 c02 * k, (f[1] * f[6] - f[0] * f[7]) * k, (f[0] * f[4] - f[1] * f[3]) * k]
        return m.allSatisfy { $0.isFinite } ? m : nil
    }
}
