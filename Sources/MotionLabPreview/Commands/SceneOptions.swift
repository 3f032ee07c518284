import ArgumentParser
import Foundation

/// Options shared by `run` and `render`: which scene, at what scale, with which tunables.
struct SceneOptions: ParsableArguments {
    @Option(name: .long, help: "Scene: map, music, profile, flight or basics.")
    var scene: String = "map"

    @Option(name: .long, help: "Pixels per point: 1 or 2.")
    var scale: Int = 2

    @Option(name: .customLong("set"), help: "Set a tunable, KEY=VALUE (repeatable), e.g. --set stutter=0.1.")
    var assignments: [String] = []

    func validate() throws {
        guard scale == 1 || scale == 2 else { throw ValidationError("--scale must be 1 or 2, got \(scale)") }
    }

    /// The scene type and its tunables with every `--set` applied (errors list the scene's tunables).
    func resolve() throws -> (Scene.Type, TunableValues) {

        let type: Scene.Type
        do { type = try SceneCatalog.scene(named: scene) } catch { throw ValidationError("--scene: \(error)") }
        var values = TunableValues(type.tunables)
        for a in assignments {
            do { try values.apply(assignment: a) } catch { throw ValidationError("--set \(a): \(error)") }
        }
        return (type, values)
    }
}
