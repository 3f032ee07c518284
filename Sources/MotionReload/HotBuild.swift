import Foundation
import MotionOutput
#if canImport(Glibc)
import Glibc
#endif

/// The watched product's main module built again by `run --watch` itself, for patch reload: the
/// same compiler command SwiftPM runs (read from its build plan, `BuildManifest`) plus implicit
/// dynamic replacement (every function, method, property and initialiser replaceable) and private
/// imports (a patch sees the module's internal and private declarations), into a folder of its own
/// (`<scratch>/motionlab-hot/<module>`, incremental across saves and sessions), then linked with the
/// objects SwiftPM built for everything else and `--export-dynamic` (a patch library resolves the
/// program's symbols). Nothing of SwiftPM's own build changes, so `swift build` stays incremental.
///
/// Files of `iOS/` go through the port's rewrite as the plugin's own command does (read from the
/// plan), written beside the module under the plugin's output names, so a patch's `@_private(sourceFile:)`
/// names the file the module was compiled from.
public final class HotBuild {
    /// One source of the module, as the user edits it and as it is compiled.
    public struct File: Equatable {
        /// The user's file.
        public var path: String
        /// What the compiler reads: the file itself, or its rewrite (files of `iOS/`).
        public var compiledPath: String
        /// The file's path inside `iOS/` (tunable literals' ids), for files of `iOS/`.
        public var iosPath: String?
        /// The plugin's command for it (its output replaced by `compiledPath`).
        public var portArguments: [String]?
        public var compiledName: String { URL(fileURLWithPath: compiledPath).lastPathComponent }
    }

    public let module: String
    public let folder: URL
    public private(set) var files: [File] = []
    /// Generated sources compiled as they are (the plugin's per-target table, regenerated with `iOS/`).
    private var generated: [(path: String, arguments: [String]?)] = []
    public let swiftc: String
    /// The port tool (`motionlab-port`), which plans patches; nil: patches need it built first.
    public private(set) var portTool: String?
    private let compileArguments: [String]
    private let linkArguments: [String]
    private let linkFileList: String
    private let scratchModuleObjects: String
    /// The user texts of the files as the running hot program was compiled from them.
    public private(set) var baseline: [String: String] = [:]
    private var lockFD: Int32 = -1

    public enum Failure: Error, CustomStringConvertible {
        case unsupported(String)
        public var description: String { switch self { case .unsupported(let s): return s } }
    }

