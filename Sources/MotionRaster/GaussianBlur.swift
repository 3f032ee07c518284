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

    /// Blurs `a` (row-major, `width × height`) in place: rows, then columns.
    package static func blur(_ a: inout [Float], width w: Int, height h: Int, sigma: Float) {
        guard sigma > 0, sigma.isFinite, w > 0, h > 0 else { return }
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
}
