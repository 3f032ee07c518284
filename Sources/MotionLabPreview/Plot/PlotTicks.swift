import Foundation

/// Axis ticks at "nice" steps (1, 2 or 5 × 10ⁿ), the way plotting tools choose them.
public struct PlotTicks: Equatable {
    /// Tick positions inside the range, ascending.
    public let values: [Double]
    /// The step between ticks.
    public let step: Double

    /// About `target` ticks over `range` (at least 2 when the range is not empty).
    public init(range: ClosedRange<Double>, target: Int) {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else {
            values = [range.lowerBound]; step = 1
            return
        }
        let raw = span / Double(max(target, 1))
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / magnitude
        // The nice step nearest the raw one (on a log scale), so the count stays near the target.
        let nice: Double = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
        step = nice * magnitude
        let first = (range.lowerBound / step).rounded(.up)
        let last = (range.upperBound / step).rounded(.down)
        var v: [Double] = []
        if first <= last {
            for i in Int(first)...Int(last) { v.append(Double(i) * step) }
        }
        values = v
    }

    /// Decimals that show every tick of this step exactly (0 for 1, 2, 5, 10…; 1 for 0.5; 2 for 0.25…).
    public var decimals: Int {
        guard step > 0, step.isFinite else { return 0 }
        return max(0, Int((-log10(step) + 0.999_999).rounded(.down)))
    }

    /// The tick label for `value`: fixed decimals for this step, "−" for minus, "0" never "-0".
    public func label(_ value: Double) -> String {
        PlotFormat.fixed(value, decimals: decimals)
    }
}

/// Number formatting for plot labels and titles.
public enum PlotFormat {
    /// `value` with `decimals` decimals and a typographic minus; −0 prints as 0.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if Double(text) == 0 { text = String(format: "%.\(decimals)f", 0.0) }
        return text.replacingOccurrences(of: "-", with: "−")
    }

    /// Up to `significant` significant digits, trailing zeros removed (1.5, 0.06, 1152, 2.449).
    public static func number(_ value: Double, significant: Int = 4) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "−∞") }
        if value == 0 { return "0" }
        let digits = Int(log10(abs(value)).rounded(.down)) + 1
        let decimals = max(0, significant - digits)
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if abs(value) < 1e-4 || abs(value) >= 1e7 { text = String(format: "%.\(significant - 1)e", value) }
        return text.replacingOccurrences(of: "-", with: "−")
    }
}
