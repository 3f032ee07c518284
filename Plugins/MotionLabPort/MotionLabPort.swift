import Foundation
import PackagePlugin

/// The `MotionLabPort` build-tool plugin: every `.swift` file under the target's `iOS/` folder (a
/// folder, or a symbolic link to one — the folder of an iOS app) is compiled into the target after
/// the MotionLabPort rewrite (`#selector` → method references, `@objc`/`@IBAction`/… dropped,
/// animation literals wrapped in tunable lookups), written to the plugin's work folder, with one
/// generated file per target (`targetFileNames`: the table of tunable literals). The user's files
/// are only read.
///
///     .executableTarget(
///         name: "MyPreviews",
///         dependencies: [.product(name: "UIKit", package: "MotionLab"),
///                        .product(name: "MotionLabPreview", package: "MotionLab")],
///         exclude: ["iOS"],
///         plugins: [.plugin(name: "MotionLabPort", package: "MotionLab")]
///     )
///
/// One build command per file (input: the file; output: its rewrite), so an edit reruns the rewrite
/// of that file only; the folder is listed again on every build, so added and removed files are
/// picked up by the next `swift build`. Each rewrite starts with `#sourceLocation` naming the user's
/// file: diagnostics point at the user's own file and line.
@main
struct MotionLabPort: BuildToolPlugin {
    /// The per-target generated files, by name: must equal the tool's `PortRewrite.targetFiles`
    /// names (a plugin cannot import the rewrite module; `PortPluginTests` compares the two lists).
    static let targetFileNames: [String] = ["MotionLabPortLiterals.swift"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let folder = module.directory.appending(subpath: "iOS")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.string, isDirectory: &isFolder), isFolder.boolValue else {
            Diagnostics.warning("MotionLabPort: target '\(target.name)' has no iOS folder (\(folder.string)): nothing to port. Put the iOS files (or a symbolic link to their folder) in iOS/ beside main.swift.")
            return []
        }
        let compiledDirectly = module.sourceFiles(withSuffix: "swift").filter {
            $0.path.string.hasPrefix(folder.string + "/")
        }
        if !compiledDirectly.isEmpty {
            Diagnostics.error("MotionLabPort: target '\(target.name)' also compiles iOS/ as written; add exclude: [\"iOS\"] to the target in Package.swift")
            return []
        }

