import XCTest
import Foundation
@testable import MotionCoreGraphics
@testable import MotionRaster

/// Shadows with hostile blurs and offsets (outside tester's D3): their cost is bounded by the bitmap,
/// never by the blur or the offset, and wide blurs still match the Gaussian (reference: the blur of a
/// rectangle is a product of error-function differences, computed here analytically).
final class ShadowBoundsTests: XCTestCase {
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    private let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// A 300×300-point context at 2× with a 100×100 white square at (50, 50) cast with `blur`/`offset`.
    private func squareWithShadow(blur: CGFloat, offset: CGSize) -> CGContext {
        let c = CGContext(pixelWidth: 600, pixelHeight: 600, scale: 2)
        c.setShadow(offset: offset, blur: blur, color: black)
        c.setFillColor(white)
        c.fill(CGRect(x: 50, y: 50, width: 100, height: 100))
        return c
    }

    func testHugeBlursAndOffsetsDrawTheShapeAndNeverTrap() {
        // blur 1e9 used to trap on an Int overflow, offset 1e30 on a Double→Int conversion, blur 1e4 to
        // allocate 14.5 GB: each draws the square, and the shadow is invisible (below an 8-bit step).
        for (blur, offset) in [(CGFloat(1e9), CGSize(width: 5, height: 5)), (1e4, CGSize(width: 5, height: 5)),
                               (3, CGSize(width: 1e30, height: -1e30)), (1e300, CGSize(width: -1e300, height: 1e300)),
                               (.greatestFiniteMagnitude, .zero), (20, CGSize(width: 1e7, height: 0))] {
            let c = squareWithShadow(blur: blur, offset: offset)
            let px = c.pixels
            XCTAssertEqual(px[(200 * 600 + 200) * 4 + 3], 255, "the square at blur \(blur), offset \(offset)")
            var maxOutside: UInt8 = 0
            for y in stride(from: 0, to: 600, by: 7) {
                for x in stride(from: 0, to: 600, by: 7) where !(x >= 100 && x < 300 && y >= 100 && y < 300) {
                    maxOutside = max(maxOutside, px[(y * 600 + x) * 4 + 3])
                }
            }
            XCTAssertLessThanOrEqual(maxOutside, 1, "no visible shadow at blur \(blur), offset \(offset)")
        }
    }

    func testAWideBlursGridIsBoundedByTheSourceNotTheBlur() {
        // σ = 1e4 × 2 / 2 pixels on a 200×200-pixel source, and σ at the cap (16 × the bitmap's side):
        // the grid holds the source in cells of ⌈σ/8⌉ plus 3σ of reach, i.e. at most (source/cell + 2·26)².
        for sigma in [1e4, 16.0 * 600, 40, 33, 8.5] {
            let g = CGContext.wideShadowGrid(width: 200, height: 200, sigma: sigma)
            XCTAssertGreaterThan(g.sigma, 4, "σ spans more than 4 cells at σ \(sigma)")
            XCTAssertLessThanOrEqual(g.sigma, 8)
            XCTAssertLessThanOrEqual(g.pad, 26)
            XCTAssertLessThanOrEqual(g.width, 200 / g.cell + 1 + 2 * 26)
            XCTAssertLessThanOrEqual(g.width * g.height, 300 * 300, "grid of \(g.width)×\(g.height) at σ \(sigma)")
        }
    }

    func testAWideBlurMatchesTheGaussianOfTheSquare() {
        // blur 200, 20, 17 points at 1× (σ = 100, 10, 8.5 pixels: cells of 13, 2, 2) of a 60×60 square
        // at (170, 170) in a 400×400 plain bitmap, shadow offset (30, -20): y up in base space, so the shadow moves right 30 and down 20
        // pixels. The reference: α(x, y) = ½[erf((x−a)/σ√2) − erf((x−b)/σ√2)] × the same in y.
        for blur: CGFloat in [200, 20, 17] {
            let raw = try! XCTUnwrap(CGContext(data: nil, width: 400, height: 400, bitsPerComponent: 8, bytesPerRow: 0,
                                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            raw.setShadow(offset: CGSize(width: 30, height: -20), blur: blur, color: black)
            raw.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.999))
            raw.setBlendMode(.copy)
            raw.fill(CGRect(x: 170, y: 170, width: 60, height: 60))
            // With .copy the square replaces the shadow under it; elsewhere the pixel is the shadow alone.
            let sigma = Double(blur) / 2
            func band(_ v: Double, _ a: Double, _ b: Double) -> Double {
                0.5 * (erf((v - a) / (sigma * 2.squareRoot())) - erf((v - b) / (sigma * 2.squareRoot())))
            }
            var worst = 0.0
            for y in stride(from: 0, to: 400, by: 9) {
                for x in stride(from: 0, to: 400, by: 9) where !(x >= 170 && x < 230 && y >= 170 && y < 230) {
                    let ref = band(Double(x) + 0.5, 200, 260) * band(Double(y) + 0.5, 190, 250)
                    let got = Double(raw.pixels[(y * 400 + x) * 4 + 3]) / 255
                    worst = max(worst, abs(got - ref * 0.999))
                }
            }
            XCTAssertLessThan(worst, 3.0 / 255, "the coarse-grid blur stays within 3/255 of the Gaussian at blur \(blur)")
        }
    }

    func testTheBoxBlurAboveBoxSigmaHasTheGaussiansMassAndVariance() {
        // An impulse in the middle of a square image, blurred at σ = 20 (the exact kernel) and 50, 120
        // (three boxes): the mass (1) is kept and the spread along x is σ within 1.5 % (the exact kernel,
        // cut at 3σ, has 1.3 % less; the boxes' odd widths get within 1 %).
        for sigma: Float in [20, 50, 120] {
            let n = Int(sigma) * 12 + 1
            var image = [Float](repeating: 0, count: n * n)
            image[(n / 2) * n + n / 2] = 1
            GaussianBlur.blur(&image, width: n, height: n, sigma: sigma)
            var mass = 0.0, variance = 0.0
            for y in 0..<n {
                for x in 0..<n {
                    let v = Double(image[y * n + x])
                    mass += v; variance += v * pow(Double(x - n / 2), 2)
                }
            }
            let row = Array(image[(n / 2) * n..<(n / 2 + 1) * n])
            XCTAssertEqual(mass, 1, accuracy: 0.005, "mass at σ \(sigma)")
            XCTAssertEqual(variance.squareRoot(), Double(sigma), accuracy: Double(sigma) * 0.015, "σ at \(sigma)")
            XCTAssertGreaterThan(row[n / 2], row[n / 2 + Int(sigma)], "peaked at the centre")
        }
        XCTAssertLessThan(Float(CGContext.exactShadowSigma), GaussianBlur.boxSigma + 1,
                          "shadows at or below the exact limit never reach the box blur")
    }
}
