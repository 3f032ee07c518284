import Foundation
import MotionOutput
import UIKit
import MotionRender
import MotionHost

/// Renders a preview without a display: a virtual clock (frame n at t = n/fps after the preview
/// starts, for every t in [0, duration]), scripted input, PNG frames and a trace — through the same
/// frame function as the window, byte-identical between runs.
public final class HeadlessSession {
    public struct Options {
        public var duration: Double = 4
        public var fps: Double = 60
        public var scale: CGFloat = 2
        public var framesDirectory: String?
        public var every: Int = 1
        public var tracePath: String?
        public var script = InputScript()
        public var showsHUD = false
        /// Time travel: render (write, trace) only this frame, stepping the ones before without drawing.
        public var onlyFrame: Int?
        /// How frames become PNG files (`.sdlImage`: the old synchronous IMG_SavePNG, for comparisons).
        public var frameEncoding: FrameWriter.Encoding = .spng(.fast)
        public init() {}
    }

    public let runner: SceneRunner
    public let options: Options
    /// Media time of frame 0: frame n is at `sessionStart + n/fps`, whatever resets happen on the way
    /// (a reset restarts the scene at the frame's time; the timeline does not jump).
    public let sessionStart: CFTimeInterval
    public let pipeline: FramePipeline
    public let target: SDLOffscreenTarget
    let hud = HUDOverlay()

    public init(preview: Preview, settings: TunableValues? = nil, options: Options,
                context: AnimationContext = AnimationContext()) throws {
        self.options = options
        try context.perform { try HostServices.install(screenScale: options.scale) }
        runner = try SceneRunner(preview: preview, settings: settings, context: context, screenScale: options.scale)
        runner.showsHUD = options.showsHUD
        sessionStart = runner.sceneStart
        target = try SDLOffscreenTarget(pixelWidth: Int((preview.size.width * options.scale).rounded()),
                                        pixelHeight: Int((preview.size.height * options.scale).rounded()),
                                        pixelScale: options.scale)
        pipeline = FramePipeline(target: target)
    }

    /// A session on a `Scene` type (the built-in scenes' form).
    public convenience init(scene: Scene.Type, settings: TunableValues, options: Options) throws {
        try self.init(preview: Preview(sceneType: scene), settings: settings, options: options)
    }

    /// Frames 0…N with N = ⌊duration·fps⌋ (a tolerance of 1e-9 frames absorbs binary rounding:
    /// 4.1 s at 60 fps is 247 frames, the last at t = 4.1).
    public var frameCount: Int {
        if let only = options.onlyFrame { return only + 1 }
        return HeadlessSession.frameCount(duration: options.duration, fps: options.fps)
    }

    public static func frameCount(duration: Double, fps: Double) -> Int {
        Int((duration * fps + 1e-9).rounded(.down)) + 1
    }

    private var nextEvent = 0
    /// The last frame stepped (−1 before the first).
    public private(set) var frame = -1
    /// The last frame's result.
    public private(set) var lastResult = FrameResult()

    /// Runs every frame; returns the number of PNG files written.
    @discardableResult
    public func run(progress: ((Int) -> Void)? = nil) throws -> Int {
        if let dir = options.framesDirectory {
            try OutputDirectory.create(dir)  // (hardening helper: errno-exact messages, not an NSError dump)
            if let t = options.tracePath, HeadlessSession.traceOverwritesFrame(trace: t, framesDirectory: dir) {
                throw OutputError(action: "write", target: t, reason: "it is one of the frames written into \(ErrorText.clip(dir))")
            }
        }
        let trace = try options.tracePath.map { try TraceWriter(path: $0) }
        // PNGs are encoded on worker threads while the next frame renders, written in order.
        let frames = options.framesDirectory.map { _ in FrameWriter(for: target, encoding: options.frameEncoding) }
        var written = 0
        while frame + 1 < frameCount {
            let n = frame + 1
            let wanted = options.onlyFrame.map { $0 == n } ?? true
            let saving = wanted && options.framesDirectory != nil && n % max(options.every, 1) == 0
            let tracing = wanted && trace != nil
            let result = try step(draws: saving || tracing, rasters: saving, tracing: tracing)
            if tracing {
                // Views placed by constraints add their laid-out frame (nothing for trees without constraints).
                let laidOut = runner.context.perform { runner.window.autoLayoutFramesByName() }
                try trace?.write(frame: n, time: Double(n) / options.fps, layers: result.rendered.traced, layoutFrames: laidOut)
            }
            if saving, let dir = options.framesDirectory {
                try frames?.submit(target, to: dir + "/" + String(format: "frame-%05d.png", n))
                written += 1
            }
            progress?(n)
        }
        try frames?.finish()
        try trace?.finish()  // the trace replaces its target only once complete
        return written
    }

