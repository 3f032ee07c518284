/// Whether an edit of a Swift file changed nothing but numeric literals — found by the window itself in
/// about a millisecond, without starting the patch planner, so a literal-only save of a file of `iOS/`
/// applies as `--set` does with no process started and no compile.
///
/// A small lexer over UTF-8 bytes: comments (nested block comments too) and whitespace are trivia;
/// string literals — single-line, multi-line, raw, with interpolations — are one opaque token each (a
/// number inside an interpolation that changed makes the strings differ: not literal-only); numbers
/// are Swift's (`0x`, `_`, exponents, `1..<2` is a number, an operator and a number); identifiers and
/// operators as Swift makes them. When the token sequences agree except for numbers, each changed
/// number is named by where it stood in the old text: line and UTF-8 column of its first character
/// — of the minus of a prefix `-2` — as tunable literals' ids are made. Anything the lexer is not sure
/// of gives nil, and the planner decides.
public enum LiteralDiff {
    public struct Edit: Equatable {
        public var line: Int
        public var column: Int
        public var value: Double
    }

    struct Token: Equatable {
        enum Kind: Equatable { case number, other }
        var kind: Kind
        var text: [UInt8]
        var line: Int
        var column: Int
        /// A `-` directly before a number, with space or an opening bracket before it: a prefix minus.
        var prefixMinus: (line: Int, column: Int)?
        static func == (a: Token, b: Token) -> Bool { a.kind == b.kind && a.text == b.text }
    }

    /// The literal edits from `old` to `new`: nil when anything else changed (or the lexer could not
    /// tell), empty when nothing but trivia changed.
    public static func edits(old: String, new: String) -> [Edit]? {
        guard let a = tokens(Array(old.utf8)), let b = tokens(Array(new.utf8)), a.count == b.count else { return nil }
        var out: [Edit] = []
        for (x, y) in zip(a, b) where x.text != y.text {
            guard x.kind == .number, y.kind == .number, var value = number(y.text) else { return nil }
            if (x.prefixMinus == nil) != (y.prefixMinus == nil) { return nil }
            var at = (x.line, x.column)
            if let minus = x.prefixMinus { at = minus; value = -value }
            out.append(Edit(line: at.0, column: at.1, value: value))
        }
        return out
    }

    /// A number of `new` and where it stood in `old`, for two texts of the same tokens but numbers.
    public struct Aligned: Equatable {
        /// Its place among the numbers of the text.
        public var index: Int
        public var old: (line: Int, column: Int)
        public var new: (line: Int, column: Int)
        public var value: Double
        public var changed: Bool
        public static func == (a: Aligned, b: Aligned) -> Bool {
            a.index == b.index && a.old == b.old && a.new == b.new && a.value == b.value && a.changed == b.changed
        }
    }

    /// Every number of `new` with its place in `old` (positions as tunable literals' ids make them),
    /// when the two differ in numbers only; nil otherwise.
    public static func aligned(old: String, new: String) -> [Aligned]? {
        guard let a = tokens(Array(old.utf8)), let b = tokens(Array(new.utf8)), a.count == b.count else { return nil }
        var out: [Aligned] = []
        for (x, y) in zip(a, b) {
            if x.kind != y.kind { return nil }
            guard x.kind == .number else { if x.text != y.text { return nil }; continue }
            guard var value = number(y.text), (x.prefixMinus == nil) == (y.prefixMinus == nil) else { return nil }
            if y.prefixMinus != nil { value = -value }
            out.append(Aligned(index: out.count, old: x.prefixMinus ?? (x.line, x.column), new: y.prefixMinus ?? (y.line, y.column),
                               value: value, changed: x.text != y.text))
        }
        return out
    }

    static func number(_ bytes: [UInt8]) -> Double? {
        let t = String(decoding: bytes.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where t.hasPrefix(prefix) {
            return UInt64(t.dropFirst(2), radix: radix).map { Double($0) }
        }
        return Double(t)
    }

    static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x24 || c >= 0x80
    }
    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    static let operatorBytes = Set("/=-+!*%<>&|^~?.".utf8)

