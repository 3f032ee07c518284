import ArgumentParser
import MotionOutput
import MotionTiming

/// `motionlab curve bezier X1 Y1 X2 Y2 --samples N`: a cubic Bézier timing curve with control
/// points (X1, Y1) and (X2, Y2), solved in Double (`UnitBezier`, via `Easing.cubicBezier`, which
/// pins x = 0 → 0 and x = 1 → 1 exactly). Prints `x,y` at x = i/(N − 1).
///
/// X1 and X2 must lie in [0, 1] (Core Animation and CSS clamp or refuse them too: outside, x(t) is
/// not monotonic and a progress has several y). Y1 and Y2 may overshoot and be negative but must
/// lie in `UnitBezier.controlPointYRange` (±1e6): far beyond, the coefficients overflow and the
/// curve prints NaN.
struct CurveBezierCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bezier",
        abstract: "Cubic Bézier timing curve (x1 y1 x2 y2) as x,y.",
        discussion: "X1 and X2 must lie in [0, 1]; Y1 and Y2 may overshoot and may be negative (within ±1000000), e.g. 'motionlab curve bezier 0.68 -0.55 0.265 1.55 --samples 11'."
    )

    /// The four numbers. Collected as unrecognised input so that negative values such as `-0.55`,
    /// `-.5` or `-1e3`, which ArgumentParser would otherwise read as option names, are accepted;
    /// a `--` before them is allowed and skipped.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The control points: X1 Y1 X2 Y2.", valueName: "x1 y1 x2 y2"))
    var controlPoints: [String] = []
    @Option(parsing: .unconditional, help: "Number of samples (2…10000000).",
            transform: ArgumentCheck.wholeNumber(in: 2...ArgumentCheck.maximumRows))
    var samples: Int
    @OptionGroup var plot: PlotOptions

    /// The control-point words without a leading `--` separator.
    private var words: [String] { controlPoints.first == "--" ? Array(controlPoints.dropFirst()) : controlPoints }
    private var values: [Double] { words.map { Double($0) ?? .nan } }

    func validate() throws {
        guard words.count == 4 else {
            let shown = ErrorText.clip(words.joined(separator: " "))
            throw ValidationError("expected four control-point numbers X1 Y1 X2 Y2 (got \(words.count)\(words.isEmpty ? "" : ": \(shown)"))")
        }
        let x = UnitBezier.controlPointXRange, y = UnitBezier.controlPointYRange
        for (i, (name, text)) in zip(["x1", "y1", "x2", "y2"], words).enumerated() {
            let range = i % 2 == 0 ? x : y
            let rangeText = "\(name) must be a number in \(ArgumentCheck.format(range.lowerBound))…\(ArgumentCheck.format(range.upperBound))"
            guard let v = Double(text) else { throw ValidationError("\(name): '\(ErrorText.clip(text))' is not a number; \(rangeText)") }
            guard range.contains(v) else { throw ValidationError("\(rangeText) (got \(ErrorText.clip(text)))") }
        }
    }

    func run() throws {
        let v = values
        if try plot.writeIfRequested({ CurveFigure.bezier(v[0], v[1], v[2], v[3], samples: samples) }) { return }
        let curve = Easing.cubicBezier(v[0], v[1], v[2], v[3])
        var csv = CSVWriter()
        try csv.line("x,y")
        for x in evenSamples(samples) { try csv.row(x, curve(x)) }
        try csv.flush()
    }
}
