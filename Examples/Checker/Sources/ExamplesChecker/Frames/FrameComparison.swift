import Foundation

/// Golden frames compared as the repository's `GoldenFrameTests` compare them: identical files pass
/// at once; otherwise the sizes must match and fewer than 0.2 % of the pixels may differ by more
/// than 24 in any of red, green or blue (anti-aliasing after an SDL update passes; a moved or
/// missing element does not).
enum FrameComparison {
    static let channelTolerance = 24
    static let pixelFraction = 0.002

    /// nil when `actual` matches `golden`, else why not.
    static func mismatch(golden: String, actual: String) throws -> String? {
        let fm = FileManager.default
        guard fm.fileExists(atPath: actual) else { return "no rendered frame \(actual)" }
        if fm.contentsEqual(atPath: golden, andPath: actual) { return nil }
        let g = try PNGImage(contentsOf: golden), a = try PNGImage(contentsOf: actual)
        guard g.width == a.width, g.height == a.height else {
            return "size \(a.width)×\(a.height) differs from the golden's \(g.width)×\(g.height)"
        }
        var differing = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            var d = 0
            for k in 0..<3 { d = max(d, abs(Int(a.pixels[i + k]) - Int(g.pixels[i + k]))) }
            if d > channelTolerance { differing += 1 }
        }
        let fraction = Double(differing) / Double(a.width * a.height)
        return fraction < pixelFraction ? nil : "\(differing) pixels differ by more than \(channelTolerance) (\(String(format: "%.3f", fraction * 100)) %)"
    }
}
