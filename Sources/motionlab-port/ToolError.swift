import Foundation

/// A failure the tool reports as one line on stderr, `Error: …`, with its exit code: 2 for a usage
/// error (bad arguments, paths that cannot work), 1 for a failure while running (a file that cannot
/// be read, decoded, parsed or written).
struct ToolError: Error {
    let message: String
    let exitCode: Int32

    static func usage(_ message: String) -> ToolError { ToolError(message: message, exitCode: 2) }
    static func failure(_ message: String) -> ToolError { ToolError(message: message, exitCode: 1) }
}

/// Paths in messages: as given, cut to 80 characters like the rest of MotionLab's echoed input.
func shown(_ path: String) -> String {
    path.count > 80 ? "…" + String(path.suffix(79)) : path
}

/// The text of the C library's message for `errno` ("Permission denied", "No space left on device").
func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
}
