import Foundation
import MotionGeometry
@testable import MotionRender
@testable import MotionHost
import XCTest

/// Turned quads on SDL's software renderer (headless frames) against an analytic reference: the
/// coverage of a rounded rect turned about its centre, supersampled 16×16 per pixel from the exact
/// point-in-rounded-rect test of the local rect. A pixel the shape covers wholly (≥ 0.98) must be
/// drawn (≥ 0.75 of the colour), one it misses (≤ 0.02) must be left alone (≤ 0.25) — the slack is the
/// corner masks' own antialiasing, resampled — edge pixels are free; and the drawn area must match the
/// shape's within a pixel per 25 of perimeter. SDL's `SDL_RenderCopyExF` failed this at every angle
/// (its rotozoomer moved a quadrant of the quad by a pixel: a seam along the edges' middles), and so
/// did `SDL_RenderGeometry` (vertices snapped to half pixels: half an edge a row off).
final class RotatedQuadTests: XCTestCase {
    /// Point (px, py) inside the rounded rect (0, 0, w, h) with corner radius r.
    static func inside(_ px: Double, _ py: Double, _ w: Double, _ h: Double, _ r: Double) -> Bool {
        guard px >= 0, py >= 0, px <= w, py <= h else { return false }
        let cx = min(max(px, r), w - r), cy = min(max(py, r), h - r)
        let dx = px - cx, dy = py - cy
        return dx * dx + dy * dy <= r * r
    }

    /// Analytic coverage of pixel (x, y) of the target by the rounded rect w×h (points, radius r) under
    /// `t` (a rotation, maybe with a reflection) at `scale` pixels per point.
    static func coverage(_ x: Int, _ y: Int, w: Double, h: Double, r: Double, t: CATransform3D, scale: Double) -> Double {
        let n = 16
        // Inverse of the affine part of t (row-vector convention: x' = x·a + y·c + tx).
        let a = Double(t.m11), b = Double(t.m12), c = Double(t.m21), d = Double(t.m22)
        let tx = Double(t.m41), ty = Double(t.m42), det = a * d - b * c
        var hits = 0
        for j in 0..<n {
            for i in 0..<n {
                let sx = (Double(x) + (Double(i) + 0.5) / Double(n)) / scale - tx
                let sy = (Double(y) + (Double(j) + 0.5) / Double(n)) / scale - ty
                let lx = (sx * d - sy * c) / det, ly = (-sx * b + sy * a) / det
                if inside(lx, ly, w, h, r) { hits += 1 }
            }
        }
        return Double(hits) / Double(n * n)
    }

    struct Mismatch: CustomStringConvertible {
        var x: Int, y: Int, expected: Double, drawn: Double
        var description: String { "(\(x), \(y)) covered \(expected), drawn \(String(format: "%.2f", drawn))" }
    }

    /// Draws white `command` on black into a `size`² target and compares it with the reference.
    func check(_ command: DrawCommand, w: Double, h: Double, r: Double, t: CATransform3D, scale: Double = 1,
               size: Int = 120, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let image = try SDLTest.render([command], width: size, height: size, scale: CGFloat(scale))
        var bad: [Mismatch] = []
        var drawnArea = 0.0, area = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let expected = Self.coverage(x, y, w: w, h: h, r: r, t: t, scale: scale)
                let drawn = Double(image.pixel(x: x, y: y).r) / 255
                area += expected
                drawnArea += drawn
                if (expected >= 0.98 && drawn < 0.75) || (expected <= 0.02 && drawn > 0.25) {
                    bad.append(Mismatch(x: x, y: y, expected: expected, drawn: drawn))
                }
            }
        }
        XCTAssertTrue(bad.isEmpty, "\(label): \(bad.count) pixels wrong, first \(bad.prefix(6))", file: file, line: line)
        let perimeter = 2 * (w + h) * scale
        XCTAssertEqual(drawnArea, area, accuracy: perimeter / 25, "\(label): drawn area", file: file, line: line)
    }

    static let angles: [Double] = [0.05, 0.2, 0.5, 1, 3, 10, 30, 45, 100, 179.9, -0.3, -7]

    func testTurnedRoundedFillsMatchTheirShape() throws {
        for degrees in Self.angles {
            let t = SDLTest.rotation(degrees, pivot: CGPoint(x: 35, y: 22), position: CGPoint(x: 60, y: 60))
            try check(.fill(size: CGSize(width: 70, height: 44), transform: t, color: .white, cornerRadius: 9, opacity: 1),
                      w: 70, h: 44, r: 9, t: t, "rounded fill at \(degrees)°")
        }
    }

    func testTurnedSquareFillsAndOddPositionsMatchTheirShape() throws {
        for degrees in [0.1, 0.7, 12.0] {
            // Off the pixel grid, at 2x.
            let t = SDLTest.rotation(degrees, pivot: CGPoint(x: 20.5, y: 13), position: CGPoint(x: 30.3, y: 29.6))
            try check(.fill(size: CGSize(width: 41, height: 26), transform: t, color: .white, cornerRadius: 0, opacity: 1),
                      w: 41, h: 26, r: 0, t: t, scale: 2, "square fill at \(degrees)° @2x")
        }
    }

    func testTurnedRoundedImagesMatchTheirShape() throws {
        let white = CGImage(width: 8, height: 8, pixels: [UInt8](repeating: 255, count: 8 * 8 * 4))
        for degrees in [0.05, 0.4, 2, 25] as [Double] {
            let t = SDLTest.rotation(degrees, pivot: CGPoint(x: 30, y: 40), position: CGPoint(x: 60, y: 60))
            try check(.image(white, size: CGSize(width: 60, height: 80), transform: t, opacity: 1, cornerRadius: 12),
                      w: 60, h: 80, r: 12, t: t, "rounded image at \(degrees)°")
        }
    }

    /// A reflection with a turn (determinant < 0) takes the same path.
    func testMirroredTurnedFillMatchesItsShape() throws {
        var t = SDLTest.rotation(0.3, pivot: CGPoint(x: 35, y: 22), position: CGPoint(x: 60, y: 60))
        t.m21 = -t.m21; t.m22 = -t.m22
        // y mirrored: local (35, 22) would land 44 points up; offset so it lands at (60, 60) again.
        t = t.offsetLocal(0, -44)
        try check(.fill(size: CGSize(width: 70, height: 44), transform: t, color: .white, cornerRadius: 9, opacity: 1),
                  w: 70, h: 44, r: 9, t: t, "mirrored rounded fill")
    }
}

