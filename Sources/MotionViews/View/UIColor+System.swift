import Foundation

/// UIKit's adaptive system colours, resolved for the light appearance (MotionLab has no dark mode).
///
/// Values: the light-mode sRGB components UIKit returns on iOS 15–18, as dumped from UIKit by the
/// Alderis colour picker (github.com/hbang/Alderis, `ColorGroup.swift`: "LIGHT SYSTEM COLORS", "LIGHT GRAY
/// COLORS", label, separator, fill and background groups), which agree with Noah Gilmore's
/// ColorCompatibility dump of iOS 13 (github.com/noahsark769/ColorCompatibility) for every colour both list,
/// and with the Human Interface Guidelines' published RGB triples (e.g. systemRed 255, 59, 48). iOS 13–14's
/// systemTeal was (90, 200, 250); iOS 15 changed it to the (48, 176, 199) used here. iOS 26 retuned the
/// palette again; these are the values most shipping iOS code was written against.
extension UIColor {
    private static func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    // MARK: Standard colours
    public static let systemRed = rgb255(255, 59, 48)
    public static let systemOrange = rgb255(255, 149, 0)
    public static let systemYellow = rgb255(255, 204, 0)
    public static let systemGreen = rgb255(52, 199, 89)
    public static let systemMint = rgb255(0, 199, 190)
    public static let systemTeal = rgb255(48, 176, 199)
    public static let systemCyan = rgb255(50, 173, 230)
    public static let systemBlue = rgb255(0, 122, 255)
    public static let systemIndigo = rgb255(88, 86, 214)
    public static let systemPurple = rgb255(175, 82, 222)
    public static let systemPink = rgb255(255, 45, 85)
    public static let systemBrown = rgb255(162, 132, 94)

    // MARK: Greys
    public static let systemGray = rgb255(142, 142, 147)
    public static let systemGray2 = rgb255(174, 174, 178)
    public static let systemGray3 = rgb255(199, 199, 204)
    public static let systemGray4 = rgb255(209, 209, 214)
    public static let systemGray5 = rgb255(229, 229, 234)
    public static let systemGray6 = rgb255(242, 242, 247)

    // MARK: Labels (alphas are UIKit's: 0.6, 76/255, 45/255)
    public static let label = rgb255(0, 0, 0)
    public static let secondaryLabel = rgb255(60, 60, 67, 0.6)
    public static let tertiaryLabel = rgb255(60, 60, 67, 76.0 / 255)
    public static let quaternaryLabel = rgb255(60, 60, 67, 45.0 / 255)
    public static let placeholderText = rgb255(60, 60, 67, 76.0 / 255)
    public static let link = rgb255(0, 122, 255)
    /// UIKit's pre-iOS 13 text colours: black, and white at 60 % opacity.
    public static let darkText = rgb255(0, 0, 0)
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    // MARK: Separators
    public static let separator = rgb255(60, 60, 67, 0.29)
    public static let opaqueSeparator = rgb255(198, 198, 200)

    // MARK: Fills
    public static let systemFill = rgb255(120, 120, 128, 0.2)
    public static let secondarySystemFill = rgb255(120, 120, 128, 0.16)
    public static let tertiarySystemFill = rgb255(118, 118, 128, 0.12)
    public static let quaternarySystemFill = rgb255(116, 116, 128, 0.08)

    // MARK: Backgrounds
    public static let systemBackground = rgb255(255, 255, 255)
    public static let secondarySystemBackground = rgb255(242, 242, 247)
    public static let tertiarySystemBackground = rgb255(255, 255, 255)
    public static let systemGroupedBackground = rgb255(242, 242, 247)
    public static let secondarySystemGroupedBackground = rgb255(255, 255, 255)
    public static let tertiarySystemGroupedBackground = rgb255(242, 242, 247)
}
