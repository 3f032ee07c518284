import Foundation
import MotionOutput
import UIKit
import MotionRender
import MotionHost
import MotionLiterals

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
        /// Playback speed (`run --speed`), media seconds per real second.
        var speed = 1.0
        /// Where to draw instead of a window of its own (`run --watch`'s preview process: the link).
        var surface: ((_ title: String, _ size: CGSize, _ scale: CGFloat) throws -> LiveWindow)?
    }

    let window: LiveWindow
    let runner: SceneRunner
    let pipeline: FramePipeline
    let options: Options
    let hud = HUDOverlay()
    /// Present-to-present statistics while animating.
    private(set) var stats: LiveStatistics
    private var recentIntervals: [Double] = []
    private var pointer = CGPoint.zero
    private var pointerDown = false
    var timeline = Timeline()
    /// Whether the clock was paused before a scrub began (restored on release).
    private var pausedBeforeScrub = false
    /// Work for after the current frame (rebuilding the scene cannot happen inside it).
    private var pendingStepBack = false
    private var labelCache: [String: CGImage] = [:]
    /// The curve panel (C) and the plot it shows, recomputed when a tunable changes.
    private let curvePanel = CurvePanel()
    var showsCurves = false
    private var curvePlot: (settings: TunableValues, preview: String, plot: CurvePlot?)?
    /// Media time of the last press or key: what the curve panel's marker counts from.
    private var lastTrigger: Double?
    /// The window being recorded (V), if it is.
    private var recording: WindowRecording?
    /// The inspector of running animations (I).
    let inspector = LiveInspector()
    /// The literals panel (L): the preview's tunable literals, nudged and written back.
    let literals = LiveLiterals()
    /// The panels over the scene, in the order they get keys and the pointer (see `LivePanel`).
    lazy var panels: [LivePanel] = [literals, inspector]
    /// A literal was tuned: rebuild and replay to the same scene time after this frame.
    private var pendingReplay = false
    /// The curve of the literal being tuned, for its values now.
    private var literalPlot: (key: String, plot: CurvePlot?)?
    /// Told the story as it happens (`run --watch`'s preview process streams it to the window).
    weak var storyObserver: LiveStoryObserver?
    /// Script inputs already played before the loop starts (a restored preview skips its past).
    var scriptInputsPlayed = 0
    /// Set when something outside the frame needs one drawn now (a recording's first frame).
    private var redrawRequested = false
    /// Asked before each frame (`run --watch`'s preview process: the window's patches and edited
    /// literals); true rebuilds the preview and replays its story to the same moment before the
    /// frame, then calls `afterReplay` (the frame that follows is the first of the new code).
    var beforeFrame: (() -> Bool)?
    var afterReplay: (() -> Void)?
    /// Told the scene time while a rebuild replays the story (a sign of progress for the window).
    var replayProgress: ((Double) -> Void)?

    init(preview: Preview, settings: TunableValues, options: Options) throws {
        self.options = options
        let context = AnimationContext()
        try context.perform { try HostServices.install(screenScale: options.scale) }
        let title = "MotionLab — \(preview.title)"
        window = try options.surface?(title, preview.size, options.scale)
            ?? SDLWindow(title: title, logicalSize: preview.size, pixelScale: options.scale)
        runner = try SceneRunner(preview: preview, settings: settings, context: context, screenScale: options.scale)
        // The HUD starts on for tunable scenes (their keys are in it) and off for view-controller
        // previews, whose top-left it would cover; `H` toggles it, `?` lists the keys.
        runner.showsHUD = preview.sceneType != nil
        if !runner.showsHUD { runner.show(notice: "H: HUD   ?: keys") }
        pipeline = FramePipeline(target: window)
        stats = LiveStatistics(refreshHz: window.refreshRate)
        runner.hostKeyHandler = { [unowned self] key in handleHostKey(key) }
        literals.requestReplay = { [unowned self] in pendingReplay = true }
        literals.shiftHeld = { [unowned self] in window.currentModifierKeys().shift }
        if options.speed != 1 { runner.setSpeed(options.speed) }
        StandardError.write("\(PreviewApp.programName): window on \(window.videoDriver) (\(window.rendererName)), \(SceneRunner.format(stats.refreshHz)) Hz")
    }

    /// Runs until the window closes, Escape/Q, `maxSeconds`, or a signal.
    /// - Returns: the signal that ended the session, 0 otherwise.
    func run() throws -> Int32 {
        LiveSignals.install()
        let start = HostClock.now()
        var nextEvent = scriptInputsPlayed
        var lastPresent: Double?
        var lastHUD: [String] = []
        var hudRefresh = -Double.infinity
        var force = true
        runner.context.clock.tick(hostTime: start)
        while LiveSignals.received == 0 {
            var quit = false
            let events = window.pollEvents()
            if beforeFrame?() == true {
                try rebuild(to: runner.sceneTime)
                restartStory()
                afterReplay?()
                force = true
            }
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
            var sceneEvents = try scrub(events), inspected = false
            for panel in panels {
                let (rest, changed) = panel.intercept(sceneEvents, runner: runner)
                sceneEvents = rest; inspected = inspected || changed
            }
            if timeline.scrubTime != nil || inspected { force = true }
            if redrawRequested { force = true; redrawRequested = false }
            let result = try pipeline.frame(runner, FrameRequest(clock: .host(now), force: force), input: {
                let modifiers = window.currentModifierKeys()
                for e in sceneEvents {
                    switch e {
                    case .quit: quit = true
                    case .mouseDown(let p):
                        pointer = p; pointerDown = true
                        // Recorded as an input of the story, so a replay or a reload presses with the same fingers.
                        let fingers: SimulatorTouchEmulation.Mode = modifiers.alt ? (modifiers.shift ? .parallel : .pinch) : .single
                        if runner.touchMode != fingers { try deliver(.fingers(fingers, center: nil)) }
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
                        // A text field being edited takes the typing keys (their characters come as
                        // text events); the others keep their shortcuts.
                        if let typed = SceneRunner.typingText(forKey: k), runner.isTyping {
                            if !typed.isEmpty { try deliver(.text(typed)) }
                        } else if k == "escape" || k == "q" { quit = true } else { try deliver(.key(k)) }
                    case .text(let t):
                        if runner.isTyping { try deliver(.text(t)) }
                    case .exposed: force = true
                    }
                }
                // The script, at its times in seconds since the window opened — wall time, which
                // pausing and slow motion do not hold back (a `key p` must not stop the script),
                // as `render` plays a script on frame time.
                let events = options.script.events
                let scriptTime = now - start
                while nextEvent < events.count && events[nextEvent].time <= scriptTime {
                    try deliver(events[nextEvent].input)
                    nextEvent += 1
                }
            }, overlay: { overlay(lastHUD) })
            if pendingStepBack {
                pendingStepBack = false
                try stepBack()
                force = true
            }
            if pendingReplay {
                // A tuned literal: the preview as it would be now had the value been in the source.
                pendingReplay = false
                try rebuild(to: runner.sceneTime)
                restartStory()
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
        LiveSignals.finish()  // from here a signal ends the process at once (a blocked close still ends)
        var closingFailure: Error?
        if let r = recording {
            // Closing the window (or a signal) finishes the recording: nothing recorded is lost.
            recording = nil
            window.onBeforePresent = nil
            closingFailure = stopRecording(r, reportingFailure: false)
        }
        try writeStats()
        // A recording that failed as the window closed is the run's error (one line, exit 1).
        if let closingFailure, LiveSignals.received == 0 { throw closingFailure }
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
        if runner.sceneStart != start {
            timeline.clear()
            storyObserver?.sessionStarted(preview: runner.preview.name, settings: runner.settings)
            return
        }
        if case .key(let k) = input {
            let sceneKey = k == RunnerKey.replay.rawValue || runner.preview.keys.contains(k)
                || (RunnerKey(rawValue: k) == nil && Int(k) == nil
                    && !runner.preview.tunables.contains { $0.decreaseKey == k || $0.increaseKey == k })
            guard sceneKey else { return }
        }
        timeline.record(input, at: time)
        storyObserver?.recorded(input, at: time)
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
        try runner.rebuild(replaying: inputs, to: t, pipeline: pipeline, progress: replayProgress)
        timeline = kept  // the rebuild's own replay must not clear or re-record the timeline
    }

    /// `,` while paused: one 60 Hz frame back.
    private func stepBack() throws {
        let t = max(0, runner.sceneTime - 1.0 / 60)
        try rebuild(to: t)
    }

    private func handleHostKey(_ key: RunnerKey) -> Bool {
        // What a window key changes (a panel, the curve panel) shows at once, also in an idle window.
        redrawRequested = true
        if panels.contains(where: { $0.handleKey(key, runner: runner) }) { return true }
        switch key {
        case .timeline:
            timeline.isVisible.toggle()
            return true
        case .stepBack:
            pendingStepBack = true
            return true
        case .curves:
            showsCurves.toggle()
            if showsCurves && currentPlot() == nil {
                runner.show(notice: literals.tunedSite.map { "no curve for \($0.label)" } ?? "\(runner.preview.name) has no curves to show")
            }
            return true
        case .record:
            if let r = recording {
                recording = nil
                window.onBeforePresent = nil
                stopRecording(r)
            } else {
                startRecording()
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

    // MARK: Recording (V)

    /// Starts recording the window (`WindowRecording`); a failure is reported in the HUD and on stderr.
    private func startRecording() {
        do {
            let r = try WindowRecording(size: window.outputSize, start: HostClock.now())
            recording = r
            window.onBeforePresent = { [unowned self] pixels, size in
                guard let r = recording else { return }
                if let problem = r.append(pixels, size: size, at: HostClock.now()) {
                    recording = nil
                    window.onBeforePresent = nil
                    r.cancel()
                    report(problem)
                }
            }
            redrawRequested = true  // the recording starts with what is on screen, even in a paused, idle window
            runner.show(notice: "Recording to \(r.path) — V stops")
            StandardError.write("\(PreviewApp.programName): recording the window to \(r.path)")
        } catch {
            report("Cannot record: \(ErrorText.describe(error))")
        }
    }

    /// Stops a recording and says where it went, in the HUD and on stderr; a failure is reported the
    /// same way, or returned when `reportingFailure` is false (the window is closing: it is the run's error).
    @discardableResult
    private func stopRecording(_ r: WindowRecording, reportingFailure: Bool = true) -> Error? {
        do {
            let frames = try r.stop(at: HostClock.now())
            guard frames > 0, let path = r.finalPath else {
                report("Nothing was recorded (no frame was shown)")
                return nil
            }
            runner.show(notice: "Recorded \(frames) frames to \(path)")
            StandardError.write("\(PreviewApp.programName): recorded \(frames) frames (\(SceneRunner.format(Double(frames) / 60)) s) to \(path)")
            return nil
        } catch {
            if reportingFailure { report("Recording failed: \(ErrorText.describe(error))") }
            return error
        }
    }

    /// A problem shown in the HUD and written to stderr.
    private func report(_ problem: String) {
        runner.show(notice: problem)
        StandardError.write("\(PreviewApp.programName): \(ErrorText.line(problem))")
    }

    /// Tells the story's observer the preview was rebuilt with other values (a tuned literal), and
    /// the input so far again: a reload replays it with them.
    func restartStory() {
        guard let observer = storyObserver else { return }
        observer.sessionStarted(preview: runner.preview.name, settings: runner.settings)
        for e in timeline.events { observer.recorded(e.input, at: e.time) }
    }

    /// The curve plot: the literal being tuned while the literals panel is open, else the preview's
    /// for its current tunables (computed once per change).
    private func currentPlot() -> CurvePlot? {
        if let site = literals.tunedSite {
            let sites = LiteralRegistry.sites
            let key = site.id + "|" + sites.filter { $0.record.group == site.record.group && $0.file == site.file }
                .map { "\(LiveLiterals.value(of: $0))" }.joined(separator: ",")
            if let c = literalPlot, c.key == key { return c.plot }
            let plot = LiteralCurves.plot(for: site, in: sites, value: LiveLiterals.value(of:))
            literalPlot = (key, plot)
            return plot
        }
        return scenePlot()
    }

    private func scenePlot() -> CurvePlot? {
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
        var out = runner.constraintOverlay()
        out += hud.commands(lines: lines, graph: runner.showsHUD)
        out += timeline.commands(size: runner.preview.size, now: runner.sceneTime, label: label)
        if recording != nil {
            // The recording indicator: a red dot at the top right.
            out.append(.fill(size: CGSize(width: 12, height: 12), transform: CATransform3DMakeTranslation(runner.preview.size.width - 20, 8, 0),
                             color: CGColor(red: 1, green: 0.2, blue: 0.2, alpha: 1), cornerRadius: 6, opacity: 1))
        }
        for panel in panels { out += panel.commands(runner: runner, bottomInset: timeline.isVisible ? Timeline.height : 0) }
        if showsCurves, let plot = currentPlot() {
            let size = runner.preview.size
            let y = size.height - CurvePanel.defaultSize.height - 10 - (timeline.isVisible ? Timeline.height : 0)
            let since = runner.context.clock.now - max(lastTrigger ?? runner.sceneStart, runner.sceneStart)
            out += curvePanel.commands(plot, time: since, origin: CGPoint(x: 10, y: max(y, 0)))
        }
        let modifiers = window.currentModifierKeys()
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
