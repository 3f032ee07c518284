import Foundation

/// Examples/ListMotion on the 320 × 568 preview.
///
/// **songs** — a plain table under a 132-point header, 80-point self-sizing rows (row i's centre at
/// y 172 + 80 i). Each row shown at start springs in from one screen width right in `willDisplay`:
/// its transform's tx is 320 · (1 − s(t − dᵢ)) with dᵢ = 1.0 + 0.06 i and s UIKit's spring (2.1 s, ζ
/// 0.6, v 0). "Add a Song" (release T) inserts row 0 with `.right` inside a block with the same spring:
/// the new row's centre x is 160 + 320 · (1 − s(t − T)) and every row below moves down 80 · s(t − T).
///
/// **grid** — a flow layout under a 64-point bar: 90-point tiles, 12-point insets and minimum spacing
/// (three to a line, 13 apart: tile k's centre x 57 + 103 (k mod 3), y 121 + 102 ⌊k/3⌋; a last line
/// of two is justified to the edges). A tap on
/// tile 5 (release T₁) moves it to the front with `moveItem`; "Shuffle" (T₂) deletes the second tile
/// and moves the first to the end and the last to the front in one batch; "Layout" (T₃) switches to
/// a one-column list (296 × 52, 8 apart: centre y 102 + 60 k). Every list animation is UIKit's
/// update timing here, 0.3 s ease-in-ease-out, from where each item is to where the update puts it.
enum ListMotionCheck {
    static func songs(trace: Trace, script: ScriptTimes) throws -> TraceCheck {
        let check = TraceCheck(name: "ListMotion songs")
        let spring = try UIKitSpringCurve(duration: 2.1, dampingRatio: 0.6, initialVelocity: 0)
        guard let insert = script.releases.first else { throw Trace.Failure(description: "the script needs a click on Add a Song") }
        for f in trace.frames {
            let t = f.time
            let pushed = t < insert ? 0 : 80 * spring.progress(t - insert)
            for i in 0..<6 {
                guard let row = check.layer(f, "song\(i)") else { continue }
                let d = 1.0 + 0.06 * Double(i)
                check.expect("song\(i) tx", at: t, row.transform.count == 16 ? row.transform[12] : nil) { t in
                    t < d ? 320 : 320 * (1 - spring.progress(t - d))
                }
                check.expect("song\(i) position.y", at: t, row.numbers("position").last) { _ in 172 + 80 * Double(i) + pushed }
            }
            if t > insert + 1.0 / 60 {
                guard let new = check.layer(f, "song12") else { continue }
                check.expect("song12 position.x", at: t, new.numbers("position").first) { t in 160 + 320 * (1 - spring.progress(t - insert)) }
                check.expect("song12 position.y", at: t, new.numbers("position").last) { _ in 172 }
            }
        }
        return check
    }

    /// Tile k's centre among `count` tiles: lines of three 103 apart; a last line of two is justified
    /// (its tiles at the edges, 206 apart) and one of one centred — Apple's flow rule.
    static func gridCentre(_ k: Int, count: Int = 30) -> (Double, Double) {
        let line = k / 3, inLine = min(3, count - line * 3)
        let x: Double = inLine == 3 ? 57 + 103 * Double(k % 3) : (inLine == 2 ? 57 + 206 * Double(k % 3) : 160)
        return (x, 121 + 102 * Double(line))
    }
    static func listCentre(_ k: Int) -> (Double, Double) { (160, 102 + 60 * Double(k)) }

    static func grid(trace: Trace, script: ScriptTimes) throws -> TraceCheck {
        let check = TraceCheck(name: "ListMotion grid")
        guard script.releases.count >= 3 else { throw Trace.Failure(description: "the script needs three clicks") }
        let t1 = script.releases[0], t2 = script.releases[1], t3 = script.releases[2]
        func ease(_ t: Double, from t0: Double) -> Double { t <= t0 ? 0 : Curve.easeInEaseOut(min((t - t0) / 0.3, 1)) }
        func mix(_ a: (Double, Double), _ b: (Double, Double), _ p: Double) -> (Double, Double) { (a.0 + (b.0 - a.0) * p, a.1 + (b.1 - a.1) * p) }
        // Where tiles are (item index) in each phase: start 1…30; after the tap 5,1,2,3,4,6…; after the
        // shuffle 30,2,3,4,6,…,29,5.
        let start = Array(1...30)
        var tapped = start; tapped.remove(at: 4); tapped.insert(5, at: 0)
        var shuffled = tapped; shuffled.remove(at: 1); let first = shuffled.removeFirst(); let last = shuffled.removeLast()
        shuffled.insert(last, at: 0); shuffled.append(first)
        for f in trace.frames {
            let t = f.time
            for tile in [2, 3, 4, 5, 6] {
                guard let layer = f.layers["tile\(tile)"], let x = layer.numbers("position").first, let y = layer.numbers("position").last else {
                    continue
                }
                let a = start.firstIndex(of: tile)!, b = tapped.firstIndex(of: tile)!, c = shuffled.firstIndex(of: tile)!
                var expected: (Double, Double)
                if t < t2 {
                    expected = mix(gridCentre(a), gridCentre(b), ease(t, from: t1))
                } else if t < t3 {
                    expected = mix(gridCentre(b), gridCentre(c, count: 29), ease(t, from: t2))
                } else {
                    expected = mix(gridCentre(c, count: 29), listCentre(c), ease(t, from: t3))
                }
                // The tile's on-screen centre (the collection view starts 64 points down).
                check.expect("tile\(tile) x", at: t, layer.windowFrame.count == 4 ? layer.windowFrame[0] + layer.windowFrame[2] / 2 : nil) { _ in expected.0 }
                check.expect("tile\(tile) y", at: t, layer.windowFrame.count == 4 ? layer.windowFrame[1] + layer.windowFrame[3] / 2 : nil) { _ in expected.1 }
                _ = (x, y)
            }
            // The deleted tile fades where it was.
            if t > t2 && t < t2 + 0.3, let gone = f.layers["tile1"] {
                check.expect("tile1 opacity", at: t, gone.number("opacity")) { t in 1 - ease(t, from: t2) }
            }
        }
        return check
    }
}
