import Foundation

extension UIFont {
    /// UIKit's font by PostScript or family name ("HelveticaNeue-Bold", "Avenir-Heavy", a font an app
    /// bundles). The preview draws every font with the system face (DejaVu Sans): the weight the name ends
    /// with is kept (Bold, Heavy, Black → bold; Semibold, Demi → semibold; Medium, Light, Thin, UltraLight,
    /// Regular, Book, Roman …), so a bold custom font still draws bold. Never nil for a non-empty name, so
    /// an app's `UIFont(name: …)!` for its bundled font previews instead of crashing; nil for an empty
    /// name, as UIKit returns for a font it does not have. A size that is not finite and positive is
    /// UIKit's default 17.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let trimmed = fontName.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let lower = trimmed.lowercased()
        self.init(pointSize: fontSize, weight: UIFont.weight(ofFontNamed: trimmed),
                  italic: lower.hasSuffix("italic") || lower.hasSuffix("oblique"),
                  monospaced: lower.contains("mono") || lower.hasPrefix("courier") || lower.hasPrefix("menlo"))
    }

    /// The weight a font's name says, from its style suffix (after the last "-", or the name's end).
    static func weight(ofFontNamed name: String) -> Weight {
        let style = (name.split(separator: "-").last.map(String.init) ?? name).lowercased()
        let table: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight),
            ("semibold", .semibold), ("demibold", .semibold), ("demi", .semibold),
            ("extrabold", .heavy), ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black),
            ("bold", .bold), ("medium", .medium), ("light", .light), ("thin", .thin),
        ]
        for (suffix, weight) in table where style.hasSuffix(suffix) || style.hasSuffix(suffix + "italic")
            || style.hasSuffix(suffix + "oblique") { return weight }
        return .regular
    }

    /// The families a preview has: the system face's.
    public static var familyNames: [String] { ["DejaVu Sans"] }

    /// The faces of `familyName` (the system face's two for DejaVu Sans, none for another).
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        familyName == "DejaVu Sans" ? ["DejaVuSans", "DejaVuSans-Bold"] : []
    }
}
