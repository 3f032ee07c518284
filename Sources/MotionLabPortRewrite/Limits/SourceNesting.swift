/// A look at a file's brackets before swift-syntax parses it, so that no source can crash or hang
/// the port: swift-syntax recurses once per level of nesting (1,300 levels of `Array<Array<…>>`
/// overflow an 8 MiB stack in a debug build, which is how the plugin builds the tool), and its
/// lookahead for a type that starts with `[` (an array or an inline-array type) tries two readings
/// at every `[` of a run, so 20 `[` in a row take 17 s and 40 take longer than anyone waits.
///
/// The scan is lexical and linear: comments, string literals (raw, multi-line, with interpolations)
/// are skipped; `(`, `[`, `{` and a `<` right after a name (a generic argument list) count as
/// levels; a `<` that turns out to be a comparison is forgotten at the end of its line, statement
/// or bracket, so it can only over-count a level locally. Real code stays far inside both limits
/// (a deep SwiftUI body is 30–40 levels; `[[[Int]]]` is three `[` in a row).
public struct SourceNesting: Sendable, Equatable {
    /// Levels of nesting the port reads: more is refused before parsing.
    public static let maximumDepth = 256
    /// `[` in a row (only `[`, `(`, spaces and comments between): more is refused before parsing.
    /// At 10 swift-syntax's lookahead costs about 0.04 s in a debug build, doubling with each one more.
    public static let maximumBracketRun = 10

    /// The deepest nesting, and where it first went over `maximumDepth` (1-based line and UTF-8 column).
    public private(set) var depth = 0
    public private(set) var tooDeepAt: (line: Int, column: Int)?
    /// The longest run of `[`, and where it first went over `maximumBracketRun`.
    public private(set) var bracketRun = 0
    public private(set) var longRunAt: (line: Int, column: Int)?

    public static func == (a: SourceNesting, b: SourceNesting) -> Bool {
        a.depth == b.depth && a.bracketRun == b.bracketRun && a.tooDeepAt?.line == b.tooDeepAt?.line
            && a.tooDeepAt?.column == b.tooDeepAt?.column && a.longRunAt?.line == b.longRunAt?.line
            && a.longRunAt?.column == b.longRunAt?.column
    }

    /// Why the port refuses the file, or nil when it is within both limits.
    public func refusal(fileName: String) -> PortLimitError? {
        if let at = tooDeepAt {
            return PortLimitError(fileName: fileName, line: at.line, column: at.column,
                                  reason: "too deeply nested for the port (\(Self.grouped(depth)) levels; at most \(Self.maximumDepth))")
        }
        if let at = longRunAt {
            return PortLimitError(fileName: fileName, line: at.line, column: at.column,
                                  reason: "\(Self.grouped(bracketRun)) '[' in a row is more than the port's parser can read in reasonable time (at most \(Self.maximumBracketRun)); split the literal or name its parts")
        }
        return nil
    }

    /// 1500 → "1,500".
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    /// Scans `source` (linear in its length; no recursion).
    public init(scanning source: String) {
        var scanner = Scanner(bytes: Array(source.utf8))
        scanner.run()
        depth = scanner.maxDepth
        tooDeepAt = scanner.tooDeepAt
        bracketRun = scanner.maxRun
        longRunAt = scanner.longRunAt
    }

    private struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        var lineStart = 0

        /// Open brackets: the byte that opened it, and whether it is a string interpolation's `(`.
        var open: [(byte: UInt8, interpolation: Bool)] = []
        /// The string literals we are inside of (interpolations nest them): their `#` count and form.
        var strings: [(hashes: Int, multiline: Bool)] = []
        /// Whether the innermost context is a string (not code inside its interpolation).
        var stringIsInnermost = false

        var maxDepth = 0
        var tooDeepAt: (line: Int, column: Int)?
        var runNow = 0
        var maxRun = 0
        var longRunAt: (line: Int, column: Int)?

        init(bytes: [UInt8]) { self.bytes = bytes }

        var column: Int { i - lineStart + 1 }

        func peek(_ k: Int = 0) -> UInt8? { i + k < bytes.count ? bytes[i + k] : nil }

        mutating func newline() { line += 1; lineStart = i + 1 }

