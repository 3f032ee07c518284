import MotionLiterals
import MotionReload

/// Tunable literals whose values came from edits of the source under `run --watch` (a literal-only
/// save, applied as `--set` does, no compile), by file. Each request carries a file's whole set —
/// the literals that differ from the build that runs —, so a literal edited back loses its override.
/// They are not part of the story (`LiteralStory`): a rebuilt program has them in its code.
enum EditedLiterals {
    nonisolated(unsafe) private(set) static var idsByFile: [String: [String]] = [:]

    /// Every id set by an edit.
    static var ids: Set<String> { Set(idsByFile.values.joined()) }

    /// Sets the file's edited literals to `values` (named by id, or by the key "Module/path:line:column").
    /// - Returns: nil when applied; else why not, and nothing changed.
    static func apply(file: String, values: [ReplaySetting]) -> String? {
        var resolved: [(id: String, value: Double)] = []
        for v in values {
            guard let site = LiteralRegistry.site(id: v.name) ?? LiteralRegistry.sites.first(where: { $0.key == v.name }) else {
                return "\(v.name) is not a tunable literal of this build"
            }
            do { try site.validate(v.value) } catch { return "\(error)" }
            resolved.append((site.id, v.value))
        }
        let kept = Set(resolved.map(\.id))
        for id in idsByFile[file] ?? [] where !kept.contains(id) { DesignTimeLiterals.removeOverride(id: id) }
        for r in resolved { try? DesignTimeLiterals.set(r.id, to: r.value) }
        idsByFile[file] = resolved.isEmpty ? nil : resolved.map(\.id)
        return nil
    }
}
