import Foundation

/// Write-back: new values of literals put into their file's text, changing only the literals'
/// characters — after checking the file is exactly what the build read (byte count and
/// fingerprint) and each literal's characters are still there.
public enum LiteralSourceEdit {
    /// One literal replaced.
    public struct Replacement: Equatable, Sendable {
        public let site: LiteralSite
        public let oldText: String
        public let newText: String
    }

    /// `bytes` (the file now) with each of `changes` (literals of `file`, each at most once; callers
    /// group changes by file) replaced by its value's source text.
    /// - Throws: `LiteralError.fileChanged` when `bytes` are not the bytes the build read, or a
    ///   literal's characters are not where they were; `.outOfRange` for a value the API does not take.
    public static func apply(_ changes: [(site: LiteralSite, value: Double)], of file: LiteralFile, to bytes: [UInt8])
        throws -> (bytes: [UInt8], replacements: [Replacement]) {
        guard bytes.count == file.byteCount, SourceFingerprint.of(bytes) == file.fingerprint else {
            throw LiteralError.fileChanged(path: file.displayPath, detail: "changed on disk")
        }
        var out = bytes
        var replacements: [Replacement] = []
        // From the end, so earlier offsets stay valid.
        for (site, value) in changes.sorted(by: { $0.site.record.offset > $1.site.record.offset }) {
            guard site.file.displayPath == file.displayPath else {
                assertionFailure("a change of \(site.file.displayPath) given with \(file.displayPath)'s")
                continue
            }
            try site.validate(value)
            let old = Array(site.record.text.utf8)
            let start = site.record.offset
            guard start >= 0, start + old.count <= out.count, Array(out[start..<start + old.count]) == old else {
                throw LiteralError.fileChanged(path: file.displayPath, detail: "no longer has \(site.record.text) at \(site.record.line):\(site.record.column)")
            }
            let previous = start > 0 ? Character(Unicode.Scalar(out[start - 1])) : nil
            let newText = site.sourceText(value, after: previous)
            out.replaceSubrange(start..<start + old.count, with: Array(newText.utf8))
            replacements.append(Replacement(site: site, oldText: site.record.text, newText: newText))
        }
        return (out, replacements.reversed())
    }
}
