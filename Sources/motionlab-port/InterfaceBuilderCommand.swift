import Foundation
import MotionInterfaceBuilder
import MotionLabPortRewrite
import MotionOutput

/// `motionlab-port ib --output-dir DIR --root IOS_DIR [--document IN OUT]… FILE…`: compiles a target's
/// Interface Builder files (the plugin runs it once per target). FILEs are the other files the compiler
/// reads: the target's Swift files (those under IOS_DIR are rewritten, so connectors may go into them),
/// asset catalogs' `Contents.json`, loose PNG/JPEG images and `Info.plist`; each `--document` is a
/// `.storyboard` or `.xib` and the name of its generated file in DIR (the plugin names its outputs;
/// without `--document`, a storyboard or xib among the FILEs gets `outputName(for:)`).
///
/// Writes, into DIR, one Swift file per storyboard/xib and `MotionLabInterfaceBuilder.swift`, the shared file, whose
/// last line carries the connectors each rewritten file must append (read by `file --ib-summary`).
/// Prints warnings as `path:line: warning: …`. A file that is not IB XML fails (exit 1) with
/// `path:line: error: …` and writes nothing.
struct InterfaceBuilderCommand {
    static let sharedFileName = "MotionLabInterfaceBuilder.swift"
    static let summaryPrefix = "// motionlab-ib-summary: "

    let outputDir: String
    let root: String
    let files: [String]
    /// The generated file's name of each document, by the document's path.
    var outputNames: [String: String] = [:]
    /// The app's bundle resources (`--bundle-resource FILE`, repeated): copied into `bundleFolder`.
    var bundleResources: [String] = []
    /// The folder laid out as the app's bundle, inside DIR (`Bundle.main` of the app's module).
    var bundleFolder: String { (outputDir as NSString).appendingPathComponent(Self.bundleFolderName) }
    static let bundleFolderName = "MainBundle"

    init(arguments: [String]) throws {
        // `--document IN OUT` takes two values; the rest is `Options`' form.
        var rest: [String] = []
        var i = 0
        var names: [String: String] = [:]
        var resources: [String] = []
        while i < arguments.count {
            if arguments[i] == "--bundle-resource" {
                guard i + 1 < arguments.count else { throw ToolError.usage("ib: --bundle-resource needs a file") }
                resources.append(arguments[i + 1])
                i += 2
                continue
            }
            if arguments[i] == "--document" {
                guard i + 2 < arguments.count else { throw ToolError.usage("ib: --document needs a file and its output name") }
                let name = arguments[i + 2]
                guard !name.isEmpty, !name.contains("/"), name.hasSuffix(".swift") else {
                    throw ToolError.usage("ib: --document's output name '\(shown(name))' must be a .swift file name")
                }
                names[arguments[i + 1]] = name
                rest.append(arguments[i + 1])
                i += 3
                continue
            }
            rest.append(arguments[i])
            i += 1
        }
        let options = try Options(rest, command: "ib", valued: ["--output-dir", "--root"])
        guard let dir = options.values["--output-dir"] else { throw ToolError.usage("ib: missing --output-dir DIR") }
        guard let root = options.values["--root"] else { throw ToolError.usage("ib: missing --root DIR") }
        outputDir = dir
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
        files = options.positionals
        outputNames = names
        bundleResources = resources
    }

    func outputName(forDocument path: String) -> String {
        outputNames[path] ?? Self.outputName(for: RootPath.relative(path, to: root) ?? (path as NSString).lastPathComponent)
    }

    /// The generated file's name for an IB file at `relative` (inside the `iOS/` folder) when the command
    /// line does not name it (the plugin always does, with `--document`).
    static func outputName(for relative: String) -> String {
        let name = relative + ".swift"
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let stem = relative.map { $0 == "/" ? "_" : $0 }
        let hex = String(hash, radix: 16)
        return String(stem) + "-" + String(repeating: "0", count: 8 - hex.count) + hex + ".swift"
    }

