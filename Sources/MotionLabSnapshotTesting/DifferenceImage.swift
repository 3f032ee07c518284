import Foundation
import MotionGeometry

/// A picture of where two frames differ, for a failed image snapshot: the new frame dimmed to grey
/// for context, failing pixels in red and differences within the tolerance in amber, each brighter
/// the larger its difference (the largest byte difference in the image is full brightness, the
/// smallest half), so a one-unit change is as visible as a missing view.
enum DifferenceImage {
    static func make(reference: CGImage, new: CGImage, comparison: ImageComparison) -> CGImage {
        let count = new.width * new.height
        var out = [UInt8](repeating: 255, count: count * 4)
        let a = reference.pixels, b = new.pixels
        // The largest component difference, to stretch the others against.
        var largest = 1
        for p in 0..<count where comparison.classes[p] != 0 {
            let i = p * 4
            for k in 0..<4 { largest = max(largest, abs(Int(a[i + k]) - Int(b[i + k]))) }
        }
        for p in 0..<count {
            let i = p * 4
            let kind = comparison.classes[p]
            if kind == 0 {
                // Rec. 709 luma of the new pixel, at 30 %.
                let luma = (2126 * Int(b[i]) + 7152 * Int(b[i + 1]) + 722 * Int(b[i + 2])) / 10_000
                let grey = UInt8(luma * 3 / 10)
                out[i] = grey; out[i + 1] = grey; out[i + 2] = grey
                continue
            }
            var difference = 0
            for k in 0..<4 { difference = max(difference, abs(Int(a[i + k]) - Int(b[i + k]))) }
            let level = 128 + 127 * difference / largest
            if kind == 2 {
                out[i] = UInt8(level); out[i + 1] = 0; out[i + 2] = 0
            } else {
                out[i] = UInt8(level); out[i + 1] = UInt8(level * 3 / 4); out[i + 2] = 0
            }
        }
        return CGImage(width: new.width, height: new.height, pixels: out)
    }
}
