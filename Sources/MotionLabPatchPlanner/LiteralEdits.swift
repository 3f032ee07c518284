import SwiftSyntax
import SwiftParser

/// An edit that changed nothing but numeric literals: the same tokens in the same order, some
/// integer or floating-point literals with other values. Each edit is named by where the literal
/// stood in the old text (line and column of its first character — the minus of `-2` — as tunable
/// literals' ids are made), so the running program's literal of that id takes the new value.
public enum LiteralEdits {
    public struct Edit: Equatable, Sendable {
        /// 1-based line and column in the old text.
        public var line: Int
        public var column: Int
        /// The new value, and as written.
        public var value: Double
        public var text: String
    }

    /// The literal edits from `old` to `new`, nil when anything but numeric literals changed (an
    /// empty list: nothing changed but trivia).
    public static func find(old: String, new: String) -> [Edit]? {
        let a = Array(Parser.parse(source: old).tokens(viewMode: .sourceAccurate))
        let b = Array(Parser.parse(source: new).tokens(viewMode: .sourceAccurate))
        guard a.count == b.count else { return nil }
        let converter = SourceLocationConverter(fileName: "", tree: Parser.parse(source: old))
        var edits: [Edit] = []
        for (i, (x, y)) in zip(a, b).enumerated() where x.text != y.text {
            guard isNumber(x), isNumber(y), var value = number(y.text) else { return nil }
            // A literal after a prefix minus is one negative literal, named from the minus.
            var start = x
            if i > 0, a[i - 1].text == "-", case .prefixOperator = a[i - 1].tokenKind, a[i - 1].trailingTrivia.isEmpty {
                start = a[i - 1]
                value = -value
            }
            let location = converter.location(for: start.positionAfterSkippingLeadingTrivia)
            edits.append(Edit(line: location.line, column: location.column, value: value, text: y.text))
        }
        return edits
    }

    static func isNumber(_ t: TokenSyntax) -> Bool {
        switch t.tokenKind {
        case .integerLiteral, .floatLiteral: return true
        default: return false
        }
    }

    /// A Swift numeric literal's value (decimal, `0x`, `0o`, `0b`, `_` separators), nil if unreadable.
    static func number(_ text: String) -> Double? {
        let t = text.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where t.hasPrefix(prefix) {
            return UInt64(t.dropFirst(2), radix: radix).map { Double($0) }
        }
        return Double(t)
    }
}
