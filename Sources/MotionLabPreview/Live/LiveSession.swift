import Foundation
import UIKit
import MotionRender
import MotionHost

/// The live window: each loop turn runs the frame function with the host clock's timestamp (input
/// drained from SDL and the optional script → tick → layout → evaluate → raster → present, which
/// waits for vsync). Frames are drawn only when something changed or animates; an idle window sleeps
/// in SDL's event wait (until the next scene-time timer when one is pending).
final class LiveSession {
    struct Options {
        var scale: CGFloat = 2
        /// Close after this many seconds of wall time (nil: when the window closes).
        var maxSeconds: Double?
        /// Inputs played at their scene times, as `render --script` plays them.
        var script = InputScript()
        /// Where to write the frame statistics (JSON) when the window closes.
        var statsPath: String?
    }

    let window: SDLWindow
    let runner: SceneRunner
    let pipeline: FramePipeline
    let options: Options
    let hud = HUDOverlay()
    /// Present-to-present statistics while animating.
    private(set) var stats: LiveStatistics
    private var recentIntervals: [Double] = []
    private var pointer = CGPoint.zero
    private var pointerDown = false
    private var timeline = Timeline()
    /// Whether the clock was paused before a scrub began (restored on release).
    private var pausedBeforeScrub = false
    /// Work for after the current frame (rebuilding the scene cannot happen inside it).
    private var pendingStepBack = false
    private var labelCache: [String: CGImage] = [:]
    /// The curve panel (C) and the plot it shows, recomputed when a tunable changes.
    private let curvePanel = CurvePanel()
    private var showsCurves = false
    private var curvePlot: (settings: TunableValues, preview: String, plot: CurvePlot?)?
    /// Media time of the last press or key: what the curve panel's marker counts from.
    private var lastTrigger: Double?
    /// The window being recorded (V), if it is.
    private var recording: WindowRecording?

    init(preview: Preview, settings: TunableValues, options: Options) throws {
        self.options = options
        let context = AnimationContext()
        try context.perform { try HostServices.install(screenScale: options.scale) }
        window = try SDLWindow(title: "MotionLab — \(preview.title)", logicalSize: preview.size, pixelScale: options.scale)
        runner = try SceneRunner(preview: preview, settings: settings, context: context, screenScale: options.scale)
        // The HUD starts on for tunable scenes (their keys are in it) and off for view-controller
        // previews, whose top-left it would cover; `H` toggles it, `?` lists the keys.
        runner.showsHUD = preview.sceneType != nil
        if !runner.showsHUD { runner.show(notice: "H: HUD   ?: keys") }
        pipeline = FramePipeline(target: window)
        stats = LiveStatistics(refreshHz: window.refreshRate)
        runner.hostKeyHandler = { [unowned self] key in handleHostKey(key) }
        StandardError.write("motionlab: window on \(window.videoDriver) (\(window.rendererName)), \(SceneRunner.format(stats.refreshHz)) Hz")
    }

