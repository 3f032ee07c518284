import Foundation
import MotionGeometry

/// How far a new frame is from its reference, with swift-snapshot-testing's semantics:
/// - `precision`: the fraction of pixels that must match (1: all of them).
/// - `perceptualPrecision`: how close a pixel must be to count as matching. At 1 a pixel matches when
///   its RGBA bytes are equal; below 1 when its CIE ΔE*94 from the reference pixel is at most
///   (1 − perceptualPrecision) × 100 (0.98 allows ΔE 2, a just-noticeable difference). Both in Float,
///   as swift-snapshot-testing computes them, so the thresholds fall where theirs do.
struct ImageComparison {
    let width: Int
    let height: Int
    /// Pixels whose bytes differ at all.
    private(set) var differing = 0
    /// Pixels that do not match (differing, or beyond the ΔE threshold when it is perceptual).
    private(set) var failing = 0
    /// The largest ΔE*94 among differing pixels (also when comparing bytes, so a message can say
    /// whether a perceptual tolerance would accept the change).
    private(set) var maximumDeltaE: Double = 0
    /// Pixel rectangle (x, y, width, height) holding every failing pixel, nil when none fails.
    private(set) var failingBounds: (x: Int, y: Int, width: Int, height: Int)?
    /// Per pixel: 0 equal, 1 different but matching (within the tolerance), 2 failing.
    private(set) var classes: [UInt8]

    var pixelCount: Int { width * height }
    /// 1 − failing / pixels, in Float as swift-snapshot-testing reports it.
    var actualPrecision: Float { 1 - Float(failing) / Float(max(pixelCount, 1)) }
    /// The perceptual precision of the worst pixel: 1 − min(ΔE / 100, 1).
    var lowestPerceptualPrecision: Float { 1 - min(Float(maximumDeltaE) / 100, 1) }

    /// The ΔE above which a pixel fails: (1 − perceptualPrecision) × 100, in Float.
    static func deltaThreshold(perceptualPrecision: Float) -> Float { (1 - perceptualPrecision) * 100 }

    /// Compares two images of the same size (RGBA8, straight alpha).
    init(reference: CGImage, new: CGImage, perceptualPrecision: Float) {
        precondition(reference.width == new.width && reference.height == new.height, "ImageComparison: sizes differ")
        width = new.width
        height = new.height
        classes = [UInt8](repeating: 0, count: new.width * new.height)
        let perceptual = perceptualPrecision < 1
        let threshold = ImageComparison.deltaThreshold(perceptualPrecision: perceptualPrecision)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var differing = 0, failing = 0, maximumDeltaE = 0.0
        let w = width
        reference.pixels.withUnsafeBytes { old in
            new.pixels.withUnsafeBytes { fresh in
                classes.withUnsafeMutableBufferPointer { out in
                    let rowBytes = w * 4
                    for y in 0..<height {
                        let row = y * rowBytes
                        // Most rows of a frame are equal: one memcmp skips them.
                        if memcmp(old.baseAddress! + row, fresh.baseAddress! + row, rowBytes) == 0 { continue }
                        for x in 0..<w where old.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
                                != fresh.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self) {
                            differing += 1
                            let i = row + x * 4
                            let e = CIELab.deltaE94(
                                CIELab.lab(r: old[i], g: old[i + 1], b: old[i + 2], alpha: old[i + 3]),
                                CIELab.lab(r: fresh[i], g: fresh[i + 1], b: fresh[i + 2], alpha: fresh[i + 3]))
                            if e > maximumDeltaE { maximumDeltaE = e }
                            let fails = perceptual ? Float(e) > threshold : true
                            out[y * w + x] = fails ? 2 : 1
                            if fails {
                                failing += 1
                                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                            }
                        }
                    }
                }
            }
        }
        self.differing = differing
        self.failing = failing
        self.maximumDeltaE = maximumDeltaE
        if maxX >= 0 { failingBounds = (minX, minY, maxX - minX + 1, maxY - minY + 1) }
    }

    /// Whether the new image passes: swift-snapshot-testing's rule (actual precision ≥ precision).
    /// At precision 1 any failing pixel fails (a Float fraction would round one pixel in 17 million away).
    func passes(precision: Float) -> Bool {
        if failing == 0 { return true }
        if precision >= 1 { return false }
        return actualPrecision >= precision
    }
}
