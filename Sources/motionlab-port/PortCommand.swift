import Foundation
import MotionLabPortRewrite

/// `motionlab-port port IN_DIR OUT_DIR [--overwrite]`: every `.swift` file under IN_DIR, rewritten
/// in the edit layout (tidy text, no `#sourceLocation`), written to the same relative path under
/// OUT_DIR, for those who would rather port once and edit the result. Prints, per file, what it
/// changed and what it left as written.
///
/// Nothing is written unless every file reads, decodes and parses: a failure names the file (and the
/// line) and leaves OUT_DIR as it was. OUT_DIR must be new or empty (`--overwrite` replaces the files
/// it writes, and only those), and must not overlap IN_DIR. Hidden files and folders are skipped;
/// symbolic links to files are read through; other files are not copied.
struct PortCommand {
    let input: String
    let output: String
    let overwrite: Bool

    init(arguments: [String]) throws {
        let options = try Options(arguments, command: "port", valued: [], flags: ["--overwrite"])
        switch options.positionals.count {
        case 0: throw ToolError.usage("port: missing IN_DIR and OUT_DIR (motionlab port IN_DIR OUT_DIR)")
        case 1: throw ToolError.usage("port: missing OUT_DIR (motionlab port IN_DIR OUT_DIR)")
        case 2: break
        default: throw ToolError.usage("port: expected IN_DIR and OUT_DIR, got \(options.positionals.count) paths")
        }
        input = options.positionals[0]
        output = options.positionals[1]
        overwrite = options.flags.contains("--overwrite")
    }

    func run() throws {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: input, isDirectory: &isFolder) else {
            throw ToolError.usage("port: IN_DIR \(shown(input)) does not exist")
        }
        guard isFolder.boolValue else { throw ToolError.usage("port: IN_DIR \(shown(input)) is a file, not a folder") }
        let inRoot = canonical(input)
        if fm.fileExists(atPath: output, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ToolError.usage("port: OUT_DIR \(shown(output)) is a file, not a folder") }
        }
        let outRoot = canonical(output)
        if outRoot == inRoot || outRoot.hasPrefix(inRoot + "/") {
            throw ToolError.usage("port: OUT_DIR \(shown(output)) is inside IN_DIR \(shown(input)); choose a folder outside it")
        }
        if inRoot.hasPrefix(outRoot + "/") {
            throw ToolError.usage("port: IN_DIR \(shown(input)) is inside OUT_DIR \(shown(output)); choose a folder outside it")
        }
        if !overwrite, let entries = try? fm.contentsOfDirectory(atPath: output), !entries.isEmpty {
            throw ToolError.usage("port: OUT_DIR \(shown(output)) is not empty (\(entries.count) entries); choose a new folder, or pass --overwrite to replace the files it writes")
        }

        let files = try swiftFiles(in: inRoot)
        guard !files.isEmpty else { throw ToolError.usage("port: no .swift files in IN_DIR \(shown(input))") }

        // Everything in memory first: one bad file and nothing is written.
        var results: [(relative: String, rewrite: FileRewrite)] = []
        for relative in files {
            let shownPath = (input as NSString).appendingPathComponent(relative)
            let source = try FileText.read(inRoot + "/" + relative, shownAs: shownPath)
            let result = PortRewrite.rewrite(source, fileName: shownPath, layout: .edit)
            if let error = result.syntaxError {
                throw ToolError.failure("\(error.description); nothing written")
            }
            results.append((relative, result))
        }

        var changed = 0
        for (relative, result) in results {
            let target = (outRoot as NSString).appendingPathComponent(relative)
            let folder = (target as NSString).deletingLastPathComponent
            var dir: ObjCBool = false
            if !fm.fileExists(atPath: folder, isDirectory: &dir) { try FileText.makeFolder(folder) }
            else if !dir.boolValue { throw ToolError.failure("cannot write \(shown(target)): \(shown(folder)) is a file") }
            try FileText.write(result.text, to: target)
            if result.isChanged { changed += 1 }
            print("\(relative): \(result.summary)")
            for change in result.changes { print("  \(change)") }
        }
        print("Wrote \(results.count) file\(results.count == 1 ? "" : "s") to \(output) (\(changed) changed).")
    }

    /// Relative paths of the `.swift` files under `root`, sorted; hidden entries skipped.
    private func swiftFiles(in root: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else {
            throw ToolError.failure("cannot read \(shown(input)): \(systemMessage(errno == 0 ? EACCES : errno))")
        }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { walker.skipDescendants(); continue }
            if name.hasSuffix(".swift") { found.append(relative) }
        }
        // An unreadable subfolder is skipped silently by the enumerator; say so instead.
        for folder in Set(found.map { ($0 as NSString).deletingLastPathComponent }) where !folder.isEmpty {
            if access(root + "/" + folder, R_OK | X_OK) != 0 {
                throw ToolError.failure("cannot read \(shown(root + "/" + folder)): \(systemMessage(errno))")
            }
        }
        return found.sorted()
    }

    /// The absolute path with symbolic links resolved (for a path that does not exist yet: its nearest
    /// existing ancestor resolved, the rest appended).
    private func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = (absolute as NSString).standardizingPath
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing) && existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        // realpath(3): Foundation's `resolvingSymlinksInPath` leaves a relative link's target unresolved.
        var resolved = existing
        if let real = realpath(existing, nil) {
            resolved = String(cString: real)
            free(real)
        }
        for component in rest { resolved = (resolved as NSString).appendingPathComponent(component) }
        return resolved
    }
}
