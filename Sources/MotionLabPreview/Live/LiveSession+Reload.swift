import Foundation
import UIKit
import MotionRender
import MotionHost
import MotionReload
import MotionLiterals
import MotionOutput

/// Told what makes up a live session's story — the preview and tunables it was built with, and each
/// input after that — so another process can replay it (`run --watch`).
protocol LiveStoryObserver: AnyObject {
    func sessionStarted(preview: String, settings: TunableValues)
    func recorded(_ input: SceneInput, at time: Double)
}

extension LiveSession {
    /// The story's clock and panels now.
    func replayStatus() -> ReplayStatus {
        var panels = ReplayPanels()
        panels.hud = runner.showsHUD; panels.help = runner.showsHelp; panels.timeline = timeline.isVisible
        panels.curves = showsCurves; panels.inspector = inspector.isOpen; panels.literals = literals.isOpen
        return ReplayStatus(sceneTime: runner.sceneTime, hostTime: HostClock.now(), paused: runner.isPaused, speed: runner.speed,
                            slowMotion: runner.slowMotion, panels: panels, inputCount: timeline.events.count,
                            dark: UITraitCollection.deviceStyle == .dark)
    }

    /// Shows `snapshot`'s moment: its preview (when this build still has it) with its tuned values
    /// (those this build still has, within their ranges), its input replayed up to its scene time — plus
    /// the time that passed since the snapshot was taken, so a running clock does not jump back —, its
    /// speed, pause and panels. Returns a problem to show, if something could not be restored.
    ///
    /// A preview this build no longer has but renamed (`PreviewRename`: the only one, or the new one at
    /// its position) is followed, its story kept; otherwise the problem says what to do. `progress` is
    /// told the scene time while the story replays.
    func restore(_ snapshot: ReplaySnapshot, progress: ((Double) -> Void)? = nil) throws -> String? {
        var problem: String?
        var followed: String?
        if snapshot.preview != runner.preview.name {
            let names = runner.catalog.map(\.name)
            if let name = PreviewRename.follow(snapshot.preview, oldCatalog: snapshot.catalog, newCatalog: names),
               let p = runner.catalog.first(where: { $0.name == name }) {
                if name != snapshot.preview { followed = name }
                if p.name != runner.preview.name { try runner.switchTo(p) }
            } else {
                problem = "this build has no preview '\(snapshot.preview)' (renamed or removed?); showing '\(runner.preview.name)' — keys 1–\(min(9, names.count)) choose a preview"
            }
        }
        if let followed {
            StandardError.write("\(PreviewApp.programName): the preview '\(snapshot.preview)' is now '\(followed)' in this build: following the rename")
        } else if let problem {
            StandardError.write("\(PreviewApp.programName): \(problem)")
        }
        var settings = runner.settings
        if problem == nil {
            for s in snapshot.settings where settings.tunables.contains(where: { $0.name == s.name }) {
                try? settings.set(s.name, s.value)
            }
        }
        // Tuned literals: this build's own, found again if an edit moved them.
        DesignTimeLiterals.removeAllOverrides()
        let lostLiterals = LiteralStory.restore(snapshot.settings)
        try runner.apply(settings: settings)
        let inputs = problem == nil ? snapshot.inputs.map { (time: $0.time, input: SceneInput(replayed: $0.kind)) } : []
        let status = snapshot.status
        if status.speed != runner.speed { runner.setSpeed(status.speed) }
        if status.slowMotion != runner.slowMotion { runner.setSlowMotion(status.slowMotion) }
        // The appearance before the replay, so its frames are drawn in it from the first.
        if status.dark != (UITraitCollection.deviceStyle == .dark) { UITraitCollection.setDeviceStyle(status.dark ? .dark : .light) }
        let target = problem == nil ? snapshot.sceneTime(atHostTime: HostClock.now()) : 0
        try runner.rebuild(replaying: inputs, to: target, pipeline: pipeline, progress: progress)
        // The replay took a moment: catch up with the running clock (no input happened since).
        if problem == nil && !status.paused {
            let now = snapshot.sceneTime(atHostTime: HostClock.now())
            try runner.advance(toSceneTime: now, pipeline: pipeline)
        }
        runner.context.clock.isPaused = status.paused
        timeline.clear()
        for i in inputs { timeline.record(i.input, at: i.time) }
        scriptInputsPlayed = options.script.events.firstIndex { $0.time > runner.sceneTime } ?? options.script.events.count
        runner.showsHUD = status.panels.hud
        runner.showsHelp = status.panels.help
        timeline.isVisible = status.panels.timeline
        showsCurves = status.panels.curves
        if status.panels.inspector != inspector.isOpen { _ = inspector.handleKey(.inspector, runner: runner) }
        if status.panels.literals != literals.isOpen { _ = literals.handleKey(.literals, runner: runner) }
        if let followed { runner.show(notice: "following the rename: '\(snapshot.preview)' is now '\(followed)'") }
        if !lostLiterals.isEmpty { return ([problem].compactMap { $0 } + lostLiterals).joined(separator: "; ") }
        return problem
    }
}

extension SceneInput {
    init(replayed kind: ReplayInput.Kind) {
        switch kind {
        case .down(let p): self = .down(p)
        case .move(let p): self = .move(p)
        case .up(let p): self = .up(p)
        case let .wheel(dx, dy): self = .wheel(dx: dx, dy: dy)
        case .key(let k): self = .key(k)
        case .text(let t): self = .text(t)
        case let .fingers(mode, center): self = .fingers(SceneInput.fingerMode(mode), center: center)
        }
    }

    var replayKind: ReplayInput.Kind {
        switch self {
        case .down(let p): return .down(p)
        case .move(let p): return .move(p)
        case .up(let p): return .up(p)
        case let .wheel(dx, dy): return .wheel(dx: dx, dy: dy)
        case .key(let k): return .key(k)
        case .text(let t): return .text(t)
        case let .fingers(mode, center): return .fingers(SceneInput.replayFingerMode(mode), center: center)
        }
    }

    /// The Simulator's finger modes as the replay record numbers them (0 single, 1 pinch, 2 parallel).
    static func replayFingerMode(_ m: SimulatorTouchEmulation.Mode) -> Int {
        switch m { case .single: return 0; case .pinch: return 1; case .parallel: return 2 }
    }

    static func fingerMode(_ n: Int) -> SimulatorTouchEmulation.Mode {
        switch n { case 1: return .pinch; case 2: return .parallel; default: return .single }
    }
}