    static func tokens(_ s: [UInt8]) -> [Token]? {
        var out: [Token] = []
        var i = 0, line = 1, lineStart = 0
        func column(_ at: Int) -> Int { at - lineStart + 1 }
        func advanceLines(from: Int, to: Int) {
            for k in from..<to where s[k] == 0x0A { line += 1; lineStart = k + 1 }
        }
        while i < s.count {
            let c = s[i]
            if c == 0x0A { line += 1; lineStart = i + 1; i += 1; continue }
            if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0B || c == 0x0C { i += 1; continue }
            // Comments.
            if c == UInt8(ascii: "/"), i + 1 < s.count, s[i + 1] == UInt8(ascii: "/") {
                while i < s.count && s[i] != 0x0A { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), i + 1 < s.count, s[i + 1] == UInt8(ascii: "*") {
                var depth = 0, k = i
                repeat {
                    if k + 1 < s.count && s[k] == UInt8(ascii: "/") && s[k + 1] == UInt8(ascii: "*") { depth += 1; k += 2; continue }
                    if k + 1 < s.count && s[k] == UInt8(ascii: "*") && s[k + 1] == UInt8(ascii: "/") { depth -= 1; k += 2; continue }
                    k += 1
                } while depth > 0 && k < s.count
                guard depth == 0 else { return nil }
                advanceLines(from: i, to: k)
                i = k
                continue
            }
            let start = i, startLine = line, startColumn = column(i)
            // Strings (raw: leading #s), one opaque token each.
            var hashes = 0
            while i + hashes < s.count && s[i + hashes] == UInt8(ascii: "#") { hashes += 1 }
            if i + hashes < s.count && s[i + hashes] == UInt8(ascii: "\"") {
                guard let end = stringEnd(s, from: i + hashes, hashes: hashes) else { return nil }
                advanceLines(from: i, to: end)
                out.append(Token(kind: .other, text: Array(s[start..<end]), line: startLine, column: startColumn))
                i = end
                continue
            }
            if isDigit(c) {
                var k = i + 1
                let hex = c == UInt8(ascii: "0") && k < s.count && (s[k] == UInt8(ascii: "x") || s[k] == UInt8(ascii: "X"))
                while k < s.count {
                    let d = s[k]
                    if isIdentifierByte(d) && d < 0x80 && d != 0x24 { k += 1; continue }
                    if d == UInt8(ascii: "."), k + 1 < s.count, isDigit(s[k + 1]) || (hex && isIdentifierByte(s[k + 1])) { k += 1; continue }
                    if (d == UInt8(ascii: "-") || d == UInt8(ascii: "+")),
                       [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(s[k - 1]),
                       hex == ([UInt8(ascii: "p"), UInt8(ascii: "P")].contains(s[k - 1])) { k += 1; continue }
                    break
                }
                var token = Token(kind: .number, text: Array(s[start..<k]), line: startLine, column: startColumn)
                if let last = out.last, last.text == [UInt8(ascii: "-")], last.line == startLine, last.column == startColumn - 1 {
                    let before = last.column - 2 + lineStart  // the byte before the minus
                    if before < lineStart || [0x20, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
                                              UInt8(ascii: ":"), UInt8(ascii: "=")].contains(s[before]) {
                        token.prefixMinus = (last.line, last.column)
                    }
                }
                out.append(token)
                i = k
                continue
            }
            if isIdentifierByte(c) || c == UInt8(ascii: "#") || c == UInt8(ascii: "@") || c == UInt8(ascii: "`") {
                var k = i + 1
                if c == UInt8(ascii: "`") {
                    while k < s.count && s[k] != UInt8(ascii: "`") && s[k] != 0x0A { k += 1 }
                    guard k < s.count, s[k] == UInt8(ascii: "`") else { return nil }
                    k += 1
                } else {
                    while k < s.count && isIdentifierByte(s[k]) { k += 1 }
                }
                out.append(Token(kind: .other, text: Array(s[start..<k]), line: startLine, column: startColumn))
                i = k
                continue
            }
            if operatorBytes.contains(c) {
                var k = i + 1
                while k < s.count && operatorBytes.contains(s[k]) {
                    // A comment starting inside an operator run ends it.
                    if s[k] == UInt8(ascii: "/"), k + 1 < s.count, s[k + 1] == UInt8(ascii: "/") || s[k + 1] == UInt8(ascii: "*") { break }
                    k += 1
                }
                out.append(Token(kind: .other, text: Array(s[start..<k]), line: startLine, column: startColumn))
                i = k
                continue
            }
            out.append(Token(kind: .other, text: [c], line: startLine, column: startColumn))
            i += 1
        }
        return out
    }

    /// The index after the string literal whose opening quote is at `quote` (after `hashes` #s).
    static func stringEnd(_ s: [UInt8], from quote: Int, hashes: Int) -> Int? {
        let q = UInt8(ascii: "\"")
        let multiline = quote + 2 < s.count && s[quote + 1] == q && s[quote + 2] == q
        var k = quote + (multiline ? 3 : 1)
        func closes(at k: Int) -> Bool {
            if multiline {
                guard k + 2 < s.count, s[k] == q, s[k + 1] == q, s[k + 2] == q else { return false }
                return (0..<hashes).allSatisfy { k + 3 + $0 < s.count && s[k + 3 + $0] == UInt8(ascii: "#") }
            }
            guard s[k] == q else { return false }
            return (0..<hashes).allSatisfy { k + 1 + $0 < s.count && s[k + 1 + $0] == UInt8(ascii: "#") }
        }
        while k < s.count {
            if !multiline && s[k] == 0x0A { return nil }
            if closes(at: k) { return k + (multiline ? 3 : 1) + hashes }
            if s[k] == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ k + 1 + $0 < s.count && s[k + 1 + $0] == UInt8(ascii: "#") }) {
                let after = k + 1 + hashes
                guard after < s.count else { return nil }
                if s[after] == UInt8(ascii: "(") {
                    // An interpolation: balanced parentheses, strings inside it skipped.
                    var depth = 1, j = after + 1
                    while j < s.count && depth > 0 {
                        if s[j] == q || (s[j] == UInt8(ascii: "#") && j + 1 < s.count && s[j + 1] == q) {
                            var h = 0
                            while s[j + h] == UInt8(ascii: "#") { h += 1 }
                            guard let end = stringEnd(s, from: j + h, hashes: h) else { return nil }
                            j = end
                            continue
                        }
                        if s[j] == UInt8(ascii: "(") { depth += 1 }
                        if s[j] == UInt8(ascii: ")") { depth -= 1 }
                        j += 1
                    }
                    guard depth == 0 else { return nil }
                    k = j
                    continue
                }
                k = after + 1
                continue
            }
            k += 1
        }
        return nil
    }
}
