import Foundation

/// The app's string tables → registrations of `LocalizedStringTables` run when the program loads (the
/// shared generated file), so `NSLocalizedString` and SwiftUI's `Text("key")` find their values without
/// parsing a `.strings` file at run time.
///
/// Every `<lang>.lproj/<table>.strings` is a table, except a Base-localised storyboard's or xib's own
/// (`en.lproj/Main.strings` beside `Base.lproj/Main.storyboard`: applied to the document by
/// `BaseLocalization`). The preview shows the development language: a table's entries are
/// `Base.lproj`'s with the development region's over them (key by key); other languages' tables are
/// not used (a warning, once per file, says so). With any table, the shared file also declares the app
/// module's own `NSLocalizedString` (`declaration`): a declaration of the module shadows Foundation's,
/// whose bundle on Linux holds no tables, so the app's calls reach the compiled tables unchanged.
enum StringTablesCompiler {
    /// Foundation's signature, looking the key up in the registered tables.
    static let declaration = """

        /// `NSLocalizedString` for this app's compiled string tables (its `.lproj/*.strings`).
        func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String) -> String {
            LocalizedStringTables.localizedString(key, table: tableName, value: value)
        }

        """

    static func registrations(strings: [String], region: String, documents: [String]) -> (lines: [String], warnings: [IBWarning]) {
        // Tables that belong to a Base-localised document (same folder parent, same name).
        let documentTables = Set(documents.compactMap { d -> String? in
            let folder = (d as NSString).deletingLastPathComponent
            guard (folder as NSString).lastPathComponent == "Base.lproj" else { return nil }
            let parent = (folder as NSString).deletingLastPathComponent
            return parent + "/" + ((d as NSString).lastPathComponent as NSString).deletingPathExtension
        })
        var byTable: [String: (base: [String], development: [String], others: [String])] = [:]
        for path in strings.sorted() {
            let folder = (path as NSString).deletingLastPathComponent
            let lproj = (folder as NSString).lastPathComponent
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let parent = (folder as NSString).deletingLastPathComponent
            if documentTables.contains(parent + "/" + name) { continue }
            var entry = byTable[name] ?? ([], [], [])
            if lproj == "Base.lproj" { entry.base.append(path) }
            else if lproj == region + ".lproj" { entry.development.append(path) }
            else { entry.others.append(path) }
            byTable[name] = entry
        }
        var lines: [String] = []
        var warnings: [IBWarning] = []
        for (table, files) in byTable.sorted(by: { $0.key < $1.key }) {
            var entries: [(String, String)] = []
            for path in files.base + files.development {
                guard let data = RegularFile.read(path) else {
                    warnings.append(IBWarning(path: path, line: 1, message: "cannot read the strings file (not used)"))
                    continue
                }
                let parsed = BaseLocalization.parse(data, path: path)
                if let w = parsed.warning { warnings.append(w) }
                entries += parsed.entries.map { ($0.key, $0.value) }
            }
            for other in files.others {
                warnings.append(IBWarning(path: other, line: 1, message: "the preview shows the development language (\(region)): this table is not used"))
            }
            guard !entries.isEmpty else { continue }
            let list = entries.map { "(\(SwiftLiteral.string($0.0)), \(SwiftLiteral.string($0.1)))" }.joined(separator: ", ")
            lines.append("LocalizedStringTables.register(table: \(SwiftLiteral.string(table)), [\(list)])")
        }
        return (lines, warnings)
    }
}
