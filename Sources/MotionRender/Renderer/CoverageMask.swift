import Foundation
import MotionGeometry

/// CPU rasterisation of anti-aliased rounded-rectangle coverage (0…1 per pixel), used to
/// build the masked textures for rounded fills, images and borders.
package enum CoverageMask {
    /// Coverage of the pixel centred at (px, py) by the rect [x0, x1]×[y0, y1] whose corners are
    /// elliptical arcs with radii (rx, ry). Edges and arcs are anti-aliased over one pixel.
    @inline(__always)
    package static func roundedRect(_ px: Double, _ py: Double,
                            _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                            _ rx: Double, _ ry: Double) -> Double {
        if x1 <= x0 || y1 <= y0 { return 0 }
        let edgeX = min(max(min(px - x0, x1 - px) + 0.5, 0), 1)
        let edgeY = min(max(min(py - y0, y1 - py) + 0.5, 0), 1)
        var coverage = min(edgeX, edgeY)
        guard rx > 0, ry > 0, coverage > 0 else { return coverage }
        let cx: Double = px < x0 + rx ? x0 + rx : (px > x1 - rx ? x1 - rx : .nan)
        let cy: Double = py < y0 + ry ? y0 + ry : (py > y1 - ry ? y1 - ry : .nan)
        if cx.isNaN || cy.isNaN { return coverage }
        let nx = (px - cx) / rx, ny = (py - cy) / ry
        let distance = (nx * nx + ny * ny).squareRoot()
        // Signed distance to the arc, exact for circles, approximate for ellipses.
        let arc = min(max(0.5 - (distance - 1) * min(rx, ry), 0), 1)
        coverage = min(coverage, arc)
        return coverage
    }

    /// A width×height RGBA8 (straight alpha) white bitmap whose alpha is the coverage of a rounded
    /// rect of radii (rx, ry) minus, if `border` is given, the inner rect inset by (bx, by).
    package static func whiteMask(width: Int, height: Int, rx: Double, ry: Double,
                          border: (bx: Double, by: Double)? = nil) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let w = Double(width), h = Double(height)
        for y in 0..<height {
            let py = Double(y) + 0.5
            for x in 0..<width {
                let px = Double(x) + 0.5
                var c = roundedRect(px, py, 0, 0, w, h, rx, ry)
                if let border {
                    let inner = roundedRect(px, py, border.bx, border.by, w - border.bx, h - border.by,
                                            max(rx - border.bx, 0), max(ry - border.by, 0))
                    c = max(c - inner, 0)
                }
                pixels[(y * width + x) * 4 + 3] = UInt8((c * 255).rounded())
            }
        }
        return pixels
    }

    /// `rgba` (straight alpha) with each alpha multiplied by the rounded-rect coverage of radii (rx, ry).
    package static func masked(_ rgba: [UInt8], width: Int, height: Int, rx: Double, ry: Double) -> [UInt8] {
        var pixels = rgba
        let w = Double(width), h = Double(height)
        for y in 0..<height {
            let py = Double(y) + 0.5
            // Only the corner bands can be partially covered; rows in between keep their alpha.
            guard py < ry + 1 || py > h - ry - 1 else { continue }
            for x in 0..<width {
                let px = Double(x) + 0.5
                let c = roundedRect(px, py, 0, 0, w, h, rx, ry)
                if c >= 1 { continue }
                let i = (y * width + x) * 4 + 3
                pixels[i] = UInt8((Double(pixels[i]) * c).rounded())
            }
        }
        return pixels
    }

    /// Nearest-neighbour resampling of `image` to width×height (pixel centres map to pixel centres).
    package static func resampled(_ image: CGImage, width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let sy = min(image.height - 1, (y * image.height + image.height / 2) / height)
                for x in 0..<width {
                    let sx = min(image.width - 1, (x * image.width + image.width / 2) / width)
                    let s = (sy * image.width + sx) * 4, d = (y * width + x) * 4
                    pixels[d] = source[s]; pixels[d + 1] = source[s + 1]
                    pixels[d + 2] = source[s + 2]; pixels[d + 3] = source[s + 3]
                }
            }
        }
        return pixels
    }
}