    /// Runs until the window closes, Escape/Q, `maxSeconds`, or a signal.
    /// - Returns: the signal that ended the session, 0 otherwise.
    func run() throws -> Int32 {
        LiveSignals.install()
        let start = HostClock.now()
        let scriptStart = runner.sceneStart
        var nextEvent = 0
        var lastPresent: Double?
        var lastHUD: [String] = []
        var hudRefresh = -Double.infinity
        var force = true
        runner.context.clock.tick(hostTime: start)
        while LiveSignals.received == 0 {
            var quit = false
            let events = window.pollEvents()
            let now = HostClock.now()
            if options.maxSeconds.map({ now - start > $0 }) ?? false { break }
            // The HUD's numbers change at most four times a second, so an idle window stays idle.
            if now - hudRefresh > 0.25 {
                let lines = hudLines()
                if lines != lastHUD { force = true; lastHUD = lines }
                hudRefresh = now
            }
            // The timeline takes the pointer while it is pressed on the bar (scrubbing rebuilds the
            // scene, which cannot happen inside a frame); everything else goes to the frame's input.
            let sceneEvents = try scrub(events)
            if timeline.scrubTime != nil { force = true }
            let result = try pipeline.frame(runner, FrameRequest(clock: .host(now), force: force), input: {
                let modifiers = SDLWindow.modifierKeys()
                for e in sceneEvents {
                    switch e {
                    case .quit: quit = true
                    case .mouseDown(let p):
                        pointer = p; pointerDown = true
                        runner.touchMode = modifiers.alt ? (modifiers.shift ? .parallel : .pinch) : .single
                        try deliver(.down(p))
                    case .mouseMove(let p):
                        pointer = p
                        if pointerDown { try deliver(.move(p)) } else { try runner.handle(.move(p)) }
                        if modifiers.alt { force = true }
                    case .mouseUp(let p):
                        pointer = p; pointerDown = false
                        try deliver(.up(p))
                    case let .wheel(dx, dy): try deliver(.wheel(dx: dx, dy: dy))
                    case .key(let k):
                        if k == "escape" || k == "q" { quit = true } else { try deliver(.key(k)) }
                    case .exposed: force = true
                    }
                }
                // The script, at scene times measured from when the window opened.
                let events = options.script.events
                let sceneTime = runner.context.clock.now - scriptStart
                while nextEvent < events.count && events[nextEvent].time <= sceneTime {
                    try deliver(events[nextEvent].input)
                    nextEvent += 1
                }
            }, overlay: { overlay(lastHUD) })
            if pendingStepBack {
                pendingStepBack = false
                try stepBack()
                force = true
            }
            if quit { break }
            guard result.drew else {
                lastPresent = nil
                wait()
                continue
            }
            force = false
            pace()
            let presented = HostClock.now()
            if result.changed {
                // Only intervals between two frames that both showed motion say anything about pacing.
                if let last = lastPresent {
                    let interval = presented - last
                    stats.record(interval: interval)
                    recentIntervals.append(interval)
                    if recentIntervals.count > 60 { recentIntervals.removeFirst() }
                }
                lastPresent = runner.context.driver.isAnimating ? presented : nil
                hud.record(result.timings)
                if runner.context.driver.isAnimating { stats.record(phases: result.timings, rasterized: window.lastFrameWasRasterized) }
            } else {
                lastPresent = nil
            }
        }
        if let r = recording {
            // Closing the window (or a signal) finishes the recording: nothing recorded is lost.
            recording = nil
            let frames = try r.stop(at: HostClock.now())
            StandardError.write("motionlab: recorded \(frames) frames to \(r.path)")
        }
        try writeStats()
        return LiveSignals.received
    }

    // MARK: Timeline

    /// Delivers an input to the scene and records it on the timeline when it is part of the scene's
    /// story (pointer, wheel, Space and the scene's own keys — not HUD, speed or tuning keys). A
    /// rebuilt scene (reset, tuning, switching) starts a new timeline.
    private func deliver(_ input: SceneInput) throws {
        let start = runner.sceneStart
        let time = runner.sceneTime
        let now = runner.context.clock.now
        try runner.handle(input)
        if runner.sceneStart != start { timeline.clear(); return }
        if case .key(let k) = input {
            let sceneKey = k == RunnerKey.replay.rawValue || runner.preview.keys.contains(k)
                || (RunnerKey(rawValue: k) == nil && Int(k) == nil
                    && !runner.preview.tunables.contains { $0.decreaseKey == k || $0.increaseKey == k })
            guard sceneKey else { return }
        }
        timeline.record(input, at: time)
        switch input {
        case .down, .key: lastTrigger = now
        default: break
        }
    }

    /// Handles pointer events on the timeline bar; returns the events left for the scene.
    private func scrub(_ events: [InputEvent]) throws -> [InputEvent] {
        guard timeline.isVisible || timeline.scrubTime != nil else { return events }
        var rest: [InputEvent] = []
        var target: Double?
        let size = runner.preview.size, now = runner.sceneTime
        for e in events {
            switch e {
            case .mouseDown(let p) where timeline.frame(in: size).contains(p) && !pointerDown:
                pausedBeforeScrub = runner.isPaused
                runner.context.clock.isPaused = true
                let t = timeline.time(atX: p.x, size: size, now: now)
                timeline.beginScrub(at: t)
                target = t
            case .mouseMove(let p) where timeline.scrubTime != nil:
                let t = timeline.time(atX: p.x, size: size, now: max(now, timeline.scrubTime ?? 0))
                timeline.beginScrub(at: t)
                target = t
            case .mouseUp where timeline.scrubTime != nil:
                if let t = target { try rebuild(to: t); target = nil }
                let t = timeline.scrubTime ?? now
                timeline.endScrub()
                // Resuming from here: what was recorded after this time is another future now.
                timeline.truncate(after: t)
                runner.context.clock.isPaused = pausedBeforeScrub
            default:
                rest.append(e)
            }
        }
        if let t = target { try rebuild(to: t) }
        return rest
    }

