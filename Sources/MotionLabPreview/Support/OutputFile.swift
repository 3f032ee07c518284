import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file the command line writes (the trace), written *through* the path the user gave:
///
/// - **Symbolic links** are followed: the link stays a link and its target receives the text.
/// - **Special files** — character devices (`/dev/null`, `/dev/full`, `/dev/stdout`), FIFOs — are
///   opened and written as they are, never replaced. (Opening a FIFO waits for a reader, as any
///   tool writing to one does.)
/// - A **regular file** (or a new one) is written to a temporary file beside the real target
///   (the symlink's target's folder, so the rename stays on one file system) and renamed over the
///   target by `commit()`, with the original's permission bits. If anything fails before that —
///   a full disk, an error elsewhere in the run — the temporary file is removed and the original is
///   left as it was: nothing is lost. Exceptions, written in place instead: a file with more than
///   one hard link (replacing it would split the links) and a file whose folder does not let us
///   create the temporary one.
///
/// Every failure is an `OutputError` naming the path as given and the system's reason.
final class OutputFile {
    /// The path as the user gave it (for messages).
    let name: String
    /// The file that ends up holding the text: `name` with every symbolic link resolved.
    let targetPath: String
    private var fd: Int32
    /// The temporary file renamed over `targetPath` on commit, when replacing atomically.
    private var temporaryPath: String?
    private var finished = false

    init(path: String) throws {
        name = path
        guard !path.isEmpty else {
            throw OutputError(action: "write", target: "''", reason: "the path is empty")
        }
        targetPath = try OutputFile.resolvingLinks(path, name: path)

        var st = stat()
        if stat(targetPath, &st) == 0 {
            let type = st.st_mode & S_IFMT
            if type == S_IFDIR {
                throw OutputError(action: "write", target: path, code: EISDIR)
            }
            if type == S_IFREG && st.st_nlink == 1,
               let (fd, temp) = OutputFile.makeTemporary(beside: targetPath, mode: st.st_mode & 0o7777) {
                // Keep the owner too where we may (as root); a failure leaves it ours, like a new file.
                _ = fchown(fd, st.st_uid, st.st_gid)
                self.fd = fd; temporaryPath = temp
                return
            }
            // A device, a FIFO, a hard-linked file or an unwritable folder: write in place.
            let flags = type == S_IFREG ? O_WRONLY | O_TRUNC : O_WRONLY
            fd = OutputFile.openRetrying(targetPath, flags | O_CLOEXEC, 0)
            guard fd >= 0 else { throw OutputError(action: "write", target: path, code: errno) }
            return
        }
        let statError = errno
        guard statError == ENOENT else { throw OutputError(action: "write", target: path, code: statError) }
        // A new file: created under a temporary name, so a failed run leaves nothing behind.
        let mask = umask(0); umask(mask)
        if let (fd, temp) = OutputFile.makeTemporary(beside: targetPath, mode: 0o666 & ~mask) {
            self.fd = fd; temporaryPath = temp
            return
        }
        fd = OutputFile.openRetrying(targetPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw OutputError(action: "write", target: path, code: errno) }
    }

    deinit {
        guard !finished else { return }
        close(fd)
        if let temp = temporaryPath { unlink(temp) }
    }

    /// Appends `text`. - Throws: `OutputError` (the file is then abandoned; see the type's notes).
    func write(_ text: String) throws {
        precondition(!finished, "OutputFile.write after commit")
        let e = FileDescriptorIO.writeAll(fd, text)
        if e != 0 { throw OutputError(action: "write", target: name, code: e) }
    }

    /// Finishes the file: flushed to disk and renamed over the target when replacing, closed otherwise.
    func commit() throws {
        guard !finished else { return }
        finished = true
        guard let temp = temporaryPath else {
            if close(fd) != 0 && errno != EINTR { throw OutputError(action: "write", target: name, code: errno) }
            return
        }
        var failure: Int32 = 0
        if fsync(fd) != 0 && errno != EINVAL { failure = errno }
        if close(fd) != 0 && failure == 0 && errno != EINTR { failure = errno }
        if failure == 0 && rename(temp, targetPath) != 0 { failure = errno }
        if failure != 0 {
            unlink(temp)
            throw OutputError(action: "write", target: name, code: failure)
        }
    }

    /// `path` with every symbolic link along the final component followed (relative targets are
    /// relative to the link's folder); the result may not exist yet (a dangling link's target).
    static func resolvingLinks(_ path: String, name: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var st = stat()
            guard lstat(current, &st) == 0, st.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n >= 0 else { throw OutputError(action: "write", target: name, code: errno) }
            let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        }
        throw OutputError(action: "write", target: name, code: ELOOP)
    }

    /// The folder holding `path` ("." for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// A new temporary file `.NAME.XXXXXX` beside `path` with permission bits `mode`, or nil when
    /// the folder does not allow one (the caller then writes in place).
    private static func makeTemporary(beside path: String, mode: mode_t) -> (Int32, String)? {
        let base = path.split(separator: "/").last.map(String.init) ?? "output"
        var template = Array((folder(of: path) + "/." + base + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let temp = String(cString: template)
        guard fchmod(fd, mode) == 0 else { close(fd); unlink(temp); return nil }
        return (fd, temp)
    }

    private static func openRetrying(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
        while true {
            let fd = open(path, flags, mode)
            if fd >= 0 || errno != EINTR { return fd }
        }
    }
}

/// A folder the command line writes files into (`--frames`).
enum OutputDirectory {
    /// Creates `path` and any missing parents (like `mkdir -p`); an existing folder is fine.
    /// - Throws: `OutputError` naming the folder as given — "cannot create frames/: Permission
    ///   denied", or "… a file of that name exists" when `path` (or a parent) is not a folder.
    static func create(_ path: String) throws {
        let shown = path.hasSuffix("/") ? path : path + "/"
        guard !path.isEmpty else { throw OutputError(action: "create", target: "''", reason: "the path is empty") }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o777) == 0 { continue }
            let e = errno
            var st = stat()
            if e == EEXIST || e == EACCES || e == EROFS, stat(prefix, &st) == 0 {
                if st.st_mode & S_IFMT == S_IFDIR { continue }
                let which = prefix == path || prefix + "/" == shown ? "" : " (\(ErrorText.clip(prefix)) is not a folder)"
                throw OutputError(action: "create", target: shown, reason: "a file of that name exists\(which)", code: ENOTDIR)
            }
            throw OutputError(action: "create", target: shown, code: e)
        }
        guard access(path, W_OK | X_OK) == 0 else { throw OutputError(action: "write into", target: shown, code: errno) }
    }
}
