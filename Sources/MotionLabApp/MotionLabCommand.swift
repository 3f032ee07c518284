import ArgumentParser

/// `motionlab`: the preview app and its tools.
struct MotionLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motionlab",
        abstract: "Core Animation–style motion for Linux: preview, render, measure.",
        subcommands: [
            RunCommand.self,
            RenderCommand.self,
            CurveCommand.self,
            BenchCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )
}
