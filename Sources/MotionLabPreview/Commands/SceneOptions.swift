import ArgumentParser
import Foundation

/// Options shared by `run` and `render`: which scene, at what scale, with which tunables.
struct SceneOptions: ParsableArguments {
    @Option(name: .long, help: "Scene or preview name (`list` shows them); the first one when omitted.")
    var scene: String?

    @Option(name: .long, help: "Pixels per point: 1 or 2.")
    var scale: Int = 2

    @Option(name: .customLong("set"), help: "Set a tunable, KEY=VALUE (repeatable), e.g. --set stutter=0.1.")
    var assignments: [String] = []

    func validate() throws {
        guard scale == 1 || scale == 2 else { throw ValidationError("--scale must be 1 or 2, got \(scale)") }
    }

    /// The preview and its tunables with every `--set` applied (errors list the preview's tunables).
    func resolve() throws -> (Preview, TunableValues) {
        let type: Preview
        do {
            type = try scene.map { try PreviewCatalog.preview(named: $0) } ?? PreviewCatalog.all.first
                .orThrow(SceneError.unknownScene("", known: []))
        } catch { throw ValidationError("--scene: \(error)") }
        var values = TunableValues(type.tunables)
        for a in assignments {
            do { try values.apply(assignment: a) } catch { throw ValidationError("--set \(a): \(error)") }
        }
        return (type, values)
    }
}

extension Optional {
    func orThrow(_ error: @autoclosure () -> Error) throws -> Wrapped {
        guard let v = self else { throw error() }
        return v
    }
}
