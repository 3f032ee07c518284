import Foundation

/// Colour difference as the eye sees it, for `perceptualPrecision`: 8-bit sRGB → CIE L*a*b* → CIE ΔE*94.
///
/// swift-snapshot-testing compares perceptually with Core Image's `CILabDeltaE`, documented as
/// producing "ΔE 1994 values between 0.0 and 100.0 where 2.0 is considered a just noticeable
/// difference"; Core Image is not on Linux, so the same quantity is computed here on the CPU:
/// - sRGB (IEC 61966-2-1) decoded to linear light, then XYZ with the sRGB primaries and the D65
///   white point, then CIE 1976 L*a*b* relative to D65 (sRGB's own white, so no chromatic
///   adaptation): white is L* 100, black L* 0.
/// - CIE 1994 colour difference with the graphic-arts weights (k_L = k_C = k_H = 1, K₁ = 0.045,
///   K₂ = 0.015), chroma weighting taken from the first colour — the reference, as Core Image takes
///   it from its input image (the reference in swift-snapshot-testing's call).
/// Colours with alpha are compared as shown over black (premultiplied), as Core Image works on
/// premultiplied values and MotionLab's frames are drawn over black.
enum CIELab {
    struct Lab: Equatable { var l: Double, a: Double, b: Double }

    /// sRGB 8-bit code value → linear light, for all 256 values.
    static let linear: [Double] = (0..<256).map { code in
        let c = Double(code) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// D65 reference white (Y = 1), from the sRGB matrix's row sums.
    static let white = (x: 0.4124564 + 0.3575761 + 0.1804375, y: 1.0, z: 0.0193339 + 0.1191920 + 0.9503041)

    /// The L*a*b* of an 8-bit sRGB colour with straight alpha, shown over black.
    static func lab(r: UInt8, g: UInt8, b: UInt8, alpha: UInt8 = 255) -> Lab {
        let k = Double(alpha) / 255
        // Premultiplying happens in the 8-bit encoded values, as a premultiplied bitmap stores them.
        func code(_ v: UInt8) -> Double { k == 1 ? linear[Int(v)] : linearValue(Double(v) * k / 255) }
        let rl = code(r), gl = code(g), bl = code(b)
        let x = 0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl
        let y = 0.2126729 * rl + 0.7151522 * gl + 0.0721750 * bl
        let z = 0.0193339 * rl + 0.1191920 * gl + 0.9503041 * bl
        let fx = f(x / white.x), fy = f(y / white.y), fz = f(z / white.z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// sRGB's decoding for a value in 0…1.
    static func linearValue(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIE 1976's f(t): a cube root, linear near black.
    private static func f(_ t: Double) -> Double {
        let d = 6.0 / 29
        return t > d * d * d ? cbrt(t) : t / (3 * d * d) + 4.0 / 29
    }

    /// CIE ΔE*94 (graphic arts) of `sample` against `reference`; 0 for equal colours, about 100 from
    /// black to white.
    static func deltaE94(_ reference: Lab, _ sample: Lab) -> Double {
        let dl = reference.l - sample.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dc = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }
}
