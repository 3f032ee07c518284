import Foundation
import MotionLabPortRewrite
import MotionOutput

/// `motionlab-port port IN_DIR OUT_DIR [--overwrite]`: every `.swift` file under IN_DIR, rewritten
/// in the edit layout (tidy text, no `#sourceLocation`), written to the same relative path under
/// OUT_DIR, for those who would rather port once and edit the result. Prints, per file, what it
/// changed and what it left as written.
///
/// Nothing is written unless every file reads, decodes and parses: a failure names the file (and the
/// line) and leaves OUT_DIR as it was. OUT_DIR must be new or empty (`--overwrite` replaces the files
/// it writes, and only those), and must not overlap IN_DIR. Hidden files and folders are skipped;
/// symbolic links to files are read through and links to folders followed (each folder once); other
/// files are not copied.
///
/// Outputs follow MotionOutput's discipline (`OutputFile`): every file is first written completely
/// to a temporary file beside its target, and only when all of them are written are they renamed
/// into place (keeping an overwritten file's mode), so a failure — a full disk, a file we may not
/// replace, a signal — leaves OUT_DIR as it was: temporary files and the folders this run created
/// are removed on every exit path, SIGINT/SIGTERM/SIGHUP included (`Termination`). Links in OUT_DIR
/// are written through; a target that is one of the inputs (a link or hard link into IN_DIR) is
/// refused.
struct PortCommand {
    let input: String
    let output: String
    let overwrite: Bool

