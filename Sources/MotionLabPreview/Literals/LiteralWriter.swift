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
            ErrorText.quotedName(file.path) + ": " + replacements.map { "\($0.site.line):\($0.site.column) \($0.oldText) → \($0.newText)" }.joined(separator: ", ")
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
        // Every file locked (in one order, so two writers of several files cannot wait on each
        // other), read through its lock and edited in memory first; the locks are held until each
        // written file has been read back.
        var locks: [String: SourceFileLock] = [:]
        var lockOf: [String: SourceFileLock] = [:]
        for path in files.sorted(by: { OutputFile.resolvedTarget(of: $0) < OutputFile.resolvedTarget(of: $1) }) {
            let lock = try SourceFileLock.acquire(path)
            if let held = locks[lock.identity] { lockOf[path] = held; continue }   // a second path to one file
            locks[lock.identity] = lock
            lockOf[path] = lock
        }
        var edited: [(file: LiteralFile, bytes: [UInt8], replacements: [LiteralSourceEdit.Replacement])] = []
        for path in files {
            guard let group = byFile[path], let file = group.first?.site.file, let lock = lockOf[path] else { continue }
            let bytes = try lock.read(shownAs: path)
            do {
                let (out, replacements) = try LiteralSourceEdit.apply(group, of: file, to: bytes)
                edited.append((file, out, replacements))
            } catch LiteralError.fileChanged(let path, _) where lock.waited {
                // We waited for another writer's lock: what changed the file is that write.
                throw OutputError(action: "write", target: path,
                                  reason: "another write of its literals changed it first; nothing written (rebuild, then tune and write again)")
            }
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
            // Read back: a program that does not take the lock (an editor saving) may have written
            // the file in between; then this edit may be lost, and the user is told so.
            if (try? readBack(e.file.displayPath)) != e.bytes {
                throw Failure(written: written.dropLast(), error: OutputError(
                    action: "write", target: e.file.displayPath,
                    reason: "it changed again while it was being written (another program is writing it); look at it before writing again"))
            }
        }
        withExtendedLifetime(locks) {}
        return written
    }

    /// The file's bytes as they are now (through links).
    private static func readBack(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
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
}
