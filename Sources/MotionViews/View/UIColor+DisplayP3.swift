import Foundation

extension UIColor {
    /// A colour given in the Display P3 space (wide-gamut designs, `UIColor(displayP3Red:…)`),
    /// converted to the sRGB the renderer draws in: both spaces use the sRGB transfer curve and the
    /// D65 white point, so the components are linearised, mapped by the P3→sRGB matrix derived from
    /// the two spaces' primaries, and encoded again. Colours outside sRGB are clamped to its gamut
    /// (UIKit keeps them as extended-range components a P3 display shows; the preview's sRGB output
    /// cannot).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.sRGB(fromDisplayP3: (red, green, blue))
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Linear Display P3 → linear sRGB (rows: sRGB r, g, b), from the primaries' chromaticities.
    static let displayP3ToSRGB: [[Double]] = [
        [1.2249401762805598, -0.22494017628055996, 0],
        [-0.04205695470968816, 1.0420569547096882, 0],
        [-0.019637554590334432, -0.07863604555063188, 1.0982736001409663],
    ]

    /// sRGB-encoded components (unclamped) of a Display P3-encoded colour.
    static func sRGB(fromDisplayP3 c: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        func linear(_ v: Double) -> Double {
            let a = abs(v)
            let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return v < 0 ? -l : l
        }
        func encoded(_ v: Double) -> Double {
            let a = abs(v)
            let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
            return v < 0 ? -e : e
        }
        let l = [linear(Double(c.0)), linear(Double(c.1)), linear(Double(c.2))]
        let m = displayP3ToSRGB
        let out = m.map { row in encoded(row[0] * l[0] + row[1] * l[1] + row[2] * l[2]) }
        return (CGFloat(out[0]), CGFloat(out[1]), CGFloat(out[2]))
    }
}
