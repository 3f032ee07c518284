import Foundation

/// The app's string tables (`Localizable.strings` and any other `<table>.strings` in an `.lproj` folder
/// of the target's `iOS/` folder), compiled at build time by the MotionLabPort plugin into registrations
/// that run when the program loads — never a `.strings` file parsed at run time. The preview shows the
/// development language (`CFBundleDevelopmentRegion`, English by default): its table's entries, over
/// `Base.lproj`'s. What `NSLocalizedString` and SwiftUI's `LocalizedStringKey`s look keys up in.
public enum LocalizedStringTables {
    private static let lock = NSLock()
    private static var tables: [String: [String: String]] = [:]

    /// Adds a table's entries (key → value), later registrations of a key winning.
    public static func register(table: String, _ entries: [(String, String)]) {
        lock.lock(); defer { lock.unlock() }
        var t = tables[table] ?? [:]
        for (k, v) in entries { t[k] = v }
        tables[table] = t
    }

    /// The value of `key` in `table` (nil: `Localizable`), or nil when the app's tables do not have it.
    public static func string(forKey key: String, table: String? = nil) -> String? {
        lock.lock(); defer { lock.unlock() }
        return tables[table ?? "Localizable"]?[key]
    }

    /// Whether any table is registered (a program without string tables skips every lookup).
    public static var isEmpty: Bool {
        lock.lock(); defer { lock.unlock() }
        return tables.isEmpty
    }
}

extension LocalizedStringTables {
    /// What iOS's `NSLocalizedString` returns: the table's value, else `value` when it is not empty, else
    /// the key. The plugin's generated file declares the app module's own `NSLocalizedString` calling
    /// this (a declaration of the app's module shadows Foundation's, whose bundle on Linux has no tables).
    public static func localizedString(_ key: String, table: String?, value: String) -> String {
        string(forKey: key, table: table) ?? (value.isEmpty ? key : value)
    }
}

extension String {
    /// iOS 15's `String(localized:)`: the key looked up in the app's string tables (an interpolated key by
    /// its format key, `"%lld"` for an `Int`, its values put into the table's format); a key no table has
    /// is its own text. (Foundation on Linux has `String.LocalizationValue` but not this initialiser; its
    /// value type keeps its key private, so the key is taken as a `LocalizedStringValue`.)
    public init(localized keyAndValue: LocalizedStringValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedFormat.lookup(keyAndValue.key, keyAndValue.arguments, table: table)?.text ?? keyAndValue.text
    }
}

/// A string literal as a localisation key (`String(localized:)`): its format key (`"%lld"` for an
/// integer, `"%lf"` for a `Double`, `"%@"` otherwise), its values, and its text as written.
public struct LocalizedStringValue: ExpressibleByStringInterpolation, Sendable {
    let key: String
    let arguments: [LocalizedArgument]
    let text: String
    public init(_ value: String) { key = value; arguments = []; text = value }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key; arguments = stringInterpolation.arguments; text = stringInterpolation.text
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = "", text = ""
        var arguments: [LocalizedArgument] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%"); text += literal }
        public mutating func appendInterpolation<T>(_ value: T) {
            let (specifier, argument) = LocalizedArgument.of(value)
            key += specifier; arguments.append(argument); text += "\(value)"
        }
    }
}
