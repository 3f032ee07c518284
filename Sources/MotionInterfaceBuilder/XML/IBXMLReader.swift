import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder file's XML into `IBElement`s with FoundationXML's `XMLParser` (at build
/// time only: the library never parses XML). A file that is not well-formed XML fails with the line
/// the parser stopped at.
public enum IBXMLReader {
    /// Elements nested deeper than this are refused (one line naming the file and line): every stage
    /// after the reader — the tree's release, the view compiler — recurses per level, and a hostile or
    /// generated file 1,000 views deep would overflow the stack (SIGSEGV). 512 XML levels is about 250
    /// nested views (each is `<view><subviews>`); Xcode's own files stay far below (a deep real screen
    /// is 20–40 views). The bound plays the part `SourceNesting` plays for Swift.
    public static let maximumDepth = 512
    /// Elements in one file: bounds the memory a file can make the compiler hold (a 100,000-label
    /// storyboard is about 400,000 elements).
    public static let maximumElements = 2_000_000

    public static func read(_ data: Data, path: String) throws -> IBElement {
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if let limit = delegate.limit {
            delegate.release()
            throw IBCompileError(path: path, line: limit.line, message: limit.message)
        }
        if !ok || delegate.root == nil {
            let reason = parser.parserError.map { Self.describe($0) } ?? "no root element"
            let line = errorLine(reported: parser.lineNumber, error: parser.parserError, data: data, lastCallback: delegate.lastLine)
            delegate.release()
            throw IBCompileError(path: path, line: line, message: "not an Interface Builder file: the XML does not parse (\(reason))")
        }
        guard let root = delegate.root else {
            throw IBCompileError(path: path, line: 1, message: "not an Interface Builder file: empty")
        }
        if let open = delegate.stack.last {
            // A file cut short: the parser may stop without an error at the end of the data.
            let lines = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            delegate.release()
            throw IBCompileError(path: path, line: lines, message: "not an Interface Builder file: it ends inside <\(open.name)> (opened at line \(open.line))")
        }
        return root
    }

    /// The line of a parse error. libxml2 reports some errors (a byte that is not UTF-8, an undeclared
    /// entity) with the line where its input ended, one past the file's last line; then the line is
    /// found in the data — the first bad byte, the first entity that is not XML's own — or, failing
    /// that, the line of the last element or text the parser delivered.
    static func errorLine(reported: Int, error: Error?, data: Data, lastCallback: Int) -> Int {
        // Lines holding text: a final line break ends the last line, it does not start another.
        let lines = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } - (data.last == 0x0A ? 1 : 0)
        if reported >= 1 && reported <= lines { return reported }
        let code = (error as NSError?)?.code ?? 0
        let bytes = [UInt8](data)
        if code == 9, let offset = firstInvalidUTF8(bytes) { return line(at: offset, in: bytes) }
        if code == 26 || code == 27, let offset = firstForeignEntity(bytes) { return line(at: offset, in: bytes) }
        return max(1, min(lastCallback, lines))
    }

    static func line(at offset: Int, in bytes: [UInt8]) -> Int {
        var n = 1
        for b in bytes[..<min(offset, bytes.count)] where b == 0x0A { n += 1 }
        return n
    }

    /// The offset of the first byte that is not part of valid UTF-8 (nil for a valid or non-UTF-8-declared
    /// file: a UTF-16 document is decoded by libxml2 itself).
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return nil }
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let width = b < 0x80 ? 1 : b >> 5 == 0b110 && b >= 0xC2 ? 2 : b >> 4 == 0b1110 ? 3 : b >> 3 == 0b11110 && b <= 0xF4 ? 4 : 0
            guard width > 0, i + width <= bytes.count else { return i }
            for k in 1..<width where bytes[i + k] >> 6 != 0b10 { return i }
            i += width
        }
        return nil
    }

    /// The offset of the first `&name;` that is not one of XML's five entities or a character reference.
    static func firstForeignEntity(_ bytes: [UInt8]) -> Int? {
        let own: Set<String> = ["amp", "lt", "gt", "quot", "apos"]
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "&") {
                var j = i + 1
                while j < bytes.count, j - i < 64, bytes[j] != UInt8(ascii: ";"), bytes[j] != UInt8(ascii: "&"), bytes[j] != UInt8(ascii: "<") { j += 1 }
                if j < bytes.count, bytes[j] == UInt8(ascii: ";") {
                    let name = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
                    if !name.hasPrefix("#") && !own.contains(name) { return i }
                }
            }
            i += 1
        }
        return nil
    }

    private static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let d = ns.userInfo[NSLocalizedDescriptionKey] as? String, !d.isEmpty, !d.contains("NSXMLParserErrorDomain") { return d }
        if let name = libxml2Errors[ns.code] { return "\(name) (XML error \(ns.code))" }
        return "XML error \(ns.code)"
    }

    /// libxml2's error numbers (xmlerror.h) for what a damaged or foreign file runs into; the corelibs
    /// parser reports only the number.
    static let libxml2Errors: [Int: String] = [
        1: "an internal limit was exceeded (a value or name too long?)", 2: "out of memory",
        3: "no document start", 4: "empty, or not XML", 5: "extra content after the document",
        9: "a character that XML does not allow", 26: "an undeclared entity", 38: "'<' inside an attribute value",
        39: "an attribute value without quotes", 40: "an attribute value not closed", 41: "an attribute without a value",
        42: "an attribute given twice", 68: "a name was expected", 73: "'>' expected", 74: "'</' expected",
        75: "'=' expected", 76: "a closing tag that does not match", 77: "a tag not finished",
        89: "entities that expand without end (an entity loop or amplification)",
    ]

    private final class Delegate: NSObject, XMLParserDelegate {
        var root: IBElement?
        var stack: [IBElement] = []
        var count = 0
        var lastLine = 1
        /// Set when a bound was passed: the parse was aborted there.
        var limit: (line: Int, message: String)?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            guard limit == nil else { return }
            let line = max(1, parser.lineNumber)
            lastLine = line
            count += 1
            if stack.count >= IBXMLReader.maximumDepth {
                limit = (line, "<\(elementName.prefix(40))> is nested too deeply for the Interface Builder compiler (more than \(IBXMLReader.maximumDepth) elements deep); nothing written")
                parser.abortParsing()
                return
            }
            if count > IBXMLReader.maximumElements {
                limit = (line, "more than \(IBXMLReader.maximumElements) elements is more than the Interface Builder compiler reads; nothing written")
                parser.abortParsing()
                return
            }
            let e = IBElement(name: elementName, attributes: attributeDict, line: line)
            if let parent = stack.last {
                e.parent = parent
                parent.children.append(e)
            } else if root == nil {
                root = e
            }
            stack.append(e)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            lastLine = max(1, parser.lineNumber)
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            lastLine = max(1, parser.lineNumber)
            if let e = stack.popLast(), e["base64-UTF8"] == "YES", let decoded = IBElement.decodedBase64UTF8(e.text) {
                e.text = decoded
            }
        }

        /// Frees a (possibly deep) partial tree bottom-up, without the recursion of nested releases.
        func release() {
            var all: [IBElement] = []
            if let root { all.append(root) }
            var i = 0
            while i < all.count { all += all[i].children; i += 1 }
            for e in all.reversed() { e.children = [] }
            root = nil
            stack = []
        }
    }
}

/// A failure that stops the build: a file that is not Interface Builder XML, or cannot be read.
/// Printed as `path:line: error: message`, the form compilers use, so the build names the place.
public struct IBCompileError: Error, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let message: String
    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }
    public var description: String { "\(BuildLine.escaped(path)):\(line): error: \(BuildLine.escaped(message))" }
}

/// A warning: something the compiler read but does not map (an element, an attribute, a value), named
/// by file and line. Never fatal.
public struct IBWarning: Equatable, CustomStringConvertible, Sendable {
    public let path: String
    public let line: Int
    public let message: String
    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }
    public var description: String { "\(BuildLine.escaped(path)):\(line): warning: \(BuildLine.escaped(message))" }
}

/// Build output is one line per diagnostic (Xcode and SwiftPM read `path:line: warning: …` lines), so text
/// echoed from the user's files — a storyboard name, an Info.plist value, a file name — keeps its line
/// breaks and other control characters as escapes (`\n`, `\u{1B}`), and bidirectional overrides
/// (U+202A…U+202E, U+2066…U+2069), which would reorder the rest of the line on screen, too.
enum BuildLine {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where needsEscape(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
            || (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
    }
}
