import Foundation

/// Error text for the command line: every message is one line, and whatever the user typed is
/// echoed back cut short, so a 100 kB argument or a binary script line cannot flood the terminal
/// or break the one-line promise.
public enum ErrorText {
    /// Characters of user input echoed back in a message; longer text ends in "…".
    public static let valueLimit = 80
    /// Characters in a whole message line; a safety net behind `valueLimit` (a long list of known
    /// names fits, a runaway message does not).
    public static let lineLimit = 1000

    /// `text` as it may appear inside a message: control characters shown as escapes (`\n`, `\t`,
    /// `\u{0}`) so it stays on one line, cut to `limit` characters with "…". Reads only the
    /// characters it keeps, so a 10 MB string costs nothing.
    public static func clip(_ text: String, limit: Int = valueLimit) -> String {
        var out = ""
        var count = 0
        for c in text {
            if count == limit { return out + "…" }
            out += visible(c)
            count += 1
        }
        return out
    }

    /// A whole message as one line: control characters escaped, every space-free run longer than
    /// `valueLimit` cut (keeping a closing quote or colon), the line cut at `lineLimit`.
    public static func line(_ message: String) -> String {
        var out = "", outCount = 0, stoppedEarly = false
        var head = "", tail = "", headCount = 0, cut = false
        func flushWord() {
            guard headCount > 0 else { return }
            var word = head
            if cut {
                // Keep a closing quote or colon so "'aaaa…': is not" still reads as a quoted value.
                word += "…" + String(tail.reversed().prefix { "'\":;,.)]".contains($0) }.reversed())
            }
            out += word; outCount += word.count
            head = ""; tail = ""; headCount = 0; cut = false
        }
        for c in message {
            if outCount >= lineLimit { stoppedEarly = true; break }
            if c == " " || c.isNewline {
                flushWord()
                if !out.hasSuffix(" ") { out += " "; outCount += 1 }
                continue
            }
            let v = visible(c)
            if headCount < valueLimit {
                head += v; headCount += 1
            } else {
                cut = true
                tail += v
                if tail.count > 4 { tail.removeFirst(tail.count - 4) }
            }
        }
        flushWord()
        if outCount > lineLimit || stoppedEarly { out = String(out.prefix(lineLimit)) + "…" }
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// A file name for a report line, whole: as it is when it is plain, else in double quotes with
    /// `"`, `\\` and control characters escaped (`"a\\nb.swift"` for a name holding a line break),
    /// so a name can neither split the line nor pass for another.
    public static func quotedName(_ name: String) -> String {
        let plain = !name.isEmpty && !name.hasPrefix(" ") && !name.hasSuffix(" ") && !name.unicodeScalars.contains {
            $0 == "\"" || $0 == "\\" || $0.properties.generalCategory == .control || $0.properties.generalCategory == .lineSeparator
                || $0.properties.generalCategory == .paragraphSeparator
        }
        if plain { return name }
        var out = "\""
        for c in name {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out += visible(c)
            }
        }
        return out + "\""
    }

    /// A character as it may be printed on one line.
    private static func visible(_ c: Character) -> String {
        switch c {
        case "\n": return "\\n"
        case "\r", "\r\n": return c == "\r" ? "\\r" : "\\r\\n"
        case "\t": return "\\t"
        default:
            guard c.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return String(c) }
            return c.unicodeScalars.map { s in
                s.properties.generalCategory == .control ? "\\u{\(String(s.value, radix: 16))}" : String(s)
            }.joined()
        }
    }

    /// The C library's message for `code` ("No space left on device").
    public static func systemMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// One line for any error: its own description when it has one (every MotionLab error does),
    /// and for Foundation's errors the system's reason rather than an `NSCocoaErrorDomain` dump or
    /// "The operation could not be completed".
    public static func describe(_ error: Error) -> String {
        // A Swift error: its own description (an `as? CustomStringConvertible` test would always
        // pass, through the bridge to NSError, whose description is the dump).
        if !(type(of: error) is NSError.Type) { return String(describing: error) }
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            let path = (ns.userInfo[NSFilePathErrorKey] as? String).map { clip($0) + ": " } ?? ""
            return path + systemMessage(Int32(underlying.code))
        }
        if ns.domain == NSPOSIXErrorDomain { return systemMessage(Int32(ns.code)) }
        return ns.localizedDescription
    }
}
