import Foundation

/// The two view controllers of Examples/PortCorpus/OutsideApp, built by `scripts/examples-check.sh`
/// in a package outside the repository whose iOS/ folder is a symbolic link to them.
enum PortOutsideAppChecks {
    /// launch: the button (`#selector`, `@IBAction`) adds a CADisplayLink(target:selector:) that flies
    /// the rocket up at 300 pt/s for 0.5 s from the tap, and a 0.25 s target/selector timer that
    /// toggles the beacon's alpha (0.2 after odd blinks, 1 after even ones) six times.
    static func launch(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "OutsideApp launch (button, display link, timer, @objc dynamic)")
        let tap = try script.release(0, "the tap on Launch")
        check.expectEveryFrame(trace, layer: "rocket", "position.y", { $0.positionY }) { t in
            t < tap ? 440 : 440 - 300 * min(t - tap, 0.5)
        }
        check.expectEveryFrame(trace, layer: "beacon", "opacity", { $0.number("opacity") }) { t in
            let blinks = t < tap ? 0 : min(6, Int(((t - tap) / 0.25 + 1e-9).rounded(.down)))
            return blinks % 2 == 1 ? 0.2 : 1
        }
        return check
    }

    /// drawer: the pan (`#selector`) moves the drawer with the finger; the release posts a
    /// notification whose observer (by selector) opens it over 0.3 s (ease-out) and asks
    /// `perform(_:with:afterDelay: 1.5)` to close it over 0.3 s (ease-in-ease-out).
    static func drawer(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "OutsideApp drawer (pan, notification by selector, perform afterDelay)")
        guard let drag = script.drags.first else { throw Trace.Failure(description: "the drawer script has no drag") }
        let closed = 668.0, open = 368.0
        let release = drag.start + drag.duration
        let released = max(open, closed + (drag.to.1 - drag.from.1))
        var y = Segments(initial: closed)
        y.add(at: release, duration: 0.3, from: released, to: open, curve: Curve.easeOut)
        y.add(at: release + 1.5, duration: 0.3, from: open, to: closed, curve: Curve.easeInEaseOut)
        for f in trace.frames {
            guard let drawer = check.layer(f, "drawer") else { continue }
            if f.time > drag.start && f.time < release {
                let moved = (drag.to.1 - drag.from.1) * (f.time - drag.start) / drag.duration
                guard abs(moved) > 12 else { continue }   // within the pan's start distance
                check.expect("drawer position.y (dragging)", at: f.time, drawer.positionY) { _ in max(open, closed + moved) }
            } else {
                check.expect("drawer position.y", at: f.time, drawer.positionY, y.value)
            }
        }
        return check
    }

    /// sheet: the Share button (`#selector`, `@IBAction`) springs the sheet's centre from y 718 to 418
    /// with UIKit's spring (0.6 s, velocity 0) — damping ratio 0.7 as written, or `dampingRatio=` when
    /// the render tuned the literal (`--set ID=0.8`) or the source was rewritten (`literals --write`).
    static func sheet(_ trace: Trace, _ script: PortScript, _ parameters: [String: Double]) throws -> TraceCheck {
        let ratio = parameters["dampingRatio"] ?? 0.7
        let check = TraceCheck(name: "OutsideApp sheet (button, UIKit spring with damping ratio \(ratio))")
        let tap = try script.release(0, "the tap on Share")
        let spring = try UIKitSpringCurve(duration: 0.6, dampingRatio: ratio, initialVelocity: 0)
        check.expectEveryFrame(trace, layer: "sheet", "position.y", { $0.positionY }) { t in
            t < tap ? 718 : 718 - 300 * spring.progress(t - tap)
        }
        return check
    }
}