    /// Shows the scene as it was at scene time `t`: rebuilt, with the recorded input replayed.
    private func rebuild(to t: Double) throws {
        let inputs = timeline.events(upTo: t).map { (time: $0.time, input: $0.input) }
        let kept = timeline
        try runner.rebuild(replaying: inputs, to: t, pipeline: pipeline)
        timeline = kept  // the rebuild's own replay must not clear or re-record the timeline
    }

    /// `,` while paused: one 60 Hz frame back.
    private func stepBack() throws {
        let t = max(0, runner.sceneTime - 1.0 / 60)
        try rebuild(to: t)
    }

    private func handleHostKey(_ key: RunnerKey) -> Bool {
        switch key {
        case .timeline:
            timeline.isVisible.toggle()
            return true
        case .stepBack:
            pendingStepBack = true
            return true
        case .curves:
            showsCurves.toggle()
            if showsCurves && currentPlot() == nil { runner.show(notice: "\(runner.preview.name) has no curves to show") }
            return true
        case .record:
            if let r = recording {
                recording = nil
                window.onBeforePresent = nil
                do {
                    let frames = try r.stop(at: HostClock.now())
                    runner.show(notice: "Recorded \(frames) frames to \(r.path)")
                    StandardError.write("motionlab: recorded \(frames) frames (\(SceneRunner.format(Double(frames) / 60)) s) to \(r.path)")
                } catch {
                    runner.show(notice: "Recording failed: \(error)")
                    StandardError.write("motionlab: recording failed: \(error)")
                }
            } else {
                do {
                    let r = try WindowRecording(size: window.outputSize, start: HostClock.now())
                    recording = r
                    window.onBeforePresent = { [unowned self] pixels, size in
                        guard let r = recording else { return }
                        if let problem = r.append(pixels, size: size, at: HostClock.now()) {
                            runner.show(notice: problem)
                            recording = nil
                            window.onBeforePresent = nil
                        }
                    }
                    runner.show(notice: "Recording to \(r.path) — V stops")
                    StandardError.write("motionlab: recording the window to \(r.path)")
                } catch {
                    runner.show(notice: "Cannot record: \(error)")
                }
            }
            return true
        case .copyExport:
            let (text, notice) = runner.preview.exportForClipboard(settings: runner.settings)
            if let text {
                do { try window.setClipboardText(text); runner.show(notice: notice) } catch { runner.show(notice: "\(error)") }
            } else {
                runner.show(notice: notice)
            }
            return true
        default:
            return false
        }
    }

    /// The curve plot for the preview's current tunables (computed once per change).
    private func currentPlot() -> CurvePlot? {
        if let c = curvePlot, c.settings == runner.settings, c.preview == runner.preview.name { return c.plot }
        let plot = runner.preview.curvePlot(settings: runner.settings)
        curvePlot = (runner.settings, runner.preview.name, plot)
        return plot
    }

    /// A rendered line of 10-pt white text (cached by text).
    private func label(_ text: String) -> CGImage? {
        if let c = labelCache[text] { return c }
        guard let r = UIServices.textRasterizer,
              let image = try? r.render(text, font: UIFont.systemFont(ofSize: 10), color: .white, maxWidth: nil,
                                        alignment: .left, numberOfLines: 1, scale: options.scale) else { return nil }
        if labelCache.count > 256 { labelCache.removeAll() }
        labelCache[text] = image
        return image
    }

    /// Without vsync (SDL's software renderer), waits for the next refresh boundary so frames come at
    /// the display's rate instead of as fast as the CPU allows; with vsync, present already waited.
    private func pace() {
        guard !window.presentsWithVSync else { return }
        let period = 1 / stats.refreshHz
        let now = HostClock.now()
        if nextDeadline < now - period { nextDeadline = now }  // fell behind (or idle): start over
        nextDeadline += period
        let wait = nextDeadline - HostClock.now()
        if wait > 0.0005 { Thread.sleep(forTimeInterval: wait) }
    }
    private var nextDeadline = -Double.infinity

    /// Sleeps until an event arrives, at most until the next scene-time timer (or 100 ms).
    private func wait() {
        var ms: Int32 = 100
        if let next = runner.context.driver.nextTimerTime {
            let seconds = (next - runner.context.clock.now) / max(runner.context.clock.rate, 1e-6)
            ms = Int32(min(max(seconds * 1000, 0), 100))
        }
        if !options.script.events.isEmpty { ms = min(ms, 4) }
        window.waitForEvents(milliseconds: ms)
    }

