import ArgumentParser
import MotionTiming

/// `motionlab curve jnw-spring`: the keyframes JNWSpringAnimation computes (`JNWSpringCurve`), one
/// every 1 ms. Prints `# duration=…` (seconds: keyframe count × 1 ms, the library's `duration`), then
/// `t,value` with t = i × 1 ms the time each keyframe was sampled at and value as progress.
/// Damping ≤ 0 is replaced by 1, as the library does. Parameters giving ω₀ or ζ outside the limits
/// all springs share are refused (`JNWSpringCurve.validate`) instead of printing NaN.
struct CurveJNWSpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jnw-spring",
        abstract: "JNWSpringAnimation's 1 ms keyframes as t,value."
    )

    @Option(parsing: .unconditional, help: "Mass (> 0).", transform: ArgumentCheck.number(above: 0))
    var mass: Double
    @Option(parsing: .unconditional, help: "Stiffness (> 0).", transform: ArgumentCheck.number(above: 0))
    var stiffness: Double
    @Option(parsing: .unconditional, help: "Damping (finite; <= 0 is replaced by 1, as the library does).",
            transform: ArgumentCheck.finiteNumber())
    var damping: Double

    static let optionNames = ["mass": "--mass", "stiffness": "--stiffness", "damping": "--damping",
                              "stiffness/mass": "--stiffness/--mass"]
    @OptionGroup var plot: PlotOptions

    func validate() throws {
        try ArgumentCheck.rethrowingAsUsage(Self.optionNames) {
            try JNWSpringCurve.validate(mass: mass, stiffness: stiffness, damping: damping)
        }
    }

    func run() throws {
        if try plot.writeIfRequested({ CurveFigure.jnwSpring(mass: mass, stiffness: stiffness, damping: damping) }) { return }
        let curve = JNWSpringCurve(mass: mass, stiffness: stiffness, damping: damping)
        var csv = CSVWriter()
        try csv.line("# duration=\(CSVWriter.format(curve.duration))")
        try csv.line("t,value")
        for (i, value) in curve.samples.enumerated() {
            try csv.row(Double(i) / 1000, value)
        }
        try csv.flush()
    }
}
