import Foundation
import UIKit
@testable import MotionLabPreview
@testable import MotionScenes

/// The built-in previews as the soak and memory tests run them: every seed scene as registered; the
/// particles stress scene at a small count (100 or 350 dots) so a debug build can run
/// hundreds of its frames in seconds (its tuning keys still step the count, by 250, and rebuild it);
/// and, seventh, the test-only `MechanismsScene`, which uses every mechanism the seeds do not.
enum SoakCatalog {
    static let particles = Preview(
        ParticlesScene.name, title: ParticlesScene.title, size: Preview.defaultSize,
        tunables: [Tunable("count", default: 100, range: 100...350, step: 250, keys: ("-", "="), unit: "layers")],
        keys: ParticlesScene.keys
    ) { window, settings in try ParticlesScene(window: window, settings: settings) }

    static let mechanisms = Preview(scene: MechanismsScene.self)

    /// The catalog in `BuiltInScenes.previews` order (digits 1…6), particles replaced by the small
    /// one, then the mechanisms scene (7).
    static var previews: [Preview] {
        BuiltInScenes.previews.map { $0.name == ParticlesScene.name ? particles : $0 } + [mechanisms]
    }

    /// Checks the mechanisms scene's completions after a rebuild: every completion of a mechanisms
    /// scene that is no longer shown must have run.
    static func auditCompletions(showing content: PreviewContent?) {
        MechanismsScene.ledger.audit(before: (content as? MechanismsScene)?.controller.scene ?? Int.max)
    }

    static func preview(named name: String) -> Preview {
        previews.first { $0.name == name }!
    }
}
