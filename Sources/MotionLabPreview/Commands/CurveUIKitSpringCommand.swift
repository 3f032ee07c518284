import ArgumentParser
import MotionTiming

/// `motionlab curve uikit-spring`: the mass-1 spring UIKit's
/// `animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)` plays (`UIKitSpring`).
/// Prints `# mass=…, stiffness=…, damping=…` (kg, N/m, N·s/m), then `t,value` at t = n/F for
/// n = 0…floor(T·F), value as progress (0 = from, 1 = to).
struct CurveUIKitSpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uikit-spring",
        abstract: "UIKit's spring animation (duration, damping ratio, velocity) as t,value."
    )

    @Option(parsing: .unconditional, help: "Animation duration T in seconds (> 0, ≤ 1000000).",
            transform: ArgumentCheck.number(above: 0, atMost: 1e6, unit: "s"))
    var duration: Double
    @Option(parsing: .unconditional, help: "Damping ratio ζ (> 0; above 1 counts as 1).",
            transform: ArgumentCheck.number(above: 0, unit: "ratio"))
    var dampingRatio: Double
    @Option(parsing: .unconditional, help: "Initial velocity in from→to distances per second (-1000000…1000000).",
            transform: ArgumentCheck.finiteNumber(magnitude: 1e6, unit: "from→to distances per second"))
    var velocity: Double = 0
    @Option(parsing: .unconditional, help: "Samples per second (> 0, ≤ 1000000).",
            transform: ArgumentCheck.number(above: 0, atMost: 1e6, unit: "samples per second"))
    var fps: Double
    @OptionGroup var plot: PlotOptions

    static let optionNames = ["duration": "--duration", "dampingRatio": "--damping-ratio",
                              "initialVelocity": "--velocity"]

    /// UIKit's spring for these options (mass 1 kg, stiffness N/m, damping N·s/m).
    func parameters() throws -> (mass: Double, stiffness: Double, damping: Double) {
        try ArgumentCheck.rethrowingAsUsage(Self.optionNames) {
            try UIKitSpring.parameters(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        }
    }

    func validate() throws {
        _ = try ArgumentCheck.lastFrameIndex(durationName: "--duration", duration: duration, fps: fps)
        _ = try parameters()
    }

    func run() throws {
        let p = try parameters()
        let last = try ArgumentCheck.lastFrameIndex(durationName: "--duration", duration: duration, fps: fps)
        let spring = SpringSimulation(mass: p.mass, stiffness: p.stiffness, damping: p.damping,
                                      initialVelocity: velocity)
        if try plot.writeIfRequested({ CurveFigure.uikitSpring(duration: duration, dampingRatio: dampingRatio, velocity: velocity, parameters: p, fps: fps, lastFrame: last) }) { return }
        var csv = CSVWriter()
        try csv.line("# mass=\(CSVWriter.format(p.mass)), stiffness=\(CSVWriter.format(p.stiffness)), damping=\(CSVWriter.format(p.damping))")
        try csv.line("t,value")
        for n in 0...last {
            let t = Double(n) / fps
            try csv.row(t, spring.value(at: t))
        }
        try csv.flush()
    }
}
