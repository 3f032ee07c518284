import XCTest
import UIKit
import MotionHost
@testable import MotionLabSnapshotTesting

/// `precision` and `perceptualPrecision` at their thresholds, with swift-snapshot-testing's semantics:
/// a pixel fails when it differs (perceptualPrecision 1) or when its ΔE*94 exceeds
/// (1 − perceptualPrecision) × 100; the image passes when the fraction of matching pixels is at least
/// `precision`.
final class ImageComparisonTests: XCTestCase {
    let width = 100, height = 100
    let red: (UInt8, UInt8, UInt8, UInt8) = (255, 59, 48, 255)   // systemRed

    func image(_ pixels: [UInt8]) -> UIImage { UIImage(cgImage: CGImage(width: width, height: height, pixels: pixels), scale: 1) }

    /// A red 100×100 image with its first `count` pixels set to `color`.
    func changed(_ count: Int, to color: (UInt8, UInt8, UInt8, UInt8)) -> UIImage {
        var p = solidImage(width: width, height: height, red)
        for i in 0..<count { p[i * 4] = color.0; p[i * 4 + 1] = color.1; p[i * 4 + 2] = color.2; p[i * 4 + 3] = color.3 }
        return image(p)
    }

    func diff(_ new: UIImage, precision: Float = 1, perceptualPrecision: Float = 1) -> String? {
        let diffing = Diffing<UIImage>.motionImage(precision: precision, perceptualPrecision: perceptualPrecision, scale: 1, kind: "test")
        return diffing.diffV2(image(solidImage(width: width, height: height, red)), new)?.0
    }

    func testEqualImagesPassAndOneChangedPixelFailsAnExactComparison() {
        XCTAssertNil(diff(changed(0, to: red)))
        let message = diff(changed(1, to: (254, 59, 48, 255)))
        XCTAssertTrue(message?.hasPrefix("Newly-taken snapshot does not match reference.") == true, message ?? "passed")
        XCTAssertTrue(message?.contains("1 of 10,000 pixels fail (0.01 %)") == true, message ?? "")
        XCTAssertTrue(message?.contains("within x 0…0, y 0…0 px") == true, message ?? "")
        // A one-unit change is far below a just-noticeable difference, and the message says so.
        XCTAssertTrue(message?.contains("perceptualPrecision: 0.98 would accept it") == true, message ?? "")
    }

