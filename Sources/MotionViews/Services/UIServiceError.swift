import Foundation

/// A host service the views need was not installed (see `UIServices`).
public struct UIServiceError: Error, CustomStringConvertible, Equatable {
    /// The `UIServices` property that is nil, e.g. "textRasterizer".
    public let service: String
    /// What needed it, e.g. "UILabel.render".
    public let neededBy: String

    public init(service: String, neededBy: String) {
        self.service = service
        self.neededBy = neededBy
    }

    public var description: String {
        "\(neededBy) needs UIServices.\(service), but no host installed one "
            + "(the SDL host sets it up; tests can assign their own implementation)"
    }
}
