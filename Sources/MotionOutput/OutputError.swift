import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An output that could not be created, written or completed: what was attempted, on which output
/// (named as the user gave it) and why — `cannot write trace.jsonl: No space left on device`,
/// `cannot record take.mp4: ffmpeg exited with status 1: Unknown encoder 'libx264'`.
///
/// The one error type of every writer (files, folders, standard output, videos, plots), so a caller
/// catches one type and the message always has the same shape.
public struct OutputError: Error, CustomStringConvertible, Equatable {
    /// What was attempted: "write", "create", "record", "encode".
    public let action: String
    /// The output as the user named it ("trace.jsonl", "frames/", "standard output").
    public let target: String
    /// Why it failed, usually the C library's text for `code`.
    public let reason: String
    /// The `errno` value, or 0 when the failure did not come from a system call.
    public let code: Int32

    public init(action: String, target: String, reason: String, code: Int32 = 0) {
        self.action = action; self.target = target; self.reason = reason; self.code = code
    }

    /// An error carrying `errno` value `code` and its text.
    public init(action: String, target: String, code: Int32) {
        self.init(action: action, target: target, reason: ErrorText.systemMessage(code), code: code)
    }

    /// The whole path is kept (control characters escaped); the command line's one-line report
    /// (`ErrorText.line`) cuts what is too long.
    public var description: String { "cannot \(action) \(ErrorText.clip(target, limit: 4096)): \(reason)" }
}

/// A tool the command needs is not installed (or what PATH names is not an executable file):
/// `record needs ffmpeg (apt-get install ffmpeg)`. Its own type, so a caller can fall back
/// (the headless tour writes PNG frames when ffmpeg is missing).
public struct MissingToolError: Error, CustomStringConvertible, Equatable {
    /// What needs it ("record").
    public let purpose: String
    /// The executable's name ("ffmpeg").
    public let tool: String
    /// The Debian package that installs it.
    public let package: String

    public init(purpose: String, tool: String, package: String) {
        self.purpose = purpose; self.tool = tool; self.package = package
    }

    public var description: String { "\(purpose) needs \(tool) (apt-get install \(package))" }
}
