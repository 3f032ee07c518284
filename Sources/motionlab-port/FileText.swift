import Foundation
import MotionOutput

/// Reading source files strictly and writing outputs atomically, with the system's own reasons.
enum FileText {
    /// The file's text. Not UTF-8 is an error naming the first bad byte's offset. Messages name the
    /// file as `shownAs` (the path as the user gave it).
    static func read(_ path: String, shownAs: String? = nil) throws -> String {
        try text(of: try readBytes(path, shownAs: shownAs), shownAs: shownAs ?? path)
    }

    /// The file's bytes. Only a regular file of at most 64 MiB is read, opened without blocking: a
    /// FIFO, a device (`/dev/zero`, `/dev/full`) or a folder is an error naming what it is, never a
    /// wait or a read without end (`SourceTree.read`).
    static func readBytes(_ path: String, shownAs: String? = nil) throws -> [UInt8] {
        try SourceTree.read(path, shownAs: shownAs ?? path, nothingWritten: false).0
    }

    /// `bytes` as text: not UTF-8 is an error naming the first bad byte's offset.
    static func text(of bytes: [UInt8], shownAs name: String) throws -> String {
        let data = Data(bytes)
        guard let text = String(validatingUTF8Data: data) else {
            throw ToolError.failure("\(shown(name)) is not UTF-8 text (bad byte at offset \(firstInvalidOffset(data))); nothing written")
        }
        return text
    }

    /// Writes `text` to `path` as MotionOutput's `OutputFile` writes (a complete temporary file renamed
    /// over it, links followed, mode kept, the temporary file removed on every exit path), so a failed
    /// write (full disk, no permission, a signal) leaves whatever was there before.
    static func write(_ text: String, to path: String) throws {
        do { try OutputFile.write(text, to: path) } catch let error as OutputError {
            throw ToolError.failure("cannot write \(shown(path)): \(error.reason)")
        }
    }

    /// Creates `path` and its missing parents.
    static func makeFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            // The system's reason, found by trying the first missing component ourselves.
            var existing = path
            var missing: [String] = []
            while !FileManager.default.fileExists(atPath: existing), existing != "/", !existing.isEmpty {
                missing.insert((existing as NSString).lastPathComponent, at: 0)
                existing = (existing as NSString).deletingLastPathComponent
            }
            let first = (existing.isEmpty ? "." : existing) + "/" + (missing.first ?? "")
            let reason = mkdir(first, 0o755) == 0 ? "cannot create it" : systemMessage(errno)
            throw ToolError.failure("cannot create folder \(shown(path)): \(reason)")
        }
    }

    private static func firstInvalidOffset(_ data: Data) -> Int {
        var offset = 0
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                offset = consumed
            case .emptyInput: return data.count
            case .error: return offset
            }
        }
    }
}

extension String {
    /// Strict UTF-8 decoding: nil when the data holds an invalid sequence (no replacement characters).
    init?(validatingUTF8Data data: Data) {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        self = text
    }
}
