import Foundation
import SnapshotTesting
import MotionLabPreview
import MotionHost

/// A reference file that is not a readable PNG (corrupt, truncated, another format): carried to the
/// diff as a 0×0 image with the decoder's reason, so the test fails saying so instead of trapping.
final class UnreadableReference: UIImage {
    let reason: String
    init(reason: String) {
        self.reason = reason
        super.init(cgImage: CGImage(width: 0, height: 0, pixels: []), scale: 1)
    }
}

extension Diffing where Value == UIImage {
    /// Frames compared as swift-snapshot-testing compares images (`precision`, `perceptualPrecision`
    /// as in its `.image` strategies; see `ImageComparison`), stored as PNG files: the new frame's
    /// PNG is byte-identical to the one `motionlab render --at T --frames` writes (libspng, zlib level 1).
    /// On failure the message says how many pixels fail and where, the largest colour difference, and
    /// where the reference, new and difference images are on disk (also returned as attachments).
    static func motionImage(precision: Float, perceptualPrecision: Float, scale: Int, kind: String) -> Diffing {
        let toData: (UIImage) -> Data = { image in
            guard let cg = image.cgImage, cg.width > 0, cg.height > 0,
                  let png = try? PNGEncoder.fast.encode(cg.pixels, width: cg.width, height: cg.height) else { return Data() }
            return Data(png)
        }
        return .diff(
            toData: toData,
            fromData: { data in
                do { return UIImage(cgImage: try PNGDecoder.decode(data), scale: CGFloat(scale)) } catch {
                    return UnreadableReference(reason: "\(error)")
                }
            },
            diffV2: { old, new in
                compare(old, new, precision: precision, perceptualPrecision: perceptualPrecision, kind: kind, toData: toData)
            }
        )
    }

    private static func compare(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float, kind: String,
                                toData: (UIImage) -> Data) -> (String, [DiffAttachment])? {
        if let unreadable = old as? UnreadableReference {
            return ("The reference image cannot be read (\(unreadable.reason)). Record it again: delete the file, or run "
                    + "the test with SNAPSHOT_TESTING_RECORD=all or inside withSnapshotTesting(record: .all).", [])
        }
        guard let reference = old.cgImage, let image = new.cgImage else { return ("Newly-taken snapshot has no pixels.", []) }
        guard reference.width == image.width, reference.height == image.height else {
            let referenceData = toData(old), newData = toData(new)
            let artifacts = FailureArtifacts.write(kind: kind, reference: referenceData, failure: newData, difference: nil)
            return ("""
                Newly-taken snapshot@\(image.width)×\(image.height) px does not match reference@\(reference.width)×\(reference.height) px \
                (a different size or scale: the new one is \(points(image.width, new.scale))×\(points(image.height, new.scale)) pt at \
                scale \(number(Double(new.scale)))).
                \(FailureArtifacts.describe(artifacts))
                """, [.data(referenceData, name: "reference.png"), .data(newData, name: "failure.png")])
        }
        if samePixels(reference, image) { return nil }
        let comparison = ImageComparison(reference: reference, new: image, perceptualPrecision: perceptualPrecision)
        if comparison.passes(precision: precision) { return nil }

        var lines: [String] = []
        // swift-snapshot-testing's own wording first, for each mode.
        if perceptualPrecision < 1 {
            lines.append("The percentage of pixels that match \(comparison.actualPrecision) is less than required \(precision)")
            lines.append("The lowest perceptual color precision \(comparison.lowestPerceptualPrecision) is less than required \(perceptualPrecision)")
        } else if precision < 1 {
            lines.append("Actual image precision \(comparison.actualPrecision) is less than required \(precision)")
        } else {
            lines.append("Newly-taken snapshot does not match reference.")
        }
        lines.append(details(comparison, scale: new.scale, perceptualPrecision: perceptualPrecision))
        let referenceData = toData(old), newData = toData(new)
        let difference = DifferenceImage.make(reference: reference, new: image, comparison: comparison)
        let differenceData = toData(UIImage(cgImage: difference, scale: new.scale))
        let artifacts = FailureArtifacts.write(kind: kind, reference: referenceData, failure: newData, difference: differenceData)
        lines.append(FailureArtifacts.describe(artifacts))
        return (lines.joined(separator: "\n"), [
            .data(referenceData, name: "reference.png"), .data(newData, name: "failure.png"),
            .data(differenceData, name: "difference.png"),
        ])
    }

    /// "1,234 of 727,040 pixels fail (0.17 %), within x 120…215, y 300…410 px (60…107.5 × 150…205 pt); the largest
    /// colour difference is ΔE*94 34.2 (perceptualPrecision 0.658 would accept every pixel)".
    private static func details(_ c: ImageComparison, scale: CGFloat, perceptualPrecision: Float) -> String {
        var s = "\(grouped(c.failing)) of \(grouped(c.pixelCount)) pixels fail"
        s += " (\(String(format: "%.2f", 100 * Double(c.failing) / Double(max(c.pixelCount, 1)))) %)"
        if c.differing != c.failing { s += ", \(grouped(c.differing - c.failing)) more differ within the tolerance" }
        if let b = c.failingBounds {
            s += "; failing pixels lie within x \(b.x)…\(b.x + b.width - 1), y \(b.y)…\(b.y + b.height - 1) px"
            s += " (the rectangle \(points(b.x, scale)), \(points(b.y, scale)), \(points(b.width, scale))×\(points(b.height, scale)) pt)"
        }
        s += String(format: "; the largest colour difference is ΔE*94 %.2f", c.maximumDeltaE)
        // The largest perceptualPrecision whose threshold, (1 − p) × 100, covers the largest difference.
        let acceptsAll = ((1 - c.maximumDeltaE / 100) * 1000).rounded(.down) / 1000 - 0.001
        if perceptualPrecision >= 1, c.maximumDeltaE < 1.9 {
            s += " — below 2, a just-noticeable difference: perceptualPrecision: 0.98 would accept it"
        } else if acceptsAll > 0 {
            s += String(format: " (perceptualPrecision: %.3f or less would accept every pixel)", acceptsAll)
        }
        return s + "."
    }

    /// Byte equality through memcmp (Array's == compares element by element in a debug build).
    private static func samePixels(_ a: CGImage, _ b: CGImage) -> Bool {
        guard a.pixels.count == b.pixels.count else { return false }
        guard !a.pixels.isEmpty else { return true }
        return a.pixels.withUnsafeBytes { x in b.pixels.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    private static func points(_ pixels: Int, _ scale: CGFloat) -> String { number(Double(pixels) / Double(scale)) }

    private static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return out
    }
}
