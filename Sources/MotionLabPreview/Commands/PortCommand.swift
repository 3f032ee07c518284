import ArgumentParser
import Foundation
import MotionOutput

/// `motionlab port IN_DIR OUT_DIR [--overwrite]` (and `swift run MyPreviews port …`): the
/// MotionLabPort rewrite of a folder of iOS files written as plain files to keep and edit, with
/// what changed printed per file.
///
/// The rewrite needs swift-syntax, which the library and this shell never link (so `motionlab` and
/// every preview app build without it): this command runs the `motionlab-port` tool found beside the
/// running executable — built by `swift build --product motionlab-port`, or as `motionlab-port-tool`
/// by any build of a target that uses the MotionLabPort plugin — or the one `$MOTIONLAB_PORT_TOOL`
/// names. The tool's output, errors and exit code are the command's.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite a folder of iOS files (#selector, @objc, @IBAction…) into OUT_DIR as plain files.",
        discussion: "OUT_DIR must be new or empty and outside IN_DIR; nothing is written unless every file reads and parses."
    )

    @Argument(help: ArgumentHelp("The folder of iOS .swift files (read only).", valueName: "in-dir"))
    var inputFolder: String

    @Argument(help: ArgumentHelp("Where to write the rewritten files: a new or empty folder outside IN_DIR.", valueName: "out-dir"))
    var outputFolder: String

    @Flag(help: "Write into a non-empty OUT_DIR, replacing the files the rewrite writes (only those).")
    var overwrite = false

    func run() throws {
        let tool = try PortTool.locate()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["port", inputFolder, outputFolder] + (overwrite ? ["--overwrite"] : [])
        do {
            try process.run()
        } catch {
            throw PortTool.Failure(message: "cannot run \(ErrorText.clip(tool)): \(describe(error))")
        }
        process.waitUntilExit()
        // The tool has reported any error itself (one line on stderr); pass its code on.
        if process.terminationReason == .uncaughtSignal { throw ExitCode(128 + process.terminationStatus) }
        if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
    }
}

/// Where the rewrite tool is.
enum PortTool {
    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The names the tool has in a build folder: the product's, and the plugin tool's.
    static let names = ["motionlab-port", "motionlab-port-tool"]

    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let fm = FileManager.default
        if let named = environment["MOTIONLAB_PORT_TOOL"], !named.isEmpty {
            guard fm.isExecutableFile(atPath: named) else {
                throw Failure(message: "MOTIONLAB_PORT_TOOL=\(ErrorText.clip(named)) is not an executable file")
            }
            return named
        }
        let folder = executableFolder()
        for name in names where fm.isExecutableFile(atPath: folder + "/" + name) {
            return folder + "/" + name
        }
        let release = folder.hasSuffix("/release")
        throw Failure(message: "the port tool is not built (looked for \(names.joined(separator: " and ")) in \(ErrorText.clip(folder))): "
            + "run `swift build\(release ? " -c release" : "") --product motionlab-port`, or build a target that uses the MotionLabPort plugin")
    }

    /// The folder of the running executable, symbolic links resolved (`.build/debug` is one).
    static func executableFolder() -> String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? "."
        let resolved = URL(fileURLWithPath: exe).resolvingSymlinksInPath()
        return resolved.deletingLastPathComponent().path
    }
}
