import Foundation
import MotionLabPortRewrite
import MotionOutput

/// `motionlab-port`: the MotionLabPort rewrite as a command.
///
///     motionlab-port port IN_DIR OUT_DIR [--overwrite]     the rewrite as plain files to keep and edit
///     motionlab-port file INPUT --output FILE [--display-path PATH] [--module NAME --literal-path REL]
///                                                          one file in the build layout (the plugin)
///     motionlab-port target-file NAME --output FILE [--module NAME --root DIR] INPUT…
///                                                          a per-target generated file (the plugin)
///     motionlab-port patch OLD NEW --module M --output FILE …   what `run --watch` does with an edit
///                                                          (`PatchCommand`)
///
/// `motionlab port` and `PreviewApp`'s `port` run the first form. Errors are one line on stderr;
/// exit 2 for a usage error, 1 for a failure while running.
let usage = """
    usage: motionlab-port port IN_DIR OUT_DIR [--overwrite]
           motionlab-port file INPUT --output FILE [--display-path PATH] [--module NAME --literal-path REL]
           motionlab-port target-file NAME --output FILE [--module NAME --root DIR] INPUT…
           motionlab-port patch OLD NEW --module NAME --output FILE [--compiled-name NAME] [--display-path PATH] [--number N] [--include-file KEYS] [--ios-path REL]
    """

ProcessStreams.prepare()
// Started by `motionlab port` (which names itself here): end when it ends, SIGKILL included, removing
// our temporary files as on SIGTERM, instead of porting on for nobody.
if let parent = getenv("MOTIONLAB_END_WITH_PARENT").flatMap({ Int32(String(cString: $0)) }), parent > 1 {
    Termination.endWithParent(parent)
}
var arguments = Array(CommandLine.arguments.dropFirst())
do {
    guard let command = arguments.first else { throw ToolError.usage("missing command\n" + usage) }
    arguments.removeFirst()
    switch command {
    case "port": try PortCommand(arguments: arguments).run()
    case "file": try RewriteFileCommand(arguments: arguments).run()
    case "target-file": try TargetFileCommand(arguments: arguments).run()
    case "patch": try PatchCommand(arguments: arguments).run()
    case "-h", "--help", "help": try StandardOutput.write(usage + "\n")
    default: throw ToolError.usage("unknown command '\(shown(command))'; commands: port, file, target-file, patch")
    }
} catch let error as ToolError {
    Termination.cleanUpNow()
    StandardError.write("Error: \(ErrorText.line(error.message))")
    exit(error.exitCode)
} catch is StandardOutput.ReaderClosed {
    Termination.cleanUpNow()
    exit(StandardOutput.readerClosedExitCode)
} catch {
    Termination.cleanUpNow()
    StandardError.write("Error: \(ErrorText.line(ErrorText.describe(error)))")
    exit(1)
}
