import Foundation

/// JSON text for the values commands print (traces, `inspect`, `export`): one string quoter, so every
/// output escapes names the same way — layer names and identifiers come from the user's code and may
/// hold quotes, backslashes or control characters, which must not break a JSON line.
public enum JSONText {
    /// `s` as a JSON string literal: quotes and backslashes escaped, `\n` `\t` `\r` by name, other
    /// control characters as `\u00XX`; everything else as it is (JSON text is UTF-8).
    public static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}
