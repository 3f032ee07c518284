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
        // A ChildTool: its exit status checked, a tool killed by a signal reported, never waited on
        // forever (stuck without using CPU for the tool timeout: killed), and on SIGINT/SIGTERM/SIGHUP
        // of this process given SIGTERM to remove its temporary files before it is killed.
        // The tool also ends (cleaning up) when this process dies by SIGKILL: it watches for our death
        // itself (`MOTIONLAB_END_WITH_PARENT`), so no port goes on writing for nobody.
        let result: (exit: ChildTool.Exit, output: [UInt8], lastErrorLine: String)
        var environment = ProcessInfo.processInfo.environment
        environment["MOTIONLAB_END_WITH_PARENT"] = String(getpid())
        do {
            result = try ChildTool.run(name: "motionlab-port", executable: tool,
                                       arguments: ["port"] + (overwrite ? ["--overwrite"] : []) + ["--", inputFolder, outputFolder],
                                       environment: environment.map { "\($0.key)=\($0.value)" }, endsGently: true)
        } catch let failure as ChildTool.Failure {
            throw RunFailure("port: \(failure.reason)")
        }
        switch result.exit {
        case .status(0):
            StandardOutput.writeReport(String(decoding: result.output, as: UTF8.self), afterWriting: outputFolder)
        case .status(let code):
            // The tool's own one-line error, passed on as it said it (its code: 2 usage, 1 failure);
            // anything else it printed last is named as the tool's.
            var line = result.lastErrorLine
            if line.hasPrefix("Error: ") { line.removeFirst("Error: ".count) }
            else if line == "(no message)" { line = "port: motionlab-port exited with status \(code) without a message" }
            else { line = "port: motionlab-port exited with status \(code): \(line)" }
            if code == 2 { throw PortTool.UsageFailure(description: line) }
            throw PortTool.Failure(message: line)
        case .signal(let s):
            throw PortTool.Failure(message: "port: motionlab-port (\(ErrorText.clip(tool))) was killed by signal \(s)\(result.lastErrorLine == "(no message)" ? "" : ": " + result.lastErrorLine)")
        }
    }
}

/// Where the rewrite tool is.
enum PortTool {
    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The tool's usage error (exit 2), passed on as a usage error.
    struct UsageFailure: UsageFault, CustomStringConvertible {
        let description: String
    }

    /// The names the tool has in a build folder: the product's, and the plugin tool's.
    static let names = ["motionlab-port", "motionlab-port-tool"]

    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let fm = FileManager.default
        if let named = environment["MOTIONLAB_PORT_TOOL"], !named.isEmpty {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: named, isDirectory: &isFolder), !isFolder.boolValue, fm.isExecutableFile(atPath: named) else {
                throw Failure(message: "MOTIONLAB_PORT_TOOL=\(ErrorText.clip(named)) is not an executable file")
            }
            return named
        }
        let folder = executableFolder()
        for name in names where fm.isExecutableFile(atPath: folder + "/" + name) && !isFolder(folder + "/" + name) {
            return folder + "/" + name
        }
        let release = folder.hasSuffix("/release")
        throw Failure(message: "the port tool is not built (looked for \(names.joined(separator: " and ")) in \(ErrorText.clip(folder))): "
            + "run `swift build\(release ? " -c release" : "") --product motionlab-port`, or build a target that uses the MotionLabPort plugin")
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// The folder of the running executable, symbolic links resolved (`.build/debug` is one).
    static func executableFolder() -> String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? "."
        let resolved = URL(fileURLWithPath: exe).resolvingSymlinksInPath()
        return resolved.deletingLastPathComponent().path
    }
}
