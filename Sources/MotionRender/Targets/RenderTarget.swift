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
    /// Shows or finishes the frame drawn since the last present (a window waits for vsync here).
    func present()
}
