import Foundation

/// A value interpolated into a `LocalizedStringKey`, kept typed for the table's format.
package enum LocalizedArgument: Hashable, Sendable {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)

    /// The format specifier SwiftUI's key uses for a value (`Int` → `%lld`, `Double` → `%lf`, `Float` →
    /// `%f`, anything else `%@`) and the value.
    package static func of<T>(_ value: T) -> (String, LocalizedArgument) {
        switch value {
        case let v as Float: return ("%f", .double(Double(v)))
        case let v as any BinaryFloatingPoint: return ("%lf", .double(Double(v)))
        case let v as any UnsignedInteger: return ("%llu", .uint(UInt64(truncatingIfNeeded: v)))
        case let v as any BinaryInteger: return ("%lld", .int(Int64(truncatingIfNeeded: v)))
        default: return ("%@", .string("\(value)"))
        }
    }

    /// The value as a `%@` shows it.
    package var text: String {
        switch self {
        case .int(let v): return String(v)
        case .uint(let v): return String(v)
        case .double(let v): return String(v)
        case .string(let s): return s
        }
    }
}

/// Printf-style formats of string tables (`"%lld items"`, `"%2$@ by %1$@"`), filled with a key's values.
package enum LocalizedFormat {
    /// The table's text for `key` filled with `arguments`, and the same with each value passed through
    /// `escape` (SwiftUI escapes them for Markdown), or nil when the app's tables have no such key.
    package static func lookup(_ key: String, _ arguments: [LocalizedArgument], table: String?,
                               escape: (String) -> String = { $0 }) -> (text: String, escaped: String)? {
        guard !LocalizedStringTables.isEmpty, let format = LocalizedStringTables.string(forKey: key, table: table) else { return nil }
        if arguments.isEmpty && !format.contains("%") { return (format, format) }
        return (fill(format, arguments, escape: { $0 }), fill(format, arguments, escape: escape))
    }

    /// `format` with each specifier replaced by its argument (`%n$` positions or in order; `%%` is a
    /// percent sign). Numbers are printed with the specifier's flags, width and precision
    /// (`String(format:)`); `%@` and a specifier whose argument is of another kind print its text; a
    /// specifier without an argument is left as written.
    package static func fill(_ format: String, _ arguments: [LocalizedArgument], escape: (String) -> String) -> String {
        var out = ""
        let chars = Array(format)
        var i = 0, next = 0
        while i < chars.count {
            guard chars[i] == "%" else { out.append(chars[i]); i += 1; continue }
            let start = i
            i += 1
            guard i < chars.count else { out.append("%"); break }
            if chars[i] == "%" { out.append("%"); i += 1; continue }
            // %[n$][flags][width][.precision][length]conversion
            var digits = ""
            var j = i
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            var position: Int?
            if j < chars.count, chars[j] == "$", let n = Int(digits), n > 0 { position = n - 1; i = j + 1 }
            var spec = ""
            while i < chars.count, "-+ #0'".contains(chars[i]) { spec.append(chars[i]); i += 1 }
            while i < chars.count, chars[i].isASCII, chars[i].isNumber || chars[i] == "." { spec.append(chars[i]); i += 1 }
            while i < chars.count, "hlqLzjt".contains(chars[i]) { i += 1 }
            guard i < chars.count else { out += String(chars[start...]); break }
            let conversion = chars[i]
            i += 1
            let index = position ?? next
            if position == nil { next += 1 }
            guard index < arguments.count else { out += String(chars[start..<i]); continue }
            out += escape(render(arguments[index], spec: spec, conversion: conversion))
        }
        return out
    }

    package static func render(_ argument: LocalizedArgument, spec: String, conversion: Character) -> String {
        switch (argument, conversion) {
        case (.int(let v), "d"), (.int(let v), "i"): return String(format: "%" + spec + "lld", v)
        case (.int(let v), "u"), (.int(let v), "x"), (.int(let v), "X"), (.int(let v), "o"):
            return String(format: "%" + spec + "ll" + String(conversion), v)
        case (.uint(let v), "d"), (.uint(let v), "i"), (.uint(let v), "u"): return String(format: "%" + spec + "llu", v)
        case (.uint(let v), "x"), (.uint(let v), "X"), (.uint(let v), "o"): return String(format: "%" + spec + "ll" + String(conversion), v)
        case (.double(let v), _) where "feEgGaAF".contains(conversion): return String(format: "%" + spec + String(conversion), v)
        case (.int(let v), _) where "feEgG".contains(conversion): return String(format: "%" + spec + String(conversion), Double(v))
        case (.double(let v), "d"), (.double(let v), "i"): return String(format: "%" + spec + "lld", Int64(v))
        default: return argument.text
        }
    }
}
