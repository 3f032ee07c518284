import Foundation
import UIKit

/// The figures of `motionlab curve … --png`: the same curve the CSV would print, drawn densely,
/// with the CSV's own rows as dots when there are few enough to tell apart, and the parameters and
/// what they give (ω₀, ζ, overshoot, settle time) in the subtitle.
enum CurveFigure {
    /// Samples of the drawn line (the dots are the CSV's rows).
    static let lineSamples = 1_000
    /// The most CSV rows marked with dots.
    static let maximumDots = 200

    // MARK: Timing functions (x = progress of time)

    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, samples: Int) -> CurvePlot {
        let curve = Easing.cubicBezier(x1, y1, x2, y2)
        return timingFunction(
            title: "cubic-bezier(\(n(x1)), \(n(y1)), \(n(x2)), \(n(y2)))",
            subtitle: "Easing.cubicBezier: UnitBezier solved in Double · \(samples) samples" + dotsNote(samples),
            name: "cubic-bezier", controlPoints: (x1, y1, x2, y2), samples: samples, curve.callAsFunction)
    }

    static func named(_ name: String, samples: Int) -> CurvePlot {
        let f = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: name))
        let (c1, c2) = f.controlPoints
        let cp = (Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y))
        return timingFunction(
            title: "CAMediaTimingFunction(name: .\(name))",
            subtitle: "control points (\(n(cp.0)), \(n(cp.1))), (\(n(cp.2)), \(n(cp.3))), stored as Float as Apple does · \(samples) samples" + dotsNote(samples),
            name: name, controlPoints: cp, samples: samples, f.evaluate)
    }

    static func easing(_ name: String, _ easing: Easing, samples: Int) -> CurvePlot {
        var controlPoints: (Double, Double, Double, Double)?
        var kind = "Penner's equations as RBBAnimation names them"
        if case let .cubicBezier(a, b, c, d) = easing {
            controlPoints = (a, b, c, d)
            kind = "cubic Bézier (\(n(a)), \(n(b)), \(n(c)), \(n(d)))"
        }
        return timingFunction(title: "easing \(name)", subtitle: "\(kind) · \(samples) samples" + dotsNote(samples),
                              name: name, controlPoints: controlPoints, samples: samples, easing.callAsFunction)
    }

    private static func timingFunction(title: String, subtitle: String, name: String,
                                       controlPoints: (Double, Double, Double, Double)?, samples: Int,
                                       _ f: @escaping (Double) -> Double) -> CurvePlot {
        var curve = PlottedCurve.sampling(name, color: PlotPalette.blue, domain: 0...1, count: lineSamples, f)
        if samples <= maximumDots {
            curve.dots = evenSamples(samples).map { PlotPoint(x: $0, y: f($0)) }
        }
        var curves = [curve]
        if let (x1, y1, x2, y2) = controlPoints {
            // The Bézier's handles: (0,0)→P1 and P2→(1,1), as design tools draw them.
            var handles = PlottedCurve(name: "control points (\(n(x1)), \(n(y1))), (\(n(x2)), \(n(y2)))",
                                       color: PlotPalette.gray,
                                       points: [PlotPoint(x: 0, y: 0), PlotPoint(x: x1, y: y1), PlotPoint(x: .nan, y: .nan),
                                                PlotPoint(x: x2, y: y2), PlotPoint(x: 1, y: 1)],
                                       domain: 0...1, dashed: true)
            handles.dots = [PlotPoint(x: x1, y: y1), PlotPoint(x: x2, y: y2)]
            curves.append(handles)
        }
        return CurvePlot(title: title, subtitle: subtitle, xAxisLabel: "time (fraction of the duration)",
                         yAxisLabel: "progress (0 = from, 1 = to)", curves: curves)
    }

    // MARK: Springs (x = seconds)

    static func spring(mass: Double, stiffness: Double, damping: Double, velocity: Double, allowsOverdamping: Bool,
                       fps: Double, lastFrame: Int) -> CurvePlot {
        let spring = SpringSimulation(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
                                      allowsOverdamping: allowsOverdamping)
        let end = Double(lastFrame) / fps
        var curve = springCurve("CASpringAnimation", spring, color: PlotPalette.blue, until: end)
        curve.dots = frameDots(lastFrame: lastFrame, fps: fps) { spring.value(at: $0) }
        var facts = [springFacts(spring)]
        let requestedZeta = damping / (2 * (stiffness * mass).squareRoot())
        if requestedZeta > 1, !allowsOverdamping {
            facts.append("damping above critical (ζ = \(n(requestedZeta))) simulated as critical, as Apple does without allowsOverdamping")
        }
        facts.append(frameNote(lastFrame: lastFrame, fps: fps))
        return CurvePlot(title: "CASpringAnimation: mass \(n(mass)) kg, stiffness \(n(stiffness)) N/m, damping \(n(damping)) N·s/m, initialVelocity \(n(velocity))",
                         subtitle: facts.joined(separator: " · "), curves: [curve])
    }

    static func uikitSpring(duration: Double, dampingRatio: Double, velocity: Double,
                            parameters p: (mass: Double, stiffness: Double, damping: Double),
                            fps: Double, lastFrame: Int) -> CurvePlot {
        let spring = SpringSimulation(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: velocity)
        var curve = springCurve("UIKit spring", spring, color: PlotPalette.blue, until: duration)
        curve.dots = frameDots(lastFrame: lastFrame, fps: fps) { spring.value(at: $0) }
        let facts = ["UIKit's mapping (envelope at 0.001 by T) → mass \(n(p.mass)) kg, stiffness \(n(p.stiffness)) N/m, damping \(n(p.damping)) N·s/m",
                     springFacts(spring), frameNote(lastFrame: lastFrame, fps: fps)]
        return CurvePlot(title: "UIView.animate(withDuration: \(n(duration)), usingSpringWithDamping: \(n(dampingRatio)), initialSpringVelocity: \(n(velocity)))",
                         subtitle: facts.joined(separator: " · "), curves: [curve])
    }

    static func jnwSpring(mass: Double, stiffness: Double, damping: Double) -> CurvePlot {
        let jnw = JNWSpringCurve(mass: mass, stiffness: stiffness, damping: damping)
        let ode = SpringSimulation(mass: mass, stiffness: stiffness, damping: jnw.damping, allowsOverdamping: true)
        let odeSettle = ode.settlingDuration(tolerance: SpringSimulation.defaultSettlingTolerance)
        let end = max(jnw.duration, min(odeSettle.isFinite ? odeSettle : 0, 3 * jnw.duration)) * 1.05
        let keyframes = PlottedCurve(
            name: "JNW keyframes (1 − e^(−ct/2m)·cos ωt, every 1 ms)", color: PlotPalette.blue,
            points: jnw.samples.enumerated().map { PlotPoint(x: Double($0.offset) * JNWSpringCurve.keyframeStep, y: $0.element) }
                + [PlotPoint(x: jnw.duration, y: 1), PlotPoint(x: end, y: 1)],
            domain: 0...end,
            settle: SettleMark(time: jnw.duration, rule: "step and |x − 1| ≤ 1e-4", caption: "keyframes end"))
        let exact = springCurve("the spring ODE m·x'' + c·x' + k·(x − 1) = 0", ode, color: PlotPalette.orange, until: end,
                                dashed: true)
        var facts = ["spring ODE: " + springFacts(ode)]
        if damping <= 0 { facts.append("damping ≤ 0 replaced by 1, as the library does") }
        facts.append("\(jnw.samples.count) keyframes, duration \(n(jnw.duration)) s")
        return CurvePlot(title: "JNWSpringAnimation: mass \(n(mass)), stiffness \(n(stiffness)), damping \(n(jnw.damping))",
                         subtitle: facts.joined(separator: " · "), curves: [keyframes, exact])
    }

    /// A spring's curve from 0 to `end` seconds with its settle time marked.
    static func springCurve(_ name: String, _ spring: SpringSimulation, color: CGColor, until end: Double,
                            dashed: Bool = false, delay: Double = 0) -> PlottedCurve {
        PlottedCurve.sampling(name, color: color, domain: 0...max(end, 1e-9), count: lineSamples, delay: delay,
                              dashed: dashed, settle: .spring(spring)) { spring.value(at: $0) }
    }

    /// "ω₀ = …, ζ = … (under-damped) · peak 1.163 at 0.36 s".
    static func springFacts(_ spring: SpringSimulation) -> String {
        let regime: String
        switch spring.regime {
        case .underdamped: regime = "under-damped"
        case .criticallyDamped: regime = "critically damped"
        case .overdamped: regime = "over-damped"
        }
        var text = "ω₀ = \(n(spring.undampedAngularFrequency)) rad/s, ζ = \(n(spring.dampingRatio)) (\(regime))"
        if let peak = peak(spring), peak.value > 1 + 1e-6 {
            text += ", peak \(n(peak.value)) at \(n(peak.time)) s"
        }
        return text
    }

    /// The first maximum of an under-damped spring (where the velocity first crosses zero).
    static func peak(_ spring: SpringSimulation) -> (time: Double, value: Double)? {
        let settle = spring.settlingDuration(tolerance: SpringSimulation.defaultSettlingTolerance)
        let horizon = settle.isFinite && settle > 0 ? settle : 10
        var best: (Double, Double)?
        let n = 4_000
        let step = horizon / Double(n)
        for i in 0...n {
            let t = step * Double(i)
            let v = spring.value(at: t)
            if best == nil || v > best!.1 { best = (t, v) }
        }
        // Refine within one step either side (the curve is unimodal there): golden-section search.
        guard var (lo, hi) = best.map({ (max(0, $0.0 - step), $0.0 + step) }) else { return nil }
        let g = (5.0.squareRoot() - 1) / 2
        for _ in 0..<60 {
            let a = hi - g * (hi - lo), b = lo + g * (hi - lo)
            if spring.value(at: a) > spring.value(at: b) { hi = b } else { lo = a }
        }
        let t = (lo + hi) / 2
        return spring.value(at: t) >= best!.1 ? (t, spring.value(at: t)) : best
    }

    private static func frameDots(lastFrame: Int, fps: Double, _ f: (Double) -> Double) -> [PlotPoint] {
        guard lastFrame + 1 <= maximumDots else { return [] }
        return (0...lastFrame).map { i in let t = Double(i) / fps; return PlotPoint(x: t, y: f(t)) }
    }

    private static func frameNote(lastFrame: Int, fps: Double) -> String {
        "\(lastFrame + 1) rows at \(n(fps)) fps" + (lastFrame + 1 <= maximumDots ? " (dots)" : "")
    }

    private static func dotsNote(_ samples: Int) -> String { samples <= maximumDots ? " (dots)" : "" }

    private static func n(_ v: Double) -> String { PlotFormat.number(v) }
}
