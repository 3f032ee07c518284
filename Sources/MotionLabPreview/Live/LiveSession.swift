import Foundation
import UIKit
import MotionRender
import MotionHost

/// The live window: each loop turn runs the frame function with the host clock's timestamp (input
/// drained from SDL → tick → layout → evaluate → raster → present, which waits for vsync). Frames are
/// drawn only when something changed or animates; an idle window sleeps in SDL's event wait.
final class LiveSession {
    let window: SDLWindow
    let runner: SceneRunner
    let pipeline: FramePipeline
    let hud = HUDOverlay()
    private var frameTimes: [Double] = []
    private(set) var missedFrames = 0

    init(preview: Preview, settings: TunableValues, scale: CGFloat) throws {
        let context = AnimationContext()
        try context.perform { try HostServices.install(screenScale: scale) }
        window = try SDLWindow(title: "MotionLab — \(preview.title)", logicalSize: preview.size, pixelScale: scale)
        runner = try SceneRunner(preview: preview, settings: settings, context: context, screenScale: scale)
        runner.showsHUD = true
        pipeline = FramePipeline(target: window)
    }

    func run(maxSeconds: Double?) throws {
        let start = HostClock.now()
        var lastPresent = start
        var lastHUD: [String] = []
        var force = true
        runner.context.clock.tick(hostTime: start)
        while true {
            var quit = false
            let events = window.pollEvents()
            let now = HostClock.now()
            if maxSeconds.map({ now - start > $0 }) ?? false { break }
            let hudLines = hudLines()
            if hudLines != lastHUD { force = true; lastHUD = hudLines }
            let result = try pipeline.frame(runner, FrameRequest(clock: .host(now), force: force), input: {
                for e in events {
                    switch e {
                    case .quit: quit = true
                    case .mouseDown(let p): try runner.handle(.down(p))
                    case .mouseMove(let p): try runner.handle(.move(p))
                    case .mouseUp(let p): try runner.handle(.up(p))
                    case let .wheel(dx, dy): try runner.handle(.wheel(dx: dx, dy: dy))
                    case .key(let k):
                        if k == "escape" || k == "q" { quit = true } else { try runner.handle(.key(k)) }
                    case .exposed: force = true
                    }
                }
            }, overlay: { hud.commands(lines: hudLines, graph: runner.showsHUD) })
            if quit { break }
            if result.drew && !result.changed {
                // Only the HUD's text changed: nothing to measure.
                force = false
                lastPresent = HostClock.now()
            } else if result.drew {
                force = false
                let after = HostClock.now()
                let interval = after - lastPresent
                frameTimes.append(interval)
                if frameTimes.count > 60 { frameTimes.removeFirst() }
                if interval > 1.5 / 60 && runner.context.driver.isAnimating { missedFrames += 1 }
                lastPresent = after
                hud.record(result.timings)
            } else {
                window.waitForEvents(milliseconds: 100)
                lastPresent = HostClock.now()
            }
        }
    }

    private func hudLines() -> [String] {
        var lines: [String] = []
        if runner.showsHUD {
            let mean = frameTimes.isEmpty ? 0 : frameTimes.reduce(0, +) / Double(frameTimes.count)
            lines += runner.hudLines(fps: mean > 0 ? 1 / mean : 0, frameMs: mean * 1000, missed: missedFrames)
            lines.append(hud.phaseLine)
        }
        if runner.showsHelp { lines += [""] + SceneRunner.helpLines }
        return lines
    }
}
