/// The build layout's frame: `#sourceLocation(file: "…", line: 1)` before the rewritten text and
/// `#sourceLocation()` after it, so every diagnostic in a rewritten file names the user's file and
/// line (the rewrite keeps every line where it was; see `RewritePass`).
public enum SourceLocationFrame {
    public static func wrap(_ text: String, originalPath: String) -> String {
        // The compiler takes the path literally (escapes are not interpreted), so a path with a
        // quote, a backslash or a line break cannot be named; such a file is compiled unframed and its
        // diagnostics name the rewritten copy instead (same lines).
        guard !originalPath.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) else { return text }
        var body = text
        if body.hasPrefix("\u{FEFF}") { body.removeFirst() }
        if !body.isEmpty && !body.hasSuffix("\n") { body += "\n" }
        return "#sourceLocation(file: \"\(originalPath)\", line: 1)\n" + body + "#sourceLocation()\n"
    }
}
