import ArgumentParser
import Foundation

/// The exit code of a usage error (bad or missing arguments), as getopt-style tools use.
/// ArgumentParser's own `ExitCode.validationFailure` is 64 (EX_USAGE); MotionLab promises 2.
let usageErrorExitCode: Int32 = 2

extension ParsableCommand {
    /// Parses the process arguments, runs the chosen subcommand and exits. Like `main()`, except that
    /// every usage error — parse failures and `ValidationError`s — prints ArgumentParser's message
    /// and usage to standard error and exits with `usageErrorExitCode`.
    public static func runAsRootCommand(_ arguments: [String]? = nil) -> Never {
        var command: ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(usageErrorExitCode)
            }
            Self.exit(withError: error)
        }
        do {
            try command.run()
            Self.exit()
        } catch {
            // A bad value found while running (an unknown scene, a bad script line): the message names it;
            // the root command's usage line would not help.
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data(("Error: " + message(for: error) + "\n").utf8))
                Foundation.exit(usageErrorExitCode)
            }
            Self.exit(withError: error)
        }
    }
}
