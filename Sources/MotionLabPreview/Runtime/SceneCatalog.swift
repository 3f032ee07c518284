import Foundation

/// Every scene, in the order the 1–5 keys pick them.
public enum SceneCatalog {
    public static var all: [Scene.Type] = []

    public static func scene(named name: String) throws -> Scene.Type {
        guard let s = all.first(where: { $0.name == name }) else {
            throw SceneError.unknownScene(name, known: all.map { $0.name })
        }
        return s
    }
}
