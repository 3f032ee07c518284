import ArgumentParser

/// `motionlab bench`: performance measurements, each printing one JSON object. Run a release build.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the engine (build with -c release); prints one JSON object.",
        subcommands: [
            BenchCoreCommand.self,
            BenchFrameCommand.self,
            BenchRasterCommand.self,
            BenchLayoutCommand.self,
            BenchOutputCommand.self,
            BenchStoryboardCommand.self,
            BenchDrawCommand.self,
            BenchListCommand.self,
            BenchDynamicsCommand.self,
            BenchSwiftUICommand.self,
        ]
    )
}
