import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The app's bundle folder (`MainBundle` in the `ib` command's output folder), made from the app's
/// bundle resources as Xcode's "Copy Bundle Resources" makes the `.app`: each resource's *content* — a
/// symbolic link is copied through (Xcode resolves a resource's link; a relative link copied as a link
/// would lead nowhere from the build folder), a folder (`Settings.bundle`) with everything in it.
///
/// Staged, so a failure never leaves a half-made bundle: every resource is copied into a hidden folder
/// beside the bundle folder first (`stage`), and only when all are complete does it replace the old
/// bundle folder (`commit`). Whatever fails — a FIFO or device among the resources (refused, never
/// opened for a blocking read), a dangling or looping link, an unreadable file, a name that is not
/// UTF-8, a full disk — is one error naming the resource and the system's reason, the staging folder is
/// removed (`discard`) and the bundle folder is as it was.
struct BundleStaging {
    /// The bundle folder: what `Bundle.main` of the app's files is.
    let folder: String
    /// The hidden folder the copies are made in, beside `folder`.
    var staging: String {
        ((folder as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("." + (folder as NSString).lastPathComponent + ".staging")
    }

    /// Folder levels a resource folder may hold (the port's walk allows as many): deeper is refused
    /// rather than recursed into.
    static let maximumDepth = 64

    /// Copies every resource into `staging` (made afresh: a leftover of a run that was killed goes).
    /// - Parameter copies: `from` a resource's path as the command line names it, `to` its path inside
    ///   the bundle (`BundleResources.plan`).
    /// - Throws: `ToolError.failure` naming the first resource that cannot be copied and why.
    func stage(_ copies: [(from: String, to: String)]) throws {
        discard()
        guard !copies.isEmpty else { return }
        guard mkdir(staging, 0o755) == 0 else {
            throw ToolError.failure("cannot create \(shown(staging)): \(systemMessage(errno)); nothing written")
        }
        for copy in copies {
            let target = (staging as NSString).appendingPathComponent(copy.to)
            try makeParents(of: target, inside: staging, for: copy.from)
            var ancestors: Set<String> = []
            try copyItem(copy.from, shownAs: copy.from, to: target, depth: 0, ancestors: &ancestors,
                         resourceFolder: Self.realPath(copy.from))
        }
    }

    /// Replaces the bundle folder with the staged copies (no resources: the bundle folder goes, as a
    /// removed file leaves the `.app` at Xcode's next build).
    func commit(hasResources: Bool) throws {
        let fm = FileManager.default
        var st = stat()
        if lstat(folder, &st) == 0 {
            do { try fm.removeItem(atPath: folder) } catch {
                throw ToolError.failure("cannot replace \(shown(folder)): \(error.localizedDescription)")
            }
        }
        guard hasResources else { return }
        guard rename(staging, folder) == 0 else {
            throw ToolError.failure("cannot replace \(shown(folder)): \(systemMessage(errno))")
        }
    }

    /// Removes the staging folder and everything in it (links are removed, never followed).
    func discard() {
        var st = stat()
        guard lstat(staging, &st) == 0 else { return }
        try? FileManager.default.removeItem(atPath: staging)
    }

    // MARK: - Copying

    private func failure(_ resource: String, _ reason: String) -> ToolError {
        ToolError.failure("cannot copy \(shown(resource)) into the app's bundle: \(reason); nothing written")
    }

    /// The folders between `staging` and `target` (a `.lproj` or `.bundle` folder of a file inside one).
    private func makeParents(of target: String, inside root: String, for resource: String) throws {
        let parent = (target as NSString).deletingLastPathComponent
        guard parent != root else { return }
        do { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) } catch {
            throw failure(resource, "cannot create \(shown(parent)): \(error.localizedDescription)")
        }
    }

    /// Copies what `source` is (through links) to `target`: a file's bytes, or a folder and its entries.
    /// `ancestors` holds the folders being copied around this one (device:inode), so a link back up is
    /// found as the loop it is.
    /// `resourceFolder` is the resource's own real path: a link inside it to that folder or one above it
    /// (`up -> ..`) is a loop too, found before it copies the app folder around the resource.
    private func copyItem(_ source: String, shownAs: String, to target: String, depth: Int,
                          ancestors: inout Set<String>, resourceFolder: String?) throws {
        var st = stat()
        guard stat(source, &st) == 0 else {
            let code = errno
            var link = stat()
            if code == ENOENT, lstat(source, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                throw failure(shownAs, "it is a symbolic link to nothing (\(shown(linkTarget(source))))")
            }
            if code == ENOENT, shownAs.contains("\u{FFFD}") {
                throw failure(shownAs, "its name is not UTF-8, so it cannot be passed through; rename it")
            }
            if code == ELOOP { throw failure(shownAs, "its symbolic links lead round in a loop") }
            throw failure(shownAs, systemMessage(code))
        }
        switch st.st_mode & S_IFMT {
        case S_IFREG:
            try copyFile(source, shownAs: shownAs, to: target)
        case S_IFDIR:
            let key = "\(st.st_dev):\(st.st_ino)"
            let real = depth > 0 ? Self.realPath(source) : nil
            let holdsResource = real.map { r in resourceFolder.map { $0 == r || $0.hasPrefix(r == "/" ? r : r + "/") } ?? false } ?? false
            guard !ancestors.contains(key), !holdsResource else {
                throw failure(shownAs, "it leads back to a folder that holds it (a loop of links)")
            }
            guard depth < Self.maximumDepth else {
                throw failure(shownAs, "folders nested more than \(Self.maximumDepth) deep")
            }
            guard mkdir(target, 0o755) == 0 else { throw failure(shownAs, "cannot create \(shown(target)): \(systemMessage(errno))") }
            ancestors.insert(key)
            defer { ancestors.remove(key) }
            for name in try entries(of: source, shownAs: shownAs) {
                try copyItem((source as NSString).appendingPathComponent(name),
                             shownAs: (shownAs as NSString).appendingPathComponent(name),
                             to: (target as NSString).appendingPathComponent(name), depth: depth + 1, ancestors: &ancestors,
                             resourceFolder: resourceFolder)
            }
        default:
            throw failure(shownAs, "it is \(FileKind.describe(st)), not a file")
        }
    }

    /// The names in a folder, hidden ones left out (as the plugin leaves them out of the app folder).
    private func entries(of folder: String, shownAs: String) throws -> [String] {
        guard let dir = opendir(folder) else { throw failure(shownAs, systemMessage(errno)) }
        defer { closedir(dir) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { throw failure(shownAs, systemMessage(errno)) }
                break
            }
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes.first == UInt8(ascii: ".") { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                let printable = (shownAs as NSString).appendingPathComponent(String(decoding: bytes, as: UTF8.self))
                throw failure(printable, "its name is not UTF-8; rename it")
            }
            names.append(name)
        }
        return names.sorted()
    }

