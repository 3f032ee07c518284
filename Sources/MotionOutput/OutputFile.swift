import CSignalCleanup
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file a command writes — a trace, a plot, a frame, a video, statistics — written *through* the
/// path the user gave, so that nothing is lost, replaced or left half-written:
///
/// - **Symbolic links** are followed: the link stays a link and its target receives the output.
///   `/dev/stdout`, `/dev/fd/N` and `/proc/…/fd/N` are opened as they are (what they point at is
///   an open file, not a path).
/// - **Special files** — character devices (`/dev/null`, `/dev/full`), FIFOs — are opened and
///   written, never replaced. (Opening a FIFO waits for a reader, as any tool writing to one does;
///   SIGINT and SIGTERM still end the wait.)
/// - A **regular file** (or a new one) is written to a temporary file beside it and renamed over it
///   by `commit()` — with the original's permission bits and owner — only once complete. Until
///   then the original is untouched: a failed or interrupted run (a full disk, an error elsewhere,
///   SIGINT) keeps it, and the temporary file is removed on every exit path, signals included
///   (`Termination`).
/// - A regular file is replaced only when the user could have written it: a file without write
///   permission for us is an error (`Permission denied`), also as root, where a file with no write
///   bit at all counts as read-only.
/// - A file that cannot be replaced by a rename — one with several hard links (a rename would split
///   them), or in a folder where we cannot create files — is written in place at `commit()`, from a
///   complete temporary copy in `$TMPDIR`.
/// - `Policy.createNew` never replaces anything: the name must still be free at `commit()` (a
///   recording named after the time; the caller picks another name on `EEXIST`).
/// - Only what this run created is ever removed: its own temporary file. The target is never
///   unlinked, whatever fails.
///
/// A *staged* file (`staged: true`) is always a temporary regular file first, `stagingPath`, which
/// a child tool fills by name (ffmpeg cannot write an MP4 into a FIFO); `commit()` then renames it
/// or copies it into a special file.
///
/// Every failure is an `OutputError` naming the path as given and the system's reason.
public final class OutputFile {
    /// What may happen to an existing file at the path.
    public enum Policy: Equatable, Sendable {
        /// Replace a regular file (atomically, once complete) and write through special files.
        case replace
        /// Never replace: an existing name is `EEXIST` (at creation and at `commit()`).
        case createNew
    }

    /// How the output reaches its target.
    enum Route: Equatable {
        /// A temporary file beside the target, renamed over it on commit.
        case renameBeside
        /// A temporary file in `$TMPDIR`, copied into the target on commit.
        case copyAtCommit
        /// Straight into the target (devices, FIFOs, standard output's file): nothing to replace.
        case direct
    }

    /// The path as the user gave it (for messages).
    public let name: String
    /// The file that ends up holding the output: `name` with every symbolic link resolved.
    public let targetPath: String
    public let policy: Policy
    /// Whether `commit()` flushes the file to disk (`fsync`) before it replaces the target. Frames
    /// skip it: thousands of syncs would dominate a render, and a rename still never exposes a
    /// partial file to readers.
    public let durable: Bool
    let route: Route
    /// The temporary file a child tool writes (staged files only).
    public var stagingPath: String? { staged ? temporaryPath : nil }
    /// With `.createNew`: the names to try, in order, when the target's name was taken by the time
    /// of `commit()` (`alternativeNames(2)`, `(3)`, … up to 999), instead of failing with `EEXIST`.
    public var alternativeNames: ((Int) -> String)?
    /// Where the file is after `commit()` (the target, or the alternative name it took).
    public private(set) var committedPath: String?

    private let staged: Bool
    private var fd: Int32 = -1
    private var temporaryPath: String?
    private var registration: Termination.PathRegistration?
    /// How the target is opened on commit (copy route): a regular file is truncated, standard
    /// output's file appended to, a device or FIFO written as it is.
    private var commitFlags: Int32 = O_WRONLY
    private var finished = false

    /// Bytes of a file name (NAME_MAX on Linux file systems).
    static let nameLimit = 255
    /// Bytes of the target's name kept in a temporary name (`.NAME.XXXXXX`), so a 255-byte name
    /// still gets one.
    static let temporaryNameLimit = 200

