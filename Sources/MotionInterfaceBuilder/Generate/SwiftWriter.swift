/// Swift text with `#sourceLocation` directives, so every statement made from an element of an
/// Interface Builder file is attributed to that file and line: a compiler error in generated code (an
/// outlet the class lacks, a runtime attribute of the wrong type) names the storyboard's line.
struct SwiftWriter {
    private(set) var text = ""
    /// The IB file the directives name (nil: no directives, when the path cannot be written in one).
    let path: String?
    /// The line the next emitted line is attributed to, while a directive is in force.
    private var nextLine: Int?

    init(path: String?) {
        if let path, !path.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) {
            self.path = path
        } else {
            self.path = nil
        }
    }

    /// One line of code attributed to `line` of the IB file (nil: generated plumbing, no attribution).
    mutating func emit(_ code: String, line: Int?, indent: Int = 2) {
        if let line, let path {
            if nextLine != line {
                text += "#sourceLocation(file: \"\(path)\", line: \(line))\n"
            }
            nextLine = line + 1
        } else {
            endAttribution()
        }
        text += String(repeating: "    ", count: indent) + code + "\n"
    }

    /// A line outside any attribution (declarations, braces).
    mutating func plain(_ code: String, indent: Int = 0) {
        endAttribution()
        text += String(repeating: "    ", count: indent) + code + "\n"
    }

    mutating func endAttribution() {
        if nextLine != nil {
            text += "#sourceLocation()\n"
            nextLine = nil
        }
    }

    mutating func append(raw: String) {
        endAttribution()
        text += raw
    }
}

/// Swift literals for values read from the XML.
enum SwiftLiteral {
    /// A string literal with every character that needs it escaped.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A number as Swift writes a `CGFloat`/`Double` literal (`12`, `0.5`, `-3`).
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// A Swift identifier made of an IB name (letters, digits and `_` kept; anything else `_`).
    static func identifierPart(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            if (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c == "_" {
                out.unicodeScalars.append(c)
            } else {
                out += "_"
            }
        }
        return out.isEmpty ? "_" : out
    }

    /// `s` inside a `//` comment: a line break or other control character (a file name may hold one)
    /// is written as its escape (`\n`, `\u{7}`), so the comment stays one line and nothing of the name
    /// becomes code.
    static func commentText(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 || c.value == 0x7F || (0x80...0x9F).contains(c.value) || c == "\u{2028}" || c == "\u{2029}" {
                    out += "\\u{\(String(c.value, radix: 16))}"
                } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    /// `s` as part of a generated connector's name: ASCII letters, digits and `_` as they are, `:`
    /// (a selector's) as `_`, anything else as its code point (`é` → `U00E9`), so names that differ
    /// only in letters beyond ASCII stay different.
    static func connectorPart(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            if (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c == "_" {
                out.unicodeScalars.append(c)
            } else if c == ":" || c == "." {
                out += "_"
            } else {
                let hex = String(c.value, radix: 16, uppercase: true)
                out += "U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        return out.isEmpty ? "_" : out
    }

    /// Whether `s` is a plain Swift identifier (so it can be written as a member name).
    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first else { return false }
        let letter: (Unicode.Scalar) -> Bool = { ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || $0 == "_" }
        guard letter(first) else { return false }
        return s.unicodeScalars.allSatisfy { letter($0) || ($0 >= "0" && $0 <= "9") }
    }

    /// FNV-1a of a text, 8 hex digits: stable names for generated types.
    static func hash(_ s: String) -> String {
        var h: UInt32 = 2_166_136_261
        for byte in s.utf8 { h = (h ^ UInt32(byte)) &* 16_777_619 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
