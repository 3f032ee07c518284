import ArgumentParser
import MotionTiming

/// `motionlab curve jnw-spring`: the keyframes JNWSpringAnimation computes (`JNWSpringCurve`), one
/// every 1 ms. Prints `# duration=…` (seconds: keyframe count × 1 ms, the library's `duration`), then
/// `t,value` with t = i × 1 ms the time each keyframe was sampled at and value as progress.
/// Damping ≤ 0 is replaced by 1, as the library does.
struct CurveJNWSpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jnw-spring",
        abstract: "JNWSpringAnimation's 1 ms keyframes as t,value."
    )

    @Option(parsing: .unconditional, help: "Mass (> 0).") var mass: Double
    @Option(parsing: .unconditional, help: "Stiffness (> 0).") var stiffness: Double
    @Option(parsing: .unconditional, help: "Damping (finite; <= 0 is replaced by 1, as the library does).") var damping: Double
    @OptionGroup var plot: PlotOptions

    func validate() throws {
        try ArgumentCheck.positive("--mass", mass)
        try ArgumentCheck.positive("--stiffness", stiffness)
        try ArgumentCheck.finite("--damping", damping)
    }

    func run() throws {
        if try plot.writeIfRequested({ CurveFigure.jnwSpring(mass: mass, stiffness: stiffness, damping: damping) }) { return }
        let curve = JNWSpringCurve(mass: mass, stiffness: stiffness, damping: damping)
        var csv = CSVWriter()
        csv.line("# duration=\(CSVWriter.format(curve.duration))")
        csv.line("t,value")
        for (i, value) in curve.samples.enumerated() {
            csv.row(Double(i) / 1000, value)
        }
        csv.flush()
    }
}
