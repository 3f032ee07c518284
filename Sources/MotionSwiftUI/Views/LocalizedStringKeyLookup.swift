import Foundation
import MotionLab

extension LocalizedStringKey {
    /// The table's text for a key and its values — plain, and with the values escaped for `Text`'s
    /// Markdown — or nil when the app's tables lack the key (see `LocalizedStringTables`).
    static func lookup(_ key: String, _ arguments: [LocalizedArgument], table: String?) -> (text: String, markdown: String)? {
        guard let found = LocalizedFormat.lookup(key, arguments, table: table, escape: MarkdownText.escaped) else { return nil }
        return (found.text, arguments.isEmpty ? MarkdownText.withoutImageCharacters(found.escaped) : found.escaped)
    }

    /// The key looked up in another table (`Text(_:tableName:)`); unchanged when that table lacks it.
    func localized(inTable table: String) -> LocalizedStringKey {
        guard images.isEmpty, let shown = Self.lookup(tableKey, arguments, table: table) else { return self }
        return LocalizedStringKey(key: self, value: shown.text, markdown: shown.markdown)
    }
}
