import Foundation
import MotionRaster

/// A layer blur (`DrawCommand.blur`) on a group's read-back pixels: 8-bit, four interleaved channels,
/// blurred channel by channel with `GaussianBlur` (σ in pixels) in premultiplied colour, so transparent
/// pixels add no colour. Zero outside the image unless `opaque`, where the edge pixels repeat outward (the
/// clamped edges of SwiftUI's `.blur(radius:opaque: true)`) and the result is made opaque. SDL-free, so
/// the canvas and tests share it.
public enum GroupBlur {
    /// Blurs `pixels` (`width × height`, 4 bytes a pixel, alpha at byte `alphaIndex` of each) in place.
    /// `premultiplied`: the colour bytes already hold colour × alpha (else they are straight colour).
    public static func blur(_ pixels: inout [UInt8], width w: Int, height h: Int, alphaIndex: Int, sigma: Float,
                            opaque: Bool, premultiplied: Bool) {
        guard w > 0, h > 0, sigma.isFinite, sigma > 0, pixels.count >= w * h * 4, (0..<4).contains(alphaIndex) else { return }
        // Clamped edges: the image padded by the kernel's reach with its edge pixels, blurred, cut back.
        let pad = opaque ? Int((Float(GaussianBlur.reach) * sigma).rounded(.up)) + 1 : 0
        let pw = w + 2 * pad, ph = h + 2 * pad
        var channels = [[Float]](repeating: [Float](repeating: 0, count: pw * ph), count: 4)
        for y in 0..<ph {
            let sy = min(max(y - pad, 0), h - 1)
            for x in 0..<pw {
                let sx = min(max(x - pad, 0), w - 1)
                let o = (sy * w + sx) * 4
                let a = Float(pixels[o + alphaIndex])
                for c in 0..<4 {
                    let v = Float(pixels[o + c])
                    channels[c][y * pw + x] = c == alphaIndex || premultiplied ? v : v * a / 255
                }
            }
        }
        for c in 0..<4 { GaussianBlur.blur(&channels[c], width: pw, height: ph, sigma: sigma) }
        for y in 0..<h {
            for x in 0..<w {
                let i = (y + pad) * pw + x + pad, o = (y * w + x) * 4
                let a = opaque ? 255 : min(max(channels[alphaIndex][i], 0), 255)
                for c in 0..<4 {
                    var v: Float
                    if c == alphaIndex {
                        v = a
                    } else {
                        v = channels[c][i]
                        if !premultiplied { v = opaque ? v : (a > 0 ? v * 255 / a : 0) }
                    }
                    pixels[o + c] = UInt8(min(max(v, 0), 255).rounded())
                }
            }
        }
    }
}