    /// A file's bytes into a new file (its permission bits kept, readable and writable by us). Opened
    /// without blocking and checked to be a regular file once open, so a file swapped for a FIFO
    /// meanwhile is refused, not waited on. Every read and write is checked.
    private func copyFile(_ source: String, shownAs: String, to target: String) throws {
        let input = open(source, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard input >= 0 else { throw failure(shownAs, systemMessage(errno)) }
        defer { close(input) }
        var st = stat()
        guard fstat(input, &st) == 0 else { throw failure(shownAs, systemMessage(errno)) }
        guard st.st_mode & S_IFMT == S_IFREG else { throw failure(shownAs, "it is \(FileKind.describe(st)), not a file") }
        let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, (st.st_mode & 0o777) | 0o600)
        guard output >= 0 else { throw failure(shownAs, "cannot create \(shown(target)): \(systemMessage(errno))") }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var writeError: Int32 = 0
        copying: while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(output)
                throw failure(shownAs, systemMessage(code))
            }
            if n == 0 { break }
            var done = 0
            while done < n {
                let w = buffer.withUnsafeBytes { Glibc.write(output, $0.baseAddress! + done, n - done) }
                if w < 0 {
                    if errno == EINTR { continue }
                    writeError = errno
                    break copying
                }
                done += w
            }
        }
        if close(output) != 0, writeError == 0 { writeError = errno }
        if writeError != 0 { throw failure(shownAs, "cannot write \(shown(target)): \(systemMessage(writeError))") }
    }

    /// The path with every link resolved (nil when it cannot be).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private func linkTarget(_ path: String) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
    }
}
