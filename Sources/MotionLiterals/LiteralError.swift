/// What went wrong with a literal's id, value or write-back: one line each, naming the id or file.
public enum LiteralError: Error, Equatable, CustomStringConvertible {
    /// No literal has this id.
    case unknown(id: String)
    /// Not ID=VALUE.
    case malformed(String)
    /// The value is not a number.
    case notANumber(id: String, text: String)
    /// The value is outside what the API takes (or not whole where it must be).
    case outOfRange(id: String, value: String, expected: String, call: String)
    /// The file is not what the build read: edited, replaced or gone since.
    case fileChanged(path: String, detail: String)
    /// The file cannot be read.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknown(let id):
            let sites = LiteralRegistry.sites
            guard !sites.isEmpty else {
                return "unknown literal '\(Self.clip(id))': this program has no tunable literals (files compiled through the MotionLabPort plugin have them)"
            }
            let near = LiteralRegistry.sites(matching: id).prefix(3).map(\.id)
            return "unknown literal '\(Self.clip(id))'; " + (near.isEmpty ? "`list --literals` shows the \(sites.count) ids"
                                                             : "ids in that file: \(near.joined(separator: ", "))\(near.count == 3 ? ", …" : "")")
        case .malformed(let text):
            return "'\(Self.clip(text))' is not ID=VALUE (ids: `list --literals`)"
        case let .notANumber(_, text):
            return "'\(Self.clip(text))' is not a number"
        case let .outOfRange(id, value, expected, call):
            return "\(Self.clip(value)) is out of range; \(id) (\(call)) takes \(expected)"
        case let .fileChanged(path, detail):
            return "\(path) \(detail) since the build; nothing written (rebuild, then tune and write again)"
        case let .unreadable(path, reason):
            return "cannot read \(path): \(reason); nothing written"
        }
    }

    /// Echoed input cut to 80 characters, as the rest of MotionLab's messages.
    static func clip(_ s: String) -> String { s.count > 80 ? String(s.prefix(79)) + "…" : s }
}
