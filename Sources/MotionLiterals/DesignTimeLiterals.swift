import Foundation

/// The overrides of tunable literals (`--set ID=VALUE`, the window's literals panel) and the record
/// of which literals ran — the slow path of `__designTimeFloat`/`__designTimeInteger`.
///
/// Process-wide, as the literals are: a lookup has no session to ask. Set overrides before the
/// preview is built (the window rebuilds and replays it after each change), so the motion made
/// from a literal uses the new value from its first frame.
public enum DesignTimeLiterals {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var valuesByKey: [String: Double] = [:]
    nonisolated(unsafe) private static var recording = false
    nonisolated(unsafe) private static var ranKeys: Set<String> = []
    nonisolated(unsafe) private static var failedKeys: [String: String] = [:]

    // MARK: Overrides

    /// The overrides by site id.
    public static var overrides: [String: Double] {
        lock.lock(); defer { lock.unlock() }
        var out: [String: Double] = [:]
        for (key, v) in valuesByKey { if let s = LiteralRegistry.site(key: key) { out[s.id] = v } }
        return out
    }

    /// The override of `site`, if one is set.
    public static func override(of site: LiteralSite) -> Double? {
        lock.lock(); defer { lock.unlock() }
        return valuesByKey[site.key]
    }

    /// Sets the value of the literal `id` for every lookup from now on.
    /// - Throws: `LiteralError.unknownID` or `.outOfRange` (naming the id, value and range).
    public static func set(_ id: String, to value: Double) throws {
        guard let site = LiteralRegistry.site(id: id) else { throw LiteralError.unknown(id: id) }
        try site.validate(value)
        lock.lock()
        valuesByKey[site.key] = value
        updateFlag()
        lock.unlock()
    }

    /// "ID=VALUE" (the `--set` form): parsed, checked and set. Spaces around either side are allowed.
    /// - Throws: `LiteralError` naming what was wrong.
    public static func apply(assignment: String) throws {
        let (id, value) = try LiteralAssignment.parse(assignment)
        try set(id, to: value)
    }

    /// Removes the override of `id` (the literal's own value applies again).
    public static func removeOverride(id: String) {
        guard let site = LiteralRegistry.site(id: id) else { return }
        lock.lock()
        valuesByKey[site.key] = nil
        updateFlag()
        lock.unlock()
    }

    public static func removeAllOverrides() {
        lock.lock()
        valuesByKey = [:]
        failedKeys = [:]
        updateFlag()
        lock.unlock()
    }

    // MARK: Which literals ran

    /// While true, every lookup notes its site (the window lists the running preview's literals).
    /// Lookups then take the slow path: a dictionary look-up and a set insertion each.
    public static var isRecordingUse: Bool {
        get { lock.lock(); defer { lock.unlock() }; return recording }
        set { lock.lock(); recording = newValue; updateFlag(); lock.unlock() }
    }

    /// The ids of the literals looked up since the last call (and forgets them).
    public static func takeUsedIDs() -> Set<String> {
        lock.lock()
        let keys = ranKeys
        ranKeys = []
        lock.unlock()
        return Set(keys.compactMap { LiteralRegistry.site(key: $0)?.id })
    }

    /// Overrides that could not be applied since the last call, by id, with the literal's type (an
    /// override of a literal whose type cannot be made from a number — a type of the user's own
    /// that is `ExpressibleByFloatLiteral` — leaves the literal's value).
    public static func takeUnappliedOverrides() -> [String: String] {
        lock.lock()
        let failed = failedKeys
        failedKeys = [:]
        lock.unlock()
        var out: [String: String] = [:]
        for (key, type) in failed { out[LiteralRegistry.site(key: key)?.id ?? key] = type }
        return out
    }

    private static func updateFlag() {
        _designTimeLiteralsObserved = recording || !valuesByKey.isEmpty
    }

    // MARK: The lookups' slow path

    @usableFromInline
    static func lookUp<T>(_ key: StaticString, fallback: T) -> T {
        lookUp(key: key.description, fallback: fallback)
    }

    static func lookUp<T>(key: String, fallback: T) -> T {
        lock.lock()
        if recording { ranKeys.insert(key) }
        let value = valuesByKey[key]
        lock.unlock()
        guard let value else { return fallback }
        if let converted = LiteralValueConversion.convert(value, to: T.self) { return converted }
        lock.lock()
        failedKeys[key] = String(describing: T.self)
        lock.unlock()
        return fallback
    }
}

/// `ID=VALUE`.
enum LiteralAssignment {
    static func parse(_ text: String) throws -> (id: String, value: Double) {
        guard let eq = text.lastIndex(of: "=") else { throw LiteralError.malformed(text) }
        let id = text[..<eq].trimmingCharacters(in: .whitespaces)
        let valueText = text[text.index(after: eq)...].trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty else { throw LiteralError.malformed(text) }
        guard let value = LiteralNumber.parse(valueText) else { throw LiteralError.notANumber(id: id, text: valueText) }
        return (id, value)
    }
}
