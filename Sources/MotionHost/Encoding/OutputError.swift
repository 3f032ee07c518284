import Foundation

/// A failed output operation (PNG encoding, file write, video recording), with the file it was about
/// and the reason, e.g. "cannot write frames/frame-00012.png: No space left on device".
public struct OutputError: Error, CustomStringConvertible, Equatable {
    public let message: String

    public init(_ message: String) { self.message = message }

    /// "cannot `verb` `path`: strerror(errno)".
    static func errno(_ verb: String, _ path: String, _ code: Int32) -> OutputError {
        OutputError("cannot \(verb) \(path): \(String(cString: strerror(code)))")
    }

    public var description: String { message }
}
