import Foundation
import MotionLiterals
import MotionReload

/// Tuned literals as part of a preview's story, so `run --watch` keeps them across a reload: each
/// override travels as a `ReplaySetting` named "literal␟ID␟API … argument␟text", and the rebuilt
/// preview applies it to the same literal — by id when the literal is still there with the same API
/// and argument; otherwise (an edit above it moved it, a write-back changed the length of a literal
/// before it on its line) to the literal of that file with the same API and argument nearest its
/// old line. A literal that is gone is reported, not applied to another one.
enum LiteralStory {
    static let marker = "literal\u{1F}"

    /// The overrides now, as story settings.
    /// Values that came from source edits (`EditedLiterals`) are not tuning: a rebuild has them in its code.
    static func settings() -> [ReplaySetting] {
        let edited = EditedLiterals.ids
        return DesignTimeLiterals.overrides.sorted { $0.key < $1.key }.compactMap { id, value in
            guard !edited.contains(id), let site = LiteralRegistry.site(id: id) else { return nil }
            return ReplaySetting(name: marker + [site.id, site.call, site.text].joined(separator: "\u{1F}"), value: value)
        }
    }

    static func isLiteral(_ setting: ReplaySetting) -> Bool { setting.name.hasPrefix(marker) }

    /// Applies the story's literal settings to this build's literals; returns what could not be.
    static func restore(_ settings: [ReplaySetting]) -> [String] {
        var problems: [String] = []
        for s in settings where isLiteral(s) {
            let parts = s.name.dropFirst(marker.count).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3 else { continue }
            let (id, call) = (parts[0], parts[1])
            guard let site = match(id: id, call: call) else {
                problems.append("the tuned literal \(id) (\(call)) is gone; its value \(LiteralNumber.text(s.value)) was dropped")
                continue
            }
            do { try DesignTimeLiterals.set(site.id, to: s.value) } catch { problems.append("\(error)") }
        }
        return problems
    }

    /// The literal `id` with API and argument `call`, or the one of its file with that API and
    /// argument nearest its line.
    static func match(id: String, call: String) -> LiteralSite? {
        if let site = LiteralRegistry.site(id: id), site.call == call { return site }
        let position = id.split(separator: ":")
        guard position.count >= 3, let line = Int(position[position.count - 2]), let column = Int(position[position.count - 1]) else { return nil }
        let path = position.dropLast(2).joined(separator: ":")
        let candidates = LiteralRegistry.sites.filter { $0.id.hasPrefix(path + ":") && $0.call == call }
        return candidates.min { (abs($0.line - line), abs($0.column - column)) < (abs($1.line - line), abs($1.column - column)) }
    }
}
