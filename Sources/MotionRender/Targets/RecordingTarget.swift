import Foundation
import MotionGeometry

/// A render target that keeps the draw lists it is given instead of drawing them: renderer tests
/// need no SDL, and tools can inspect exactly what a frame asked for.
public final class RecordingTarget: RenderTarget {
    public let pixelScale: CGFloat
    /// Every frame drawn, oldest first (with the clear colour).
    public private(set) var frames: [(commands: [DrawCommand], clear: CGColor)] = []
    /// How many times `present()` ran.
    public private(set) var presentCount = 0

    public init(pixelScale: CGFloat = 1) { self.pixelScale = pixelScale }

    public func draw(_ commands: [DrawCommand], clear: CGColor) { frames.append((commands, clear)) }
    public func present() { presentCount += 1 }

    /// The last frame's commands (empty before any).
    public var lastCommands: [DrawCommand] { frames.last?.commands ?? [] }
}
