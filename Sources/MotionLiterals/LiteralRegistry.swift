import Foundation

/// Every tunable literal the program was built with: the tables its targets' generated files
/// register while the program loads (before `main`), so `list --literals` lists literals whose code
/// has not run, and `--set` can check an id before anything is built.
///
/// Registration is from an ELF `.init_array` entry in the generated file (Swift 6.3's `@section` and
/// `@used`, SE-0492): the dynamic loader calls it for every object linked into the program, whatever
/// the user's `main.swift` does, in executables and test bundles alike, and a file that is not linked
/// registers nothing. The entry only stores a function; the table itself is made on first use.
public enum LiteralRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var providers: [() -> LiteralTable] = []
    /// Files this process wrote (write-back), by display path: their bytes and literals' places now,
    /// so a second write-back before a rebuild checks against what was written.
    nonisolated(unsafe) private static var writtenFiles: [String: LiteralFile] = [:]
    nonisolated(unsafe) private static var resolved: (count: Int, sites: [LiteralSite], byID: [String: Int], byKey: [String: Int])?

    /// Adds a target's table (called by the generated file at load time; tests register their own).
    public static func register(_ table: @escaping () -> LiteralTable) {
        lock.lock()
        providers.append(table)
        lock.unlock()
    }

    /// Every site, ordered by id's path, then line and column.
    public static var sites: [LiteralSite] { resolve().sites }

    /// The site with this id, or nil. An id may be given as `list --literals` prints one whose file
    /// name holds a line break or a quote: in double quotes, with `\n`, `\"`, `\\`, `\u{…}` escapes.
    public static func site(id: String) -> LiteralSite? {
        let r = resolve()
        if let i = r.byID[id] { return r.sites[i] }
        return unquoted(id).flatMap { r.byID[$0] }.map { r.sites[$0] }
    }

    /// `"a\nb.swift:1:2"` → the text it quotes; nil when `text` is not quoted that way.
    static func unquoted(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
        var out = ""
        var chars = text.dropFirst().dropLast().makeIterator()
        while let c = chars.next() {
            guard c == "\\" else { out.append(c); continue }
            switch chars.next() {
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "t": out.append("\t")
            case "\"": out.append("\"")
            case "\\": out.append("\\")
            case "u":
                guard chars.next() == "{" else { return nil }
                var hex = ""
                while let h = chars.next(), h != "}" { hex.append(h) }
                guard let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else { return nil }
                out.unicodeScalars.append(scalar)
            default: return nil
            }
        }
        return out
    }

    /// Sites whose id ends with `suffix` — for "did you mean" in errors.
    static func sites(matching text: String) -> [LiteralSite] {
        let r = resolve()
        let name = text.split(separator: ":").first.map(String.init) ?? text
        return r.sites.filter { $0.id.hasSuffix(text) || $0.file.path.hasSuffix(name) }
    }

    /// The site a rewritten lookup's key names.
    static func site(key: String) -> LiteralSite? {
        let r = resolve()
        return r.byKey[key].map { r.sites[$0] }
    }

    /// Records that `file` was rewritten with `bytes` and `replacements`: its fingerprint and size,
    /// and its literals' offsets and texts, become the written ones (ids and lookup keys stay the
    /// build's, which the running code uses until it is rebuilt).
    public static func noteWritten(_ file: LiteralFile, bytes: [UInt8], replacements: [LiteralSourceEdit.Replacement]) {
        let bySite = Dictionary(replacements.map { ($0.site.record.offset, $0) }, uniquingKeysWith: { a, _ in a })
        var records: [LiteralSiteRecord] = []
        for r in file.sites.sorted(by: { $0.offset < $1.offset }) {
            // Shift by every replacement before it.
            var shift = 0
            for (offset, rep) in bySite where offset < r.offset { shift += rep.newText.utf8.count - rep.oldText.utf8.count }
            let rep = bySite[r.offset]
            records.append(LiteralSiteRecord(r.line, r.column, r.offset + shift, rep?.newText ?? r.text,
                                             rep.flatMap { LiteralNumber.parse($0.newText.trimmingCharacters(in: CharacterSet(charactersIn: "()"))) } ?? r.value,
                                             r.call, r.label, r.parameter, integer: r.typedAsInt, group: r.group))
        }
        let updated = LiteralFile(path: file.path, displayPath: file.displayPath, fingerprint: SourceFingerprint.of(bytes),
                                  byteCount: bytes.count, declaredTypes: file.declaredTypes,
                                  sites: records.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        lock.lock()
        writtenFiles[file.displayPath] = updated
        resolved = nil
        lock.unlock()
    }

    /// Whether this process wrote `file` (its text is no longer what the running build compiled).
    public static func wasWritten(_ file: LiteralFile) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return writtenFiles[file.displayPath] != nil
    }

    private static func resolve() -> (count: Int, sites: [LiteralSite], byID: [String: Int], byKey: [String: Int]) {
        lock.lock()
        defer { lock.unlock() }
        if let resolved, resolved.count == providers.count { return resolved }
        let tables = providers.map { table in
            let t = table()
            return LiteralTable(module: t.module, files: t.files.map { writtenFiles[$0.displayPath] ?? $0 })
        }
        // A path two modules share is qualified by module in both.
        var modulesByPath: [String: Set<String>] = [:]
        for t in tables { for f in t.files { modulesByPath[f.path, default: []].insert(t.module) } }
        var sites: [LiteralSite] = []
        for t in tables {
            for f in t.files {
                let prefix = (modulesByPath[f.path]?.count ?? 0) > 1 ? t.module + "/" : ""
                for r in f.sites {
                    let position = "\(f.path):\(r.line):\(r.column)"
                    sites.append(LiteralSite(id: prefix + position, key: t.module + "/" + position, module: t.module,
                                             file: f, record: r))
                }
            }
        }
        sites.sort { ($0.file.path, $0.module, $0.line, $0.column) < ($1.file.path, $1.module, $1.line, $1.column) }
        var byID: [String: Int] = [:], byKey: [String: Int] = [:]
        for (i, s) in sites.enumerated() {
            if byID[s.id] == nil { byID[s.id] = i }
            if byKey[s.key] == nil { byKey[s.key] = i }
        }
        let r = (providers.count, sites, byID, byKey)
        resolved = r
        return r
    }
}
