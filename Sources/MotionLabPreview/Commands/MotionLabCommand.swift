import ArgumentParser

/// `motionlab`: the preview app and its tools.
public struct MotionLabCommand: ParsableCommand {
    public init() {}
    public static let configuration = CommandConfiguration(
        commandName: "motionlab",
        abstract: "Core Animation–style motion for Linux: preview, render, measure.",
        subcommands: [
            RunCommand.self,
            RenderCommand.self,
            ListCommand.self,
            RecordCommand.self,
            CurveCommand.self,
            ExportCommand.self,
            InspectCommand.self,
            BenchCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )
}