    /// Opens (or prepares) the output. Nothing at `path` changes before `commit()` except for a
    /// special file, which is opened now.
    /// - Throws: `OutputError` — an empty path, a folder, a missing folder, no permission, a
    ///   name too long, an existing name with `.createNew`.
    public init(path: String, policy: Policy = .replace, staged: Bool = false, durable: Bool = true) throws {
        ProcessStreams.ignoreBrokenPipes()
        name = path
        self.policy = policy
        self.staged = staged
        self.durable = durable
        func fail(_ code: Int32) -> OutputError { OutputError(action: "write", target: path, code: code) }
        guard !path.isEmpty else { throw OutputError(action: "write", target: "''", reason: "the path is empty") }
        guard !path.hasSuffix("/") else { throw fail(EISDIR) }
        let (resolved, magic) = try OutputFile.resolvingLinks(path, name: path)
        targetPath = resolved
        guard OutputFile.baseName(resolved).utf8.count <= OutputFile.nameLimit else { throw fail(ENAMETOOLONG) }

        var st = stat()
        guard stat(resolved, &st) == 0 else {
            let e = errno
            guard e == ENOENT else { throw fail(e) }
            // A new file: created under a temporary name, so a failed run leaves nothing behind.
            let mask = umask(0); umask(mask)
            switch OutputFile.makeTemporary(in: OutputFile.folder(of: resolved), for: resolved, mode: 0o666 & ~mask) {
            case .success(let (fd, temp, registration)):
                self.fd = fd; temporaryPath = temp; self.registration = registration
            case .failure(let error):
                throw fail(error.code)
            }
            route = .renameBeside
            return
        }
        let type = st.st_mode & S_IFMT
        if type == S_IFDIR { throw fail(EISDIR) }
        if policy == .createNew { throw fail(EEXIST) }

        if type == S_IFREG && !magic {
            guard OutputFile.mayWrite(resolved, st) else { throw fail(EACCES) }
            if st.st_nlink == 1,
               case .success(let (fd, temp, registration)) = OutputFile.makeTemporary(in: OutputFile.folder(of: resolved), for: resolved,
                                                                                       mode: st.st_mode & 0o7777) {
                // Keep the owner too where we may (as root); where we may not it stays ours, like a new file.
                if st.st_uid != geteuid() || st.st_gid != getegid() {
                    _ = fchown(fd, st.st_uid, st.st_gid)
                    _ = fchmod(fd, st.st_mode & 0o7777)  // chown clears set-id bits
                }
                self.fd = fd; temporaryPath = temp; self.registration = registration
                route = .renameBeside
                return
            }
            // Hard links, or a folder we cannot create in: check now that the file itself opens.
            let probe = FileDescriptorIO.open(resolved, O_WRONLY | O_CLOEXEC)
            guard probe >= 0 else { throw fail(errno) }
            close(probe)
            commitFlags = O_WRONLY | O_TRUNC
            (fd, temporaryPath, registration) = try OutputFile.makeCopyTemporary(for: resolved, name: path)
            route = .copyAtCommit
            return
        }
        // A device, a FIFO, or standard output's own file (appended to: the shell opened it).
        commitFlags = type == S_IFREG ? O_WRONLY | O_APPEND : O_WRONLY
        if staged {
            (fd, temporaryPath, registration) = try OutputFile.makeCopyTemporary(for: resolved, name: path)
            route = .copyAtCommit
            return
        }
        fd = FileDescriptorIO.open(resolved, commitFlags | O_CLOEXEC)
        guard fd >= 0 else { throw fail(errno) }
        route = .direct
    }

    /// The copy route's temporary file, in `$TMPDIR` or /tmp.
    private static func makeCopyTemporary(for target: String, name: String) throws
        -> (Int32, String?, Termination.PathRegistration?) {
        var lastError: Int32 = ENOENT
        for folder in temporaryFolders() {
            switch makeTemporary(in: folder, for: target, mode: 0o600) {
            case .success(let (fd, temp, registration)): return (fd, temp, registration)
            case .failure(let error): lastError = error.code
            }
        }
        throw OutputError(action: "write", target: name,
                          reason: "no folder for a temporary copy ($TMPDIR, /tmp: \(ErrorText.systemMessage(lastError)))",
                          code: lastError)
    }

    deinit { abandon() }

