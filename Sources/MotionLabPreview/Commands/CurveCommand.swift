import ArgumentParser

/// `motionlab curve`: prints a timing curve or spring as CSV (a header line, then one sample a
/// line) so it can be plotted and compared with other implementations.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Print a timing curve or spring as CSV, or plot it (--png FILE).",
        subcommands: [
            CurveBezierCommand.self,
            CurveNamedCommand.self,
            CurveEasingCommand.self,
            CurveSpringCommand.self,
            CurveUIKitSpringCommand.self,
            CurveJNWSpringCommand.self,
        ]
    )
}

/// x = i/(N − 1) for i = 0…N − 1: exactly 0 first and exactly 1 last. Lazy, so 10 million samples
/// cost no memory.
func evenSamples(_ count: Int) -> LazyMapSequence<Range<Int>, Double> {
    (0..<count).lazy.map { Double($0) / Double(count - 1) }
}
