import Foundation
import MotionLiterals
import MotionOutput

/// Write-back of tuned literals into the user's files (`literals --write`, the window's W): each
/// file is read, checked against the build's fingerprint, edited in memory — all of them, so a file
/// that changed since the build refuses the whole write — then written through `OutputFile` (through
/// a symbolically linked `iOS/` folder as given; replaced only once complete, permissions kept).
enum LiteralWriter {
    /// One file written.
    struct Written: Equatable {
        let file: LiteralFile
        let replacements: [LiteralSourceEdit.Replacement]

        /// "Cards/Card.swift: 33:48 0.4 → 0.55, 34:47 6 → 2".
        var summary: String {
            file.path + ": " + replacements.map { "\($0.site.line):\($0.site.column) \($0.oldText) → \($0.newText)" }.joined(separator: ", ")
        }
    }

    /// A write that failed after others succeeded (or before any): names what was written.
    struct Failure: Error, CustomStringConvertible {
        let written: [Written]
        let error: Error
        var description: String {
            let reason = ErrorText.describe(error)
            guard !written.isEmpty else { return reason }
            return reason + " (written before it: " + written.map(\.file.path).joined(separator: ", ") + ")"
        }
    }

    /// Writes `changes` (each literal once; the last value of a literal given twice wins).
    /// - Throws: `LiteralError` (a value out of range, a file changed since the build or unreadable)
    ///   before anything is written; `Failure` when a file could not be written.
    static func write(_ changes: [(site: LiteralSite, value: Double)]) throws -> [Written] {
        var latest: [String: (site: LiteralSite, value: Double)] = [:]
        var order: [String] = []
        for c in changes {
            if latest[c.site.id] == nil { order.append(c.site.id) }
            latest[c.site.id] = c
        }
        var byFile: [String: [(site: LiteralSite, value: Double)]] = [:]
        var files: [String] = []
        for id in order {
            guard let c = latest[id] else { continue }
            try c.site.validate(c.value)
            if byFile[c.site.file.displayPath] == nil { files.append(c.site.file.displayPath) }
            byFile[c.site.file.displayPath, default: []].append(c)
        }
        // Every file edited in memory first.
        var edited: [(file: LiteralFile, bytes: [UInt8], replacements: [LiteralSourceEdit.Replacement])] = []
        for path in files {
            guard let group = byFile[path], let file = group.first?.site.file else { continue }
            let bytes = try read(file)
            let (out, replacements) = try LiteralSourceEdit.apply(group, of: file, to: bytes)
            edited.append((file, out, replacements))
        }
        var written: [Written] = []
        for e in edited {
            do {
                try OutputFile.write(e.bytes, to: e.file.displayPath)
            } catch {
                throw Failure(written: written, error: error)
            }
            LiteralRegistry.noteWritten(e.file, bytes: e.bytes, replacements: e.replacements)
            written.append(Written(file: e.file, replacements: e.replacements))
        }
        return written
    }

    /// A refusal as the output discipline's one line: "cannot write PATH: it changed on disk since the
    /// build; nothing written (…)".
    static func outputError(_ error: LiteralError) -> Error {
        switch error {
        case let .fileChanged(path, detail):
            return OutputError(action: "write", target: path,
                               reason: "it \(detail) since the build; nothing written (rebuild, then tune and write again)")
        case let .unreadable(path, reason):
            return OutputError(action: "read", target: path, reason: reason + "; nothing written")
        default:
            return error
        }
    }

    /// The file's bytes now; a file that is gone, or is not a regular file any more, has changed
    /// since the build.
    static func read(_ file: LiteralFile) throws -> [UInt8] {
        var st = stat()
        guard stat(file.displayPath, &st) == 0 else {
            let e = errno
            if e == ENOENT { throw LiteralError.fileChanged(path: file.displayPath, detail: "was removed") }
            throw LiteralError.unreadable(path: file.displayPath, reason: String(cString: strerror(e)))
        }
        guard st.st_mode & S_IFMT == S_IFREG else {
            throw LiteralError.fileChanged(path: file.displayPath, detail: "is no longer a regular file")
        }
        guard let handle = FileHandle(forReadingAtPath: file.displayPath) else {
            throw LiteralError.unreadable(path: file.displayPath, reason: String(cString: strerror(errno == 0 ? EACCES : errno)))
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw LiteralError.unreadable(path: file.displayPath, reason: ErrorText.describe(error))
        }
    }
}