    /// Whether the trace, links followed, is a `frame-NNNNN.png` in the frames folder (the same
    /// folder by device and inode, however it is spelled): the run would write both into one file.
    public static func traceOverwritesFrame(trace: String, framesDirectory: String) -> Bool {
        let target = OutputFile.resolvedTarget(of: trace)
        let name = target.split(separator: "/").last.map(String.init) ?? target
        guard name.hasPrefix("frame-"), name.hasSuffix(".png"),
              name.dropFirst(6).dropLast(4).allSatisfy(\.isNumber) else { return false }
        var a = stat(), b = stat()
        guard stat(OutputFile.folder(of: target), &a) == 0, stat(framesDirectory, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Moves to the next frame through the frame function: the script's inputs due by its time, in
    /// order (each at its own time), then tick, layout and — when `draws` — evaluate (and, when
    /// `rasters`, raster and present into the offscreen target).
    @discardableResult
    public func step(draws: Bool = false, rasters: Bool = false, tracing: Bool = false) throws -> FrameResult {
        frame += 1
        let t = Double(frame) / options.fps
        let start = sessionStart
        pipeline.target = rasters ? target : nil
        var request = FrameRequest(clock: .media(start + t), draws: draws, force: draws, tracing: tracing)
        request.clear = .black
        // The renderer patches its kept list in place: holding the last frame's list here would make it
        // copy the whole list first.
        lastResult = FrameResult()
        let result = try pipeline.frame(runner, request, input: {
            let events = options.script.events
            while nextEvent < events.count && events[nextEvent].time <= t + 1e-9 {
                runner.context.clock.advance(to: start + events[nextEvent].time)
                try runner.handle(events[nextEvent].input)
                nextEvent += 1
            }
        }, overlay: { [unowned self] in
            runner.constraintOverlay()
                + (runner.showsHUD ? hud.commands(lines: runner.hudLines(fps: options.fps, frameMs: 0, missed: 0)) : [])
        })
        lastResult = result
        return result
    }

    /// Of the last `benchmark`'s frames, how many the renderer built from nothing (the rest it patched)
    /// and how many the software rasteriser drew (the rest went through SDL's calls).
    public private(set) var benchmarkRebuilds = 0
    public private(set) var benchmarkRasterized = 0
    /// Of the last `benchmark`'s frames, each frame's layers evaluated and, of those, the ones evaluated
    /// from programs (`LayerRendererStatistics`): whether a scene's animations take the fast path.
    public private(set) var benchmarkEvaluatedLayers: [Int] = []
    public private(set) var benchmarkProgramLayers: [Int] = []

    /// Steps frames until scene time `t` (the frame at or just before it).
    public func advance(to t: Double) throws {
        while Double(frame + 1) / options.fps <= t + 1e-9 { try step() }
    }

    /// Renders the current frame again and returns its pixels (tests, golden images).
    public func snapshot() -> CGImage {
        let rendered = runner.context.perform { pipeline.renderer.evaluate(root: runner.rootLayer, at: runner.context.clock.now) }
        target.draw(rendered.commands, clear: .black)
        return target.snapshot()
    }

    /// Frame-timing figures for `motionlab bench frame`: per frame, the whole frame function (every
    /// phase, raster included, and a 1-pixel read-back so the renderer has finished) and the floor
    /// (replaying the recorded SDL calls of the same frame). Frames continue from where the session is.
    public func benchmark(frames: Int) throws -> (pipeline: [Double], floor: [Double], phases: [FrameTimings]) {
        benchmarkRebuilds = 0
        benchmarkRasterized = 0
        benchmarkEvaluatedLayers = []
        benchmarkProgramLayers = []
        // Whole frames on both sides: with partial redraw the replayed calls would cover only the damage.
        let partial = target.redrawsOnlyDamage
        target.redrawsOnlyDamage = false
        // The floor is SDL drawing the frame's calls: a frame the software rasteriser drew keeps its lists
        // until they are translated for the replay (after the timed frame).
        target.canvas.keepsFramesForReplay = true
        defer { target.redrawsOnlyDamage = partial; target.canvas.keepsFramesForReplay = false }
        var pipelineMs: [Double] = [], floor: [Double] = [], phases: [FrameTimings] = []
        for _ in 0..<frames {
            let start = MonotonicClock.now()
            let result = try step(draws: true, rasters: true)
            _ = target.readPixel(x: 0, y: 0)
            let mid = MonotonicClock.now()
            target.canvas.prepareReplay()
            let replayStart = MonotonicClock.now()
            target.canvas.replay(target.canvas.lastCalls)
            _ = target.readPixel(x: 0, y: 0)
            let end = MonotonicClock.now()
            pipelineMs.append((mid - start) * 1000)
            floor.append((end - replayStart) * 1000)
            phases.append(result.timings)
            if pipeline.renderer.statistics.rebuilt { benchmarkRebuilds += 1 }
            benchmarkEvaluatedLayers.append(pipeline.renderer.statistics.evaluatedLayers)
            benchmarkProgramLayers.append(pipeline.renderer.statistics.programLayers)
            if target.canvas.lastFrameWasRasterized { benchmarkRasterized += 1 }
        }
        return (pipelineMs, floor, phases)
    }
}
