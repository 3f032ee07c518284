import ArgumentParser
import MotionOutput
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
    @Option(parsing: .unconditional, help: "Number of samples (2…10000000).",
            transform: ArgumentCheck.wholeNumber(in: 2...ArgumentCheck.maximumRows))
    var samples: Int

    /// Every accepted name, grouped so the list fits one line: "linear; easeIn, easeOut or
    /// easeInOut + Quad, Cubic, …; ease, ease-in, …; cubic-bezier(x1,y1,x2,y2)". Built from
    /// `Easing.allNames`, so a new curve shows up here by itself.
    static var knownNames: String {
        let prefixes = ["easeInOut", "easeIn", "easeOut"]
        var families: [String] = [], others: [String] = []
        for name in Easing.allNames {
            if let p = prefixes.first(where: { name.hasPrefix($0) }) {
                let family = String(name.dropFirst(p.count))
                if !families.contains(family) { families.append(family) }
            } else {
                others.append(name)
            }
        }
        return others.joined(separator: ", ") + "; easeIn, easeOut or easeInOut + " + families.joined(separator: ", ")
            + " (e.g. easeOutBounce); ease, ease-in, ease-out, ease-in-out; cubic-bezier(x1,y1,x2,y2)"
    }
    @OptionGroup var plot: PlotOptions

    func validate() throws {
        guard Easing.named(name) != nil else {
            if name.filter({ !$0.isWhitespace }).hasPrefix("cubic-bezier(") {
                throw ValidationError("name: '\(ErrorText.clip(name))' is not a valid cubic-bezier(x1,y1,x2,y2): four numbers, x1 and x2 in 0…1, y1 and y2 in -1000000…1000000")
            }
            throw ValidationError("name: unknown easing '\(ErrorText.clip(name))'; known names: \(Self.knownNames)")
        }
    }

    func run() throws {
        guard let easing = Easing.named(name) else { return }  // checked in validate()
        if try plot.writeIfRequested({ CurveFigure.easing(name, easing, samples: samples) }) { return }
        var csv = CSVWriter()
        try csv.line("x,y")
        for x in evenSamples(samples) { try csv.row(x, easing(x)) }
        try csv.flush()
    }
}
