import Foundation

/// One element of an Interface Builder file as read: its name, attributes (in no particular order),
/// children in document order, and the line it starts on (1-based), which every diagnostic and every
/// `#sourceLocation` of the code made from it names.
public final class IBElement {
    public let name: String
    public private(set) var attributes: [String: String]
    public internal(set) var children: [IBElement] = []
    public let line: Int
    /// The element's character data (`<string key="text">Two\nlines</string>`), whitespace kept.
    public internal(set) var text = ""
    public weak internal(set) var parent: IBElement?

    public init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The text of a `<string base64-UTF8="YES">` element: Xcode writes a string that XML cannot carry as
    /// it is (a fragment that is only a line break, `Cg`; control characters) as base64 of its UTF-8,
    /// with line breaks around it. Nil when it is not base64 of UTF-8 (the text is then kept as written).
    static func decodedBase64UTF8(_ text: String) -> String? {
        let compact = text.filter { !$0.isWhitespace }
        let padded = compact + String(repeating: "=", count: (4 - compact.count % 4) % 4)
        guard let data = Data(base64Encoded: padded) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Size-class variations replace attributes and keyed children before the element is compiled.
    func replaceAttributes(_ a: [String: String]) { attributes = a }
    func replaceChild(at i: Int, with c: IBElement) { children[i] = c }
    func insertChild(_ c: IBElement) { children.append(c) }

    /// The first child named `name` (with `key` when given: IB's `<rect key="frame">` form).
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child with attribute `key` equal to `key`, whatever its name.
    public func child(key: String) -> IBElement? {
        children.first { $0["key"] == key }
    }

    /// The children named `name`.
    public func children(_ name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// `YES`/`NO` attributes (nil when absent).
    public func bool(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// A number attribute (nil when absent or not a finite number).
    public func number(_ attribute: String) -> Double? {
        guard let text = attributes[attribute], let v = Double(text), v.isFinite else { return nil }
        return v
    }

    /// Every element below this one, depth first, in document order.
    public func descendants() -> [IBElement] {
        var out: [IBElement] = []
        func walk(_ e: IBElement) { for c in e.children { out.append(c); walk(c) } }
        walk(self)
        return out
    }
}
