import Foundation
@testable import MotionLiterals

/// A table registered by the tests (as a generated file would at load time), over a file the test
/// writes into a temporary folder. Ids are "Tests/<name>:line:column".
enum TestLiterals {
    /// Registers a table for `text` written at a fresh temporary path; returns the file's path and
    /// the registered sites of `records`, in order.
    static func register(_ text: String, name: String, records: [LiteralSiteRecord]) throws -> (path: String, sites: [LiteralSite]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motionlab-literals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        let bytes = Array(text.utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let module = "Tests" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        let relative = "\(module)/\(name)"
        let file = LiteralFile(path: relative, displayPath: path, fingerprint: SourceFingerprint.of(bytes),
                               byteCount: bytes.count, declaredTypes: [], sites: records)
        LiteralRegistry.register { LiteralTable(module: module, files: [file]) }
        let sites = records.map { r in LiteralRegistry.site(id: "\(relative):\(r.line):\(r.column)")! }
        return (path, sites)
    }

    /// A record of `text`'s literal `literal` (its first occurrence at or after `after`).
    static func record(in text: String, _ literal: String, after: String = "", parameter: LiteralParameter,
                       call: String = "UIView.animate … x", label: String = "x", typedAsInt: Bool = false, group: Int = 0) -> LiteralSiteRecord {
        let start = after.isEmpty ? text.startIndex : text.range(of: after)!.upperBound
        let range = text.range(of: literal, range: start..<text.endIndex)!
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.utf8.count - (before.lastIndex(of: "\n").map { before.utf8.distance(from: before.utf8.startIndex, to: $0) + 1 } ?? 0) + 1
        return LiteralSiteRecord(line, column, offset, literal, LiteralNumber.parse(literal)!, call, label, parameter,
                                 integer: typedAsInt, group: group)
    }
}
