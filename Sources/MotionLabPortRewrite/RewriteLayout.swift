/// How the rewritten text is laid out.
///
/// Every pass produces the **build** layout: each line of the user's file stays on its line, and text
/// a pass removes is blanked (replaced by spaces, its line breaks kept) rather than deleted, so the
/// compiler's diagnostics — through `#sourceLocation` — land on the user's own line and, up to the
/// first lengthening edit on a line, on the user's own column. The **edit** layout, for people who
/// port once and keep editing (`motionlab port`), is derived from it: blanked text is deleted, with
/// the whitespace it leaves, and a line left holding nothing but blanked text goes away.
public enum RewriteLayout: Sendable {
    /// Lines and columns kept: what the `MotionLabPort` plugin compiles.
    case build
    /// Tidy text to keep and edit: what `motionlab port` writes.
    case edit
}

/// Blanked text in a pass's output: every removed character becomes `marker`, every removed line
/// break stays a line break (so positions in later passes stay the user's) preceded by `lineMarker`.
/// Both are private-use characters absent from the file, so the final layout step tells blanked text
/// from the user's own text exactly.
struct Blanking {
    let marker: Character
    let lineMarker: Character

    /// Markers not present in `source` (private-use characters, which real source files do not
    /// contain; the first two missing are used).
    init(avoiding source: String) {
        var used = Set<UInt32>()
        for ch in source.unicodeScalars where (0xE000...0xF8FF).contains(ch.value) { used.insert(ch.value) }
        let free = (0xE000...0xF8FF).lazy.filter { !used.contains($0) }
        var iterator = free.makeIterator()
        marker = Character(Unicode.Scalar(iterator.next() ?? 0xF8FE)!)
        lineMarker = Character(Unicode.Scalar(iterator.next() ?? 0xF8FF)!)
    }

    /// `text` blanked: every character a marker, line breaks kept behind a line marker.
    func blank(_ text: String) -> String {
        var out = ""
        for ch in text {
            if ch.isNewline { out.append(lineMarker); out.append(ch) } else { out.append(marker) }
        }
        return out
    }

    /// Turns a pass's output into the requested layout.
    func finish(_ text: String, layout: RewriteLayout) -> String {
        guard text.contains(marker) || text.contains(lineMarker) else { return text }
        switch layout {
        case .build:
            var out = ""
            for ch in text where ch != lineMarker { out.append(ch == marker ? " " : ch) }
            return out
        case .edit:
            // A blanked line break goes with the text it belonged to.
            var joined = ""
            var skipBreak = false
            for ch in text {
                if ch == lineMarker { skipBreak = true; continue }
                if skipBreak && ch.isNewline { skipBreak = false; joined.append(marker); continue }
                skipBreak = false
                joined.append(ch)
            }
            return tidy(joined)
        }
    }

    /// The edit layout: a line that held only blanked text (and whitespace) is removed; elsewhere a
    /// run of blanked text is removed together with the whitespace after it when it follows
    /// whitespace or starts the line (`    @objc func` → `    func`, `private @objc func` →
    /// `private func`), and alone otherwise (`MyVC.tapped␣␣␣␣, for:` → `MyVC.tapped, for:`).
    private func tidy(_ text: String) -> String {
        var lines: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines = lines.compactMap { line in
            guard line.contains(marker) else { return line }
            if line.allSatisfy({ $0 == marker || $0 == " " || $0 == "\t" || $0 == "\r" }) { return nil }
            return Substring(tidyLine(line))
        }
        return lines.joined(separator: "\n")
    }

    private func tidyLine(_ line: Substring) -> String {
        var out = ""
        let chars = Array(line)
        var i = 0
        while i < chars.count {
            guard chars[i] == marker else { out.append(chars[i]); i += 1; continue }
            let followsSpace = out.isEmpty || out.last == " " || out.last == "\t"
            while i < chars.count && chars[i] == marker { i += 1 }
            if followsSpace {
                while i < chars.count && (chars[i] == " " || chars[i] == "\t") { i += 1 }
            }
        }
        return out
    }
}
