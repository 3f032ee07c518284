import Foundation
@testable import MotionAnimation
@testable import MotionLayers

/// Books every animation a context adds and every start and stop it delivers (through the event
/// queue's `lifecycleObserver`), and reports what breaks Core Animation's contract: an animation
/// that starts twice, starts after it stopped, stops twice, or never stops — freed without its
/// `animationDidStop` (a `UIView.animate` completion that would never run), or still unstopped after
/// the scene it belonged to was torn down (a reset stops everything, `finished = false`).
///
/// Animations are tagged with the scene they were added in (`scene`, bumped by the caller when the
/// runner builds a new one).
final class AnimationLedger {
    private final class Entry {
        weak var animation: CAAnimation?
        let key: String, layer: String, scene: Int
        var starts = 0, stops = 0
        var finished: Bool?
        init(animation: CAAnimation, key: String, layer: String, scene: Int) {
            self.animation = animation; self.key = key; self.layer = layer; self.scene = scene
        }
        var label: String { "'\(key)' on layer '\(layer)' (scene \(scene))" }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The scene animations added now belong to.
    var scene = 0
    private(set) var violations: [String] = []
    private(set) var added = 0, started = 0, stopped = 0, stoppedFinished = 0

    /// Starts booking the animations of `queue`'s context.
    func attach(to queue: AnimationEventQueue, sceneChanged: @escaping () -> Void = {}) {
        queue.lifecycleObserver = { [unowned self] event in
            switch event {
            case let .added(a, layer, key):
                sceneChanged()
                let id = ObjectIdentifier(a)
                if let old = entries[id] { settle(old) }  // a freed animation's address, reused
                entries[id] = Entry(animation: a, key: key, layer: layer.name ?? String(describing: type(of: layer)), scene: scene)
                added += 1
            case let .started(a):
                guard let e = entry(a) else { return violation("start delivered for an animation never added (\(a))") }
                e.starts += 1; started += 1
                if e.starts > 1 { violation("\(e.label) started \(e.starts) times") }
                if e.stops > 0 { violation("\(e.label) started after it stopped") }
            case let .stopped(a, finished):
                guard let e = entry(a) else { return violation("stop delivered for an animation never added (\(a))") }
                e.stops += 1; stopped += 1
                if finished { stoppedFinished += 1 }
                e.finished = finished
                if e.stops > 1 { violation("\(e.label) stopped \(e.stops) times") }
                if e.starts == 0 { violation("\(e.label) stopped without a start") }
            }
        }
    }

    /// Books the animations already running under `root` (added before `attach`) as added in the
    /// current scene.
    func adopt(_ root: CALayer) {
        for r in root.animationRecords where entries[ObjectIdentifier(r.animation)] == nil {
            let e = Entry(animation: r.animation, key: r.key, layer: root.name ?? String(describing: type(of: root)), scene: scene)
            if r.started { e.starts = 1 }
            if r.stopped { e.starts = 1; e.stops = 1 }
            entries[ObjectIdentifier(r.animation)] = e
            added += 1
        }
        for s in root.sublayerStorage { adopt(s) }
    }

    private func entry(_ a: CAAnimation) -> Entry? {
        guard let e = entries[ObjectIdentifier(a)], e.animation === a else { return nil }
        return e
    }

    private func violation(_ text: String) {
        if violations.count < 50 { violations.append(text) }
    }

    /// An entry whose animation is gone must have stopped exactly once.
    private func settle(_ e: Entry) {
        if e.animation == nil && e.stops == 0 { violation("\(e.label) was freed without ever stopping (its completion never ran)") }
    }

    /// Checks and forgets what is done: animations freed without a stop are violations, and so are
    /// animations of scenes before `scene` that have not stopped (every scene before the current one
    /// has been torn down). Returns the number of animations still running.
    @discardableResult
    func audit() -> Int {
        for (id, e) in entries {
            if e.animation == nil {
                settle(e); entries[id] = nil
            } else if e.scene < scene && e.stops == 0 {
                violation("\(e.label) still had not stopped after its scene was torn down")
                entries[id] = nil
            } else if e.stops == 1 && e.scene < scene {
                entries[id] = nil
            }
        }
        return entries.values.filter { $0.stops == 0 }.count
    }

    var summary: String {
        "\(added) animations added, \(started) starts and \(stopped) stops delivered (\(stoppedFinished) finished)"
    }
}
