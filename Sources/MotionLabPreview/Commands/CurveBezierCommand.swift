import ArgumentParser
import MotionTiming

/// `motionlab curve bezier X1 Y1 X2 Y2 --samples N`: a cubic Bézier timing curve with control
/// points (X1, Y1) and (X2, Y2), solved in Double (`UnitBezier`, via `Easing.cubicBezier`, which
/// pins x = 0 → 0 and x = 1 → 1 exactly). Prints `x,y` at x = i/(N − 1).
struct CurveBezierCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bezier",
        abstract: "Cubic Bézier timing curve (x1 y1 x2 y2) as x,y.",
        discussion: "X1 and X2 must lie in [0, 1]; Y1 and Y2 may overshoot and may be negative, e.g. 'motionlab curve bezier 0.68 -0.55 0.265 1.55 --samples 11'."
    )

    /// The four numbers. Collected as unrecognised input so that negative values such as `-0.55`,
    /// which ArgumentParser would otherwise read as option names, are accepted.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The control points: X1 Y1 X2 Y2.", valueName: "x1 y1 x2 y2"))
    var controlPoints: [String] = []
    @Option(parsing: .unconditional, help: "Number of samples (>= 2).") var samples: Int
    @OptionGroup var plot: PlotOptions

    var x1: Double { Double(controlPoints[0])! }
    var y1: Double { Double(controlPoints[1])! }
    var x2: Double { Double(controlPoints[2])! }
    var y2: Double { Double(controlPoints[3])! }

    func validate() throws {
        guard controlPoints.count == 4 else {
            throw ValidationError("expected four control-point numbers X1 Y1 X2 Y2 (got \(controlPoints.count): \(controlPoints.joined(separator: " ")))")
        }
        for (name, text) in zip(["x1", "y1", "x2", "y2"], controlPoints) where Double(text) == nil {
            throw ValidationError("\(name): '\(text)' is not a number")
        }
        try ArgumentCheck.finite("x1", x1)
        try ArgumentCheck.inRange("x1", x1, 0, 1)
        try ArgumentCheck.finite("y1", y1)
        try ArgumentCheck.finite("x2", x2)
        try ArgumentCheck.inRange("x2", x2, 0, 1)
        try ArgumentCheck.finite("y2", y2)
        try ArgumentCheck.sampleCount("--samples", samples)
    }

    func run() throws {
        if try plot.writeIfRequested({ CurveFigure.bezier(x1, y1, x2, y2, samples: samples) }) { return }
        let curve = Easing.cubicBezier(x1, y1, x2, y2)
        var csv = CSVWriter()
        csv.line("x,y")
        for x in evenSamples(samples) { csv.row(x, curve(x)) }
        csv.flush()
    }
}
