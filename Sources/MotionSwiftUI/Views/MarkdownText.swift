import Foundation

/// The inline Markdown SwiftUI's `Text` styles when made from a `LocalizedStringKey` (a string literal):
/// `**strong**`/`__strong__` bold, `*emphasis*`/`_emphasis_` italic (both: `***x***`), `~~strike~~`,
/// `` `code` `` monospaced, `[title](url)` a link in the accent colour, `\` escaping the next character.
/// Block syntax (headings, lists) is not Markdown to `Text` either: it stays as written.
///
/// CommonMark's flanking rules, as far as one line of text needs them: an opening delimiter is followed by
/// a non-space and a closing one preceded by one; `_` opens and closes only at word boundaries
/// (`snake_case_name` stays as is), `*` also inside words; a delimiter without its match is text.
enum MarkdownText {
    /// `text` without object replacement characters (they stand for interpolated images).
    static func withoutImageCharacters(_ text: String) -> String {
        text.contains(Text.imageCharacter) ? text.filter { $0 != Text.imageCharacter } : text
    }

    /// `text` with every character Markdown gives a meaning to escaped (interpolated values stay text).
    static func escaped(_ text: String) -> String {
        let text = withoutImageCharacters(text)
        guard text.contains(where: { special.contains($0) }) else { return text }
        var out = ""
        for c in text {
            if special.contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    private static let special: Set<Character> = ["\\", "*", "_", "~", "`", "[", "]"]

    /// The pieces of `source` with their styles (one unstyled piece for plain text).
    static func parse(_ source: String) -> [Text.Run] {
        guard source.contains(where: { special.contains($0) }) else { return [Text.Run(content: source)] }
        var out: [Text.Run] = []
        parse(Array(source), Text.Run(content: ""), into: &out, depth: 0)
        // Adjacent pieces of the same style are one.
        var merged: [Text.Run] = []
        for piece in out where !piece.content.isEmpty {
            if var last = merged.last, Self.sameStyle(last, piece) {
                last.content += piece.content
                merged[merged.count - 1] = last
            } else {
                merged.append(piece)
            }
        }
        return merged.isEmpty ? [Text.Run(content: "")] : merged
    }

    private static func sameStyle(_ a: Text.Run, _ b: Text.Run) -> Bool {
        var a = a, b = b
        a.content = ""; b.content = ""
        return a == b
    }

    /// Nesting beyond this is text (a hostile string of thousands of `*` cannot recurse without end).
    private static let maxDepth = 16
    /// How far a closing delimiter, `]`, `)` or backtick is looked for (characters): an inline span is
    /// shorter, and an unmatched opener in a long text then costs this much, not the rest of the text (a
    /// string of 20,000 `[` would otherwise take quadratic time).
    private static let maxSpan = 1024

    /// The index of the first `c` in `s` after `i`, within `maxSpan` characters.
    private static func find(_ c: Character, in s: [Character], after i: Int) -> Int? {
        let end = min(s.count, i + 1 + maxSpan)
        guard i + 1 < end else { return nil }
        return s[(i + 1)..<end].firstIndex(of: c)
    }

    private static func parse(_ s: [Character], _ style: Text.Run, into out: inout [Text.Run], depth: Int) {
        var plain = ""
        func flush() {
            guard !plain.isEmpty else { return }
            var piece = style
            piece.content = plain
            out.append(piece)
            plain = ""
        }
        var i = 0
        while i < s.count {
            let c = s[i]
            if c == "\\", i + 1 < s.count, special.contains(s[i + 1]) {
                plain.append(s[i + 1])
                i += 2
                continue
            }
            if depth < maxDepth, c == "`", let end = find("`", in: s, after: i), end > i + 1 {
                flush()
                var code = style
                code.isMonospaced = true
                code.content = String(s[(i + 1)..<end])
                out.append(code)
                i = end + 1
                continue
            }
            if depth < maxDepth, c == "[", let link = linkAt(s, i) {
                flush()
                var linked = style
                linked.color = .accentColor
                parse(Array(s[(i + 1)..<link.titleEnd]), linked, into: &out, depth: depth + 1)
                i = link.end
                continue
            }
            if depth < maxDepth, c == "*" || c == "_" || c == "~", let span = delimitedSpan(s, i) {
                flush()
                var inner = style
                switch (c, span.width) {
                case ("~", _): inner.isStruckThrough = true
                case (_, 1): inner.isItalic = true
                case (_, 2): inner.weight = .bold
                default: inner.weight = .bold; inner.isItalic = true
                }
                parse(Array(s[(i + span.width)..<span.close]), inner, into: &out, depth: depth + 1)
                i = span.close + span.width
                continue
            }
            plain.append(c)
            i += 1
        }
        flush()
    }

    /// A delimiter run at `i` (1–3 of `*` or `_`, exactly 2 of `~`) that opens, and where its matching run
    /// closes: the first later run of the same character and length that may close it.
    private static func delimitedSpan(_ s: [Character], _ i: Int) -> (width: Int, close: Int)? {
        let d = s[i]
        var width = 0
        while i + width < s.count, s[i + width] == d { width += 1 }
        if d == "~" { guard width == 2 else { return nil } } else { guard width <= 3 else { return nil } }
        let after = i + width < s.count ? s[i + width] : " "
        let before = i > 0 ? s[i - 1] : " "
        guard !after.isWhitespace else { return nil }
        if d == "_", before.isLetter || before.isNumber { return nil }
        var j = i + width
        let limit = min(s.count, i + width + maxSpan)
        while j < limit {
            if s[j] == "\\" { j += 2; continue }
            if s[j] == "`", let end = find("`", in: s, after: j) { j = end + 1; continue }
            guard s[j] == d else { j += 1; continue }
            var run = 0
            while j + run < s.count, s[j + run] == d { run += 1 }
            let prior = s[j - 1], next = j + run < s.count ? s[j + run] : " "
            if run == width, !prior.isWhitespace, j > i + width, !(d == "_" && (next.isLetter || next.isNumber)) {
                return (width, j)
            }
            j += run
        }
        return nil
    }

    /// `[title](destination)` at `i`: where the title ends (its `]`) and where the link ends.
    private static func linkAt(_ s: [Character], _ i: Int) -> (titleEnd: Int, end: Int)? {
        var j = i + 1, depth = 0
        let limit = min(s.count, i + 1 + maxSpan)
        while j < limit {
            if s[j] == "\\" { j += 2; continue }
            if s[j] == "[" { depth += 1 }
            if s[j] == "]" {
                if depth == 0 { break }
                depth -= 1
            }
            j += 1
        }
        guard j + 1 < s.count, s[j] == "]", s[j + 1] == "(", let close = find(")", in: s, after: j + 1),
              !s[(j + 2)..<close].contains(where: \.isWhitespace) else { return nil }
        return (j, close + 1)
    }
}
