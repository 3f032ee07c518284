import Foundation
import UIKit
import MotionLabPreview

/// A vertical black gradient laid over the destination photo so white text stays readable on
/// snow and sand: darker behind the flight and gate on top and the times at the bottom, light over
/// the middle of the picture. Made here as a 1-pixel-wide bitmap stretched to the screen.
enum Scrim {
    /// (y from 0 at the top to 1 at the bottom, black alpha), linearly interpolated.
    static let stops: [(y: Double, alpha: Double)] = [(0, 0.55), (0.25, 0.12), (0.42, 0.25), (0.62, 0.1), (1, 0.6)]

    static func image(height: Int = 284) -> UIImage {
        var pixels = [UInt8](repeating: 0, count: height * 4)
        for row in 0..<height {
            let y = (Double(row) + 0.5) / Double(height)
            let i = stops.lastIndex { $0.y <= y } ?? 0
            let a = stops[i], b = stops[min(i + 1, stops.count - 1)]
            let u = b.y > a.y ? (y - a.y) / (b.y - a.y) : 0
            pixels[row * 4 + 3] = UInt8(((a.alpha + (b.alpha - a.alpha) * u) * 255).rounded())
        }
        return UIImage(cgImage: CGImage(width: 1, height: height, pixels: pixels), scale: 1)
    }
}
