import UIKit
import MotionLabPreview

/// Registers the five seed scenes in the order the 1–5 keys pick them.
public enum Scenes {
    public static func registerAll() {
        guard SceneCatalog.all.isEmpty else { return }
        SceneCatalog.all = [MapScene.self, MusicScene.self, ProfileScene.self, FlightScene.self, BasicsScene.self]
    }
}
