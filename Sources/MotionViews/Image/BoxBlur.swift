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
        pixels.withUnsafeMutableBufferPointer { a in
            scratch.withUnsafeMutableBufferPointer { b in
                for _ in 0..<iterations {
                    // Rows: a → b; columns: b → a.
                    for y in 0..<height {
                        pass(from: a.baseAddress! + y * width * 4, to: b.baseAddress! + y * width * 4,
                             count: width, stride: 4, radius: radius)
                    }
                    for x in 0..<width {
                        pass(from: b.baseAddress! + x * 4, to: a.baseAddress! + x * 4,
                             count: height, stride: width * 4, radius: radius)
                    }
                }
            }
        }
    }

    /// One 1-D box pass over `count` pixels `stride` floats apart, all four channels.
    @inline(__always)
    private static func pass(from src: UnsafeMutablePointer<Float>, to dst: UnsafeMutablePointer<Float>,
                             count n: Int, stride: Int, radius r: Int) {
        let scale = 1 / Double(2 * r + 1)
        let last = n - 1
        for c in 0..<4 {
            let s = src + c, d = dst + c
            // Window for pixel 0: indices −r…r clamped to 0…last.
            var sum = Double(s[0]) * Double(r + 1)
            for i in 1...r { sum += Double(s[min(i, last) * stride]) }
            for x in 0..<n {
                d[x * stride] = Float(sum * scale)
                sum += Double(s[min(x + r + 1, last) * stride]) - Double(s[max(x - r, 0) * stride])
            }
        }
    }
}
