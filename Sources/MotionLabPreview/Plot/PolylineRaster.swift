import Foundation
import UIKit

/// A small CPU rasteriser for antialiased polylines, since the draw list has no line primitive:
/// each pixel's coverage is how much of a one-pixel box around its centre the stroke covers,
/// approximated by clamp(w/2 + ½ − d, 0, 1) with d the distance from the pixel centre to the
/// nearest segment. Taking the maximum over segments (not the sum) keeps joins from darkening.
///
/// Coordinates are pixels, y down, origin at the top-left of the raster. The result is a `CGImage`
/// of one colour whose alpha is the coverage (straight alpha, as the canvas expects).
public struct PolylineRaster {
    public let width: Int
    public let height: Int
    /// Coverage per pixel, 0…1, row-major.
    public private(set) var coverage: [Float]

    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        coverage = [Float](repeating: 0, count: self.width * self.height)
    }

    /// Strokes the polyline through `points` (pixels) `lineWidth` pixels wide. Non-finite points
    /// break the line. With `dash` (on, off lengths in pixels) only the "on" stretches are drawn,
    /// measured along the line.
    public mutating func stroke(_ points: [(x: Double, y: Double)], lineWidth: Double, dash: (on: Double, off: Double)? = nil) {
        var travelled = 0.0
        var previous: (x: Double, y: Double)?
        for p in points {
            guard p.x.isFinite, p.y.isFinite else { previous = nil; continue }
            if let a = previous {
                let length = hypot(p.x - a.x, p.y - a.y)
                segment(a, p, halfWidth: lineWidth / 2, dash: dash, startLength: travelled)
                travelled += length
            } else if points.count == 1 {
                segment(p, p, halfWidth: lineWidth / 2, dash: nil, startLength: 0)
            }
            previous = p
        }
    }

    /// A filled disc of `radius` pixels at `center`, antialiased the same way.
    public mutating func disc(center: (x: Double, y: Double), radius: Double) {
        segment(center, center, halfWidth: radius, dash: nil, startLength: 0)
    }

    private mutating func segment(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), halfWidth: Double,
                                  dash: (on: Double, off: Double)?, startLength: Double) {
        let reach = halfWidth + 1
        let x0 = max(0, Int((min(a.x, b.x) - reach).rounded(.down)))
        let x1 = min(width - 1, Int((max(a.x, b.x) + reach).rounded(.up)))
        let y0 = max(0, Int((min(a.y, b.y) - reach).rounded(.down)))
        let y1 = min(height - 1, Int((max(a.y, b.y) + reach).rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { return }
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let length = lengthSquared.squareRoot()
        for y in y0...y1 {
            let py = Double(y) + 0.5
            for x in x0...x1 {
                let px = Double(x) + 0.5
                // Parameter of the nearest point on the segment.
                var t = lengthSquared > 0 ? ((px - a.x) * dx + (py - a.y) * dy) / lengthSquared : 0
                t = min(max(t, 0), 1)
                let nx = a.x + t * dx, ny = a.y + t * dy
                let d = hypot(px - nx, py - ny)
                var c = min(max(halfWidth + 0.5 - d, 0), 1)
                guard c > 0 else { continue }
                if let dash {
                    let period = dash.on + dash.off
                    let phase = (startLength + t * length).truncatingRemainder(dividingBy: period)
                    // Soft ends: full inside the "on" stretch, fading over half a pixel at each end.
                    let inside = min(phase + 0.5, dash.on - phase + 0.5)
                    c *= min(max(inside, 0), 1)
                    guard c > 0 else { continue }
                }
                let i = y * width + x
                if Float(c) > coverage[i] { coverage[i] = Float(c) }
            }
        }
    }

    /// The coverage as an image of `color` (its alpha scaled by coverage).
    public func image(color: CGColor) -> CGImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let r = byte(color.red), g = byte(color.green), b = byte(color.blue)
        let alpha = Float(min(max(color.alpha, 0), 1))
        for i in 0..<coverage.count {
            pixels[i * 4] = r; pixels[i * 4 + 1] = g; pixels[i * 4 + 2] = b
            pixels[i * 4 + 3] = UInt8((coverage[i] * alpha * 255).rounded())
        }
        return CGImage(width: width, height: height, pixels: pixels)
    }

    private func byte(_ v: CGFloat) -> UInt8 { UInt8((min(max(Double(v), 0), 1) * 255).rounded()) }
}
