import Foundation

/// Xcode 15's generated asset symbols (`GeneratedAssetSymbols.swift`, on by default in its app template):
/// a static member of `ImageResource` per image set and of `ColorResource` per colour set, and the
/// framework extensions — `UIImage.name`, `UIColor.name`, and with SwiftUI `Color.name` and
/// `ShapeStyle.name` — so iOS 17 code writes `Image(.loveReaction)`, `Color(.tabBG)` or
/// `.foregroundStyle(.tabBG)`.
///
/// Names as Xcode forms them: the set's name cut into words at characters that are neither letters
/// nor digits, the first word's leading capitals lower-cased ("TabBG" → `tabBG`, "URLIcon" → `urlIcon`),
/// later words capitalised ("love_reaction" → `loveReaction`), a "Color" suffix dropped from colours
/// and an "Image" suffix from images ("AccentColor" → `accent`), a leading digit prefixed with `_`.
/// Sets in folders that provide a namespace, and two names that would make one member, get no member.
enum AssetSymbols {
    /// The declarations for the catalogs' sets (empty without any). `swiftUI`: the target's files import
    /// SwiftUI, so the `Color`/`ShapeStyle` members can be declared.
    static func declarations(catalogContents: [String], compiler: AssetCatalogCompiler, swiftUI: Bool) -> String {
        var images: [String: String] = [:], colors: [String: String] = [:]
        var clashes: Set<String> = []
        for contents in catalogContents.sorted() {
            let folder = (contents as NSString).deletingLastPathComponent
            let ext = (folder as NSString).pathExtension
            guard ext == "imageset" || ext == "colorset" else { continue }
            let name = compiler.assetName(folder)
            guard !name.contains("/"), let symbol = symbolName(name, droppingSuffix: ext == "colorset" ? "Color" : "Image") else { continue }
            let key = (ext == "colorset" ? "c:" : "i:") + symbol
            if clashes.contains(key) { continue }
            // Two sets of one name (in two folders) are one asset, as a lookup by name finds one of them;
            // two names that make one member make none.
            if ext == "colorset" {
                if let other = colors[symbol], other != name { colors[symbol] = nil; clashes.insert(key); continue }
                colors[symbol] = name
            } else {
                if let other = images[symbol], other != name { images[symbol] = nil; clashes.insert(key); continue }
                images[symbol] = name
            }
        }
        guard !images.isEmpty || !colors.isEmpty else { return "" }
        func id(_ s: String) -> String { swiftKeywords.contains(s) ? "`\(s)`" : s }
        var s = "\n// Xcode 15's asset symbols for this target's asset catalogs.\n"
        s += "\n"
        // A resource type's members for `sets` (symbol → set name) and its framework type's over them.
        func members(_ resource: String, _ framework: String, _ sets: [String: String]) -> String {
            var t = "extension \(resource) {\n"
            for (symbol, name) in sets.sorted(by: { $0.key < $1.key }) {
                t += "    static let \(id(symbol)) = \(resource)(name: \(SwiftLiteral.string(name)), bundle: .main)\n"
            }
            t += "}\n\nextension \(framework) {\n"
            for symbol in sets.keys.sorted() where !isFrameworkMember(symbol) {
                t += "    static var \(id(symbol)): \(framework) { \(framework)(resource: .\(id(symbol))) }\n"
            }
            return t + "}\n"
        }
        if !colors.isEmpty { s += members("ColorResource", "UIColor", colors) }
        if !images.isEmpty { s += "\n" + members("ImageResource", "UIImage", images) }
        if swiftUI && !colors.isEmpty {
            s += "\nimport SwiftUI\n"
            for type in ["Color", "ShapeStyle where Self == Color"] {
                s += "\nextension \(type) {\n"
                for symbol in colors.keys.sorted() where !isFrameworkMember(symbol) {
                    s += "    static var \(id(symbol)): Color { Color(ColorResource.\(id(symbol))) }\n"
                }
                s += "}\n"
            }
        }
        return s
    }

    /// The member name Xcode gives a set named `name` (nil when nothing is left of it).
    static func symbolName(_ name: String, droppingSuffix suffix: String) -> String? {
        var words: [String] = []
        var current = ""
        for ch in name {
            if ch.isLetter || ch.isNumber, ch.isASCII { current.append(ch) } else if !current.isEmpty { words.append(current); current = "" }
        }
        if !current.isEmpty { words.append(current) }
        guard var first = words.first else { return nil }
        // The first word's leading capitals: all of them when the word is capitals only, else all but the
        // one that starts the next part ("URLIcon" → "urlIcon", "TabBG" → "tabBG").
        let chars = Array(first)
        var run = 0
        while run < chars.count, chars[run].isUppercase { run += 1 }
        if run == chars.count {
            first = first.lowercased()
        } else if run > 0 {
            let cut = run > 1 ? run - 1 : 1
            first = String(chars[..<cut]).lowercased() + String(chars[cut...])
        }
        var symbol = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.hasSuffix(suffix), symbol.count > suffix.count { symbol.removeLast(suffix.count) }
        if let c = symbol.first, c.isNumber { symbol = "_" + symbol }
        return symbol.isEmpty ? nil : symbol
    }

    /// Members UIKit's and SwiftUI's types already have (`UIColor.red`, `Color.accentColor`,
    /// `ShapeStyle.tint`, `UIImage.add`): a set of such a name gets its resource member only, as Xcode
    /// leaves out framework members that would collide with the SDK's.
    static let frameworkMembers: Set<String> = [
        "black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple", "mint", "teal", "cyan",
        "indigo", "brown", "magenta", "clear", "darkGray", "lightGray", "primary", "secondary", "tertiary", "quaternary",
        "quinary", "accentColor", "tint", "tintColor", "foreground", "background", "selection", "separator", "placeholder",
        "link", "fill", "label", "windowBackground", "bar", "ultraThinMaterial", "thinMaterial", "regularMaterial",
        "thickMaterial", "ultraThickMaterial", "opaqueSeparator", "placeholderText", "lightText", "darkText", "add",
        "remove", "checkmark", "actions", "strokedCheckmark",
    ]

    static func isFrameworkMember(_ symbol: String) -> Bool { frameworkMembers.contains(symbol) || symbol.hasPrefix("system") }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "rethrows", "super", "self", "throw", "throws", "true", "try", "Self", "Type", "Protocol",
    ]
}

extension AssetSymbols {
    /// Whether one of `files` imports SwiftUI (then the target depends on it).
    static func importsSwiftUI(_ files: Set<String>) -> Bool {
        files.contains { path in
            guard let data = RegularFile.read(path), let text = String(data: data, encoding: .utf8) else { return false }
            return text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import SwiftUI") }
        }
    }
}
