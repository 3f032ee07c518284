import Foundation

/// A separable Gaussian blur of a single-channel image: the kernel is the sampled, normalised Gaussian
/// out to 3σ (the tail beyond holds 0.27 % of it), applied along rows then columns, zero outside the
/// image. Shadows are drawn with it (a shape layer's, and a Core Graphics context's).
package enum GaussianBlur {
    /// The kernel reaches this many σ each side.
    package static let reach: Double = 3

    /// The normalised kernel for σ pixels, sampled at whole pixels out to 3σ (at least ±1).
    package static func kernel(sigma: Float) -> [Float] {
        let r = max(1, Int((Float(reach) * sigma).rounded(.up)))
        var k = (-r...r).map { i in exp(-Float(i * i) / (2 * sigma * sigma)) }
        let sum = k.reduce(0, +)
        for i in k.indices { k[i] /= sum }
        return k
    }

    /// σ (pixels) above which `blur` runs three box blurs instead of the sampled kernel: the exact
    /// kernel costs 6σ + 1 multiplications per pixel and pass, the boxes 6 additions whatever σ is.
    /// At or below it results are the exact Gaussian's, unchanged.
    package static let boxSigma: Float = 32

    /// Blurs `a` (row-major, `width × height`) in place: rows, then columns. Above `boxSigma`, by
    /// three successive box blurs per axis (`boxWidths`), the standard approximation of a Gaussian
    /// (by the central limit theorem the third convolution of a box is within a few per cent of it).
    package static func blur(_ a: inout [Float], width w: Int, height h: Int, sigma: Float) {
        guard sigma > 0, sigma.isFinite, w > 0, h > 0 else { return }
        if sigma > boxSigma { return boxBlur(&a, width: w, height: h, sigma: sigma) }
        let k = kernel(sigma: sigma), r = k.count / 2
        var tmp = [Float](repeating: 0, count: w * h)
        a.withUnsafeBufferPointer { src in
            tmp.withUnsafeMutableBufferPointer { dst in
                k.withUnsafeBufferPointer { k in
                    for y in 0..<h {
                        let row = y * w
                        for x in 0..<w {
                            var sum: Float = 0
                            for j in max(0, x - r)...min(w - 1, x + r) { sum += src[row + j] * k[j - x + r] }
                            dst[row + x] = sum
                        }
                    }
                }
            }
        }
        tmp.withUnsafeBufferPointer { src in
            a.withUnsafeMutableBufferPointer { dst in
                k.withUnsafeBufferPointer { k in
                    for y in 0..<h {
                        let lo = max(0, y - r), hi = min(h - 1, y + r)
                        for x in 0..<w {
                            var sum: Float = 0
                            for j in lo...hi { sum += src[j * w + x] * k[j - y + r] }
                            dst[y * w + x] = sum
                        }
                    }
                }
            }
        }
    }

    /// The odd widths of three boxes whose successive convolution has variance σ² (as near as odd
    /// integer widths allow): m boxes of width wl and the rest wl + 2 (the variance of a box of width
    /// w is (w² − 1)/12).
    package static func boxWidths(sigma: Float) -> [Int] {
        let n = 3.0, s = Double(sigma)
        var wl = Int(((12 * s * s / n) + 1).squareRoot().rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(wl, 1)
        let wu = wl + 2
        let m = Int(((12 * s * s - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)).rounded())
        return (0..<3).map { $0 < m ? wl : wu }
    }

    /// Three box blurs along rows then columns, zero outside the image: each line is copied into a
    /// buffer extended by the boxes' reach with zeros (so the cascade is the convolution of the
    /// zero-extended image, as the exact kernel's is) and blurred by running sums.
    private static func boxBlur(_ a: inout [Float], width w: Int, height h: Int, sigma: Float) {
        let radii = boxWidths(sigma: sigma).map { $0 / 2 }
        let ext = radii.reduce(0, +)
        let longest = max(w, h) + 2 * ext
        var line = [Double](repeating: 0, count: longest), tmp = [Double](repeating: 0, count: longest)
        func blurLine(_ n: Int) {
            let len = n + 2 * ext
            for r in radii {
                let k = 1 / Double(2 * r + 1)
                var sum = 0.0
                for i in 0..<min(r, len) { sum += line[i] }
                for i in 0..<len {
                    if i + r < len { sum += line[i + r] }
                    tmp[i] = sum * k
                    if i - r >= 0 { sum -= line[i - r] }
                }
                swap(&line, &tmp)
            }
        }
        for y in 0..<h {
            for i in 0..<longest { line[i] = 0 }
            for x in 0..<w { line[ext + x] = Double(a[y * w + x]) }
            blurLine(w)
            for x in 0..<w { a[y * w + x] = Float(line[ext + x]) }
        }
        for x in 0..<w {
            for i in 0..<longest { line[i] = 0 }
            for y in 0..<h { line[ext + y] = Double(a[y * w + x]) }
            blurLine(h)
            for y in 0..<h { a[y * w + x] = Float(line[ext + y]) }
        }
    }
}
