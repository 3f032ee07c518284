import ArgumentParser
import Foundation
import MotionOutput
import MotionLiterals

/// Options shared by `run`, `render` and `bench frame`: which scene, at what scale, with which tunables.
struct SceneOptions: ParsableArguments {
    @Option(name: .long, help: "Scene or preview name (`list` shows them); the first one when omitted.")
    var scene: String?

    @Option(name: .long, parsing: .unconditional, help: "Pixels per point: 1 or 2.",
            transform: ArgumentCheck.wholeNumber(in: 1...2, unit: "pixels per point"))
    var scale: Int = 2

    @Option(name: .long, help: "Light or dark mode: the device's appearance the preview is shown in, light (the default) or dark.",
            transform: { try PreviewAppearance.parse($0) })
    var appearance: PreviewAppearance = .light

    @Option(name: .customLong("set"), help: "Set a tunable, KEY=VALUE (repeatable), e.g. --set stutter=0.1, or a tunable literal, ID=VALUE (ids from `list --literals`); the value must lie in the tunable's or the API's range.")
    var assignments: [String] = []

    /// The scene type and its tunables with every `--set` applied. Errors name the scene's tunables,
    /// or the tunable's range: `--set stutter=abc: 'abc' is not a number; stutter takes 0…1 (s)`.
    /// `literalsMayBeGone`: `run --watch`'s preview process, started by a rebuilt program with the
    /// window's first `--set`s — an edit may have moved or removed a literal since; the tuned values
    /// come from the story (`LiteralStory`), so a literal assignment that no longer applies is skipped.
    func resolve(literalsMayBeGone: Bool = false) throws -> (Preview, TunableValues) {
        let type: Preview
        do {
            guard let first = PreviewCatalog.all.first else { throw PreviewError.badPreview("no previews are registered") }
            // The preview process of `run --watch` may be a build that renamed the window's scene: it
            // starts on the first and follows the rename when it restores the story (`PreviewRename`).
            if literalsMayBeGone, let name = scene, !PreviewCatalog.all.contains(where: { $0.name == name }) {
                type = first
            } else {
                type = try scene.map { try PreviewCatalog.preview(named: $0) } ?? first
            }
        } catch { throw ValidationError("--scene: \(error)") }
        appearance.apply()
        var values = TunableValues(type.tunables)
        DesignTimeLiterals.removeAllOverrides()
        for a in RepeatedOptions.expand(assignments, option: "--set") {
            do {
                if LiteralList.isLiteralAssignment(a) {
                    if literalsMayBeGone { try? DesignTimeLiterals.apply(assignment: a); continue }
                    try DesignTimeLiterals.apply(assignment: a)
                } else if literalsMayBeGone {
                    try? values.apply(assignment: a)  // the story's tuned values are restored after this
                } else {
                    try values.apply(assignment: a)
                }
            } catch { throw ValidationError("--set \(ErrorText.clip(a)): \(error)") }
        }
        return (type, values)
    }
}
