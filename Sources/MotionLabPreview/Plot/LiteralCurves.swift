import Foundation
import UIKit
import MotionLiterals

/// The curve of a tunable literal being tuned (the curve panel, C, while the literals panel is open):
/// the motion its call makes, with the values it plays now — its own and those of the other literals
/// of its call or receiver (a spring's duration, damping ratio and velocity together).
///
/// - a damping ratio (and its call's duration and velocity): UIKit's spring (`UIView.animate`,
///   `UIViewPropertyAnimator(duration:dampingRatio:)`, `UISpringTimingParameters(dampingRatio:)`);
/// - iOS 17's duration and bounce: that spring (mass 1, its stiffness and damping);
/// - mass, stiffness, damping, initial velocity: the spring (`CASpringAnimation`,
///   `UISpringTimingParameters(mass:…)`), or JNW's keyframes for a `JNWSpringAnimation`;
/// - Pop's bounciness and speed: Pop's spring;
/// - control points: the cubic Bézier (`CAMediaTimingFunction`, `UICubicTimingParameters`, a property
///   animator's, RBB's);
/// - a duration or delay otherwise: the block's timing over seconds (ease-in-ease-out, UIKit's default).
/// A literal whose value is not a literal of the call (a variable) is taken at its API default, and
/// the plot says so.
enum LiteralCurves {
    static func plot(for site: LiteralSite, in sites: [LiteralSite], value: (LiteralSite) -> Double) -> CurvePlot? {
        let group = sites.filter { $0.file.displayPath == site.file.displayPath && $0.record.group == site.record.group }
        var assumed: [String] = []
        func v(_ labels: [String], _ fallback: Double, _ name: String) -> Double {
            if let s = group.first(where: { labels.contains($0.label) }) { return value(s) }
            assumed.append("\(name) \(PlotFormat.number(fallback))")
            return fallback
        }
        func note(_ plot: CurvePlot) -> CurvePlot {
            guard !assumed.isEmpty else { return plot }
            var p = plot
            p.subtitle = "not literals, taken at: " + assumed.joined(separator: ", ") + (p.subtitle.map { " · " + $0 } ?? "")
            return p
        }
        let params = Set(group.map(\.parameter))
        let call = site.call
        if params.contains(.dampingRatio) {
            let ratio = v(["usingSpringWithDamping", "dampingRatio"], 1, "damping ratio")
            let duration = v(["withDuration", "duration"], 0.5, "duration")
            let velocity = v(["initialSpringVelocity", "initialVelocity.dx"], 0, "velocity")
            guard let p = try? UIKitSpring.parameters(duration: duration, dampingRatio: ratio, initialVelocity: velocity) else { return nil }
            return note(CurveFigure.uikitSpring(duration: duration, dampingRatio: ratio, velocity: velocity, parameters: p,
                                                 fps: 60, lastFrame: Int(duration * 60)))
        }
        if params.contains(.bounce) || params.contains(.perceptualDuration) {
            let duration = v(["springDuration", "perceptualDuration", "duration"], 0.5, "duration")
            let bounce = v(["bounce"], 0, "bounce")
            guard let spring = try? PerceptualSpring(duration: duration, bounce: bounce) else { return nil }
            let velocity = v(["initialSpringVelocity", "initialVelocity.dx"], 0, "velocity")
            let settle = SpringSimulation(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                          initialVelocity: velocity, allowsOverdamping: true).settlingDuration
            var plot = CurveFigure.spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: velocity,
                                           allowsOverdamping: true, fps: 60, lastFrame: Int(min(settle, 10) * 60))
            plot.title = "spring(duration: \(PlotFormat.number(duration)), bounce: \(PlotFormat.number(bounce))) → damping ratio \(PlotFormat.number(spring.dampingRatio))"
            return note(plot)
        }
        if params.contains(.popBounciness) || params.contains(.popSpeed) {
            let d = POPSpringConversion.dynamics(bounciness: v(["springBounciness"], POPSpringConversion.defaultBounciness, "bounciness"),
                                                 speed: v(["springSpeed"], POPSpringConversion.defaultSpeed, "speed"))
            let settle = SpringSimulation(mass: d.mass, stiffness: d.tension, damping: d.friction).settlingDuration
            var plot = CurveFigure.spring(mass: d.mass, stiffness: d.tension, damping: d.friction, velocity: 0, allowsOverdamping: true,
                                           fps: 60, lastFrame: Int(min(settle, 10) * 60))
            plot.title = "POPSpringAnimation: bounciness and speed → tension \(PlotFormat.number(d.tension)), friction \(PlotFormat.number(d.friction))"
            return note(plot)
        }
        if params.contains(.mass) || params.contains(.stiffness) || params.contains(.damping) {
            let mass = v(["mass"], 1, "mass"), stiffness = v(["stiffness"], call.hasPrefix("JNW") ? 300 : 100, "stiffness")
            let damping = v(["damping"], 10, "damping")
            if call.hasPrefix("JNWSpringAnimation") { return note(CurveFigure.jnwSpring(mass: mass, stiffness: stiffness, damping: damping)) }
            let velocity = v(["initialVelocity", "initialVelocity.dx"], 0, "velocity")
            guard mass > 0, stiffness > 0, damping >= 0 else { return nil }
            let settle = SpringSimulation(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity).settlingDuration
            return note(CurveFigure.spring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, allowsOverdamping: false,
                                            fps: 60, lastFrame: Int(min(settle, 10) * 60)))
        }
        if params.contains(.controlPointX) || params.contains(.controlPointY) {
            let names: [[String]] = [["c1x", "x1", "controlPoint1.x"], ["c1y", "y1", "controlPoint1.y"],
                                     ["c2x", "x2", "controlPoint2.x"], ["c2y", "y2", "controlPoint2.y"]]
            let defaults = [0.0, 0.0, 1.0, 1.0]
            let p = (0..<4).map { v(names[$0], defaults[$0], names[$0][0]) }
            return note(CurveFigure.bezier(p[0], p[1], p[2], p[3], samples: 300))
        }
        if site.parameter == .duration || site.parameter == .delay {
            let duration = v(["withDuration", "duration", ""], 0.2, "duration")
            let delay = group.contains { $0.label == "delay" } ? v(["delay"], 0, "delay") : 0
            let ease = UnitBezier(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)
            let end = delay + max(duration, 0)
            let curve = PlottedCurve.sampling("ease-in-ease-out", color: PlotPalette.blue, domain: 0...max(end, 0.01)) { t in
                t <= delay ? 0 : duration <= 0 ? 1 : ease.solve(min((t - delay) / duration, 1))
            }
            return note(CurvePlot(title: "\(call): \(PlotFormat.number(delay)) s delay, \(PlotFormat.number(duration)) s",
                                  subtitle: "the block's timing: ease-in-ease-out (UIKit's default; options are not read)", curves: [curve]))
        }
        return nil
    }
}
