import Foundation

extension UIImage {
    /// FXBlurView's `blurredImageWithRadius:iterations:tintColor:`: a box blur of
    /// `radius × scale` pixels (rounded down, made odd: the box spans that many pixels) repeated
    /// `iterations` times — 3 look Gaussian — with edges clamped, then `tintColor` at 25 % alpha
    /// added on top with the plus-lighter blend, as FXBlurView draws it. Computed once, on the CPU,
    /// in premultiplied alpha (so transparent pixels do not darken their neighbours).
    /// A radius below one pixel or zero iterations leave the pixels as they are (the tint still applies).
    public func blurredImage(withRadius radius: CGFloat, iterations: UInt, tintColor: UIColor?) -> UIImage {
        guard let cg = cgImage, cg.width > 0, cg.height > 0 else { return self }
        var box = radius.isFinite && radius > 0 ? Int(radius * scale) : 0
        if box % 2 == 0 { box += 1 }
        var data = UIImage.premultipliedFloats(cg)
        BoxBlur.blur(&data, width: cg.width, height: cg.height, radius: box / 2, iterations: Int(min(iterations, 1_000)))
        if let tint = tintColor?.cgColor, tint.alpha > 0 {
            let t: [Float] = [Float(tint.red) * 0.25, Float(tint.green) * 0.25, Float(tint.blue) * 0.25, 0.25].map { $0 * 255 }
            data.withUnsafeMutableBufferPointer { p in
                for i in 0..<p.count { p[i] = min(255, p[i] + t[i & 3]) }
            }
        }
        return UIImage(cgImage: UIImage.image(fromPremultiplied: data, width: cg.width, height: cg.height), scale: scale)
    }

    /// RGBA8 straight alpha → premultiplied floats in 0…255.
    static func premultipliedFloats(_ image: CGImage) -> [Float] {
        var out = [Float](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                var i = 0
                while i < src.count {
                    let a = Float(src[i + 3])
                    let k = a / 255
                    dst[i] = Float(src[i]) * k
                    dst[i + 1] = Float(src[i + 1]) * k
                    dst[i + 2] = Float(src[i + 2]) * k
                    dst[i + 3] = a
                    i += 4
                }
            }
        }
        return out
    }

    /// Premultiplied floats in 0…255 → RGBA8 straight alpha, rounded to nearest.
    static func image(fromPremultiplied data: [Float], width: Int, height: Int) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: data.count)
        func byte(_ v: Float) -> UInt8 { UInt8(min(max(v, 0), 255).rounded()) }
        data.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                var i = 0
                while i < src.count {
                    let a = src[i + 3]
                    if a > 0 {
                        let k = 255 / a
                        dst[i] = byte(src[i] * k)
                        dst[i + 1] = byte(src[i + 1] * k)
                        dst[i + 2] = byte(src[i + 2] * k)
                    }
                    dst[i + 3] = byte(a)
                    i += 4
                }
            }
        }
        return CGImage(width: width, height: height, pixels: bytes)
    }
}