    func testPrecisionIsTheFractionOfMatchingPixels() {
        let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)
        XCTAssertNil(diff(changed(100, to: blue), precision: 0.99), "1 % of pixels differ: 99 % match")
        let message = diff(changed(101, to: blue), precision: 0.99)
        XCTAssertTrue(message?.hasPrefix("Actual image precision 0.9899 is less than required 0.99") == true, message ?? "passed")
        XCTAssertNil(diff(changed(10_000, to: blue), precision: 0), "precision 0 accepts anything of the same size")
        // A pixel differing in one channel counts as a whole pixel (the documented meaning: pixels).
        XCTAssertNil(diff(changed(100, to: (255, 59, 49, 255)), precision: 0.99))
        XCTAssertNotNil(diff(changed(101, to: (255, 59, 49, 255)), precision: 0.99))
    }

    func testPerceptualPrecisionAcceptsDifferencesUpToItsDeltaE() {
        // ΔE*94 of these colours against systemRed (colour-science 0.4.7: 0.2015, 0.1577).
        XCTAssertNil(diff(changed(10_000, to: (254, 59, 48, 255)), perceptualPrecision: 0.99), "a one-unit change everywhere")
        XCTAssertNil(diff(changed(10_000, to: (255, 60, 49, 255)), perceptualPrecision: 0.998), "ΔE 0.158 ≤ 0.2")
        XCTAssertNotNil(diff(changed(10_000, to: (254, 59, 48, 255)), perceptualPrecision: 0.998), "ΔE 0.2015 > 0.2")
        // Grey 128 against (130, 128, 126): ΔE*94 1.3995 — passes 0.985 (threshold 1.5), fails 0.987 (1.3).
        func grey(_ c: (UInt8, UInt8, UInt8, UInt8), _ pp: Float) -> String? {
            let diffing = Diffing<UIImage>.motionImage(precision: 1, perceptualPrecision: pp, scale: 1, kind: "test")
            return diffing.diffV2(image(solidImage(width: width, height: height, (128, 128, 128, 255))),
                                  image(solidImage(width: width, height: height, c)))?.0
        }
        XCTAssertNil(grey((130, 128, 126, 255), 0.985))
        let message = grey((130, 128, 126, 255), 0.987)
        XCTAssertTrue(message?.hasPrefix("The percentage of pixels that match 0.0 is less than required 1.0") == true, message ?? "passed")
        XCTAssertTrue(message?.contains("The lowest perceptual color precision 0.986") == true, message ?? "")
        XCTAssertTrue(message?.contains("is less than required 0.987") == true, message ?? "")
    }

    func testPrecisionAndPerceptualPrecisionTogether() {
        let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)   // ΔE*94 57.9 from systemRed
        var pixels = solidImage(width: width, height: height, red)
        for i in 0..<10_000 { pixels[i * 4 + 1] = 60; pixels[i * 4 + 2] = 49 }  // everything a little off (ΔE 0.16)
        for i in 0..<100 { pixels[i * 4] = blue.0; pixels[i * 4 + 1] = blue.1; pixels[i * 4 + 2] = blue.2 }
        XCTAssertNil(diff(image(pixels), precision: 0.99, perceptualPrecision: 0.99))
        let message = diff(image(pixels), precision: 0.995, perceptualPrecision: 0.99)
        XCTAssertTrue(message?.contains("The percentage of pixels that match 0.99 is less than required 0.995") == true, message ?? "passed")
        XCTAssertTrue(message?.contains("100 of 10,000 pixels fail (1.00 %), 9,900 more differ within the tolerance") == true, message ?? "")
    }

    /// Font antialiasing that differs (another FreeType, another hinting) moves edge pixels by a few
    /// levels: a rendered label's edge pixels each nudged by 3 levels fail an exact comparison and
    /// pass at 0.98.
    func testAntialiasingNoisePassesAtAPerceptualPrecisionOf098() throws {
        let dir = try temporarySnapshotDirectory(self)
        _ = verifySnapshot(of: BadgeViewController(), as: .image(at: 0), named: "label", snapshotDirectory: dir)
        let reference = try PNGDecoder.decode(contentsOf: dir + "/testAntialiasingNoisePassesAtAPerceptualPrecisionOf098.label.png")
        var pixels = reference.pixels
        var edges = 0
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let (r, g, b) = (pixels[i], pixels[i + 1], pixels[i + 2])
            let flat = (r == 255 && g == 255 && b == 255) || (r == 255 && g == 59 && b == 48)
            guard !flat else { continue }
            edges += 1
            for k in 0..<3 { pixels[i + k] = pixels[i + k] > 128 ? pixels[i + k] - 3 : pixels[i + k] + 3 }
        }
        XCTAssertGreaterThan(edges, 500, "the disc's rim and the digit's edges are antialiased")
        let noisy = UIImage(cgImage: CGImage(width: reference.width, height: reference.height, pixels: pixels), scale: 2)
        let old = UIImage(cgImage: reference, scale: 2)
        XCTAssertNotNil(Diffing<UIImage>.motionImage(precision: 1, perceptualPrecision: 1, scale: 2, kind: "t").diffV2(old, noisy))
        XCTAssertNil(Diffing<UIImage>.motionImage(precision: 1, perceptualPrecision: 0.98, scale: 2, kind: "t").diffV2(old, noisy))
    }

    func testAFailureAttachesTheReferenceTheNewImageAndTheDifference() throws {
        let diffing = Diffing<UIImage>.motionImage(precision: 1, perceptualPrecision: 1, scale: 1, kind: "test")
        let old = image(solidImage(width: width, height: height, red))
        let result = try XCTUnwrap(diffing.diffV2(old, changed(50, to: (0, 0, 0, 255))))
        let names = result.1.compactMap { attachment -> String? in
            if case .data(_, let name) = attachment { return name }
            return nil
        }
        XCTAssertEqual(names, ["reference.png", "failure.png", "difference.png"])
        // The difference: failing pixels red, the rest the new image in dim grey.
        guard case .data(let data, _) = result.1[2] else { return XCTFail("no difference data") }
        let difference = try PNGDecoder.decode(data)
        XCTAssertEqual(Array(difference.pixels[0..<4]), [255, 0, 0, 255])
        let luma: Int = (2126 * 255 + 7152 * 59 + 722 * 48) / 10_000
        let grey = UInt8(luma * 3 / 10)
        XCTAssertEqual(Array(difference.pixels[200..<204]), [grey, grey, grey, 255])
        // Round trip: the stored PNG decodes to the same pixels.
        XCTAssertEqual(diffing.fromData(diffing.toData(old)).cgImage?.pixels, old.cgImage?.pixels)
    }
}