        let tool = try context.tool(named: "motionlab-port")
        let relativePaths = try Self.swiftFiles(in: folder.string)
        if relativePaths.isEmpty {
            Diagnostics.warning("MotionLabPort: \(folder.string) holds no .swift files")
        }
        let outputFolder = context.pluginWorkDirectory.appending(subpath: "Rewritten")
        var commands: [Command] = []
        var inputs: [Path] = []
        // Interface Builder files, asset catalogs, images and Info.plist: one `ib` command for the
        // target, whose shared file the Swift files' rewrites read their connectors from.
        let interfaceBuilderFiles = try Self.interfaceBuilderFiles(in: folder.string)
        // The files the app's bundle holds (`Bundle.main.path(forResource:ofType:)`): copied by `ib`.
        let bundleResources = try Self.bundleResources(in: folder.string)
        var interfaceBuilderOutputs: [String] = []
        var sharedFile: Path?
        if !bundleResources.isEmpty || interfaceBuilderFiles.contains(where: { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") || $0.hasSuffix(".json") || $0.hasSuffix(".png") || $0.hasSuffix(".jpg") || $0.hasSuffix(".jpeg") || $0.hasSuffix(".plist") || $0.hasSuffix(".strings") }) {
            let shared = outputFolder.appending(subpath: Self.interfaceBuilderSharedFile)
            sharedFile = shared
            let documents = interfaceBuilderFiles.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
            interfaceBuilderOutputs = documents.map { Self.outputName(for: $0 + ".swift") } + [Self.interfaceBuilderSharedFile]
            let swiftInputs = relativePaths.map { folder.appending(subpath: $0) }
                + module.sourceFiles(withSuffix: "swift").map(\.path).filter { !$0.string.hasPrefix(folder.string + "/") }
            let ibInputs = interfaceBuilderFiles.map { folder.appending(subpath: $0) }
            let otherInputs = interfaceBuilderFiles.filter { !($0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")) }
            commands.append(.buildCommand(
                displayName: "MotionLabPort Interface Builder files of \(target.name)",
                executable: tool.path,
                arguments: ["ib", "--output-dir", outputFolder.string, "--root", folder.string]
                    + documents.flatMap { ["--document", folder.appending(subpath: $0).string, Self.outputName(for: $0 + ".swift")] }
                    + bundleResources.flatMap { ["--bundle-resource", folder.appending(subpath: $0).string] }
                    + (swiftInputs.map(\.string) + otherInputs.map { folder.appending(subpath: $0).string }),
                inputFiles: swiftInputs + ibInputs + bundleResources.map { folder.appending(subpath: $0) },
                outputFiles: interfaceBuilderOutputs.map { outputFolder.appending(subpath: $0) }
            ))
        }
        for relative in relativePaths {
            let input = folder.appending(subpath: relative)
            let output = outputFolder.appending(subpath: Self.outputName(for: relative))
            inputs.append(input)
            commands.append(.buildCommand(
                displayName: "MotionLabPort iOS/\(Self.shownName(relative))",
                executable: tool.path,
                arguments: ["file", input.string, "--output", output.string, "--display-path", input.string,
                            "--module", module.moduleName, "--literal-path", relative]
                    + (sharedFile.map { ["--ib-summary", $0.string] } ?? []),
                inputFiles: [input] + (sharedFile.map { [$0] } ?? []),
                outputFiles: [output]
            ))
        }
        Self.removeStale(in: outputFolder.string, keeping: Set(relativePaths.map(Self.outputName(for:)) + Self.targetFileNames + interfaceBuilderOutputs))
        for name in Self.targetFileNames {
            let output = outputFolder.appending(subpath: name)
            commands.append(.buildCommand(
                displayName: "MotionLabPort \(name)",
                executable: tool.path,
                arguments: ["target-file", name, "--output", output.string, "--module", module.moduleName,
                            "--root", folder.string] + inputs.map(\.string),
                inputFiles: inputs,
                outputFiles: [output]
            ))
        }
        return commands
    }

    /// Deletes rewrites of files no longer in `iOS/` from the plugin's own work folder (they are no
    /// longer compiled either way; this keeps the folder a true picture of the target).
    static func removeStale(in folder: String, keeping names: Set<String>) {
        guard let existing = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in existing where name.hasSuffix(".swift") && !names.contains(name) {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// The shared file of the `ib` command (must equal `InterfaceBuilderCommand.sharedFileName`).
    static let interfaceBuilderSharedFile = "MotionLabInterfaceBuilder.swift"

    /// Relative paths of what the Interface Builder compiler reads under `root`: storyboards, xibs,
    /// `Contents.json` files inside `.xcassets` folders, PNG/JPEG images (inside catalogs too: their
    /// changes must rebuild), `Info.plist` and `*.lproj/*.strings` tables, sorted.
    static func interfaceBuilderFiles(in root: String) throws -> [String] {
        try files(in: root) { relative in
            let lower = relative.lowercased()
            let name = (lower as NSString).lastPathComponent
            if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") { return true }
            if name == "info.plist" { return true }
            if lower.hasSuffix(".strings") { return (lower as NSString).deletingLastPathComponent.hasSuffix(".lproj") }
            if lower.contains(".xcassets/") { return name == "contents.json" }
            return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
        }
    }

    /// Relative paths of the files under `root` that Xcode's "Copy Bundle Resources" would put in the
    /// app's bundle: everything but sources, storyboards and xibs (compiled), asset catalogs' contents
    /// (compiled into `Assets.car`) and hidden files. Must match `BundleResources.isCopied` of the
    /// compiler (a plugin cannot import it).
    static func bundleResources(in root: String) throws -> [String] {
        try files(in: root) { relative in
            let components = relative.split(separator: "/")
            guard let last = components.last, !last.hasPrefix(".") else { return false }
            if components.contains(where: { $0.lowercased().hasSuffix(".xcassets") || $0.lowercased().hasSuffix(".xcodeproj") }) { return false }
            return !notBundledExtensions.contains((String(last) as NSString).pathExtension.lowercased())
        }
    }

    /// Must equal `BundleResources.notCopiedExtensions`.
    static let notBundledExtensions: Set<String> = [
        "swift", "h", "m", "mm", "c", "cc", "cpp", "hpp", "metal", "storyboard", "xib", "entitlements",
        "xcconfig", "pch", "modulemap", "xcscheme", "pbxproj", "xcuserstate",
    ]

    /// Relative paths of the `.swift` files under `root` (through a symbolic link to a folder, and
    /// through linked subfolders), sorted; hidden files and folders skipped.
    static func swiftFiles(in root: String) throws -> [String] {
        try files(in: root) { $0.hasSuffix(".swift") }
    }

    /// Relative paths of the files under `root` that `include` accepts (through links, each real folder
    /// once), sorted; hidden files and folders skipped.
    static func files(in root: String, include: (String) -> Bool) throws -> [String] {
        let resolved = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        var found: [String] = []
        var visited: Set<String> = []
        func walk(_ folder: String, _ prefix: String) throws {
            let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            guard visited.insert(real).inserted else { return }   // a link back up: once is enough
            for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where !name.hasPrefix(".") {
                let path = folder + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    try walk(path, prefix + name + "/")
                } else if include(prefix + name) {
                    found.append(prefix + name)
                }
            }
        }
        try walk(resolved, "")
        return found.sorted()
    }

    /// A file name unique in the target for the rewrite of `relative`: its path flattened, plus a
    /// hash of the path (`Cards/CardView.swift` → `Cards_CardView-6c8e0f3a.swift`), so two files with
    /// one name in different folders, or a file named like one of the target's own, never clash.
    /// Only ASCII letters, digits, `_`, `-` and `.` are kept (anything else becomes `_`; the hash
    /// still tells the files apart): a quote, a backslash or a line break in a user's file name
    /// would otherwise break the build's own files, with errors naming no file.
    static func outputName(for relative: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in relative.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let stem = String(relative.dropLast(".swift".count)).unicodeScalars.map { c -> Character in
            let safe = ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" || c == "-" || c == "."
            return safe ? Character(c) : "_"
        }
        let hex = String(hash, radix: 16)
        return String(stem.prefix(120)) + "-" + String(repeating: "0", count: 8 - hex.count) + hex + ".swift"
    }

    /// `relative` for the build log's one line: control characters (a line break) shown as `?`.
    static func shownName(_ relative: String) -> String {
        String(relative.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    }
}
