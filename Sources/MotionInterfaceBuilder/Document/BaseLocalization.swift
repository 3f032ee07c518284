import Foundation

/// Base internationalization: a storyboard or xib in `Base.lproj` with, for each language, a
/// `<lang>.lproj/<name>.strings` table of its strings keyed `"OBJECTID.property"` (what Xcode's
/// "Localize…" writes). iOS loads the table of the device's language over the Base file; the preview
/// shows the development language's (`CFBundleDevelopmentRegion`, English by default), so that table's
/// strings replace the file's before it is compiled. Other languages' tables are not applied (a warning
/// says so, once per file).
enum BaseLocalization {
    /// A `.strings` file's entries in order, with their lines; a file that does not parse is a warning
    /// naming its line (and no entries).
    static func parse(_ data: Data, path: String) -> (entries: [(key: String, value: String, line: Int)], warning: IBWarning?) {
        guard let text = decode(data) else {
            return ([], IBWarning(path: path, line: 1, message: "not a strings file: neither UTF-8 nor UTF-16 text (not applied)"))
        }
        var p = Parser(chars: Array(text.unicodeScalars))
        var out: [(String, String, Int)] = []
        while true {
            p.skipSpaceAndComments()
            if p.atEnd { break }
            let line = p.line
            guard let key = p.token(), p.skipSpaceAndComments(), p.eat("="), p.skipSpaceAndComments(),
                  let value = p.token(), p.skipSpaceAndComments(), p.eat(";") else {
                return ([], IBWarning(path: path, line: p.line, message: "not a strings file: expected \"key\" = \"value\"; here (not applied)"))
            }
            out.append((key, value, line))
        }
        return (out, nil)
    }

