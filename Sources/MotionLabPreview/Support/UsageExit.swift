import ArgumentParser
import Foundation
import MotionOutput

/// The exit code of a usage error (bad or missing arguments, a bad script or `--set`), as
/// getopt-style tools use. ArgumentParser's own `ExitCode.validationFailure` is 64 (EX_USAGE);
/// MotionLab promises 2.
let usageErrorExitCode: Int32 = 2
/// The exit code of a failure while running (an output that cannot be written, a missing resource).
let failureExitCode: Int32 = 1

/// An error that is the user's input's fault, found while running (a script line, a `--set`): it
/// exits with `usageErrorExitCode` like a bad argument.
protocol UsageFault: Error {}

extension ParsableCommand {
    /// Parses the process arguments, runs the chosen subcommand and exits. Like `main()`, except:
    ///
    /// - Every error is **one line** on standard error, `Error: …`, with user input cut to
    ///   `ErrorText.valueLimit` characters; parse errors end with a pointer to the command's `--help`
    ///   instead of ArgumentParser's multi-line usage.
    /// - Exit codes: 0 success; 2 a usage error (bad arguments, script, `--set`); 1 a failure while
    ///   running (an unwritable output, a missing resource); 141 when the reader of standard output
    ///   went away (`| head -1`), silently — see `StandardOutput`.
    /// - `--help` text is written with checked writes too.
    public static func runAsRootCommand(_ arguments: [String]? = nil) -> Never {
        ProcessStreams.prepare()
        var command: ParsableCommand
        do {
            command = try parseAsRoot(RepeatedOptions.collapse(arguments ?? Array(CommandLine.arguments.dropFirst())))
        } catch {
            let code = exitCode(for: error)
            if code == .success { finish { try writeHelp(for: error) } }  // --help
            var text = message(for: error)
            if let help = helpPointer(in: fullMessage(for: error)) { text += " (see '\(help)')" }
            report(text, exitCode: code == .validationFailure ? usageErrorExitCode : code.rawValue)
        }
        finish { try command.run() }
    }

    /// Runs `body` and exits: 0 after success, otherwise with the error's one-line report and code.
    private static func finish(_ body: () throws -> Void) -> Never {
        do {
            try body()
            exitCleanly(0)
        } catch is StandardOutput.ReaderClosed {
            exitCleanly(StandardOutput.readerClosedExitCode)
        } catch let e as ExitCode {
            exitCleanly(e.rawValue)
        } catch let e as UsageFault {
            report(describe(e), exitCode: usageErrorExitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .success { finish { try writeHelp(for: error) } }  // `help SUBCOMMAND`
            if code == .validationFailure {
                // A bad value found while running (an unknown scene, a bad script line): the message
                // names it; the root command's usage would not help.
                report(message(for: error), exitCode: usageErrorExitCode)
            }
            report(describe(error), exitCode: failureExitCode)
        }
    }

    /// The help text a clean exit asks for (`--help`, `help curve`), written with checked writes.
    private static func writeHelp(for error: Error) throws {
        let text = fullMessage(for: error).trimmingCharacters(in: .newlines)
        if !text.isEmpty { try StandardOutput.write(text + "\n") }
    }

    /// "motionlab curve bezier --help", from ArgumentParser's full message ("See '… --help' for …").
    private static func helpPointer(in fullMessage: String) -> String? {
        guard let start = fullMessage.range(of: "See '"),
              let end = fullMessage.range(of: " --help'", range: start.upperBound..<fullMessage.endIndex)
        else { return nil }
        return String(fullMessage[start.upperBound..<end.lowerBound]) + " --help"
    }

    private static func report(_ message: String, exitCode: Int32) -> Never {
        StandardError.write("Error: " + ErrorText.line(message))
        exitCleanly(exitCode)
    }
}

/// Exits with `code` after removing any temporary file and stopping any child tool an error path
/// left registered (`Termination`): every exit path leaves nothing behind.
func exitCleanly(_ code: Int32) -> Never {
    Termination.cleanUpNow()
    Foundation.exit(code)
}

/// One line for any error (`ErrorText.describe`).
func describe(_ error: Error) -> String { ErrorText.describe(error) }
