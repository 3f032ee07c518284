import Foundation
import UIKit
import MotionHost
@testable import MotionLabPreview
@testable import MotionRender

/// A `SceneRunner` driven through the frame function (`FramePipeline`, no render target) on a
/// virtual clock that runs on continuously across resets and scene switches: frame n of the run is
/// at media time n / fps, and inputs arrive at the time of the frame they precede.
final class VirtualClockRunner {
    let runner: SceneRunner
    let pipeline = FramePipeline()
    let fps: Double
    private(set) var frame = 0
    /// Frames that evaluated the tree (built a draw list).
    private(set) var drawnFrames = 0

    init(preview: Preview, catalog: [Preview], fps: Double = 60, screenScale: CGFloat = 1) throws {
        let context = AnimationContext()
        try context.perform { try HostServices.install(screenScale: screenScale) }
        runner = try SceneRunner(preview: preview, catalog: catalog, context: context, screenScale: screenScale)
        self.fps = fps
    }

    var time: Double { Double(frame) / fps }

    /// Runs `count` frames; when `draws`, each is evaluated (draw list and trace of named layers).
    @discardableResult
    func frames(_ count: Int, draws: Bool = false, tracing: Bool = false) throws -> [FrameResult] {
        var out: [FrameResult] = []
        for _ in 0..<count {
            frame += 1
            let r = try pipeline.frame(runner, FrameRequest(clock: .media(time), draws: draws, force: draws, tracing: tracing))
            if r.drew { drawnFrames += 1 }
            out.append(r)
        }
        return out
    }

    /// Delivers `input` now (between frames), in the runner's context.
    func send(_ input: SceneInput) throws { try runner.handle(input) }

    func key(_ k: String) throws { try send(.key(k)) }

    /// A click: down and up 50 ms apart (three frames at 60 fps), as `InputScript` expands one.
    func click(_ p: CGPoint) throws {
        try send(.down(p))
        try frames(3)
        try send(.up(p))
    }
}
