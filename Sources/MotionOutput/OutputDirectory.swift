import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder a command writes files into (`--frames`, the headless tour's `motionlab-out`).
public enum OutputDirectory {
    /// Creates `path` and any missing parents (like `mkdir -p`); an existing folder is fine. The
    /// folders made are registered so that a signal removes them again while still empty, and
    /// returned, so a run that then fails removes them (`CreatedFolders.remove()`) and one that
    /// succeeds keeps them (`keep()`): a failed run leaves no folder it made.
    /// - Throws: `OutputError` naming the folder as given — "cannot create frames/: Permission
    ///   denied", or "… a file of that name exists" when `path` (or a parent) is not a folder.
    @discardableResult
    public static func create(_ path: String) throws -> CreatedFolders {
        let shown = path.hasSuffix("/") ? path : path + "/"
        guard !path.isEmpty else { throw OutputError(action: "create", target: "''", reason: "the path is empty") }
        let made = CreatedFolders()
        do {
            var prefix = path.hasPrefix("/") ? "/" : ""
            for component in path.split(separator: "/") {
                prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
                let (e, registration) = Termination.makeFolder(prefix)
                if e == 0, let registration { made.entries.append((prefix, registration)); continue }
                var st = stat()
                if e == EEXIST || e == EACCES || e == EROFS, stat(prefix, &st) == 0 {
                    if st.st_mode & S_IFMT == S_IFDIR { continue }
                    let which = prefix == path || prefix + "/" == shown ? "" : " (\(ErrorText.clip(prefix)) is not a folder)"
                    throw OutputError(action: "create", target: shown, reason: "a file of that name exists\(which)", code: ENOTDIR)
                }
                throw OutputError(action: "create", target: shown, code: e)
            }
            guard access(path, W_OK | X_OK) == 0 else { throw OutputError(action: "write into", target: shown, code: errno) }
        } catch {
            made.remove()
            throw error
        }
        return made
    }
}

/// The folders one `OutputDirectory.create` made, outermost first.
public final class CreatedFolders {
    var entries: [(path: String, registration: Termination.FolderRegistration)] = []

    /// The paths made (outermost first).
    public var paths: [String] { entries.map(\.path) }

    /// The run failed: the folders it made go again, innermost first, each only if empty.
    public func remove() {
        for e in entries.reversed() { rmdir(e.path); e.registration.release() }
        entries = []
    }

    /// The run succeeded: the folders stay.
    public func keep() {
        for e in entries { e.registration.release() }
        entries = []
    }
}

/// A new private folder under `$TMPDIR` (or /tmp) for files a command makes and removes again
/// (`bench output`'s frames). It never creates `$TMPDIR` itself: a missing one is an error naming it.
public final class TemporaryFolder {
    public let path: String

    /// - Parameter prefix: the folder's name before its random part ("motionlab-bench-output").
    public init(prefix: String) throws {
        let base = OutputFile.temporaryFolders().first ?? "/tmp"
        var template = Array((base + "/" + prefix + "-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw OutputError(action: "create a folder in", target: base, code: errno)
        }
        path = String(cString: template)
    }

    /// Removes the files named `names` (which this run wrote) and then the folder if it is empty;
    /// anything else someone put there stays, and so does the folder holding it.
    public func remove(files names: [String]) {
        for n in names { unlink(path + "/" + n) }
        rmdir(path)
    }
}