        static func isNameByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }

        mutating func push(_ byte: UInt8, interpolation: Bool = false) {
            open.append((byte, interpolation))
            if open.count > maxDepth { maxDepth = open.count }
            if open.count > SourceNesting.maximumDepth, tooDeepAt == nil { tooDeepAt = (line, column) }
        }

        /// Forgets `<` that were comparisons (the end of a line, statement or bracket came first).
        mutating func dropAngles() {
            while let last = open.last, last.byte == UInt8(ascii: "<") { open.removeLast() }
        }

        mutating func run() {
            while i < bytes.count {
                if stringIsInnermost { scanString(); continue }
                scanCode()
            }
        }

        /// One step in code.
        mutating func scanCode() {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\n"):
                dropAngles(); newline(); i += 1; return       // a run of `[` continues over line breaks
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                i += 1; return
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                return
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment(); return
            default: break
            }
            // Anything but `[` and `(` (and spaces, comments) ends a run of `[`.
            if b == UInt8(ascii: "[") {
                runNow += 1
                if runNow > maxRun { maxRun = runNow }
                if runNow > SourceNesting.maximumBracketRun, longRunAt == nil { longRunAt = (line, column) }
            } else if b != UInt8(ascii: "(") {
                runNow = 0
            }
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: "["):
                push(b)
            case UInt8(ascii: "{"):
                dropAngles(); push(b)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                dropAngles()
                let opener: UInt8 = b == UInt8(ascii: ")") ? UInt8(ascii: "(") : b == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                if let index = open.lastIndex(where: { $0.byte == opener }) {
                    let interpolation = open[index].interpolation
                    open.removeSubrange(index...)
                    if interpolation { stringIsInnermost = true }
                }
            case UInt8(ascii: "<"):
                // A generic argument list: `Name<`, not `a < b`, `<<`, `<=`.
                if i > 0, Self.isNameByte(bytes[i - 1]) || bytes[i - 1] == UInt8(ascii: ">"),
                   peek(1) != UInt8(ascii: "<"), peek(1) != UInt8(ascii: "=") {
                    push(b)
                }
            case UInt8(ascii: ">"):
                if i > 0, bytes[i - 1] == UInt8(ascii: "-") { break }   // `->`
                if open.last?.byte == UInt8(ascii: "<") { open.removeLast() }
            case UInt8(ascii: ";"), UInt8(ascii: "="):
                dropAngles()
            case UInt8(ascii: "&") where peek(1) == UInt8(ascii: "&"), UInt8(ascii: "|") where peek(1) == UInt8(ascii: "|"):
                dropAngles()
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard peek(hashes) == UInt8(ascii: "\"") else { i += max(1, hashes); return }
                i += hashes
                let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                i += multiline ? 3 : 1
                strings.append((hashes, multiline))
                stringIsInnermost = true
                return
            default: break
            }
            i += 1
        }

        /// One step inside the innermost string literal.
        mutating func scanString() {
            guard let string = strings.last else { stringIsInnermost = false; return }
            let b = bytes[i]
            if b == UInt8(ascii: "\n") {
                newline(); i += 1
                if !string.multiline { strings.removeLast(); stringIsInnermost = false }   // unterminated
                return
            }
            if b == UInt8(ascii: "\\") {
                var k = 1
                var hashes = 0
                while peek(k) == UInt8(ascii: "#") { k += 1; hashes += 1 }
                if hashes == string.hashes {
                    if peek(k) == UInt8(ascii: "(") {
                        i += k
                        // The interpolation's code: its `(` is a level, and closing it returns to the string.
                        stringIsInnermost = false
                        runNow = 0
                        push(UInt8(ascii: "("), interpolation: true)
                        i += 1
                        return
                    }
                    if peek(k) == UInt8(ascii: "\n") { i += k; return }
                    i += k + 1      // an escaped character (skips an escaped quote)
                    return
                }
                i += 1
                return
            }
            if b == UInt8(ascii: "\"") {
                let quotes = string.multiline ? 3 : 1
                var k = 0
                while k < quotes, peek(k) == UInt8(ascii: "\"") { k += 1 }
                if k == quotes {
                    var hashes = 0
                    while hashes < string.hashes, peek(k + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if hashes == string.hashes {
                        i += k + hashes
                        strings.removeLast()
                        stringIsInnermost = false
                        return
                    }
                }
            }
            i += 1
        }

        mutating func skipBlockComment() {
            var level = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { level += 1; i += 2; continue }
                if bytes[i] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    level -= 1; i += 2
                    if level == 0 { return }
                    continue
                }
                if bytes[i] == UInt8(ascii: "\n") { newline() }
                i += 1
            }
        }
    }
}

/// A source the port will not read: too deep, or too slow to parse. One line naming the file and,
/// when known, the place: "iOS/Deep.swift:1:1290: too deeply nested for the port (1,500 levels; at
/// most 256)".
public struct PortLimitError: Error, Sendable, Equatable, CustomStringConvertible {
    public let fileName: String
    public let line: Int?
    public let column: Int?
    public let reason: String

    public init(fileName: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String {
        guard let line else { return "\(fileName): \(reason)" }
        return "\(fileName):\(line):\(column ?? 1): \(reason)"
    }
}
