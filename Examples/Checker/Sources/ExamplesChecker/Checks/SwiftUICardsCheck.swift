import Foundation

/// Examples/SwiftUICards: SwiftUI's curves in the card stack.
///
/// - The drag's release (`withAnimation(.spring(response: 0.35, dampingFraction: 0.6)) { drag = .zero }`):
///   the top card's offset (its layer's translation) from where the finger left it to zero along
///   SwiftUI's spring (stiffness (2π/0.35)², damping 4π·0.6/0.35, mass 1, from rest).
/// - The like's keyframes: the heart's scale 1 → 1.5 linearly in 0.12 s, then a spring (response 0.3,
///   damping ratio 0.45) to 1 released with the linear segment's velocity (0.5 / 0.12 per second),
///   resting at 1 when the keyframes end (0.72 s).
/// - The expand (`withAnimation(.spring(response: 0.5, dampingFraction: 0.8))`): the matched card's
///   frame from the top card's (40, 107, 240, 320) to the padded safe area's (16, 36, 288, 516): the
///   320×568 preview has an iPhone SE's status bar (safe area top 20), so the stack, centred in the
///   safe area, sits 10 points lower than in a bare window.
enum SwiftUICardsCheck {
    /// A damped spring from rest 1 from its target (the remaining fraction), or with a velocity.
    static func remaining(response: Double, dampingRatio z: Double, t: Double, d0: Double = 1, v0: Double = 0) -> Double {
        let w0 = 2 * Double.pi / response, wd = w0 * (1 - z * z).squareRoot()
        return exp(-z * w0 * t) * (d0 * cos(wd * t) + (v0 + z * w0 * d0) / wd * sin(wd * t))
    }

    static func run(trace: Trace, script: ScriptTimes) throws -> TraceCheck {
        let check = TraceCheck(name: "SwiftUICards")
        guard script.releases.count >= 3 else { throw Trace.Failure(description: "the script needs a drag, a like and an expand") }
        let release = script.releases[0], like = script.releases[1], expand = script.releases[2]
        // The drag: where the spring starts is the offset traced at the release frame.
        let frames = trace.frames
        guard let start = frames.first(where: { $0.time >= release - 1e-9 }), let top = start.layers["topCard"],
              top.transform.count == 16 else { throw Trace.Failure(description: "no topCard at the release") }
        let x0 = top.transform[12], y0 = top.transform[13]
        for f in frames where f.time >= release && f.time < like {
            guard let l = check.layer(f, "topCard"), l.transform.count == 16 else { continue }
            let r = { (t: Double) in remaining(response: 0.35, dampingRatio: 0.6, t: t - release) }
            check.expect("topCard offset x", at: f.time, l.transform[12]) { x0 * r($0) }
            check.expect("topCard offset y", at: f.time, l.transform[13]) { y0 * r($0) }
        }
        for f in frames where f.time >= like && f.time < expand {
            guard let l = check.layer(f, "heart") else { continue }
            check.expect("heart scale", at: f.time, l.windowFrame.count == 4 ? l.windowFrame[2] / 28 : nil) { t in
                let u = t - like
                if u < 0.12 { return 1 + 0.5 * u / 0.12 }
                if u > 0.72 { return 1 }   // the keyframes' end: the last value
                return 1 + remaining(response: 0.3, dampingRatio: 0.45, t: u - 0.12, d0: 0.5, v0: 0.5 / 0.12)
            }
        }
        let from = [40.0, 107, 240, 320], to = [16.0, 36, 288, 516]
        for f in frames where f.time >= expand && f.time < expand + 0.9 {
            guard let l = f.layers["expanded"], l.windowFrame.count == 4 else { continue }
            for (i, key) in ["x", "y", "width", "height"].enumerated() {
                check.expect("expanded \(key)", at: f.time, l.windowFrame[i]) { t in
                    to[i] + (from[i] - to[i]) * remaining(response: 0.5, dampingRatio: 0.8, t: t - expand)
                }
            }
        }
        return check
    }
}
