import Foundation
import MotionGeometry

/// Where a frame's draw list becomes pixels: the window, an offscreen surface, a recording for
/// tests. The frame function calls `draw` in its raster phase and `present` in its present phase;
/// a target never reads or changes the layer tree.
public protocol RenderTarget: AnyObject {
    /// Pixels per point.
    var pixelScale: CGFloat { get }
    /// Draws `commands` (points, back to front) over a clear to `clear`, replacing the previous frame.
    func draw(_ commands: [DrawCommand], clear: CGColor)
    /// Draws like `draw(_:clear:)`, told where `commands` may differ from `previous` — the list the
    /// caller drew into this target last (`damage`, from the caller's `DamageTracker`), so a target
    /// that keeps its pixels need not compare the lists again. It must trust `damage` only when
    /// `previous` is what it holds (`DamageTracker.holds`); the default draws everything.
    func draw(_ commands: [DrawCommand], clear: CGColor, damage: DamageRegion, since previous: [DrawCommand])
    /// Draws one frame of the frame function: the scene's list, the overlay on top, and what is known
    /// of how both differ from the frame drawn before (see `TargetFrame`). The default joins the two
    /// lists and draws them with the methods above.
    func draw(_ frame: TargetFrame)
    /// Shows or finishes the frame drawn since the last present (a window waits for vsync here).
    func present()
    /// Whether the target redraws only what changed (and so wants each frame's damage computed): a
    /// surface that keeps its pixels. A double-buffered window does not.
    var usesDamage: Bool { get }
}

/// One frame for a render target, as the frame function hands it over: the scene's draw list (kept by
/// its renderer between frames and patched in place, so a target that keeps work of its own — translated
/// calls, vertex buffers — can redo only the patched commands) and the overlay drawn over it (the HUD).
public struct TargetFrame {
    /// The scene's commands, back to front.
    public var scene: [DrawCommand]
    /// Commands drawn over the scene (the HUD); usually empty.
    public var overlay: [DrawCommand]
    public var clear: CGColor
    /// How `scene` differs from the list its renderer (`sceneSource`) made for frame `sceneSequence − 1`:
    /// a target that drew exactly that list last may redo only the patched commands.
    public var sceneChanges: DrawListChanges
    public var sceneSource: ObjectIdentifier?
    public var sceneSequence: UInt64
    /// Where this frame's pixels may differ from the frame the caller drew into this target before
    /// (`previousScene` and `previousOverlay`), or nil when not known; trusted only by a target whose last
    /// frame was the caller's (`drawer`) draw number `drawNumber − 1`.
    public var damage: DamageRegion?
    public var previousScene: [DrawCommand]?
    public var previousOverlay: [DrawCommand]?
    public var drawer: ObjectIdentifier?
    public var drawNumber: UInt64

    public init(scene: [DrawCommand], overlay: [DrawCommand] = [], clear: CGColor, sceneChanges: DrawListChanges = .rebuilt,
                sceneSource: ObjectIdentifier? = nil, sceneSequence: UInt64 = 0, damage: DamageRegion? = nil,
                previousScene: [DrawCommand]? = nil, previousOverlay: [DrawCommand]? = nil,
                drawer: ObjectIdentifier? = nil, drawNumber: UInt64 = 0) {
        self.scene = scene; self.overlay = overlay; self.clear = clear; self.sceneChanges = sceneChanges
        self.sceneSource = sceneSource; self.sceneSequence = sceneSequence; self.damage = damage
        self.previousScene = previousScene; self.previousOverlay = previousOverlay
        self.drawer = drawer; self.drawNumber = drawNumber
    }

    /// The scene and the overlay as one list.
    public var commands: [DrawCommand] { overlay.isEmpty ? scene : scene + overlay }
}

extension RenderTarget {
    public var usesDamage: Bool { false }

    public func draw(_ commands: [DrawCommand], clear: CGColor, damage: DamageRegion, since previous: [DrawCommand]) {
        draw(commands, clear: clear)
    }

    public func draw(_ frame: TargetFrame) {
        if let damage = frame.damage, let previous = frame.previousScene {
            let before = (frame.previousOverlay ?? []).isEmpty ? previous : previous + (frame.previousOverlay ?? [])
            draw(frame.commands, clear: frame.clear, damage: damage, since: before)
        } else {
            draw(frame.commands, clear: frame.clear)
        }
    }
}
