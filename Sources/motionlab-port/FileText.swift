import Foundation

/// Reading source files strictly and writing outputs atomically, with the system's own reasons.
enum FileText {
    /// The file's text. Not UTF-8 is an error naming the first bad byte's offset. Messages name the
    /// file as `shownAs` (the path as the user gave it).
    static func read(_ path: String, shownAs: String? = nil) throws -> String {
        try text(of: try readBytes(path, shownAs: shownAs), shownAs: shownAs ?? path)
    }

    /// The file's bytes.
    static func readBytes(_ path: String, shownAs: String? = nil) throws -> [UInt8] {
        let name = shownAs ?? path
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ToolError.failure("cannot read \(shown(name)): \(systemMessage(errno == 0 ? ENOENT : errno))")
        }
        defer { try? handle.close() }
        do { return [UInt8](try handle.readToEnd() ?? Data()) } catch {
            throw ToolError.failure("cannot read \(shown(name)): \(error.localizedDescription)")
        }
    }

    /// `bytes` as text: not UTF-8 is an error naming the first bad byte's offset.
    static func text(of bytes: [UInt8], shownAs name: String) throws -> String {
        let data = Data(bytes)
        guard let text = String(validatingUTF8Data: data) else {
            throw ToolError.failure("\(shown(name)) is not UTF-8 text (bad byte at offset \(firstInvalidOffset(data))); nothing written")
        }
        return text
    }

    /// Writes `text` to `path` through a temporary file in the same folder renamed over it, so a
    /// failed write (full disk, no permission) leaves whatever was there before.
    static func write(_ text: String, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let temp = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).motionlab-port-\(getpid())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw ToolError.failure("cannot write \(shown(path)): \(systemMessage(errno))") }
        var bytes = Array(text.utf8)
        var offset = 0
        var failure: Int32 = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 { if errno == EINTR { continue }; failure = errno; break }
            offset += n
        }
        if failure == 0 && fsync(fd) != 0 && errno != EINVAL { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temp, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temp)
            throw ToolError.failure("cannot write \(shown(path)): \(systemMessage(failure))")
        }
        bytes.removeAll()
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