    func run() throws {
        // DIR is written into: the root or a folder holding an input would have the input replaced.
        let inputs = [OutputOverlap.Input("--root", root)] + (files + bundleResources).map { OutputOverlap.Input("FILE", $0) }
        if let why = OutputOverlap.conflict(output: outputDir, option: "--output-dir", isFolder: true, inputs: inputs) {
            throw ToolError.usage("ib: " + why)
        }
        var index = SwiftTypeIndex()
        var documents: [InterfaceBuilderCompiler.Document] = []
        var assets = AssetInputs()
        if !bundleResources.isEmpty {
            for path in bundleResources where RootPath.relative(path, to: root) == nil {
                throw ToolError.usage("ib: \(shown(path)) is not under --root \(shown(root))")
            }
            assets.bundleResources = bundleResources
            assets.bundleFolder = bundleFolder
            assets.appFolder = root
        }
        let prefix = root + "/"
        var swiftSources: [(text: String, fileName: String)] = []
        for path in files {
            let ext = (path as NSString).pathExtension.lowercased()
            switch ext {
            case "swift":
                let (bytes, _) = try SourceTree.read(path, shownAs: path)
                swiftSources.append((try FileText.text(of: bytes, shownAs: path), path))
                if path.hasPrefix(prefix) || RootPath.relative(path, to: root) != nil { index.rewrittenFiles.insert(path) }
            case "storyboard", "xib":
                guard RootPath.relative(path, to: root) != nil else { throw ToolError.usage("ib: \(shown(path)) is not under --root \(shown(root))") }
                let (bytes, _) = try SourceTree.read(path, shownAs: path)
                documents.append(.init(path: path, data: Data(bytes)))
            case "json":
                assets.catalogContents.append(path)
            case "png", "jpg", "jpeg":
                assets.looseImages.append(path)
            case "plist":
                assets.infoPlists.append(path)
            case "strings":
                assets.localizedStrings.append(path)
            default:
                throw ToolError.usage("ib: \(shown(path)) is not a file the Interface Builder compiler reads")
            }
        }
        // The Swift files are parsed under the port's bounds (`PortRewrite.bounded`): a file the `file`
        // command refuses — too deeply nested, a long run of `[` that makes swift-syntax's parser
        // exponential, or over its CPU budget — is refused here too, not parsed for hours.
        do {
            let sources = swiftSources
            let scanned = try PortRewrite.bounded(sources: sources, cpuSeconds: try BoundedPort.configuredBudget) {
                var found = SwiftTypeIndex()
                for source in sources { SwiftTypeScanner.scan(source.text, file: source.fileName, into: &found) }
                return found
            }
            let rewritten = index.rewrittenFiles
            index = scanned
            index.rewrittenFiles.formUnion(rewritten)
        } catch let limit as PortLimitError {
            throw ToolError.failure("\(limit); nothing written")
        }
        let output: InterfaceBuilderCompiler.Output
        do {
            output = try InterfaceBuilderCompiler(index: index, assets: assets).compile(documents)
        } catch let e as IBCompileError {
            try StandardOutput.write(e.description + "\n")
            throw ToolError.failure("\(shown(e.path)):\(e.line): \(e.message)")
        }
        for w in output.warnings { try StandardOutput.write(w.description + "\n") }
        // DIR and its parents as this run made them go again if a write fails (a full disk).
        let made: CreatedFolders
        do { made = try OutputDirectory.create(outputDir) } catch let e as OutputError { throw ToolError.failure(e.description) }
        // The bundle is staged first: a resource that cannot be copied fails the run before any
        // generated file is written (an incremental build keeps its last good output whole).
        let bundle = BundleStaging(folder: bundleFolder)
        do {
            try bundle.stage(output.bundleCopies)
            try writeOutputs(output, documents: documents)
            try bundle.commit(hasResources: !output.bundleCopies.isEmpty)
        } catch {
            bundle.discard()
            made.remove()
            throw error
        }
        made.keep()
    }

    private func writeOutputs(_ output: InterfaceBuilderCompiler.Output, documents: [InterfaceBuilderCompiler.Document]) throws {
        for (path, text) in output.documents {
            try writeIfChanged(text, to: (outputDir as NSString).appendingPathComponent(outputName(forDocument: path)))
        }
        // Documents skipped (a second file of one name) still need their declared output.
        for d in documents where output.documents[d.path] == nil {
            try writeIfChanged("// Not compiled: another Interface Builder file of this name is loaded.\n", to: (outputDir as NSString).appendingPathComponent(outputName(forDocument: d.path)))
        }
        let appends = output.appends.filter { !$0.value.isEmpty }
        let summary = try JSONSerialization.data(withJSONObject: appends, options: [.sortedKeys])
        let shared = output.shared + "\n" + Self.summaryPrefix + summary.base64EncodedString() + "\n"
        try writeIfChanged(shared, to: (outputDir as NSString).appendingPathComponent(Self.sharedFileName))
    }

    func writeIfChanged(_ text: String, to path: String) throws {
        if let existing = try? FileText.read(path), existing == text { return }
        try FileText.write(text, to: path)
    }

    /// The connectors to append to the rewrite of `file`, from a shared file's summary line.
    static func appendText(for file: String, summaryFile: String) throws -> String {
        let text = try FileText.read(summaryFile)
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix(summaryPrefix) }),
              let data = Data(base64Encoded: String(line.dropFirst(summaryPrefix.count))),
              let appends = (try? JSONSerialization.jsonObject(with: data)) as? [String: String] else {
            throw ToolError.failure("\(shown(summaryFile)) holds no Interface Builder summary")
        }
        return appends[file] ?? ""
    }
}
