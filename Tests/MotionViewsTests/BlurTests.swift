import XCTest
@testable import MotionViews

final class BlurTests: XCTestCase {
    private func image(_ w: Int, _ h: Int, _ pixel: (Int, Int) -> [UInt8]) -> CGImage {
        var p: [UInt8] = []
        for y in 0..<h { for x in 0..<w { p += pixel(x, y) } }
        return CGImage(width: w, height: h, pixels: p)
    }

    func testConstantImageStaysConstant() {
        let cg = image(40, 12) { _, _ in [100, 150, 200, 255] }
        let out = UIImage(cgImage: cg, scale: 2).blurredImage(withRadius: 5, iterations: 3, tintColor: nil)
        XCTAssertEqual(out.scale, 2)
        XCTAssertEqual(out.size, CGSize(width: 20, height: 6))
        XCTAssertEqual(out.cgImage!.pixels, cg.pixels)
    }

    func testImpulseSpreadsSymmetricallyAndConservesIntensity() {
        let n = 31, c = 15, r = 2
        var data = [Float](repeating: 0, count: n * n * 4)
        for k in 0..<4 { data[(c * n + c) * 4 + k] = 1 }
        BoxBlur.blur(&data, width: n, height: n, radius: r, iterations: 3)
        func v(_ x: Int, _ y: Int) -> Float { data[(y * n + x) * 4] }
        var total: Float = 0
        for y in 0..<n { for x in 0..<n { total += v(x, y) } }
        XCTAssertEqual(total, 1, accuracy: 1e-5)
        for dy in -7...7 { for dx in -7...7 {
            XCTAssertEqual(v(c + dx, c + dy), v(c - dx, c + dy), accuracy: 1e-7)
            XCTAssertEqual(v(c + dx, c + dy), v(c + dy, c + dx), accuracy: 1e-7)
        } }
        // Three 5-wide boxes reach 6 pixels out, not 7; the centre weight per axis is 19/125
        // (the number of ways three values in −2…2 sum to 0, over 5³).
        XCTAssertGreaterThan(v(c + 6, c), 0)
        XCTAssertEqual(v(c + 7, c), 0)
        XCTAssertEqual(v(c, c), Float(19.0 / 125 * 19.0 / 125), accuracy: 1e-6)
    }

    func testEdgesAreClamped() {
        // A vertical step: with clamped edges the far columns keep their values and the profile is
        // antisymmetric about the step.
        let cg = image(40, 3) { x, _ in x < 20 ? [0, 0, 0, 255] : [200, 200, 200, 255] }
        let out = UIImage(cgImage: cg).blurredImage(withRadius: 3, iterations: 3, tintColor: nil).cgImage!
        XCTAssertEqual(out.pixel(x: 0, y: 1).r, 0)
        XCTAssertEqual(out.pixel(x: 39, y: 1).r, 200)
        for k in 0..<20 {
            XCTAssertEqual(Int(out.pixel(x: 19 - k, y: 1).r) + Int(out.pixel(x: 20 + k, y: 1).r), 200, accuracy: 1)
        }
        XCTAssertGreaterThan(out.pixel(x: 19, y: 1).r, 0)
    }

    func testTintIsAddedAtAQuarterAlpha() {
        // FXBlurView fills with tintColor at alpha 0.25 using plus-lighter: black + 0.25·white = 63.75.
        let cg = image(8, 8) { _, _ in [0, 0, 0, 255] }
        let out = UIImage(cgImage: cg).blurredImage(withRadius: 2, iterations: 1, tintColor: .white).cgImage!
        XCTAssertEqual(out.pixel(x: 3, y: 3).r, 64)
        XCTAssertEqual(out.pixel(x: 3, y: 3).a, 255)
    }

    func testZeroRadiusLeavesPixels() {
        let cg = image(5, 5) { x, y in [UInt8(x * 40), UInt8(y * 40), 0, 255] }
        XCTAssertEqual(UIImage(cgImage: cg).blurredImage(withRadius: 0, iterations: 3, tintColor: nil).cgImage!.pixels, cg.pixels)
    }
}
