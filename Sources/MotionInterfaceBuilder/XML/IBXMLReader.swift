import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder file's XML into `IBElement`s with FoundationXML's `XMLParser` (at build
/// time only: the library never parses XML). A file that is not well-formed XML fails with the line
/// the parser stopped at.
public enum IBXMLReader {
    public static func read(_ data: Data, path: String) throws -> IBElement {
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if !ok || delegate.root == nil {
            let line = max(1, parser.lineNumber)
            let reason = parser.parserError.map { Self.describe($0) } ?? "no root element"
            throw IBCompileError(path: path, line: line, message: "not an Interface Builder file: the XML does not parse (\(reason))")
        }
        guard let root = delegate.root else {
            throw IBCompileError(path: path, line: 1, message: "not an Interface Builder file: empty")
        }
        if let open = delegate.stack.last {
            // A file cut short: the parser may stop without an error at the end of the data.
            let lines = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw IBCompileError(path: path, line: lines, message: "not an Interface Builder file: it ends inside <\(open.name)> (opened at line \(open.line))")
        }
        return root
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

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let e = IBElement(name: elementName, attributes: attributeDict, line: max(1, parser.lineNumber))
            if let parent = stack.last {
                e.parent = parent
                parent.children.append(e)
            } else if root == nil {
                root = e
            }
            stack.append(e)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = stack.popLast()
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
    public var description: String { "\(path):\(line): error: \(message)" }
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
    public var description: String { "\(path):\(line): warning: \(message)" }
}
