import ArgumentParser
import MotionTiming

/// `motionlab curve easing NAME --samples N`: one of Penner's easings as RBBAnimation names them
/// (`Easing.named`), also CSS keywords and "cubic-bezier(x1,y1,x2,y2)". Prints `x,y`.
struct CurveEasingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easing",
        abstract: "A Penner/RBBAnimation easing (easeOutBounce, easeInBack, …) as x,y."
    )

    @Argument(help: "An easing name such as easeOutBounce, a CSS keyword (ease-in-out) or 'cubic-bezier(x1,y1,x2,y2)'.")
    var name: String
    @Option(parsing: .unconditional, help: "Number of samples (>= 2).") var samples: Int
    @OptionGroup var plot: PlotOptions

    func validate() throws {
        guard Easing.named(name) != nil else {
            throw ValidationError("name: unknown easing '\(name)'; known names: \(Easing.allNames.joined(separator: ", ")), ease, ease-in, ease-out, ease-in-out, cubic-bezier(x1,y1,x2,y2)")
        }
        try ArgumentCheck.sampleCount("--samples", samples)
    }

    func run() throws {
        guard let easing = Easing.named(name) else { return }  // checked in validate()
        if try plot.writeIfRequested({ CurveFigure.easing(name, easing, samples: samples) }) { return }
        var csv = CSVWriter()
        csv.line("x,y")
        for x in evenSamples(samples) { csv.row(x, easing(x)) }
        csv.flush()
    }
}
