import Foundation
import UIKit

/// One point of a plotted curve: x is time in seconds (or progress for timing functions), y the value
/// as progress (0 = from, 1 = to; springs and back easings leave 0…1).
public struct PlotPoint: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A curve to plot: a name for the legend, a colour, its samples and where its motion is settled.
///
/// Samples are drawn as a polyline in order; a non-finite y ends one stretch and starts another.
/// `domain` is the x extent the curve describes (0…duration for a motion, 0…1 for a timing
/// function); plots show the union of their curves' domains.
public struct PlottedCurve: Equatable {
    /// Legend text, e.g. "JNW keyframes" or "UIKit spring T = 2.1 s, ζ = 0.6".
    public var name: String
    public var color: CGColor
    public var points: [PlotPoint]
    /// The x extent this curve covers (seconds or progress).
    public var domain: ClosedRange<Double>
    /// Seconds from the motion's trigger (a tap, the scene start) to this curve's x = 0: the music
    /// scene's first element springs 1 s after the start. The live marker for scene time t sits at
    /// x = t − delay.
    public var delay: Double
    /// Drawn dashed (a reference curve under the one the scene plays).
    public var dashed: Bool
    /// Where the motion is settled for good, with the tolerance used (a vertical line and label).
    public var settle: SettleMark?
    /// Sample points to mark with dots (the rows a CSV printed), if few enough to tell apart.
    public var dots: [PlotPoint]

    public init(name: String, color: CGColor, points: [PlotPoint], domain: ClosedRange<Double>? = nil,
                delay: Double = 0, dashed: Bool = false, settle: SettleMark? = nil, dots: [PlotPoint] = []) {
        self.name = name
        self.color = color
        self.points = points
        let xs = points.map(\.x).filter(\.isFinite)
        self.domain = domain ?? ((xs.min() ?? 0)...(xs.max() ?? 1))
        self.delay = delay
        self.dashed = dashed
        self.settle = settle
        self.dots = dots
    }

    /// `f` sampled at `count` evenly spaced x over `domain` (both ends included).
    public static func sampling(_ name: String, color: CGColor, domain: ClosedRange<Double>, count: Int = 600,
                                delay: Double = 0, dashed: Bool = false, settle: SettleMark? = nil,
                                _ f: (Double) -> Double) -> PlottedCurve {
        let n = max(count, 2)
        let span = domain.upperBound - domain.lowerBound
        let points = (0..<n).map { i -> PlotPoint in
            let x = i == n - 1 ? domain.upperBound : domain.lowerBound + span * Double(i) / Double(n - 1)
            return PlotPoint(x: x, y: f(x))
        }
        return PlottedCurve(name: name, color: color, points: points, domain: domain, delay: delay,
                            dashed: dashed, settle: settle)
    }

    /// The value at `x` by linear interpolation between samples (for the live marker); nil outside
    /// the samples.
    public func value(at x: Double) -> Double? {
        guard let first = points.first, let last = points.last, x >= first.x, x <= last.x else { return nil }
        var lo = 0, hi = points.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if points[mid].x <= x { lo = mid } else { hi = mid }
        }
        let a = points[lo], b = points[hi]
        guard b.x > a.x else { return a.y }
        return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }
}

/// A settle time to mark on a plot: the time in seconds and what "settled" meant there.
public struct SettleMark: Equatable {
    /// Seconds after the curve's start (may lie beyond the plotted domain; the label then says so).
    public var time: Double
    /// The rule, for the label: "|x − 1| ≤ 0.001" (`SpringSimulation.settlingDuration(tolerance:)`).
    public var rule: String
    /// Label prefix: "settles" for a spring, "keyframes end" for JNW's samples.
    public var caption: String
    /// The rule in a few characters for small panels: "±0.001".
    public var shortRule: String

    public init(time: Double, rule: String, caption: String = "settles", shortRule: String? = nil) {
        self.time = time; self.rule = rule; self.caption = caption; self.shortRule = shortRule ?? rule
    }

    /// `SpringSimulation.settlingDuration(tolerance:)` at its default tolerance, described.
    public static func spring(_ spring: SpringSimulation,
                              tolerance: Double = SpringSimulation.defaultSettlingTolerance) -> SettleMark {
        SettleMark(time: spring.settlingDuration(tolerance: tolerance),
                   rule: "|x − 1| ≤ \(PlotFormat.number(tolerance)) for good", shortRule: "±\(PlotFormat.number(tolerance))")
    }
}

/// Colours of the plots, chosen to stay apart on light and dark backgrounds.
public enum PlotPalette {
    public static let blue = CGColor(red: 0.13, green: 0.47, blue: 0.90, alpha: 1)
    public static let orange = CGColor(red: 0.95, green: 0.50, blue: 0.10, alpha: 1)
    public static let green = CGColor(red: 0.16, green: 0.66, blue: 0.35, alpha: 1)
    public static let purple = CGColor(red: 0.60, green: 0.33, blue: 0.85, alpha: 1)
    public static let red = CGColor(red: 0.87, green: 0.23, blue: 0.25, alpha: 1)
    public static let teal = CGColor(red: 0.10, green: 0.65, blue: 0.72, alpha: 1)
    public static let gray = CGColor(red: 0.50, green: 0.52, blue: 0.56, alpha: 1)
    /// In order, for curves that have no colour of their own.
    public static let cycle = [blue, orange, green, purple, red, teal]
}
