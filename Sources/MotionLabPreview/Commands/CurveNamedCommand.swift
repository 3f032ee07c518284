import ArgumentParser
import MotionOutput
import MotionTiming

/// `motionlab curve named NAME --samples N`: one of Core Animation's predefined timing functions
/// (`CAMediaTimingFunction(name:)`, control points stored as Float as Apple does). Prints `x,y`.
struct CurveNamedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "named",
        abstract: "A CAMediaTimingFunctionName curve (linear, easeIn, easeOut, easeInEaseOut, default) as x,y."
    )

    /// The names `CAMediaTimingFunction(name:)` knows (Apple's string constants).
    static let knownNames = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    @Argument(help: "linear, easeIn, easeOut, easeInEaseOut or default.") var name: String
    @Option(parsing: .unconditional, help: "Number of samples (2…10000000).",
            transform: ArgumentCheck.wholeNumber(in: 2...ArgumentCheck.maximumRows))
    var samples: Int
    @OptionGroup var plot: PlotOptions

    func validate() throws {
        guard Self.knownNames.contains(name) else {
            throw ValidationError("name: unknown timing function name '\(ErrorText.clip(name))'; known names: \(Self.knownNames.joined(separator: ", "))")
        }
    }

    func run() throws {
        if try plot.writeIfRequested({ CurveFigure.named(name, samples: samples) }) { return }
        let function = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: name))
        var csv = CSVWriter()
        try csv.line("x,y")
        for x in evenSamples(samples) { try csv.row(x, function.evaluate(x)) }
        try csv.flush()
    }
}