    /// The HUD panel and, while Alt is held, the Simulator's two finger circles.
    private func overlay(_ lines: [String]) -> [DrawCommand] {
        var out = hud.commands(lines: lines, graph: runner.showsHUD)
        out += timeline.commands(size: runner.preview.size, now: runner.sceneTime, label: label)
        if recording != nil {
            // The recording indicator: a red dot at the top right.
            out.append(.fill(size: CGSize(width: 12, height: 12), transform: CATransform3DMakeTranslation(runner.preview.size.width - 20, 8, 0),
                             color: CGColor(red: 1, green: 0.2, blue: 0.2, alpha: 1), cornerRadius: 6, opacity: 1))
        }
        if showsCurves, let plot = currentPlot() {
            let size = runner.preview.size
            let y = size.height - CurvePanel.defaultSize.height - 10 - (timeline.isVisible ? Timeline.height : 0)
            let since = runner.context.clock.now - max(lastTrigger ?? runner.sceneStart, runner.sceneStart)
            out += curvePanel.commands(plot, time: since, origin: CGPoint(x: 10, y: max(y, 0)))
        }
        let modifiers = SDLWindow.modifierKeys()
        let mode: SimulatorTouchEmulation.Mode = modifiers.alt ? (modifiers.shift ? .parallel : .pinch) : .single
        for p in runner.emulatedFingers(pointer: pointer, mode: pointerDown ? runner.touchMode : mode) {
            let r: CGFloat = 14
            out.append(.fill(size: CGSize(width: 2 * r, height: 2 * r), transform: CATransform3DMakeTranslation(p.x - r, p.y - r, 0),
                             color: CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.45), cornerRadius: r, opacity: 1))
        }
        return out
    }

    private func hudLines() -> [String] {
        var lines: [String] = []
        if runner.showsHUD {
            let mean = recentIntervals.isEmpty ? 0 : recentIntervals.reduce(0, +) / Double(recentIntervals.count)
            lines += runner.hudLines(fps: mean > 0 ? 1 / mean : 0, frameMs: mean * 1000, missed: stats.missed)
            lines.append(hud.phaseLine)
        }
        else if let notice = runner.activeNotice { lines.append(notice) }
        if runner.showsHelp { lines += [""] + SceneRunner.helpLines }
        return lines
    }

    private func writeStats() throws {
        guard let path = options.statsPath else { return }
        let file = try OutputFile(path: path)
        try file.write(stats.json)
        try file.commit()
    }
}

/// The live window recorded to a video: what the user sees, at the window's frame times, as a
/// constant-rate 60 fps video (a frame shown for longer is repeated; the last one lasts until stop).
/// Frames go to ffmpeg on a background queue (at most a few in flight), so recording costs the window
/// the read-back, not the encoding.
final class WindowRecording {
    let path: String
    private let video: VideoRecorder
    private let start: Double
    private let size: (width: Int, height: Int)
    private var last: [UInt8] = []
    /// Frames handed to the writer queue so far.
    private var queued = 0
    private let queue = Dispatch.DispatchQueue(label: "motionlab.window-recording")
    private let slots = DispatchSemaphore(value: 4)
    private var failure: Error?
    private let lock = NSLock()

    init(size: (width: Int, height: Int), start: Double) throws {
        let stamp = DateFormatter()
        stamp.dateFormat = "yyyyMMdd-HHmmss"
        path = "motionlab-recording-\(stamp.string(from: Date())).mp4"
        self.size = size
        self.start = start
        video = try VideoRecorder(path: path, width: size.width, height: size.height, fps: 60)
    }

    /// Appends a shown frame; returns a problem that ended the recording, if one did.
    func append(_ pixels: UnsafeRawBufferPointer, size: (width: Int, height: Int), at time: Double) -> String? {
        guard size == self.size else { return "Recording stopped: the window was resized" }
        if let e = lock.withLock({ failure }) { return "Recording failed: \(e)" }
        fill(until: time)
        last = Array(pixels)
        enqueue(last)
        return nil
    }

    private func enqueue(_ frame: [UInt8]) {
        queued += 1
        slots.wait()
        queue.async(group: nil, qos: .unspecified, flags: [], execute: { [self] in
            defer { slots.signal() }
            guard lock.withLock({ failure }) == nil else { return }
            do { try frame.withUnsafeBytes { try video.append(rgba: $0) } } catch { lock.withLock { failure = error } }
        })
    }

    /// Repeats the last frame up to `time`.
    private func fill(until time: Double) {
        guard !last.isEmpty else { return }
        let due = Int(((time - start) * 60).rounded(.down))
        while queued < due { enqueue(last) }
    }

    /// Finishes the file; returns the number of frames.
    func stop(at time: Double) throws -> Int {
        fill(until: time)
        queue.sync {}
        if let e = lock.withLock({ failure }) { _ = try? video.finish(); throw e }
        return try video.finish()
    }
}
