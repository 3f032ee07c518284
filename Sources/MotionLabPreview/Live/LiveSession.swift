import Foundation
import MotionGeometry
import MotionTiming
import MotionLayers
import MotionRender
import MotionHost

/// The live window: one frame = drain input → tick (one timestamp from the host clock, on vsync) →
/// layout → render → present. Frames are drawn only when something changed or animates; an idle
/// window sleeps in SDL's event wait.
final class LiveSession {
    let window: SDLWindow
    let runner: SceneRunner
    let hud = HUDOverlay()
    private var frameTimes: [Double] = []
    private(set) var missedFrames = 0

    init(scene: Scene.Type, settings: TunableValues, scale: CGFloat) throws {
        try HostServices.install(screenScale: scale)
        window = try SDLWindow(title: "MotionLab — \(scene.title)", logicalSize: SceneRunner.screenSize, pixelScale: scale)
        MediaClock.shared = MediaClock(now: 0)
        runner = try SceneRunner(scene: scene, settings: settings)
        runner.showsHUD = true
    }

    func run(maxSeconds: Double?) throws {
        let start = HostClock.now()
        var lastFrame = start
        var lastChange: UInt64 = .max
        var lastHUD: [String] = []
        MediaClock.shared.tick(hostTime: start)
        while true {
            var quit = false
            for e in window.pollEvents() {
                switch e {
                case .quit: quit = true
                case .mouseDown(let p): try runner.handle(.down(p))
                case .mouseMove(let p): try runner.handle(.move(p))
                case .mouseUp(let p): try runner.handle(.up(p))
                case let .wheel(dx, dy): try runner.handle(.wheel(dx: dx, dy: dy))
                case .key(let k):
                    if k == "escape" || k == "q" { quit = true } else { try runner.handle(.key(k)) }
                case .exposed: lastChange = .max
                }
            }
            let now = HostClock.now()
            if quit || (maxSeconds.map { now - start > $0 } ?? false) { break }
            MediaClock.shared.tick(hostTime: now)
            runner.tick()
            let dt = now - lastFrame
            let hudLines = runner.showsHUD || runner.showsHelp ? hud.lines(runner: runner, frameTimes: frameTimes, missed: missedFrames) : []
            let animating = AnimationDriver.shared.isAnimating
            if animating || CALayer.changeCount != lastChange || hudLines != lastHUD {
                lastChange = CALayer.changeCount
                lastHUD = hudLines
                var commands = runner.drawCommands(tracing: false)
                commands += hud.commands(runner: runner, lines: hudLines)
                window.canvas.draw(commands, clear: .black)
                window.present()  // blocks on vsync
                let after = HostClock.now()
                frameTimes.append(after - lastFrame)
                if frameTimes.count > 60 { frameTimes.removeFirst() }
                if dt > 1.5 / 60 && animating { missedFrames += 1 }
                lastFrame = after
            } else {
                window.waitForEvents(milliseconds: 100)
                lastFrame = HostClock.now()
            }
        }
    }
}

/// The HUD and help panels for the live window.
final class HUDOverlay {
    private let renderer = HUDPanel()

    func lines(runner: SceneRunner, frameTimes: [Double], missed: Int) -> [String] {
        var lines: [String] = []
        if runner.showsHUD {
            let mean = frameTimes.isEmpty ? 0 : frameTimes.reduce(0, +) / Double(frameTimes.count)
            lines += runner.hudLines(fps: mean > 0 ? 1 / mean : 0, frameMs: mean * 1000, missed: missed)
        }
        if runner.showsHelp { lines += [""] + SceneRunner.helpLines }
        return lines
    }

    func commands(runner: SceneRunner, lines: [String]) -> [DrawCommand] {
        lines.isEmpty ? [] : renderer.commands(lines: lines)
    }
}
