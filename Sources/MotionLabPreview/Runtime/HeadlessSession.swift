import Foundation
import MotionGeometry
import MotionTiming
import MotionLayers
import MotionViews
import MotionRender
import MotionHost

/// Renders a scene without a display: a virtual clock (frame n at t = n/fps after the scene starts),
/// scripted input, PNG frames and a trace — the same pipeline as the window, byte-identical between runs.
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
        /// How frames become PNG files (`.sdlImage`: the old synchronous IMG_SavePNG, for comparisons).
        public var frameEncoding: FrameWriter.Encoding = .spng(.fast)
        public init() {}
    }

    public let runner: SceneRunner
    public let options: Options
    let target: SDLOffscreenTarget
    let canvas: SDLCanvas
    let hud = HUDPanel()

    public init(scene: Scene.Type, settings: TunableValues, options: Options) throws {
        self.options = options
        try HostServices.install(screenScale: options.scale)
        MediaClock.shared = MediaClock(now: 0)
        runner = try SceneRunner(scene: scene, settings: settings)
        runner.showsHUD = options.showsHUD
        target = try SDLOffscreenTarget(pixelWidth: Int(SceneRunner.screenSize.width * options.scale),
                                        pixelHeight: Int(SceneRunner.screenSize.height * options.scale))
        canvas = SDLCanvas(renderer: target.renderer, pixelScale: options.scale)
    }

    public var frameCount: Int { Int((options.duration * options.fps).rounded(.down)) + 1 }

    private var nextEvent = 0
    /// The last frame stepped (−1 before the first).
    public private(set) var frame = -1

    /// Runs every frame; returns the number of PNG files written.
    @discardableResult
    public func run(progress: ((Int) -> Void)? = nil) throws -> Int {
        if let dir = options.framesDirectory {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        }
        let trace = try options.tracePath.map { try TraceWriter(path: $0) }
        let frames = options.framesDirectory.map { _ in FrameWriter(for: target, encoding: options.frameEncoding) }
        var written = 0
        while frame + 1 < frameCount {
            try step()
            let n = frame, t = Double(n) / options.fps
            let saving = options.framesDirectory != nil && n % max(options.every, 1) == 0
            if saving || trace != nil {
                var commands = runner.drawCommands(tracing: trace != nil)
                if runner.showsHUD { commands += hud.commands(lines: runner.hudLines(fps: options.fps, frameMs: 0, missed: 0)) }
                trace?.write(frame: n, time: t, layers: runner.renderer.traced)
                if saving, let dir = options.framesDirectory {
                    canvas.draw(commands, clear: .black)
                    try frames?.submit(target, to: dir + "/" + String(format: "frame-%05d.png", n))
                    written += 1
                }
            }
            progress?(n)
        }
        try frames?.finish()
        return written
    }

    /// Moves to the next frame: the script's inputs due by its time, in order, then one tick and layout.
    public func step() throws {
        frame += 1
        let t = Double(frame) / options.fps
        let events = options.script.events
        while nextEvent < events.count && events[nextEvent].time <= t + 1e-9 {
            MediaClock.shared.advance(to: runner.sceneStart + events[nextEvent].time)
            try runner.handle(events[nextEvent].input)
            nextEvent += 1
        }
        MediaClock.shared.advance(to: runner.sceneStart + t)
        runner.tick()
    }

    /// Steps frames until scene time `t` (the frame at or just before it).
    public func advance(to t: Double) throws {
        while Double(frame + 1) / options.fps <= t + 1e-9 { try step() }
    }

    /// Renders the current frame and returns it (tests, golden images).
    public func snapshot() -> CGImage {
        canvas.draw(runner.drawCommands(tracing: false), clear: .black)
        return target.snapshot()
    }

    /// Renders frame-timing figures for `motionlab bench frame`: per frame, the whole pipeline (tick, layout,
    /// draw commands, SDL drawing, a 1-pixel read-back) and the floor (replaying the recorded SDL calls).
    /// Frames continue from where the session is (calls can follow one another, e.g. a warm-up).
    public func benchmark(frames: Int) throws -> (pipeline: [Double], floor: [Double]) {
        var pipeline: [Double] = [], floor: [Double] = []
        for _ in 0..<frames {
            let start = DispatchTime.now().uptimeNanoseconds
            try step()
            canvas.draw(runner.drawCommands(tracing: false), clear: .black)
            _ = target.readPixel(x: 0, y: 0)
            let mid = DispatchTime.now().uptimeNanoseconds
            canvas.replay(canvas.lastCalls)
            _ = target.readPixel(x: 0, y: 0)
            let end = DispatchTime.now().uptimeNanoseconds
            pipeline.append(Double(mid - start) / 1e6)
            floor.append(Double(end - mid) / 1e6)
        }
        return (pipeline, floor)
    }
}
