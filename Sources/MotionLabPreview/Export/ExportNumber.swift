import Foundation

/// Number and name spelling shared by the exporters.
public enum ExportText {
    /// The shortest text that reads back as exactly `value` (Swift's `description`), without a
    /// trailing ".0" on whole numbers: 2.1, 0.06, 1, 1.0745493617706218. −0 prints as 0.
    public static func number(_ value: Double) -> String {
        let v = value + 0.0
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return v.description
    }

    /// `value` rounded to `decimals` decimals, trailing zeros removed (for CSS stops: 0.1234, 12.5).
    static func rounded(_ value: Double, decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
    }

    /// "appBackground" → "app-background" (CSS class and keyframes names).
    static func kebab(_ name: String) -> String {
        var out = ""
        for c in name {
            if c.isUppercase, !out.isEmpty { out += "-" }
            out += c.lowercased()
        }
        return out
    }

    /// "mapView", "scale" → "mapViewScale" (Swift identifiers).
    static func camel(_ parts: String...) -> String {
        var out = ""
        for (i, p) in parts.enumerated() where !p.isEmpty {
            out += i == 0 || out.isEmpty ? p : p.prefix(1).uppercased() + p.dropFirst()
        }
        return out
    }
}
