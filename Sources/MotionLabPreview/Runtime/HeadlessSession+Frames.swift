import Foundation
import UIKit
import MotionRender
import MotionHost

/// Chosen frames of a headless session, returned to the caller instead of written to files: what a
/// test process (snapshot tests) needs to drive a preview without the command line.
extension HeadlessSession {
    /// One rendered frame: its number, its scene time (n/fps), its pixels (RGBA8, as `render --frames`
    /// writes them) and the named layers' values (as `render --trace` writes them).
    public struct RenderedSnapshot {
        public let frame: Int
        public let time: Double
        /// Nil unless the pixels were asked for.
        public let image: CGImage?
        /// Empty unless tracing was asked for (or no layer is named).
        public let traced: [String: TracedLayer]
    }

    /// The frame `render --at t` renders: the nearest one, n = round(t·fps).
    public static func frameIndex(at t: Double, fps: Double) -> Int {
        Int((t * fps).rounded())
    }

    /// Steps the session to frame `index` and draws it — the frames between are stepped without
    /// drawing, exactly as `render --at` steps them, so the pixels and values are that command's.
    /// Frames only go forward: `index` must be after the last frame stepped.
    /// - Parameters:
    ///   - image: read the frame's pixels back (a raster); without it only the trace is evaluated.
    ///   - tracing: collect every named layer's presentation values.
    /// - Throws: `HeadlessSessionError.frameInThePast`, or what the preview throws while it runs (a
    ///   missing resource on a rebuild).
    public func render(frame index: Int, image: Bool = true, tracing: Bool = false) throws -> RenderedSnapshot {
        guard index > frame else { throw HeadlessSessionError.frameInThePast(requested: index, current: frame) }
        while frame + 1 < index { try step() }
        let result = try step(draws: true, rasters: image, tracing: tracing)
        let pixels: CGImage? = image ? target.withPixels { CGImage(width: target.pixelWidth, height: target.pixelHeight, pixels: Array($0)) } : nil
        return RenderedSnapshot(frame: frame, time: Double(frame) / options.fps, image: pixels,
                                traced: tracing ? result.rendered.traced : [:])
    }
}

public enum HeadlessSessionError: Error, CustomStringConvertible, Equatable {
    /// A frame at or before the last one stepped (sessions run forward only).
    case frameInThePast(requested: Int, current: Int)

    public var description: String {
        switch self {
        case let .frameInThePast(requested, current):
            return "frame \(requested) is not after frame \(current), the last one rendered; a session runs forward only"
        }
    }
}
