import Foundation
import UIKit

/// What a plot shows: a title, a line of parameters, axis names and the curves. Turned into draw
/// commands by `CurvePlotRenderer` (the PNG figures of `motionlab curve … --png` and the live panel).
public struct CurvePlot: Equatable {
    /// e.g. "UIKit spring — animate(withDuration: 2.1, usingSpringWithDamping: 0.6)".
    public var title: String
    /// The parameters and what they give, e.g. "m = 1 kg, k = 9.7 N/m, c = 3.7 N·s/m → ζ = 0.6".
    public var subtitle: String?
    /// "time (s)" for motions, "progress" for timing functions.
    public var xAxisLabel: String
    /// "value (progress: 0 = from, 1 = to)".
    public var yAxisLabel: String
    public var curves: [PlottedCurve]

    public init(title: String, subtitle: String? = nil, xAxisLabel: String = "time (s)",
                yAxisLabel: String = "value (0 = from, 1 = to)", curves: [PlottedCurve]) {
        self.title = title
        self.subtitle = subtitle
        self.xAxisLabel = xAxisLabel
        self.yAxisLabel = yAxisLabel
        self.curves = curves
    }

    /// The x range shown: the union of the curves' domains (0…1 when there are none).
    public var xRange: ClosedRange<Double> {
        let lo = curves.map(\.domain.lowerBound).min() ?? 0
        let hi = curves.map(\.domain.upperBound).max() ?? 1
        return hi > lo ? lo...hi : lo...(lo + 1)
    }

    /// The y range shown: every curve's minimum and maximum (so overshoot is visible), always
    /// including 0 and 1, with a margin of 8 % of the span above and below.
    public var yRange: ClosedRange<Double> {
        var lo = 0.0, hi = 1.0
        for c in curves {
            for p in c.points + c.dots where p.y.isFinite {
                lo = min(lo, p.y); hi = max(hi, p.y)
            }
        }
        let margin = (hi - lo) * 0.08
        return (lo - margin)...(hi + margin)
    }
}