    /// Reads the plan of `location`'s build and prepares the folder.
    public init(location: PackageLocation, sessionFolder: URL) throws {
        let manifestPath = location.scratch.appendingPathComponent("\(location.configuration).yaml").path
        let manifest = try BuildManifest.read(manifestPath)
        let link = try manifest.link(product: location.product, triple: location.triple, configuration: location.configuration)
        guard let module = BuildManifest.value(of: "-module-name", in: link.args) else { throw BuildManifest.Problem.missing("module name in the link command") }
        self.module = module
        let compile = try manifest.module(module, triple: location.triple, configuration: location.configuration)
        guard let listArgument = link.args.first(where: { $0.hasPrefix("@") }) else { throw BuildManifest.Problem.missing("object list in the link command") }
        linkFileList = String(listArgument.dropFirst())
        linkArguments = link.args
        compileArguments = compile.args
        swiftc = compile.args[0]
        scratchModuleObjects = location.scratch.appendingPathComponent(location.triple).appendingPathComponent(location.configuration)
            .appendingPathComponent("\(module).build").path + "/"
        // The folder: in the build folder, kept across sessions (incremental); a second session of the
        // same package at once uses its own.
        let shared = location.scratch.appendingPathComponent("motionlab-hot").appendingPathComponent(module)
        try? FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let fd = open(shared.appendingPathComponent("lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0 {
            lockFD = fd
            folder = shared
        } else {
            if fd >= 0 { close(fd) }
            folder = sessionFolder.appendingPathComponent("hot")
        }
        for sub in ["obj", "Modules", "ported", "patches"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        // The sources: the list file the compile command reads, or its arguments.
        var sources: [String] = []
        if let list = compile.args.first(where: { $0.hasPrefix("@") }) {
            let text = (try? String(contentsOfFile: String(list.dropFirst()), encoding: .utf8)) ?? ""
            sources = text.split(separator: "\n").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")) }.filter { !$0.isEmpty }
        } else {
            sources = compile.inputs.filter { $0.hasSuffix(".swift") }
        }
        guard !sources.isEmpty else { throw BuildManifest.Problem.missing("sources of \(module)") }
        let ports = manifest.portCommands
        let byOutput = Dictionary(ports.values.compactMap { c in BuildManifest.value(of: "--output", in: c.args).map { ($0, c) } }, uniquingKeysWith: { a, _ in a })
        for source in sources {
            if let c = byOutput[source] {
                let name = URL(fileURLWithPath: source).lastPathComponent
                files.append(File(path: c.args[2], compiledPath: folder.appendingPathComponent("ported").appendingPathComponent(name).path,
                                  iosPath: BuildManifest.value(of: "--literal-path", in: c.args), portArguments: c.args))
            } else if source.contains("/plugins/outputs/") {
                // A generated file: the plugin's per-target table, regenerated by its command when there is one.
                let command = manifest.commands.values.first { $0.outputs.contains(source) && $0.args.count > 2 && $0.args[1] == "target-file" }
                generated.append((source, command?.args))
            } else {
                files.append(File(path: source, compiledPath: source, iosPath: nil, portArguments: nil))
            }
        }
        portTool = ports.values.first?.args.first ?? HotBuild.findPortTool(location: location)
    }

    deinit { if lockFD >= 0 { close(lockFD) } }

    /// `motionlab-port` built beside the product (a package using the port plugin has it; so does
    /// MotionLab's own build).
    static func findPortTool(location: PackageLocation) -> String? {
        let dir = location.scratch.appendingPathComponent(location.triple).appendingPathComponent(location.configuration)
        for name in ["motionlab-port-tool", "motionlab-port"] {
            let p = dir.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    public func setPortTool(_ path: String) { portTool = path }

    /// The file of the module at `path` (the user's), if it is one.
    public func file(at path: String) -> File? { files.first { $0.path == path } }

    public var executablePath: URL { folder.appendingPathComponent(module + "-hot") }
    var moduleFolder: URL { folder.appendingPathComponent("Modules") }

    // MARK: Commands

    /// A command to run: the program and its arguments (the program included).
    public typealias Step = (name: String, arguments: [String])

    /// The steps of a full build of the module (then `link`): the port rewrite of `iOS/` files whose
    /// text changed since the baseline (all of them the first time), the table, the compile. Records
    /// the texts it builds from (`take`) as the baseline once `commit()` is called.
    public func buildSteps() -> (steps: [Step], texts: [String: String]) {
        var steps: [Step] = []
        var texts: [String: String] = [:]
        var anyPorted = false
        for f in files {
            let text = (try? String(contentsOfFile: f.path, encoding: .utf8)) ?? ""
            texts[f.path] = text
            if var args = f.portArguments, baseline[f.path] != text || !FileManager.default.fileExists(atPath: f.compiledPath) {
                if let i = args.firstIndex(of: "--output"), i + 1 < args.count { args[i + 1] = f.compiledPath }
                steps.append(("port \(f.iosPath ?? f.path)", args))
                anyPorted = true
            }
        }
        var generatedPaths: [String] = []
        for g in generated {
            let name = URL(fileURLWithPath: g.path).lastPathComponent
            if var args = g.arguments {
                let out = folder.appendingPathComponent("ported").appendingPathComponent(name).path
                if let i = args.firstIndex(of: "--output"), i + 1 < args.count { args[i + 1] = out }
                if anyPorted || !FileManager.default.fileExists(atPath: out) { steps.append(("port \(name)", args)) }
                generatedPaths.append(out)
            } else {
                generatedPaths.append(g.path)
            }
        }
        steps.append(("compile \(module)", compileCommand(sources: files.map(\.compiledPath) + generatedPaths)))
        steps.append(("link \(module)", linkCommand()))
        return (steps, texts)
    }

    /// Makes `texts` (what the last build read) the baseline patches are planned against.
    public func commit(_ texts: [String: String]) { baseline = texts }

    /// Forgets the baseline (a failed build: the next save builds again in full).
    public func invalidate() { baseline = [:] }

    /// Flags removed from SwiftPM's compile command (outputs of its own, index, machine-readable output).
    static let droppedWithValue: Set<String> = ["-emit-module-path", "-output-file-map", "-index-store-path"]
    static let dropped: Set<String> = ["-parseable-output", "-serialize-diagnostics", "-c", "-emit-module"]

    func compileCommand(sources: [String]) -> [String] {
        var args: [String] = []
        var i = 0
        let original = compileArguments
        while i < original.count {
            let a = original[i]
            if HotBuild.droppedWithValue.contains(a) { i += 2; continue }
            if HotBuild.dropped.contains(a) || a.hasPrefix("@") { i += 1; continue }
            args.append(a)
            i += 1
        }
        let map = folder.appendingPathComponent("output-file-map.json")
        var entries: [String: [String: String]] = ["": ["swift-dependencies": folder.appendingPathComponent("obj/master.swiftdeps").path]]
        for s in sources {
            let base = folder.appendingPathComponent("obj").appendingPathComponent(URL(fileURLWithPath: s).deletingPathExtension().lastPathComponent).path
            entries[s] = ["object": base + ".swift.o", "swift-dependencies": base + ".swiftdeps", "dependencies": base + ".d",
                          "swiftmodule": base + "~partial.swiftmodule"]
        }
        if let data = try? JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys]) {
            try? OutputFile.write(String(decoding: data, as: UTF8.self), to: map.path, durable: false)
        }
        return args + ["-emit-module", "-emit-module-path", moduleFolder.appendingPathComponent(module + ".swiftmodule").path,
                       "-output-file-map", map.path, "-Xfrontend", "-enable-implicit-dynamic", "-Xfrontend", "-enable-private-imports",
                       "-c"] + sources
    }

    func linkCommand() -> [String] {
        let original = (try? String(contentsOfFile: linkFileList, encoding: .utf8)) ?? ""
        var objects = original.split(separator: "\n").map(String.init).filter {
            !($0.hasPrefix(scratchModuleObjects) && $0.hasSuffix(".swift.o"))
        }
        let ours = files.map(\.compiledPath) + generated.map(\.path)
        for s in ours {
            objects.append(folder.appendingPathComponent("obj").appendingPathComponent(URL(fileURLWithPath: s).deletingPathExtension().lastPathComponent + ".swift.o").path)
        }
        let list = folder.appendingPathComponent("Objects.LinkFileList")
        try? OutputFile.write(objects.joined(separator: "\n") + "\n", to: list.path, durable: false)
        var args: [String] = []
        var i = 0
        while i < linkArguments.count {
            let a = linkArguments[i]
            if a == "-o" { args += ["-o", executablePath.path]; i += 2; continue }
            if a.hasPrefix("@") { args.append("@" + list.path); i += 1; continue }
            args.append(a)
            i += 1
        }
        return args + ["-Xlinker", "--export-dynamic"]
    }

    /// The command that compiles `patchSources` into the library `output`, against the hot module.
    func patchCommand(sources: [String], name: String, output: String) -> [String] {
        var args: [String] = [swiftc]
        var i = 1
        let original = compileArguments
        let droppedWithValue: Set<String> = HotBuild.droppedWithValue.union(["-module-name", "-j"])
        let dropped: Set<String> = HotBuild.dropped.union(["-incremental", "-emit-dependencies", "-enable-batch-mode", "-enable-testing"])
        while i < original.count {
            let a = original[i]
            if droppedWithValue.contains(a) { i += 2; continue }
            if a == "-Xfrontend", i + 1 < original.count, original[i + 1] == "-entry-point-function-name" { i += 4; continue }
            if dropped.contains(a) || a.hasPrefix("@") || a.hasPrefix("-j") { i += 1; continue }
            args.append(a)
            i += 1
        }
        // The hot module first: it, not SwiftPM's build of the same module, is what the patch replaces into.
        return [args[0], "-I", moduleFolder.path] + args.dropFirst() + ["-module-name", name, "-emit-library", "-o", output] + sources
    }
}
