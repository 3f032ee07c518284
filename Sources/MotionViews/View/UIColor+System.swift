import Foundation

/// UIKit's adaptive system colours: dynamic colours with iOS's light and dark appearances (iOS 15–17's
/// values, at the base elevation and standard contrast).
///
/// Light values: the sRGB components UIKit returns on iOS 15–18, as dumped from UIKit by the Alderis
/// colour picker (github.com/hbang/Alderis, `ColorGroup.swift`) and Noah Gilmore's ColorCompatibility
/// dump of iOS 13 (github.com/noahsark769/ColorCompatibility), which agree with the Human Interface
/// Guidelines' published triples (systemRed 255, 59, 48). Dark values: the Human Interface Guidelines'
/// dark triples for the standard colours (systemBlue 10, 132, 255; systemRed 255, 69, 58; …) and the dark
/// element colours of the same dumps and of Gilmore's "Backwards compatibility for iOS 13 system colors"
/// tables: label white; secondary/tertiary/quaternary label 235, 235, 245 at the light alphas;
/// separator 84, 84, 88 at 0.6; opaque separator 56, 56, 58; fills 120/118, 120/118, 128 at 0.36, 0.32,
/// 0.24, 0.18; backgrounds black, 28, 28, 30 (#1C1C1E) and 44, 44, 46 (#2C2C2E), grouped the same.
/// iOS 13–14's systemTeal was (90, 200, 250); iOS 15 changed it to the (48, 176, 199) used here. iOS 26
/// retuned the palette again; these are the values most shipping iOS code was written against.
extension UIColor {
    private static func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    private static func dynamic(_ light: CGColor, _ dark: CGColor, elevated: CGColor? = nil) -> UIColor {
        UIColor(light: light, dark: dark, darkElevated: elevated)
    }

    // MARK: Standard colours (light, dark)
    public static let systemRed = dynamic(rgb255(255, 59, 48), rgb255(255, 69, 58))
    public static let systemOrange = dynamic(rgb255(255, 149, 0), rgb255(255, 159, 10))
    public static let systemYellow = dynamic(rgb255(255, 204, 0), rgb255(255, 214, 10))
    public static let systemGreen = dynamic(rgb255(52, 199, 89), rgb255(48, 209, 88))
    public static let systemMint = dynamic(rgb255(0, 199, 190), rgb255(99, 230, 226))
    public static let systemTeal = dynamic(rgb255(48, 176, 199), rgb255(64, 200, 224))
    public static let systemCyan = dynamic(rgb255(50, 173, 230), rgb255(100, 210, 255))
    public static let systemBlue = dynamic(rgb255(0, 122, 255), rgb255(10, 132, 255))
    public static let systemIndigo = dynamic(rgb255(88, 86, 214), rgb255(94, 92, 230))
    public static let systemPurple = dynamic(rgb255(175, 82, 222), rgb255(191, 90, 242))
    public static let systemPink = dynamic(rgb255(255, 45, 85), rgb255(255, 55, 95))
    public static let systemBrown = dynamic(rgb255(162, 132, 94), rgb255(172, 142, 104))

    // MARK: Greys (systemGray is the same in both)
    public static let systemGray = dynamic(rgb255(142, 142, 147), rgb255(142, 142, 147))
    public static let systemGray2 = dynamic(rgb255(174, 174, 178), rgb255(99, 99, 102))
    public static let systemGray3 = dynamic(rgb255(199, 199, 204), rgb255(72, 72, 74))
    public static let systemGray4 = dynamic(rgb255(209, 209, 214), rgb255(58, 58, 60))
    public static let systemGray5 = dynamic(rgb255(229, 229, 234), rgb255(44, 44, 46))
    public static let systemGray6 = dynamic(rgb255(242, 242, 247), rgb255(28, 28, 30))

    // MARK: Labels (alphas are UIKit's: 0.6, 76/255, 45/255, the same in both appearances)
    public static let label = dynamic(rgb255(0, 0, 0), rgb255(255, 255, 255))
    public static let secondaryLabel = dynamic(rgb255(60, 60, 67, 0.6), rgb255(235, 235, 245, 0.6))
    public static let tertiaryLabel = dynamic(rgb255(60, 60, 67, 76.0 / 255), rgb255(235, 235, 245, 76.0 / 255))
    public static let quaternaryLabel = dynamic(rgb255(60, 60, 67, 45.0 / 255), rgb255(235, 235, 245, 45.0 / 255))
    public static let placeholderText = dynamic(rgb255(60, 60, 67, 76.0 / 255), rgb255(235, 235, 245, 76.0 / 255))
    public static let link = dynamic(rgb255(0, 122, 255), rgb255(9, 132, 255))
    /// UIKit's pre-iOS 13 text colours: black, and white at 60 % opacity, in either appearance.
    public static let darkText = UIColor(cgColor: rgb255(0, 0, 0))
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    // MARK: Separators
    public static let separator = dynamic(rgb255(60, 60, 67, 0.29), rgb255(84, 84, 88, 0.6))
    public static let opaqueSeparator = dynamic(rgb255(198, 198, 200), rgb255(56, 56, 58))

    // MARK: Fills
    public static let systemFill = dynamic(rgb255(120, 120, 128, 0.2), rgb255(120, 120, 128, 0.36))
    public static let secondarySystemFill = dynamic(rgb255(120, 120, 128, 0.16), rgb255(120, 120, 128, 0.32))
    public static let tertiarySystemFill = dynamic(rgb255(118, 118, 128, 0.12), rgb255(118, 118, 128, 0.24))
    public static let quaternarySystemFill = dynamic(rgb255(116, 116, 128, 0.08), rgb255(118, 118, 128, 0.18))

    // MARK: Backgrounds (light, dark base, dark elevated: sheets and popovers one step lighter — #1C1C1E,
    // #2C2C2E, #3A3A3C — so a sheet stands out from the black screen behind it)
    public static let systemBackground = dynamic(rgb255(255, 255, 255), rgb255(0, 0, 0), elevated: rgb255(28, 28, 30))
    public static let secondarySystemBackground = dynamic(rgb255(242, 242, 247), rgb255(28, 28, 30), elevated: rgb255(44, 44, 46))
    public static let tertiarySystemBackground = dynamic(rgb255(255, 255, 255), rgb255(44, 44, 46), elevated: rgb255(58, 58, 60))
    public static let systemGroupedBackground = dynamic(rgb255(242, 242, 247), rgb255(0, 0, 0), elevated: rgb255(28, 28, 30))
    public static let secondarySystemGroupedBackground = dynamic(rgb255(255, 255, 255), rgb255(28, 28, 30), elevated: rgb255(44, 44, 46))
    public static let tertiarySystemGroupedBackground = dynamic(rgb255(242, 242, 247), rgb255(44, 44, 46), elevated: rgb255(58, 58, 60))
}
