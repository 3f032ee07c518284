import Foundation

/// Numbers as people type them and as Swift source spells them.
public enum LiteralNumber {
    /// A number typed on the command line or in the window ("0.8", "-2", "1e-3", "1_000"); nil when
    /// it is none.
    public static func parse(_ text: String) -> Double? {
        let t = text.replacingOccurrences(of: "_", with: "")
        guard !t.isEmpty, t.first != "+" || t.count > 1, let v = Double(t) else { return nil }
        return v
    }

    /// The shortest text that reads back as `value`: "2" for a whole number, else Swift's own
    /// shortest round-trip form ("0.55", "1e-05").
    public static func text(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return value == 0 ? "0" : String(Int64(value)) }
        if !value.isFinite { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        return "\(value)"
    }

    /// The Swift source text that replaces `original` with `value`, in its style: an integer literal
    /// stays one when the value is whole ("1" → "2"), a floating-point literal keeps a fraction ("1.0"
    /// → "2.0"); other values are their shortest round-trip text ("0.55", "1e-05", which Swift reads
    /// as the same Double). A negative value after an operator character is parenthesised, so
    /// `a*0.5` becomes `a*(-0.5)` and not the operator `*-`. An `Int` literal (`type` `.int`, a value
    /// checked by `LiteralValueType.refusal`) is always written as an integer literal, never `1e+18`.
    public static func sourceText(_ value: Double, replacing original: String, after previous: Character?,
                                  as type: LiteralValueType = .double) -> String {
        var text: String
        let originalIsInteger = !original.contains(".") && !original.lowercased().contains("e")
            && !original.lowercased().contains("p")
        if type == .int, let whole = Int64(exactly: value) {
            text = String(whole)
        } else if value.rounded() == value, abs(value) < 1e15 {
            text = String(Int64(value))
            if value == 0, value.sign == .minus { text = "0" }
            if !originalIsInteger { text += ".0" }
        } else {
            text = "\(value)"
        }
        if text.hasPrefix("-"), let previous, "/=-+!*%<>&|^~?".contains(previous) {
            text = "(" + text + ")"
        }
        return text
    }
}
