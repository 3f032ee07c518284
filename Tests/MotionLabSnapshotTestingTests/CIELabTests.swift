import XCTest
@testable import MotionLabSnapshotTesting

/// sRGB → CIE L*a*b* (D65) and CIE ΔE*94 against published values and closed forms.
final class CIELabTests: XCTestCase {
    func assertLab(_ rgb: (UInt8, UInt8, UInt8), _ expected: (Double, Double, Double), accuracy: Double = 1e-3,
                   file: StaticString = #filePath, line: UInt = #line) {
        let lab = CIELab.lab(r: rgb.0, g: rgb.1, b: rgb.2)
        XCTAssertEqual(lab.l, expected.0, accuracy: accuracy, "L*", file: file, line: line)
        XCTAssertEqual(lab.a, expected.1, accuracy: accuracy, "a*", file: file, line: line)
        XCTAssertEqual(lab.b, expected.2, accuracy: accuracy, "b*", file: file, line: line)
    }

    /// The sRGB primaries in L*a*b* relative to D65, as Bruce Lindbloom's colour calculator gives them
    /// (colour-science 0.4.7 agrees within 0.03, its matrix being derived from the primaries).
    func testPrimariesWhiteAndBlack() {
        assertLab((255, 255, 255), (100, 0, 0))
        assertLab((0, 0, 0), (0, 0, 0))
        assertLab((255, 0, 0), (53.2408, 80.0925, 67.2032))
        assertLab((0, 255, 0), (87.7347, -86.1827, 83.1793))
        assertLab((0, 0, 255), (32.2970, 79.1875, -107.8602))
        // Mid grey is neutral, L* of Y = 0.2159: 116·Y^(1/3) − 16.
        let y = CIELab.linearValue(128.0 / 255)
        assertLab((128, 128, 128), (116 * cbrt(y) - 16, 0, 0))
    }

    func testDeltaE94ClosedForms() {
        let a = CIELab.Lab(l: 50, a: 0, b: 0)
        // Lightness alone: S_L = 1, so ΔE = |ΔL|.
        XCTAssertEqual(CIELab.deltaE94(a, CIELab.Lab(l: 53, a: 0, b: 0)), 3, accuracy: 1e-12)
        // Chroma from a neutral reference: C₁ = 0, so S_C = 1 and ΔE = ΔC.
        XCTAssertEqual(CIELab.deltaE94(a, CIELab.Lab(l: 50, a: 3, b: 4)), 5, accuracy: 1e-12)
        // Hue alone at chroma 10 (a quarter turn): ΔH = 10√2, S_H = 1 + 0.015·10.
        let c = CIELab.Lab(l: 50, a: 10, b: 0), d = CIELab.Lab(l: 50, a: 0, b: 10)
        XCTAssertEqual(CIELab.deltaE94(c, d), 10 * 2.0.squareRoot() / 1.15, accuracy: 1e-12)
        // The reference's chroma weights it (the formula is not symmetric).
        XCTAssertEqual(CIELab.deltaE94(c, a), 10 / 1.45, accuracy: 1e-12)
        XCTAssertEqual(CIELab.deltaE94(a, c), 10, accuracy: 1e-12)
        XCTAssertEqual(CIELab.deltaE94(c, c), 0)
    }

    /// ΔE*94 (graphic arts) of sRGB pairs as colour-science 0.4.7 computes them
    /// (`delta_E(…, method='CIE 1994')` of `XYZ_to_Lab(sRGB_to_XYZ(rgb / 255))`).
    func testDeltaE94OfColourPairs() {
        let pairs: [((UInt8, UInt8, UInt8), (UInt8, UInt8, UInt8), Double)] = [
            ((255, 59, 48), (254, 59, 48), 0.201493),
            ((255, 59, 48), (255, 60, 49), 0.157719),
            ((255, 59, 48), (0, 122, 255), 57.941248),
            ((128, 128, 128), (130, 128, 126), 1.399538),
            ((200, 30, 40), (205, 35, 40), 1.561934),
            ((20, 20, 20), (24, 20, 20), 1.996273),
            ((255, 255, 255), (250, 250, 250), 1.727980),
        ]
        for (x, y, expected) in pairs {
            let e = CIELab.deltaE94(CIELab.lab(r: x.0, g: x.1, b: x.2), CIELab.lab(r: y.0, g: y.1, b: y.2))
            XCTAssertEqual(e, expected, accuracy: 0.01 * max(1, expected), "\(x) → \(y)")
        }
    }

    func testTransparentColoursAreComparedAsShownOverBlack() {
        XCTAssertEqual(CIELab.lab(r: 255, g: 0, b: 0, alpha: 0), CIELab.lab(r: 0, g: 0, b: 0))
        XCTAssertEqual(CIELab.lab(r: 200, g: 100, b: 50, alpha: 255), CIELab.lab(r: 200, g: 100, b: 50))
        let half = CIELab.lab(r: 255, g: 255, b: 255, alpha: 128)
        XCTAssertEqual(half.l, CIELab.lab(r: 128, g: 128, b: 128).l, accuracy: 0.3)
    }
}
