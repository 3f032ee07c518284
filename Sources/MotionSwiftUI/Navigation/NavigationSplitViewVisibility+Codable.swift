import Foundation

/// SwiftUI's `NavigationSplitViewVisibility` is `Codable` (apps save it with their navigation state, as
/// Apple's NavigationCookbook does): encoded as its member's name in a single-value container.
extension NavigationSplitViewVisibility: Codable {
    static let names = ["automatic", "all", "doubleColumn", "detailOnly"]

    public init(from decoder: Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let k = Self.names.firstIndex(of: name) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                                                                    debugDescription: "not a NavigationSplitViewVisibility: \(name)"))
        }
        self.init(k: k)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(Self.names.indices.contains(k) ? Self.names[k] : "automatic")
    }
}
