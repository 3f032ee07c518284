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
    /// Shows or finishes the frame drawn since the last present (a window waits for vsync here).
    func present()
    /// Whether the target redraws only what changed (and so wants each frame's damage computed): a
    /// surface that keeps its pixels. A double-buffered window does not.
    var usesDamage: Bool { get }
}

extension RenderTarget {
    public var usesDamage: Bool { false }

    public func draw(_ commands: [DrawCommand], clear: CGColor, damage: DamageRegion, since previous: [DrawCommand]) {
        draw(commands, clear: clear)
    }
}
