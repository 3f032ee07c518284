import UIKit
import MotionLabPreview

/// The built-in scenes, registered exactly as a user registers previews: one line each, in the order
/// the 1–9 keys pick them.
public enum BuiltInScenes {
    public static let previews: [Preview] = [
        Preview(scene: MapScene.self),
        Preview(scene: MusicScene.self),
        Preview(scene: ProfileScene.self),
        Preview(scene: FlightScene.self),
        Preview(scene: BasicsScene.self),
        Preview(scene: ParticlesScene.self),
        Preview(scene: RowsScene.self),
    ]
}
