import Foundation
import UIKit
@testable import MotionLabPreview

/// A random input script for one preview: what a restless user does to it for a few minutes.
///
/// Every action starts at a time drawn after the previous one (gaps of 20 ms to 0.8 s, mostly
/// short) and is one of: a click at a random point (a fifth of them a little off the screen); a
/// click at one of the scene's controls; a drag of random length (0–450 pt) and speed (30 ms to
/// 1.2 s, a move every 1/120 s as `InputScript` expands drags), some starting on a control; a
/// press held 0.3–1.5 s; a burst of wheel turns; a runner key (Space most often, R, S slow motion
/// on and later off, P pause and later resume, `.` to step, H, ?, /); one of the preview's tuning
/// keys or its own keys; or a switch to another preview and, 0.5–3 s later, back again.
/// Overlapping actions interleave as a user's hands would (a key during a drag).
struct SoakScript {
    /// Where the preview's controls rest (window points), for clicks and drags that hit them.
    var controls: [CGPoint]
    /// The preview's tuning keys and own keys.
    var sceneKeys: [String]
    /// The digit that shows this preview and the digits of the others.
    var homeDigit: String
    var otherDigits: [String]
    var size = Preview.defaultSize

    /// The script for `seed` over `duration` seconds, with counts of what it holds.
    func generate(seed: UInt64, duration: Double) -> (script: InputScript, actions: [String: Int]) {
        var rng = SoakRandom(seed: seed)
        var events: [(time: Double, input: SceneInput)] = []
        var actions: [String: Int] = [:]
        func point(offscreen: Bool = false) -> CGPoint {
            let m: Double = offscreen ? 24 : 0
            return CGPoint(x: rng.uniform(-m...(Double(size.width) + m)), y: rng.uniform(-m...(Double(size.height) + m)))
        }
        func control() -> CGPoint {
            guard !controls.isEmpty else { return point() }
            let c = rng.pick(controls)
            return CGPoint(x: c.x + rng.uniform(-3...3), y: c.y + rng.uniform(-3...3))
        }
        func click(_ p: CGPoint, at t: Double) {
            events.append((t, .down(p))); events.append((t + InputScript.clickHold, .up(p)))
        }
        func drag(from a: CGPoint, to b: CGPoint, at t: Double, duration d: Double) {
            let steps = max(1, Int((d / InputScript.dragStep).rounded()))
            events.append((t, .down(a)))
            for k in 1...steps {
                let f = CGFloat(k) / CGFloat(steps)
                events.append((t + d * Double(k) / Double(steps), .move(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))))
            }
            events.append((t + d, .up(b)))
        }

        var t = rng.uniform(0.05...0.5)
        let end = duration - 0.2
        while t < end {
            let r = rng.unit()
            switch r {
            case ..<0.20:
                click(point(offscreen: rng.chance(0.2)), at: t); actions["click", default: 0] += 1
            case ..<0.36:
                click(control(), at: t); actions["click on a control", default: 0] += 1
            case ..<0.54:
                let a = rng.chance(0.25) ? control() : point()
                let length = rng.chance(0.1) ? 0 : rng.uniform(0...450), angle = rng.uniform(0...(2 * .pi))
                let b = CGPoint(x: a.x + CGFloat(length * cos(angle)), y: a.y + CGFloat(length * sin(angle)))
                drag(from: a, to: b, at: t, duration: rng.uniform(0.03...1.2)); actions["drag", default: 0] += 1
            case ..<0.58:
                let p = rng.chance(0.5) ? control() : point()
                events.append((t, .down(p))); events.append((t + rng.uniform(0.3...1.5), .up(p)))
                actions["long press", default: 0] += 1
            case ..<0.66:
                let dx = rng.uniform(-120...120), dy = rng.uniform(-300...300)
                for k in 0..<rng.int(1...8) { events.append((t + Double(k) / 60, .wheel(dx: CGFloat(dx), dy: CGFloat(dy)))) }
                actions["wheel", default: 0] += 1
            case ..<0.80:
                let key: String
                switch rng.unit() {
                case ..<0.45: key = "space"
                case ..<0.65: key = "r"
                case ..<0.73: key = "s"
                case ..<0.81: key = "p"
                case ..<0.87: key = "."
                case ..<0.93: key = "h"
                case ..<0.97: key = "?"
                default: key = "/"
                }
                events.append((t, .key(key)))
                // Slow motion and pause are switched back after a while, as a user would.
                if key == "s" || key == "p" { events.append((t + rng.uniform(0.2...3), .key(key))) }
                actions["key " + key, default: 0] += 1
            case ..<0.95:
                let key = sceneKeys.isEmpty ? "space" : rng.pick(sceneKeys)
                events.append((t, .key(key))); actions[sceneKeys.isEmpty ? "key space" : "scene key", default: 0] += 1
            default:
                guard !otherDigits.isEmpty else { break }
                events.append((t, .key(rng.pick(otherDigits))))
                events.append((t + rng.uniform(0.5...3), .key(homeDigit)))
                actions["scene switch and back", default: 0] += 1
            }
            t += 0.02 + 0.78 * pow(rng.unit(), 2)
        }
        // Stable by time, as `InputScript` orders a file's lines; nothing after the last frame.
        let sorted = events.enumerated()
            .filter { $0.element.time <= duration }
            .sorted { $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset }
            .map(\.element)
        return (InputScript(events: sorted), actions)
    }
}
