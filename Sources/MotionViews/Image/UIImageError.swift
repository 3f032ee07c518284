import Foundation

/// Why an image could not be loaded. Every case names the file and where it was looked for.
public enum UIImageError: Error, CustomStringConvertible {
    /// No candidate file exists. `searched` lists every path tried, in order.
    case notFound(name: String, searched: [String], directories: [String])
    /// The file exists but the decoder rejected it.
    case decodingFailed(path: String, underlying: Error)
    /// The name is taken by something that is not a regular file (a folder, a FIFO, a device): never
    /// opened, so a FIFO cannot block the frame and a device cannot be read without end.
    case notAFile(path: String, kind: String)

    /// `.notAFile` for `path` when it is not a regular file (links followed), nil when it is one or
    /// does not exist.
    static func notAFile(_ path: String) -> UIImageError? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return .notAFile(path: path, kind: "a folder")
        case S_IFIFO: return .notAFile(path: path, kind: "a FIFO")
        case S_IFCHR, S_IFBLK: return .notAFile(path: path, kind: "a device")
        case S_IFSOCK: return .notAFile(path: path, kind: "a socket")
        default: return .notAFile(path: path, kind: "not a regular file")
        }
    }

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
        case let .notAFile(path, kind):
            return "UIImage: cannot read \(path): it is \(kind), not an image file"
        }
    }
}