    /// Files prepared (temporary files open) before they are committed: within the signal handler's
    /// 1,024 registration slots, so a signal removes every one of them; a larger port commits in
    /// batches of this many.
    static let batchSize = 900

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
        guard !input.isEmpty else { throw ToolError.usage("port: IN_DIR is an empty path") }
        guard !output.isEmpty else { throw ToolError.usage("port: OUT_DIR is an empty path") }
    }

    /// A source file read and rewritten.
    struct Source {
        let relative: String
        let rewrite: FileRewrite
        let device: UInt64
        let inode: UInt64
        /// The file began with a UTF-8 byte-order mark (decoding drops it; the written file keeps it).
        let byteOrderMark: Bool
    }

    func run() throws {
        // IN_DIR: a folder we may read.
        var st = stat()
        guard stat(input, &st) == 0 else {
            let e = errno
            if e == ENOENT { throw ToolError.usage("port: IN_DIR \(shown(input)) does not exist") }
            throw ToolError.failure("cannot read \(shown(input)): \(systemMessage(e))")
        }
        guard st.st_mode & S_IFMT == S_IFDIR else {
            throw ToolError.usage("port: IN_DIR \(shown(input)) is \(FileKind.describe(st)), not a folder")
        }
        guard access(input, R_OK | X_OK) == 0 else { throw ToolError.failure("cannot read \(shown(input)): \(systemMessage(errno))") }
        let inRoot = canonical(input)

        // OUT_DIR: a folder (through links), new or empty unless --overwrite, not overlapping IN_DIR.
        let outTarget: String
        do { outTarget = try OutputFile.resolvingLinksOrThrow(output) } catch {
            throw ToolError.failure("cannot write into \(shown(output)): \(systemMessage(ELOOP))")
        }
        var outExists = false
        if stat(outTarget, &st) == 0 {
            guard st.st_mode & S_IFMT == S_IFDIR else {
                throw ToolError.usage("port: OUT_DIR \(shown(output)) is \(FileKind.describe(st)), not a folder")
            }
            outExists = true
        } else if errno != ENOENT {
            throw ToolError.failure("cannot create folder \(shown(output)): \(systemMessage(errno)); nothing written")
        }
        let outRoot = canonical(outTarget)
        if outRoot == inRoot || outRoot.hasPrefix(inRoot + "/") {
            throw ToolError.usage("port: OUT_DIR \(shown(output)) is inside IN_DIR \(shown(input)); choose a folder outside it")
        }
        if inRoot.hasPrefix(outRoot + "/") || outRoot == "/" {
            throw ToolError.usage("port: IN_DIR \(shown(input)) is inside OUT_DIR \(shown(output)); choose a folder outside it")
        }
        if outExists {
            guard access(outTarget, R_OK | W_OK | X_OK) == 0 else {
                throw ToolError.failure("cannot write into \(shown(output)): \(systemMessage(errno))")
            }
            if !overwrite, let entries = try? FileManager.default.contentsOfDirectory(atPath: outTarget), !entries.isEmpty {
                throw ToolError.usage("port: OUT_DIR \(shown(output)) is not empty (\(entries.count) entries); choose a new folder, or pass --overwrite to replace the files it writes")
            }
        }

        let files = try SourceTree.swiftFiles(in: inRoot, shownAs: input)
        guard !files.isEmpty else { throw ToolError.usage("port: no .swift files in IN_DIR \(shown(input))") }

        // Everything in memory first: one bad file and nothing is written.
        var sources: [Source] = []
        for relative in files {
            let shownPath = (input as NSString).appendingPathComponent(relative)
            let (bytes, file) = try SourceTree.read(inRoot + "/" + relative, shownAs: shownPath)
            let text = try FileText.text(of: bytes, shownAs: shownPath)
            let result = try BoundedPort.rewrite(text, fileName: shownPath, layout: .edit, nothingWritten: true)
            if let error = result.syntaxError {
                throw ToolError.failure("\(error.description); nothing written")
            }
            sources.append(Source(relative: relative, rewrite: result, device: UInt64(file.st_dev), inode: UInt64(file.st_ino),
                                  byteOrderMark: bytes.starts(with: [0xEF, 0xBB, 0xBF])))
        }
        let inputFiles = Set(sources.map { "\($0.device):\($0.inode)" })

        var writer = FolderMaker(outRoot: outRoot, outShown: output)
        var changed = 0
        var report = ""
        do {
            if !outExists { try writer.make("") }
            for start in stride(from: 0, to: sources.count, by: PortCommand.batchSize) {
                let batch = sources[start..<min(sources.count, start + PortCommand.batchSize)]
                var prepared: [OutputFile] = []
                defer { for file in prepared { file.abandon() } }
                for source in batch {
                    let shownTarget = (output as NSString).appendingPathComponent(source.relative)
                    let folder = (source.relative as NSString).deletingLastPathComponent
                    try writer.make(folder)
                    let target = outRoot + "/" + source.relative
                    try refuseInputs(target, shownAs: shownTarget, inRoot: inRoot, inputFiles: inputFiles)
                    // Not flushed one by one (hundreds of fsyncs); each file still appears only complete.
                    let file = try OutputFile(path: target, durable: false)
                    prepared.append(file)
                    try file.write((source.byteOrderMark ? "\u{FEFF}" : "") + source.rewrite.text)
                }
                // The renames happen together: a signal now waits until they are done.
                try Termination.holdingSignals { for file in prepared { try file.commit() } }
                prepared = []
            }
        } catch let error as OutputError {
            writer.removeCreated()
            // Name the output as the user gave it.
            let named = error.target.hasPrefix(outRoot + "/")
                ? (output as NSString).appendingPathComponent(String(error.target.dropFirst(outRoot.count + 1))) : error.target
            throw ToolError.failure("cannot \(error.action) \(shown(named)): \(error.reason); nothing written")
        } catch {
            writer.removeCreated()
            throw error
        }
        writer.keep()

        for source in sources {
            if source.rewrite.isChanged { changed += 1 }
            // Names quoted when they hold a line break or a quote; a change's detail on one line.
            report += "\(ErrorText.quotedName(source.relative)): \(source.rewrite.summary)\n"
            for change in source.rewrite.changes { report += "  \(ErrorText.clip("\(change)", limit: 400))\n" }
        }
        report += "Wrote \(sources.count) file\(sources.count == 1 ? "" : "s") to \(ErrorText.quotedName(output)) (\(changed) changed).\n"
        StandardOutput.writeReport(report, afterWriting: output)
    }

    /// Refuses a target that is one of the inputs: a link into IN_DIR, or a hard link of an input file
    /// (writing through it would change the source being ported).
    private func refuseInputs(_ target: String, shownAs: String, inRoot: String, inputFiles: Set<String>) throws {
        let resolved = OutputFile.resolvedTarget(of: target)
        let real = canonical(resolved)
        if real == inRoot || real.hasPrefix(inRoot + "/") {
            throw ToolError.usage("port: \(shown(shownAs)) leads into IN_DIR (\(shown(real))); nothing written")
        }
        var st = stat()
        if stat(target, &st) == 0 {
            if inputFiles.contains("\(UInt64(st.st_dev)):\(UInt64(st.st_ino))") {
                throw ToolError.usage("port: \(shown(shownAs)) is one of the input files (a hard link); nothing written")
            }
            // A source file goes into a file: a FIFO (which would wait for a reader) or a device is refused.
            let type = st.st_mode & S_IFMT
            if type != S_IFREG && type != S_IFDIR {
                throw ToolError.failure("cannot write \(shown(shownAs)): it is \(FileKind.describe(st)), not a file; nothing written")
            }
        }
    }

    /// The absolute path with symbolic links resolved (for a path that does not exist yet: its nearest
    /// existing ancestor resolved, the rest appended).
    private func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = (absolute as NSString).standardizingPath
        var rest: [String] = []
        var st = stat()
        while lstat(existing, &st) != 0 && existing != "/" {
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

/// The folders under OUT_DIR a port creates, registered so a signal removes them again (when empty),
/// and removed by `removeCreated()` when the port fails.
struct FolderMaker {
    let outRoot: String
    let outShown: String
    private var created: [(path: String, registration: Termination.FolderRegistration)] = []

    init(outRoot: String, outShown: String) { self.outRoot = outRoot; self.outShown = outShown }

    /// Makes `relative` (a folder path under OUT_DIR, "" for OUT_DIR itself and its missing parents)
    /// and its missing parents.
    mutating func make(_ relative: String) throws {
        var todo: [String] = []
        if relative.isEmpty {
            var p = outRoot
            var st = stat()
            while lstat(p, &st) != 0 && p != "/" && !p.isEmpty { todo.insert(p, at: 0); p = (p as NSString).deletingLastPathComponent }
        } else {
            var path = outRoot
            for c in relative.split(separator: "/") { path += "/" + c; todo.append(path) }
        }
        for folder in todo {
            let (made, registration) = Termination.makeFolder(folder)
            if made == 0, let registration { created.append((folder, registration)); continue }
            var st = stat()
            if made == EEXIST, stat(folder, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { continue }
            let shownFolder = folder == outRoot ? outShown
                : folder.hasPrefix(outRoot + "/") ? (outShown as NSString).appendingPathComponent(String(folder.dropFirst(outRoot.count + 1))) : folder
            let reason = made == EEXIST ? "a file of that name exists" : systemMessage(made)
            throw OutputError(action: "create folder", target: shownFolder, reason: reason, code: made)
        }
    }

    /// Removes the folders this run created (innermost first; only empty ones go).
    mutating func removeCreated() {
        for folder in created.reversed() { rmdir(folder.path); folder.registration.release() }
        created = []
    }

    /// The port succeeded: the folders hold output now.
    mutating func keep() {
        for folder in created { folder.registration.release() }
        created = []
    }
}

/// The `.swift` files of IN_DIR, read strictly.
enum SourceTree {
    /// Relative paths of the `.swift` files under `root`, sorted; hidden entries skipped. A link to a
    /// folder is followed, as a linked `iOS/` folder is (an app's folder often links shared code in),
    /// each real folder once: a link loop or a second link to the same folder cannot hang the walk or
    /// port a file twice. A name that is not UTF-8, an unreadable folder, or a `.swift` entry that is
    /// not a file is an error.
    static func swiftFiles(in root: String, shownAs: String) throws -> [String] {
        var found: [String] = []
        var visited: Set<String> = []
        var st = stat()
        if stat(root, &st) == 0 { visited.insert("\(st.st_dev):\(st.st_ino)") }
        try walk(root, relative: "", shownAs: shownAs, into: &found, visited: &visited, depth: 0)
        return found.sorted()
    }

    private static func walk(_ folder: String, relative: String, shownAs: String, into found: inout [String],
                             visited: inout Set<String>, depth: Int) throws {
        let shownFolder = relative.isEmpty ? shownAs : (shownAs as NSString).appendingPathComponent(relative)
        guard depth < 64 else { throw ToolError.failure("cannot read \(shown(shownFolder)): folders nested too deep (64)") }
        guard let dir = opendir(folder) else { throw ToolError.failure("cannot read \(shown(shownFolder)): \(systemMessage(errno))") }
        defer { closedir(dir) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { throw ToolError.failure("cannot read \(shown(shownFolder)): \(systemMessage(errno))") }
                break
            }
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
                Array(raw.prefix { $0 != 0 })
            }
            if bytes.first == UInt8(ascii: ".") { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                let printable = String(decoding: bytes, as: UTF8.self)
                throw ToolError.failure("\(shown((shownFolder as NSString).appendingPathComponent(printable))): the file name is not UTF-8; rename it (nothing written)")
            }
            names.append(name)
        }
        for name in names {
            let path = folder + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            var st = stat()
            guard lstat(path, &st) == 0 else { continue }
            var type = st.st_mode & S_IFMT
            if type == S_IFLNK, stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { type = S_IFDIR }
            if type == S_IFDIR {
                guard visited.insert("\(st.st_dev):\(st.st_ino)").inserted else { continue }
                try walk(path, relative: rel, shownAs: shownAs, into: &found, visited: &visited, depth: depth + 1)
            } else if name.hasSuffix(".swift") {
                found.append(rel)
            }
        }
    }

    /// The bytes of the file at `path` and its status. Opened without blocking (a FIFO named
    /// `x.swift` is refused, not waited on); a link is read through; anything but a regular file is
    /// an error naming what it is.
    static func read(_ path: String, shownAs name: String, nothingWritten: Bool = true) throws -> ([UInt8], stat) {
        let tail = nothingWritten ? "; nothing written" : ""
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            // A name that is not UTF-8 reaches Swift with U+FFFD in place of its bytes: the file exists,
            // but that spelling of it does not.
            if errno == ENOENT && name.contains("\u{FFFD}") {
                throw ToolError.failure("cannot read \(shown(name)): its name is not UTF-8, so it cannot be passed through; rename it\(tail)")
            }
            throw ToolError.failure("cannot read \(shown(name)): \(systemMessage(errno))\(tail)")
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw ToolError.failure("cannot read \(shown(name)): \(systemMessage(errno))\(tail)") }
        guard st.st_mode & S_IFMT == S_IFREG else {
            throw ToolError.failure("cannot read \(shown(name)): it is \(FileKind.describe(st)), not a file\(tail)")
        }
        guard st.st_size <= 64 << 20 else {
            throw ToolError.failure("cannot read \(shown(name)): \(st.st_size) bytes is over 64 MiB, not a source file\(tail)")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ToolError.failure("cannot read \(shown(name)): \(systemMessage(errno))\(tail)")
            }
            if n == 0 { break }
            bytes += buffer[0..<n]
            if bytes.count > 64 << 20 { throw ToolError.failure("cannot read \(shown(name)): over 64 MiB, not a source file\(tail)") }
        }
        return (bytes, st)
    }
}

/// What a non-folder is, in words.
enum FileKind {
    static func describe(_ st: stat) -> String {
        switch st.st_mode & S_IFMT {
        case S_IFREG: return "a file"
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }
}
