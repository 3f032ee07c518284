import Foundation

/// Examples/UIKitDynamics: UIKit Dynamics on Box2D against physics that needs no engine — free fall
/// y = ½·g·t² with g = 1000 points/s² (Apple's unit) within the integrator's 5 %, blocks at rest on
/// the floor, a card that follows the finger, snaps back past the middle (a damped spring overshoots)
/// and settles upright, and a thrown card that leaves the screen and comes back as the next card.
enum DynamicsChecks {
    static let screen = (width: 320.0, height: 568.0)

    static func position(_ f: Trace.Frame, _ name: String) -> (x: Double, y: Double)? {
        let p = f.layers[name]?.numbers("position") ?? []
        return p.count == 2 ? (p[0], p[1]) : nil
    }

    /// Rotation of a layer (radians) from its transform's first row.
    static func angle(_ f: Trace.Frame, _ name: String) -> Double? {
        let m = f.layers[name]?.transform ?? []
        return m.count == 16 ? atan2(m[1], m[0]) : nil
    }

    /// The stack: three blocks fall from rest at t = 0 (block0 from y 250, block1 from 150, block2 from 45;
    /// 60 points tall), land, and rest on the floor and each other; a tap adds block3.
    static func stack(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "UIKitDynamics stack", tolerance: 0.05)
        let g = 1000.0
        for (name, y0) in [("block0", 250.0), ("block1", 150.0), ("block2", 45.0)] {
            // Until the first frame that moves less than the one before (the landing), every frame from
            // 0.3 s falls ½·g·t² to within 5 % (the fixed-step integrator leads by ½·g·h·t: 2.8 % at 0.3 s).
            var lastStep = -1.0, lastY = y0, checked = 0
            for f in trace.frames {
                guard let p = position(f, name) else { continue }
                let step = p.y - lastY
                if f.time > 0 && step < lastStep - 1e-9 { break }
                lastStep = step; lastY = p.y
                guard f.time >= 0.3 else { continue }
                let exact = 0.5 * g * f.time * f.time
                check.expect("\(name) fallen / ½·g·t²", at: f.time, (p.y - y0) / exact) { _ in 1 }
                checked += 1
            }
            check.expect("\(name) falls freely for at least 0.3 s before landing", at: 0, checked >= 10) { _ in true }
        }
        // At rest from 4.5 s: nothing moves, and the two lower blocks sit on the floor (bottom edge at 568).
        let late = trace.frames.filter { $0.time >= 4.5 - 1e-9 }
        guard let first = late.first else { throw Trace.Failure(description: "the stack's trace ends before 4.5 s") }
        for name in ["block0", "block1", "block2", "block3"] {
            guard let p0 = position(first, name) else { check.expect("\(name) is traced", at: first.time, false) { _ in true }; continue }
            for f in late {
                let p = position(f, name)
                check.expect("\(name) rests (x)", at: f.time, p?.x ?? .nan) { _ in p0.x }
                check.expect("\(name) rests (y)", at: f.time, p?.y ?? .nan) { _ in p0.y }
            }
        }
        for name in ["block0", "block1"] {
            let bottom = (position(first, name)?.y ?? .nan) + 30
            check.expect("\(name)'s bottom on the floor (within 0.5 point)", at: first.time, abs(bottom - screen.height) <= 0.5) { _ in true }
        }
        // The tap's block exists only after the tap.
        let tap = try script.release(0, "the tap that drops a block")
        let before = trace.frames.filter { $0.time < tap - 0.06 }
        check.expect("no block3 before the tap", at: tap, before.allSatisfy { $0.layers["block3"] == nil }) { _ in true }
        return check
    }

    /// The card: a gentle drag (released slowly) snaps back; a fast one throws the card off screen.
    static func card(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "UIKitDynamics card", tolerance: 0.5)
        guard script.drags.count == 2 else { throw Trace.Failure(description: "the card's script needs two drags") }
        let gentle = script.drags[0], fast = script.drags[1]
        let centre = (x: 160.0, y: 284.0)
        let release1 = gentle.start + gentle.duration, release2 = fast.start + fast.duration
        for f in trace.frames {
            guard let p = position(f, "card") else { continue }
            if f.time < gentle.start {
                check.expect("card x at rest", at: f.time, p.x) { _ in centre.x }
                check.expect("card y at rest", at: f.time, p.y) { _ in centre.y }
            }
        }
        // Let go: it springs back, passes the middle (a damped spring overshoots), and settles upright.
        let dx = gentle.to.0 - gentle.from.0
        let snapping = trace.frames.filter { $0.time > release1 && $0.time < fast.start }
        let leftmost = snapping.compactMap { position($0, "card")?.x }.min() ?? .nan
        check.expect("the snap overshoots the middle by 3–20 % of the drag", at: release1,
                     leftmost < centre.x - 0.03 * dx && leftmost > centre.x - 0.2 * dx) { _ in true }
        if let settled = snapping.last, let p = position(settled, "card") {
            check.expect("card x settled", at: settled.time, p.x) { _ in centre.x }
            check.expect("card y settled", at: settled.time, p.y) { _ in centre.y }
            check.expect("card upright after the snap", at: settled.time, abs(angle(settled, "card") ?? 1) < 0.005) { _ in true }
        }
        // Thrown: off screen within half a second, then the next card at the middle.
        let gone = trace.frames.first { f in
            guard f.time > release2, let w = f.layers["card"]?.windowFrame, w.count == 4 else { return false }
            return w[0] > screen.width || w[0] + w[2] < 0 || w[1] > screen.height || w[1] + w[3] < 0
                || (position(f, "card").map { $0.x == centre.x && $0.y == centre.y } ?? false)
        }
        check.expect("the thrown card leaves the screen within 0.5 s", at: release2, gone.map { $0.time - release2 < 0.5 } ?? false) { _ in true }
        if let last = trace.frames.last, let p = position(last, "card") {
            check.expect("next card x", at: last.time, p.x) { _ in centre.x }
            check.expect("next card y", at: last.time, p.y) { _ in centre.y }
        }
        return check
    }
}
