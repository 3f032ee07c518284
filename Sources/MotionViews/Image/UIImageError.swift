import Foundation

/// Why an image could not be loaded. Every case names the file and where it was looked for.
public enum UIImageError: Error, CustomStringConvertible {
    /// No candidate file exists. `searched` lists every path tried, in order.
    case notFound(name: String, searched: [String], directories: [String])
    /// The file exists but the decoder rejected it.
    case decodingFailed(path: String, underlying: Error)

    public var description: String {
        switch self {
        case let .notFound(name, searched, directories):
            if directories.isEmpty {
                return "UIImage(named: \"\(name)\"): no resource directories are configured (UIServices.resourceDirectories is empty)"
            }
            return "UIImage(named: \"\(name)\"): no file found in \(directories.joined(separator: ", ")); looked for "
                + searched.joined(separator: ", ")
        case let .decodingFailed(path, underlying):
            return "UIImage: cannot decode \(path): \(underlying)"
        }
    }
}
