import XCTest
@testable import MotionViews

/// `UIColor(patternImage:)` as a flat colour: the tile's alpha-weighted average.
final class PatternColorTests: XCTestCase {
    func testAPatternIsItsTilesAverageColour() {
        // A 2×1 tile: opaque red and half-transparent blue.
        let tile = UIImage(cgImage: CGImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 128]), scale: 1)
        let c = UIColor(patternImage: tile).cgColor
        XCTAssertEqual(c.red, 255.0 / 383, accuracy: 1e-6, "red weighted by alpha 255 of 383")
        XCTAssertEqual(c.blue, 128.0 / 383, accuracy: 1e-6)
        XCTAssertEqual(c.green, 0, accuracy: 1e-9)
        XCTAssertEqual(c.alpha, 383.0 / 2 / 255, accuracy: 1e-6, "the mean alpha")
        let clear = UIImage(cgImage: CGImage(width: 1, height: 1, pixels: [9, 9, 9, 0]), scale: 1)
        XCTAssertEqual(UIColor(patternImage: clear).cgColor.alpha, 0)
        XCTAssertEqual(UIColor.groupTableViewBackground, .systemGroupedBackground)
    }
}
