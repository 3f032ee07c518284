import ArgumentParser
import MotionTiming

/// `motionlab curve spring`: `CASpringAnimation`'s curve — the closed-form solution of
/// m·x'' + c·x' + k·(x − 1) = 0 from x(0) = 0, x'(0) = --velocity (`SpringSimulation`).
/// Prints `t,value,velocity` at t = n/F for n = 0…floor(S·F): t in seconds, value as progress
/// (0 = from, 1 = to), velocity in progress units per second.
///
/// Every option is checked while parsing against the range in its help (so `-1` is a number, not an
/// option, and `1e308` is refused with the range), then the combination against the limits every
/// spring shares (`SpringSimulation.validate`: ω₀ = √(k/m) within 1e-6…1e6 rad/s, ζ ≤ 1e6).
/// |velocity| ≤ 1e6 keeps α·v₀ in the closed form far from overflow (α can reach 1e12 /s).
struct CurveSpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "CASpringAnimation's curve as t,value,velocity."
    )

    @Option(parsing: .unconditional, help: "Mass in kg (> 0).", transform: ArgumentCheck.number(above: 0, unit: "kg"))
    var mass: Double
    @Option(parsing: .unconditional, help: "Stiffness in N/m (> 0).", transform: ArgumentCheck.number(above: 0, unit: "N/m"))
    var stiffness: Double
    @Option(parsing: .unconditional, help: "Damping in N·s/m (>= 0).", transform: ArgumentCheck.number(in: 0...Double.infinity, unit: "N·s/m"))
    var damping: Double
    @Option(parsing: .unconditional, help: "Initial velocity in from→to distances per second (-1000000…1000000).",
            transform: ArgumentCheck.finiteNumber(magnitude: 1e6, unit: "from→to distances per second"))
    var velocity: Double = 0
    @Flag(help: "Simulate damping above critical as given (Apple's default treats it as critical).")
    var allowsOverdamping = false
    @Option(parsing: .unconditional, help: "Samples per second (> 0, ≤ 1000000).",
            transform: ArgumentCheck.number(above: 0, atMost: 1e6, unit: "samples per second"))
    var fps: Double
    @Option(parsing: .unconditional, help: "Seconds to print (0…1000000; at most 10000000 rows).",
            transform: ArgumentCheck.number(in: 0...1e6, unit: "s"))
    var duration: Double
    @OptionGroup var plot: PlotOptions

    /// The core's parameter names mapped to this command's options.
    static let optionNames = ["mass": "--mass", "stiffness": "--stiffness", "damping": "--damping",
                              "initialVelocity": "--velocity", "stiffness/mass": "--stiffness/--mass"]

    func validate() throws {
        try ArgumentCheck.rethrowingAsUsage(Self.optionNames) {
            try SpringSimulation.validate(mass: mass, stiffness: stiffness, damping: damping,
                                          initialVelocity: velocity)
        }
        _ = try ArgumentCheck.lastFrameIndex(durationName: "--duration", duration: duration, fps: fps)
        // One sample has no time axis to draw (the CSV of it is fine).
        if plot.png != nil && duration == 0 { throw ValidationError("--png needs --duration > 0: a plot of one instant has no time axis") }
    }

    func run() throws {
        let last = try ArgumentCheck.lastFrameIndex(durationName: "--duration", duration: duration, fps: fps)
        let spring = SpringSimulation(mass: mass, stiffness: stiffness, damping: damping,
                                      initialVelocity: velocity, allowsOverdamping: allowsOverdamping)
        if try plot.writeIfRequested({ CurveFigure.spring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, allowsOverdamping: allowsOverdamping, fps: fps, lastFrame: last) }) { return }
        var csv = CSVWriter()
        try csv.line("t,value,velocity")
        for n in 0...last {
            let t = Double(n) / fps
            try csv.row(t, spring.value(at: t), spring.velocity(at: t))
        }
        try csv.flush()
    }
}
