import Foundation

/// Examples/CardFlip: the faces' on-screen boxes while the card flips.
///
/// A tap (recognised on release, at t₀) runs `UIView.transition(from:to:duration: 0.6, options:
/// [.transitionFlipFromRight, .showHideTransitionViews])` on the card container; the transition's
/// progress is p = E((t − t₀)/0.6) with UIKit's default ease-in-ease-out. The old face shows while
/// p < ½, turned by π·p; the new one after, turned by π·(1 − p) with its other edge forward
/// (`FlipProjection`). The 240×336 card is centred in the 375×667 screen; the container itself never moves.
enum CardFlipCheck {
    static let screen = (width: 375.0, height: 667.0)
    static let card = (width: 240.0, height: 336.0)
    static let duration = 0.6

    static func run(trace: Trace, script: ScriptTimes) throws -> TraceCheck {
        let check = TraceCheck(name: "CardFlip")
        let cx = screen.width / 2, cy = screen.height / 2
        let rest = [cx - card.width / 2, cy - card.height / 2, card.width, card.height]
        let flips = script.releases
        /// The face on screen and its box at t.
        func shown(_ t: Double) -> (front: Bool, box: [Double]) {
            var front = true
            for start in flips where start <= t {
                let x = (t - start) / duration
                if x >= 1 { front.toggle(); continue }
                let p = Curve.easeInEaseOut(x)
                let box = p < 0.5
                    ? FlipProjection.box(cx: cx, cy: cy, width: card.width, height: card.height, angle: .pi * p, rightForward: true)
                    : FlipProjection.box(cx: cx, cy: cy, width: card.width, height: card.height, angle: .pi * (1 - p), rightForward: false)
                return (p < 0.5 ? front : !front, box)
            }
            return (front, rest)
        }
        for f in trace.frames {
            guard let container = check.layer(f, "card"), let front = check.layer(f, "cardFront"),
                  let back = check.layer(f, "cardBack") else { continue }
            for k in 0..<4 {
                check.expect("card windowFrame[\(k)]", at: f.time, container.windowFrame.count == 4 ? container.windowFrame[k] : nil) { _ in rest[k] }
            }
            check.expect("cardFront hidden", at: f.time, front.hidden) { !shown($0).front }
            check.expect("cardBack hidden", at: f.time, back.hidden) { shown($0).front }
            let face = shown(f.time).front ? front : back
            for k in 0..<4 {
                check.expect("visible face windowFrame[\(k)]", at: f.time, face.windowFrame.count == 4 ? face.windowFrame[k] : nil) { shown($0).box[k] }
            }
        }
        return check
    }
}