    /// Appends `bytes`. - Throws: `OutputError` (the caller then abandons the file; see the type's notes).
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard !finished else { throw OutputError(action: "write", target: name, reason: "the file was already completed") }
        let e = FileDescriptorIO.writeAll(fd, bytes)
        // `--trace /dev/stdout | head`: the reader of standard output went away, as for any printer
        // (exit 141, silently; see `StandardOutput`), not a failed write.
        if e == EPIPE && route == .direct && targetPath == "/dev/fd/\(StandardOutput.descriptor)" { throw StandardOutput.ReaderClosed() }
        if e != 0 { throw OutputError(action: "write", target: name, code: e) }
    }

    public func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    /// Finishes the file: flushed (when `durable`) and renamed over the target, or copied into it,
    /// or closed when written directly. Afterwards the file is complete at the target; on an error
    /// the temporary file is gone and the target is as it was (except a copy into a device or a
    /// hard-linked file that failed part-way, which cannot be undone).
    public func commit() throws {
        guard !finished else { return }
        finished = true
        defer { registration?.release(); registration = nil }
        func fail(_ code: Int32) -> OutputError { OutputError(action: "write", target: name, code: code) }
        switch route {
        case .direct:
            if close(fd) != 0 && errno != EINTR { throw fail(errno) }
            committedPath = targetPath
        case .renameBeside:
            guard let temp = temporaryPath else { return }
            var failure: Int32 = 0
            // A staged file was written by name (a tool may even have replaced it): sync what is there now.
            let synced = staged ? FileDescriptorIO.open(temp, O_RDONLY | O_CLOEXEC) : fd
            if durable && synced >= 0 && fsync(synced) != 0 && errno != EINVAL && errno != EROFS { failure = errno }
            if staged && synced >= 0 { close(synced) }
            if close(fd) != 0 && failure == 0 && errno != EINTR { failure = errno }
            if failure == 0 { failure = place(temp) }
            if failure != 0 {
                unlink(temp)
                throw fail(failure)
            }
        case .copyAtCommit:
            guard let temp = temporaryPath else { return }
            defer { close(fd); unlink(temp) }
            // What a tool wrote by name is read by name, whatever it did to the file.
            let source = staged ? FileDescriptorIO.open(temp, O_RDONLY | O_CLOEXEC) : fd
            guard source >= 0 else { throw fail(errno) }
            defer { if staged { close(source) } }
            let out = FileDescriptorIO.open(targetPath, commitFlags | O_CLOEXEC)
            guard out >= 0 else { throw fail(errno) }
            var failure = OutputFile.copy(from: source, to: out)
            var st = stat()
            if failure == 0 && durable && fstat(out, &st) == 0 && st.st_mode & S_IFMT == S_IFREG && fsync(out) != 0 { failure = errno }
            if close(out) != 0 && failure == 0 && errno != EINTR { failure = errno }
            if failure != 0 { throw fail(failure) }
            committedPath = targetPath
        }
    }

    /// Gives the output up: the temporary file is removed, the target left as it was. Idempotent;
    /// `deinit` does it for a file that was never committed.
    public func abandon() {
        guard !finished else { return }
        finished = true
        if fd >= 0 { close(fd) }
        if let temp = temporaryPath { unlink(temp) }
        registration?.release()
        registration = nil
    }

    /// Moves the complete temporary file to the target. - Returns: 0 or an `errno` value.
    private func place(_ temp: String) -> Int32 {
        if policy == .replace {
            guard rename(temp, targetPath) == 0 else { return errno }
            committedPath = targetPath
            return 0
        }
        var e = placeNew(temp, at: targetPath)
        if e == EEXIST, let alternativeNames {
            for k in 2...999 {
                let candidate = alternativeNames(k)
                e = placeNew(temp, at: candidate)
                if e == 0 { committedPath = candidate; return 0 }
                if e != EEXIST { return e }
            }
        }
        if e == 0 { committedPath = targetPath }
        return e
    }

    /// Puts `temp` at `path` only if nothing is there: link(2) fails with EEXIST when the name is
    /// taken, atomically. - Returns: 0 or an `errno` value.
    private func placeNew(_ temp: String, at path: String) -> Int32 {
        if link(temp, path) == 0 { unlink(temp); return 0 }
        let e = errno
        guard e == EPERM || e == ENOTSUP || e == EOPNOTSUPP || e == EMLINK else { return e }
        // A file system without hard links: check, then rename (a small race, the best there is).
        var st = stat()
        if lstat(path, &st) == 0 { return EEXIST }
        return rename(temp, path) == 0 ? 0 : errno
    }

    /// Writes `bytes` to `path` as one complete file (see the type): the common case in one call.
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String, policy: Policy = .replace,
                             durable: Bool = true) throws {
        let file = try OutputFile(path: path, policy: policy, durable: durable)
        try file.write(bytes)
        try file.commit()
    }

    public static func write(_ bytes: [UInt8], to path: String, policy: Policy = .replace, durable: Bool = true) throws {
        try bytes.withUnsafeBytes { try write($0, to: path, policy: policy, durable: durable) }
    }

    public static func write(_ text: String, to path: String, policy: Policy = .replace, durable: Bool = true) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0), to: path, policy: policy, durable: durable) }
    }

    // MARK: - Paths

    /// `path` with every symbolic link along the final component followed (relative targets are
    /// relative to the link's folder); the result may not exist yet (a dangling link's target).
    /// Stops at `/proc/…` and `/dev/fd/…` (magic links to open files, such as `/dev/stdout`):
    /// `magic` is then true and the path is opened as it is.
    static func resolvingLinks(_ path: String, name: String) throws -> (path: String, magic: Bool) {
        var current = path
        for _ in 0..<40 {
            if current.hasPrefix("/proc/") || current.hasPrefix("/dev/fd/") {
                // `>&-`: descriptor 1 is /dev/null standing in for a closed standard output, so a
                // write "to /dev/stdout" would go nowhere and look done.
                if StandardOutput.closedAtStart && StandardOutput.names(current) {
                    throw OutputError(action: "write", target: name, code: EBADF)
                }
                return (StandardOutput.keptDescriptorPath(for: current), true)
            }
            var st = stat()
            guard lstat(current, &st) == 0, st.st_mode & S_IFMT == S_IFLNK else { return (current, false) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n >= 0 else { throw OutputError(action: "write", target: name, code: errno) }
            let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        }
        throw OutputError(action: "write", target: name, code: ELOOP)
    }

    /// `path` with symbolic links followed as an `OutputFile` follows them. - Throws: `OutputError`
    /// (a link loop: `ELOOP`; an unreadable link).
    public static func resolvingLinksOrThrow(_ path: String) throws -> String {
        try resolvingLinks(path, name: path).path
    }

    /// `path` with symbolic links followed as an `OutputFile` follows them (`path` itself when it
    /// cannot be read): where the output would land.
    public static func resolvedTarget(of path: String) -> String {
        (try? resolvingLinks(path, name: path).path) ?? path
    }

    /// The folder holding `path` ("." for a bare name).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The last component of `path`.
    static func baseName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    /// Whether we could write the regular file described by `st` ourselves. As root every
    /// permission check passes, so a file without any write bit counts as read-only.
    static func mayWrite(_ path: String, _ st: stat) -> Bool {
        if geteuid() == 0 { return st.st_mode & 0o222 != 0 }
        return faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0
    }

    /// Where copy-route temporary files go: `$TMPDIR`, then /tmp.
    static func temporaryFolders() -> [String] {
        var folders: [String] = []
        if let t = getenv("TMPDIR").map({ String(cString: $0) }), !t.isEmpty { folders.append(t.hasSuffix("/") && t.count > 1 ? String(t.dropLast()) : t) }
        if !folders.contains("/tmp") { folders.append("/tmp") }
        return folders
    }

    /// A new temporary file `.NAME.XXXXXX` in `folder` (NAME: the target's name, cut to
    /// `temporaryNameLimit` bytes) with permission bits `mode`, registered for removal on a signal.
    /// Signals are blocked between its creation and its registration.
    static func makeTemporary(in folder: String, for target: String, mode: mode_t)
        -> Result<(Int32, String, Termination.PathRegistration), Int32Error> {
        var base = baseName(target)
        while base.utf8.count > temporaryNameLimit { base.removeLast() }
        var template = Array((folder + "/." + base + ".XXXXXX").utf8CString)
        return Termination.withSignalsBlocked {
            let fd = template.withUnsafeMutableBufferPointer { csc_mkstemp_cloexec($0.baseAddress!) }
            guard fd >= 0 else { return .failure(Int32Error(errno)) }
            let temp = String(cString: template)
            guard fchmod(fd, mode) == 0 else {
                let e = errno
                close(fd); unlink(temp)
                return .failure(Int32Error(e))
            }
            return .success((fd, temp, Termination.PathRegistration(path: temp)))
        }
    }

    /// Copies everything in `source` (from its start) to `destination`. - Returns: 0 or an `errno`.
    static func copy(from source: Int32, to destination: Int32) -> Int32 {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset: off_t = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { pread(source, $0.baseAddress, $0.count, offset) }
            if n < 0 {
                if errno == EINTR && Termination.pendingSignal == 0 { continue }
                return errno
            }
            if n == 0 { return 0 }
            let e = buffer.withUnsafeBytes { FileDescriptorIO.writeAll(destination, UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            if e != 0 { return e }
            offset += off_t(n)
        }
    }
}

/// An `errno` value as an `Error` (for `Result`).
public struct Int32Error: Error, Equatable {
    public let code: Int32
    public init(_ code: Int32) { self.code = code }
}
