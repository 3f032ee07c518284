import ArgumentParser

/// `motionlab`: the preview app and its tools. A user's preview app runs the same command under its
/// own name (`PreviewApp.programName`), so help and error messages name the program that was run.
public struct MotionLabCommand: ParsableCommand {
    public init() {}
    public static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: PreviewApp.programName,
        abstract: "Core Animation–style motion for Linux: preview, render, measure.",
        subcommands: [
            RunCommand.self,
            RenderCommand.self,
            ListCommand.self,
            LiteralsCommand.self,
            RecordCommand.self,
            CurveCommand.self,
            ExportCommand.self,
            InspectCommand.self,
            BenchCommand.self,
            PortCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    ) }
}
