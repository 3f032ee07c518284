import Foundation

/// PortCorpus's previews driven by time: timers, display links, gestures, a scroll view.
enum PortTimeChecks {
    /// countdown: a repeating target/selector timer fires at 1, 2 and 3 s (scene time); each tick
    /// shrinks the bar by a third over 0.25 s.
    static func countdown(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus countdown (Timer.scheduledTimer target/selector)")
        var width = Segments(initial: 280)
        for k in 1...3 {
            width.add(at: Double(k), duration: 0.25, from: 280 * Double(4 - k) / 3, to: 280 * Double(3 - k) / 3,
                      curve: Curve.easeInEaseOut)
        }
        check.expectEveryFrame(trace, layer: "bar", "bounds.width", { $0.boundsWidth }, width.value)
        return check
    }

    /// dot: `Timer(timeInterval: 0.5, target:…)` added to the main run loop: fires every 0.5 s from
    /// its creation, alternating the dot's alpha between 0.3 and 1 over 0.2 s on ease-out.
    static func dot(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus dot (Timer(timeInterval:target:…) + RunLoop.main.add)")
        var alpha = Segments(initial: 1)
        let end = trace.frames.last?.time ?? 0
        var k = 1
        while 0.5 * Double(k) <= end {
            let dimmed = k % 2 == 1
            alpha.add(at: 0.5 * Double(k), duration: 0.2, from: dimmed ? 1 : 0.3, to: dimmed ? 0.3 : 1, curve: Curve.easeOut)
            k += 1
        }
        check.expectEveryFrame(trace, layer: "dot", "opacity", { $0.number("opacity") }, alpha.value)
        return check
    }

    /// ticker: a generic view's timer (`#selector(advance)` in `TickerView<Item>`) slides the strip
    /// one item (280 pt) every 1.5 s over 0.4 s, and stops at the last item.
    static func ticker(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus ticker (timer selector in a generic type)")
        var x = Segments(initial: 420)
        x.add(at: 1.5, duration: 0.4, from: 420, to: 140, curve: Curve.easeInEaseOut)
        x.add(at: 3.0, duration: 0.4, from: 140, to: -140, curve: Curve.easeInEaseOut)
        check.expectEveryFrame(trace, layer: "strip", "position.x", { $0.positionX }, x.value)
        return check
    }

    /// ball: a CADisplayLink(target:selector:) added on a tap integrates gravity (2000 pt/s²) with the
    /// frames' own time steps, semi-implicit Euler, bouncing off y = 500 with restitution 0.6 until a
    /// bounce is slower than 100 pt/s — the same recurrence, run here on the trace's frame times.
    static func ball(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus ball (CADisplayLink target/selector, physics)")
        let tap = try script.release(0, "the tap")
        var bottom = 100.0, velocity = 0.0, last: Double?, running = true
        var expected: [Double: Double] = [:]
        for f in trace.frames {
            if f.time >= tap - 1e-9 && running {
                if let l = last {
                    let dt = f.time - l
                    velocity += 2000 * dt
                    bottom += velocity * dt
                    if bottom >= 500 {
                        bottom = 500
                        velocity = -velocity * 0.6
                        if abs(velocity) < 100 { velocity = 0; running = false }
                    }
                }
                last = f.time
            }
            expected[f.time] = bottom - 20
        }
        check.expectEveryFrame(trace, layer: "ball", "position.y", { $0.positionY }) { expected[$0] ?? .nan }
        return check
    }

    /// swipe: during the drag the card's centre is home + the finger's translation and it turns by
    /// translation.x / 600 rad; released near the middle, it springs home (UIKit's spring, 0.5 s,
    /// damping ratio 0.6) from where it was let go.
    static func swipe(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus swipe (pan recognizer target/selector)")
        guard let drag = script.drags.first else { throw Trace.Failure(description: "the swipe script has no drag") }
        let home = (160.0, 284.0)
        let release = drag.start + drag.duration
        let spring = try UIKitSpringCurve(duration: 0.5, dampingRatio: 0.6, initialVelocity: 0)
        func translation(_ t: Double) -> (Double, Double) {
            let f = min(max((t - drag.start) / drag.duration, 0), 1)
            return ((drag.to.0 - drag.from.0) * f, (drag.to.1 - drag.from.1) * f)
        }
        for f in trace.frames {
            guard let card = check.layer(f, "card") else { continue }
            let (tx, ty) = translation(f.time)
            if f.time > drag.start && f.time < release && (tx * tx + ty * ty).squareRoot() > 12 {
                check.expect("card position.x (dragging)", at: f.time, card.positionX) { _ in home.0 + tx }
                check.expect("card position.y (dragging)", at: f.time, card.positionY) { _ in home.1 + ty }
                check.expect("card rotation (dragging)", at: f.time, card.transform.dropFirst().first) { _ in sin(tx / 600) }
            } else if f.time >= release {
                let (rx, ry) = translation(release)
                check.expect("card position.x (spring home)", at: f.time, card.positionX) { t in
                    home.0 + rx * (1 - spring.progress(t - release))
                }
                check.expect("card position.y (spring home)", at: f.time, card.positionY) { t in
                    home.1 + ry * (1 - spring.progress(t - release))
                }
            }
        }
        return check
    }

    /// scrubber: the drag starts on the slider's thumb at its left end (a slider starts at value 0);
    /// the value follows the finger (252 pt of travel), and the paused animator's fraction follows the
    /// value: the square's centre x = 60 + 200·value, its rotation (π/2)·value.
    static func scrubber(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus scrubber (UISlider value 0, valueChanged selector)")
        guard let drag = script.drags.first else { throw Trace.Failure(description: "the scrubber script has no drag") }
        func value(_ t: Double) -> Double {
            let x = drag.from.0 + (drag.to.0 - drag.from.0) * min(max((t - drag.start) / drag.duration, 0), 1)
            return min(max((x - 34) / 252, 0), 1)
        }
        check.expectEveryFrame(trace, layer: "square", "position.x", { $0.positionX }) { 60 + 200 * value($0) }
        check.expectEveryFrame(trace, layer: "square", "rotation", { $0.transform.dropFirst().first }) { sin(Double.pi / 2 * value($0)) }
        return check
    }

    /// onboarding: a paging scroll view released at rest past half a page settles on the next page
    /// on a critically damped spring (ω₀ = √200): x(τ) = 320 + (x₀ − 320)(1 + ω₀τ)e^(−ω₀τ), x₀ where it
    /// was let go; at rest exactly on 320.
    static func onboarding(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus onboarding (isPagingEnabled, page control selector)")
        guard let release = script.releases.last else { throw Trace.Failure(description: "the onboarding script has no release") }
        guard let atRelease = trace.frames.last(where: { $0.time <= release + 1e-9 }),
              let x0 = check.layer(atRelease, "pager")?.boundsX else { return check }
        let w0 = 200.0.squareRoot()
        func x(_ t: Double) -> Double {
            let tau = t - release
            let v = 320 + (x0 - 320) * (1 + w0 * tau) * exp(-w0 * tau)
            return abs(v - 320) < 0.05 ? 320 : v   // the scroll view's rest rule: within 0.05 pt
        }
        check.expectEveryFrame(trace, layer: "pager", "bounds.x", from: release, { $0.boundsX }, x)
        check.expect("pager bounds.x (halfway or more into page 2 at release)", at: release, x0) { _ in max(x0, 160) }
        return check
    }
}
