import Foundation

/// Box blur on interleaved 4-channel float pixels: each pass replaces every sample with the mean of
/// the `2·radius + 1` samples around it along a row, then along a column, with edges clamped (the
/// nearest edge pixel repeats, vImage's kvImageEdgeExtend). Running sums make a pass O(pixels)
/// whatever the radius. Repeated passes converge to a Gaussian (three are visually indistinguishable).
/// The mean preserves constants exactly and, away from the edges, the total intensity.
enum BoxBlur {
    /// Blurs `pixels` (width × height × 4 floats, row-major) in place.
    static func blur(_ pixels: inout [Float], width: Int, height: Int, radius: Int, iterations: Int) {
        guard radius > 0, iterations > 0, width > 0, height > 0 else { return }
        precondition(pixels.count == width * height * 4, "BoxBlur: \(pixels.count) floats do not fit \(width)×\(height)×4")
        var scratch = [Float](repeating: 0, count: pixels.count)
        var sums = [Double](repeating: 0, count: width * 4)
        pixels.withUnsafeMutableBufferPointer { a in
            scratch.withUnsafeMutableBufferPointer { b in
                sums.withUnsafeMutableBufferPointer { s in
                    for _ in 0..<iterations {
                        horizontal(from: a.baseAddress!, to: b.baseAddress!, width: width, height: height, radius: radius)
                        vertical(from: b.baseAddress!, to: a.baseAddress!, sums: s.baseAddress!,
                                 width: width, height: height, radius: radius)
                    }
                }
            }
        }
    }

    /// Row pass: a running sum per channel slides along each row.
    private static func horizontal(from src: UnsafeMutablePointer<Float>, to dst: UnsafeMutablePointer<Float>,
                                   width n: Int, height: Int, radius r: Int) {
        let scale = 1 / Double(2 * r + 1)
        let last = n - 1
        for y in 0..<height {
            let s = src + y * n * 4, d = dst + y * n * 4
            var s0 = Double(s[0]) * Double(r + 1), s1 = Double(s[1]) * Double(r + 1)
            var s2 = Double(s[2]) * Double(r + 1), s3 = Double(s[3]) * Double(r + 1)
            for i in 1...r {
                let j = min(i, last) * 4
                s0 += Double(s[j]); s1 += Double(s[j + 1]); s2 += Double(s[j + 2]); s3 += Double(s[j + 3])
            }
            for x in 0..<n {
                let o = x * 4
                d[o] = Float(s0 * scale); d[o + 1] = Float(s1 * scale)
                d[o + 2] = Float(s2 * scale); d[o + 3] = Float(s3 * scale)
                let add = min(x + r + 1, last) * 4, sub = max(x - r, 0) * 4
                s0 += Double(s[add]) - Double(s[sub]); s1 += Double(s[add + 1]) - Double(s[sub + 1])
                s2 += Double(s[add + 2]) - Double(s[sub + 2]); s3 += Double(s[add + 3]) - Double(s[sub + 3])
            }
        }
    }

    /// Column pass, a whole row at a time (cache-friendly): one running sum per column and channel.
    private static func vertical(from src: UnsafeMutablePointer<Float>, to dst: UnsafeMutablePointer<Float>,
                                 sums: UnsafeMutablePointer<Double>, width: Int, height n: Int, radius r: Int) {
        let scale = 1 / Double(2 * r + 1)
        let last = n - 1, rowLength = width * 4
        for k in 0..<rowLength { sums[k] = Double(src[k]) * Double(r + 1) }
        for i in 1...r {
            let row = src + min(i, last) * rowLength
            for k in 0..<rowLength { sums[k] += Double(row[k]) }
        }
        for y in 0..<n {
            let d = dst + y * rowLength
            let add = src + min(y + r + 1, last) * rowLength, sub = src + max(y - r, 0) * rowLength
            for k in 0..<rowLength {
                d[k] = Float(sums[k] * scale)
                sums[k] += Double(add[k]) - Double(sub[k])
            }
        }
    }
}
