import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Environment variables this process holds at values of its own that the tools it starts must not
/// inherit. A headless render runs with Foundation's `XDG_*` folders pointing at a scratch folder
/// (`UserDefaults`, the Documents folder: `HeadlessUserStorage`), but the tools it starts — `fc-match`
/// (whose font cache lives under `XDG_CACHE_HOME`), ffmpeg — must see the values the user gave: a
/// `ChildTool` started without an explicit environment gets `forChildren()`, this process's environment
/// with those variables put back.
public enum ChildEnvironment {
    private static let lock = NSLock()
    /// Each variable registered through `restoreForChildren`, with the value children get (nil: unset).
    nonisolated(unsafe) private static var userValues: [String: String?] = [:]

    /// Children get `name` at `value` (nil: not set) whatever this process holds. The first registration
    /// of a name wins.
    public static func restoreForChildren(_ name: String, to value: String?) {
        lock.lock(); defer { lock.unlock() }
        // updateValue: assigning a nil `String?` through the subscript would remove the key.
        if !userValues.keys.contains(name) { userValues.updateValue(value, forKey: name) }
    }

    /// Sets `name` to `value` in this process (`setenv`); children keep the value it had before.
    public static func setForThisProcess(_ name: String, to value: String) {
        restoreForChildren(name, to: getenv(name).map { String(cString: $0) })
        setenv(name, value, 1)
    }

    /// This process's environment (`NAME=value` entries) with every registered variable back at the
    /// value children get (or absent); nil when none is registered, so that a child inherits `environ`.
    public static func forChildren() -> [String]? {
        lock.lock(); defer { lock.unlock() }
        guard !userValues.isEmpty else { return nil }
        var entries: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
            if !userValues.keys.contains(name) { entries.append(text) }
            cursor += 1
        }
        for (name, value) in userValues.sorted(by: { $0.key < $1.key }) {
            if let value { entries.append("\(name)=\(value)") }
        }
        return entries
    }
}