    /// The text of a strings file: UTF-16 with either byte order mark, UTF-8 with or without one, or
    /// UTF-16 without a mark (what `iconv -t UTF-16BE` and some editors write, and Xcode's strings copy
    /// still reads): UTF-8 text has no zero bytes, while UTF-16 text of Latin letters, quotes and
    /// punctuation has one in every pair, first in big-endian order and second in little-endian, so the
    /// side holding more of them tells the order. nil: none of these.
    static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: data.dropFirst(3), encoding: .utf8) }
        if bytes.count >= 2, bytes.count % 2 == 0, bytes.contains(0) {
            var zerosFirst = 0, zerosSecond = 0
            for i in stride(from: 0, to: bytes.count, by: 2) {
                if bytes[i] == 0 { zerosFirst += 1 }
                if bytes[i + 1] == 0 { zerosSecond += 1 }
            }
            if zerosFirst > zerosSecond { return String(data: data, encoding: .utf16BigEndian) }
            if zerosSecond > zerosFirst { return String(data: data, encoding: .utf16LittleEndian) }
            return nil
        }
        return String(data: data, encoding: .utf8)
    }

    /// Old-style property list strings: quoted with `\"`, `\\`, `\n`, `\t`, `\r` and `\UXXXX` escapes,
    /// or bare words; `/* */` and `//` comments.
    struct Parser {
        let chars: [Unicode.Scalar]
        var i = 0
        var line = 1
        var atEnd: Bool { i >= chars.count }

        mutating func advance() { if chars[i] == "\n" { line += 1 }; i += 1 }

        @discardableResult
        mutating func skipSpaceAndComments() -> Bool {
            while !atEnd {
                let c = chars[i]
                if c == " " || c == "\t" || c == "\n" || c == "\r" { advance(); continue }
                if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                    advance(); advance()
                    while !atEnd, !(chars[i] == "*" && i + 1 < chars.count && chars[i + 1] == "/") { advance() }
                    if !atEnd { advance(); advance() }
                    continue
                }
                if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                    while !atEnd, chars[i] != "\n" { advance() }
                    continue
                }
                break
            }
            return true
        }

        mutating func eat(_ c: Unicode.Scalar) -> Bool {
            guard !atEnd, chars[i] == c else { return false }
            advance()
            return true
        }

        mutating func token() -> String? {
            guard !atEnd else { return nil }
            if chars[i] != "\"" {
                var s = String.UnicodeScalarView()
                while !atEnd, chars[i].properties.isAlphabetic || ("0"..."9").contains(chars[i]) || "_.-$:/".unicodeScalars.contains(chars[i]) {
                    s.append(chars[i]); advance()
                }
                return s.isEmpty ? nil : String(s)
            }
            advance()
            var s = String.UnicodeScalarView()
            while !atEnd, chars[i] != "\"" {
                if chars[i] == "\\" {
                    advance()
                    guard !atEnd else { return nil }
                    let e = chars[i]
                    switch e {
                    case "n": s.append("\n")
                    case "t": s.append("\t")
                    case "r": s.append("\r")
                    case "U", "u":
                        var hex = ""
                        while hex.count < 4, i + 1 < chars.count, chars[i + 1].properties.isASCIIHexDigit { advance(); hex.unicodeScalars.append(chars[i]) }
                        if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { s.append(u) }
                    default: s.append(e)
                    }
                    advance()
                    continue
                }
                s.append(chars[i]); advance()
            }
            guard eat("\"") else { return nil }
            return String(s)
        }
    }

    /// Sets the table's strings on the document's objects; warns for keys naming no object or a property
    /// the preview does not localise.
    static func apply(_ entries: [(key: String, value: String, line: Int)], to root: IBElement, stringsPath: String) -> [IBWarning] {
        var byID: [String: IBElement] = [:]
        for e in [root] + root.descendants() { if let id = e["id"] { byID[id] = e } }
        var warnings: [IBWarning] = []
        for (key, value, line) in entries {
            guard let dot = key.firstIndex(of: "."), let element = byID[String(key[..<dot])] else {
                warnings.append(IBWarning(path: stringsPath, line: line, message: "\"\(key.prefix(80))\" names no object of the Base file (not applied)"))
                continue
            }
            let property = String(key[key.index(after: dot)...])
            if !set(property, value, on: element) {
                warnings.append(IBWarning(path: stringsPath, line: line, message: "\"\(key.prefix(80))\": the property \(property.prefix(40)) of <\(element.name)> is not localised by MotionLab (not applied)"))
            }
        }
        return warnings
    }

    static let stateTitles = ["normalTitle": "normal", "highlightedTitle": "highlighted", "selectedTitle": "selected", "disabledTitle": "disabled"]
    static let attributeProperties: Set<String> = ["text", "placeholder", "title", "headerTitle", "footerTitle", "prompt", "backButtonTitle", "badgeValue"]

    /// One localised property: an attribute of the element (`text`, `title`, `placeholder`…), a button
    /// state's title, a segment's title. False when the element has no such place.
    static func set(_ property: String, _ value: String, on e: IBElement) -> Bool {
        if let state = stateTitles[property] {
            guard let s = e.children.first(where: { $0.name == "state" && $0["key"] == state }) else { return false }
            var a = s.attributes; a["title"] = value; s.replaceAttributes(a)
            return true
        }
        if property.hasPrefix("segmentTitles["), property.hasSuffix("]"),
           let n = Int(property.dropFirst("segmentTitles[".count).dropLast()) {
            let segments = e.child("segments")?.children("segment") ?? []
            guard segments.indices.contains(n) else { return false }
            var a = segments[n].attributes; a["title"] = value; segments[n].replaceAttributes(a)
            return true
        }
        guard attributeProperties.contains(property) else { return false }
        // Text with line breaks is a child element (`<string key="text">`).
        if let c = e.children.first(where: { ($0.name == "string" || $0.name == "mutableString") && $0["key"] == property }), e[property] == nil {
            c.text = value
            return true
        }
        // Xcode leaves out an empty text, title or placeholder; other properties must be there.
        guard e[property] != nil || ["text", "title", "placeholder"].contains(property) else { return false }
        var a = e.attributes; a[property] = value; e.replaceAttributes(a)
        return true
    }

    /// The development language's table for a document in `Base.lproj` (`…/Base.lproj/Main.storyboard`
    /// → `…/en.lproj/Main.strings`), and the other languages' tables of it.
    static func tables(for document: String, among strings: [String], region: String) -> (development: String?, others: [String]) {
        let folder = (document as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent == "Base.lproj" else { return (nil, []) }
        let parent = (folder as NSString).deletingLastPathComponent
        let name = ((document as NSString).lastPathComponent as NSString).deletingPathExtension + ".strings"
        let mine = strings.filter { ($0 as NSString).lastPathComponent == name && (($0 as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent == parent }
        let development = mine.first { (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent == region + ".lproj" }
        return (development, mine.filter { $0 != development }.sorted())
    }

    /// `CFBundleDevelopmentRegion` of the target's Info.plist (Xcode's `$(DEVELOPMENT_LANGUAGE)` and a
    /// missing key are English: "en").
    static func developmentRegion(infoPlists: [String]) -> String {
        for plist in infoPlists.sorted() {
            guard let data = RegularFile.read(plist),
                  let dict = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any],
                  let region = dict["CFBundleDevelopmentRegion"] as? String else { continue }
            if region.hasPrefix("$(") || region.isEmpty { return "en" }
            return region == "English" ? "en" : region
        }
        return "en"
    }
}
