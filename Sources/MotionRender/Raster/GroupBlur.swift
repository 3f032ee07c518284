import Foundation
import MotionRaster

/// A layer blur (`DrawCommand.blur`) on a group's read-back pixels: 8-bit, four interleaved channels,
/// blurred with `GaussianBlur`'s kernel (σ in pixels) on the four channels at once in premultiplied colour, so transparent
/// pixels add no colour. Zero outside the image unless `opaque`, where the edge pixels repeat outward (the
/// clamped edges of SwiftUI's `.blur(radius:opaque: true)`) and the result is made opaque. SDL-free, so
/// the canvas and tests share it.
public enum GroupBlur {
    /// Blurs `pixels` (`width × height`, 4 bytes a pixel, alpha at byte `alphaIndex` of each) in place.
    /// `premultiplied`: the colour bytes already hold colour × alpha (else they are straight colour).
    public static func blur(_ pixels: inout [UInt8], width w: Int, height h: Int, alphaIndex: Int, sigma: Float,
                            opaque: Bool, premultiplied: Bool) {
        guard w > 0, h > 0, sigma.isFinite, sigma > 0, pixels.count >= w * h * 4, (0..<4).contains(alphaIndex) else { return }
        // A blur wider than the image is drawn as one as wide as the image (`maxSigma`): what it shows is
        // then all but uniform either way, and the padding below stays within a few image sizes.
        let sigma = min(sigma, maxSigma(width: w, height: h))
        // Clamped edges: the image padded by the kernel's reach with its edge pixels, blurred, cut back.
        let pad = opaque ? Int((Float(GaussianBlur.reach) * sigma).rounded(.up)) + 1 : 0
        let pw = w + 2 * pad, ph = h + 2 * pad
        // Interleaved premultiplied floats, 4 per pixel (colour × alpha / 255 for straight input).
        var a = [Float](repeating: 0, count: pw * ph * 4)
        for y in 0..<ph {
            let sy = min(max(y - pad, 0), h - 1)
            for x in 0..<pw {
                let sx = min(max(x - pad, 0), w - 1)
                let o = (sy * w + sx) * 4, d = (y * pw + x) * 4
                let alpha = Float(pixels[o + alphaIndex])
                for c in 0..<4 {
                    let v = Float(pixels[o + c])
                    a[d + c] = c == alphaIndex || premultiplied ? v : v * alpha / 255
                }
            }
        }
        blurInterleaved(&a, width: pw, height: ph, sigma: sigma)
        for y in 0..<h {
            for x in 0..<w {
                let i = ((y + pad) * pw + x + pad) * 4, o = (y * w + x) * 4
                let alpha = opaque ? 255 : min(max(a[i + alphaIndex], 0), 255)
                for c in 0..<4 {
                    var v: Float
                    if c == alphaIndex {
                        v = alpha
                    } else {
                        v = a[i + c]
                        if !premultiplied { v = opaque ? v : (alpha > 0 ? v * 255 / alpha : 0) }
                    }
                    pixels[o + c] = UInt8(min(max(v, 0), 255).rounded())
                }
            }
        }
    }

    /// The largest σ (pixels) a blur of a `width × height` image is drawn with: the image's longer side.
    static func maxSigma(width: Int, height: Int) -> Float { Float(max(width, height, 1)) }

    /// `GaussianBlur` (its kernel, zero outside) on 4 interleaved channels at once: rows, then columns as
    /// whole rows scaled and added (memory read in order, so each pass is a run of 4-wide multiply-adds).
    /// Above `GaussianBlur.boxSigma` each channel goes through `GaussianBlur`'s three box blurs, whose cost
    /// does not grow with σ (the exact kernel's does: a 60-point blur took seconds a frame).
    static func blurInterleaved(_ a: inout [Float], width w: Int, height h: Int, sigma: Float) {
        if sigma > GaussianBlur.boxSigma {
            var plane = [Float](repeating: 0, count: w * h)
            for c in 0..<4 {
                for i in 0..<(w * h) { plane[i] = a[i * 4 + c] }
                GaussianBlur.blur(&plane, width: w, height: h, sigma: sigma)
                for i in 0..<(w * h) { a[i * 4 + c] = plane[i] }
            }
            return
        }
        let k = GaussianBlur.kernel(sigma: sigma), r = k.count / 2
        var tmp = [Float](repeating: 0, count: w * h * 4)
        a.withUnsafeBufferPointer { src in
            tmp.withUnsafeMutableBufferPointer { dst in
                k.withUnsafeBufferPointer { k in
                    for y in 0..<h {
                        let row = y * w
                        for x in 0..<w {
                            var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
                            for j in max(0, x - r)...min(w - 1, x + r) {
                                let kv = k[j - x + r], o = (row + j) * 4
                                s0 += src[o] * kv; s1 += src[o + 1] * kv; s2 += src[o + 2] * kv; s3 += src[o + 3] * kv
                            }
                            let d = (row + x) * 4
                            dst[d] = s0; dst[d + 1] = s1; dst[d + 2] = s2; dst[d + 3] = s3
                        }
                    }
                }
            }
        }
        let rowLength = w * 4
        tmp.withUnsafeBufferPointer { src in
            a.withUnsafeMutableBufferPointer { dst in
                k.withUnsafeBufferPointer { k in
                    for y in 0..<h {
                        let out = y * rowLength
                        for i in 0..<rowLength { dst[out + i] = 0 }
                        for j in max(0, y - r)...min(h - 1, y + r) {
                            let kv = k[j - y + r], inRow = j * rowLength
                            for i in 0..<rowLength { dst[out + i] += src[inRow + i] * kv }
                        }
                    }
                }
            }
        }
    }
}
