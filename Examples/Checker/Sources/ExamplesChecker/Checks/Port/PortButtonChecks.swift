import Foundation

/// PortCorpus's button-driven previews, each against the motion its code should produce.
enum PortButtonChecks {
    /// like: a tap sets the heart's scale to 0.6 and springs it back to 1 (UIKit's spring: 0.6 s,
    /// damping ratio 0.4, initial velocity 6) — additive, so the shown scale is 0.6 + 0.4·p(t).
    static func like(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus like (target–action button, spring)")
        let tap = try script.release(0, "the tap")
        let spring = try UIKitSpringCurve(duration: 0.6, dampingRatio: 0.4, initialVelocity: 6)
        check.expectEveryFrame(trace, layer: "heart", "scale", { $0.scaleX }) { t in
            t < tap ? 1 : 0.6 + 0.4 * spring.progress(t - tap)
        }
        return check
    }

    /// legacy: begin/commit — the logo fades out over 0.6 s on ease-out; the did-stop selector then
    /// fades it in over 0.4 s, linearly.
    static func legacy(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus legacy (beginAnimations, setAnimationDidStop selector)")
        let tap = try script.release(0, "the tap on Fade")
        var opacity = Segments(initial: 1)
        opacity.add(at: tap, duration: 0.6, from: 1, to: 0, curve: Curve.easeOut)
        opacity.add(at: tap + 0.6, duration: 0.4, from: 0, to: 1) { $0 }
        check.expectEveryFrame(trace, layer: "logo", "opacity", { $0.number("opacity") }, opacity.value)
        return check
    }

    /// zoom: a double tap (recognised at the second release) scales the photo to 1.5 over 0.3 s.
    static func zoom(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus zoom (double-tap recognizer, private @objc method)")
        let second = try script.release(1, "the double tap's second tap")
        var scale = Segments(initial: 1)
        scale.add(at: second, duration: 0.3, from: 1, to: 1.5, curve: Curve.easeInEaseOut)
        check.expectEveryFrame(trace, layer: "photo", "scale", { $0.scaleX }, scale.value)
        return check
    }

    /// banner: Save posts `.documentDidSave`; the observer (by selector) slides the banner's centre
    /// from y −38 to 62 over 0.35 s on ease-out.
    static func banner(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus banner (NotificationCenter observer by selector)")
        let tap = try script.release(0, "the tap on Save")
        var y = Segments(initial: -38)
        y.add(at: tap, duration: 0.35, from: -38, to: 62, curve: Curve.easeOut)
        check.expectEveryFrame(trace, layer: "banner", "position.y", { $0.positionY }, y.value)
        return check
    }

    /// controls: hidden 2 s after the last tap by `perform(_:with:afterDelay:)`, each tap cancelling
    /// the pending request (the one from viewDidLoad too): a 0.3 s fade from the last tap + 2 s.
    static func controls(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus controls (perform afterDelay, cancelPreviousPerformRequests)")
        guard let last = script.releases.last else { throw Trace.Failure(description: "the controls script has no tap") }
        var opacity = Segments(initial: 1)
        opacity.add(at: last + 2, duration: 0.3, from: 1, to: 0, curve: Curve.easeInEaseOut)
        check.expectEveryFrame(trace, layer: "controls", "opacity", { $0.number("opacity") }, opacity.value)
        return check
    }

    /// download: each tap animates the ring's strokeEnd by a quarter over 0.8 s on ease-out, from the
    /// model value (a second tap mid-animation restarts from 0.25).
    static func download(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus download (@objc dynamic property, @IBAction, CABasicAnimation)")
        var stroke = Segments(initial: 0)
        for (i, t) in script.releases.enumerated() {
            stroke.add(at: t, duration: 0.8, from: 0.25 * Double(i), to: min(1, 0.25 * Double(i + 1)), curve: Curve.easeOut)
        }
        check.expectEveryFrame(trace, layer: "ring", "strokeEnd", { $0.number("strokeEnd") }, stroke.value)
        return check
    }

    /// settings: the nested row's switch (a tap toggles it on) dims the preview box to 0.4 over 0.3 s.
    static func settings(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus settings (selector in a nested type, UISwitch)")
        let tap = try script.release(0, "the tap on the switch")
        var opacity = Segments(initial: 1)
        opacity.add(at: tap, duration: 0.3, from: 1, to: 0.4, curve: Curve.easeInEaseOut)
        check.expectEveryFrame(trace, layer: "previewBox", "opacity", { $0.number("opacity") }, opacity.value)
        return check
    }

    /// stack: Shuffle (its action in another file) slides the top card 180 pt right over 0.25 s
    /// (ease-in), then back over 0.25 s (ease-out) from the first animation's completion.
    static func stack(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus stack (selector to a method in another file)")
        let tap = try script.release(0, "the tap on Shuffle")
        var x = Segments(initial: 172)
        x.add(at: tap, duration: 0.25, from: 172, to: 352, curve: Curve.easeIn)
        x.add(at: tap + 0.25, duration: 0.25, from: 352, to: 172, curve: Curve.easeOut)
        check.expectEveryFrame(trace, layer: "card2", "position.x", { $0.positionX }, x.value)
        return check
    }

    /// nudge: a momentary segmented control; each tap moves the box 40 pt (+ right, − left) over
    /// 0.25 s, the same segment tapped twice moving it twice.
    static func nudge(_ trace: Trace, _ script: PortScript) throws -> TraceCheck {
        let check = TraceCheck(name: "PortCorpus nudge (isMomentary, selectedSegmentIndex in the action)")
        guard script.releases.count == 3 else { throw Trace.Failure(description: "the nudge script taps +, +, −") }
        var x = Segments(initial: 160)
        var at = 160.0
        for (t, step) in zip(script.releases, [40.0, 40, -40]) {
            x.add(at: t, duration: 0.25, from: at, to: at + step, curve: Curve.easeInEaseOut)
            at += step
        }
        check.expectEveryFrame(trace, layer: "box", "position.x", { $0.positionX }, x.value)
        return check
    }
}
