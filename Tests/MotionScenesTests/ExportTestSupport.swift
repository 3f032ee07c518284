import Foundation

/// Readers of the exported text (a copy of MotionLabPreviewTests' helpers; test targets cannot share files).
enum ExportParse {
    /// The number after `label:` in the first place it appears after `start`.
    static func number(after label: String, in text: String) -> Double? {
        guard let r = text.range(of: label) else { return nil }
        let tail = text[r.upperBound...].drop { $0 == " " }
        let digits = tail.prefix { "0123456789.-e+".contains($0) }
        return Double(digits)
    }
}

/// Runs `body` with standard output redirected to a temporary file and returns what was written.
func capturingStandardOutput(_ body: () throws -> Void) rethrows -> String {
    let path = NSTemporaryDirectory() + "motionlab-stdout-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let file = FileHandle(forWritingAtPath: path)!
    let saved = dup(STDOUT_FILENO)
    dup2(file.fileDescriptor, STDOUT_FILENO)
    defer {
        dup2(saved, STDOUT_FILENO)
        close(saved)
        try? file.close()
        try? FileManager.default.removeItem(atPath: path)
    }
    try body()
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
