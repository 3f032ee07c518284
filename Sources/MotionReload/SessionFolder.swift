import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The private temporary folder of a `run --watch` session (`/tmp/motionlab-watch-PID`: the link's
/// socket, the build log, copies of each build — around 100 MB). The session removes it when it
/// ends; a session killed with SIGKILL cannot, so every session starting removes the folders of
/// sessions that are gone. A live session holds an exclusive `flock` on `lock` in its folder (the
/// kernel drops it however the process ends, and a reused pid cannot fake it); a folder whose lock can
/// be taken, or that has no lock and whose pid is not running, is dead.
public enum SessionFolder {
    public static let prefix = "motionlab-watch-"

    /// Creates `folder/lock` and takes it for this process's lifetime (close-on-exec: no child may
    /// hold it on). - Returns: the descriptor, or -1 when it cannot (the folder is then only removed
    /// by a later session once this pid is gone).
    public static func lock(_ folder: URL) -> Int32 {
        let fd = open(folder.appendingPathComponent("lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return -1 }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { close(fd); return -1 }
        return fd
    }

    /// Removes the folders of dead sessions in `temporary` (never this process's, never a live one's,
    /// nothing that is not a folder named `motionlab-watch-PID`). - Returns: the folders removed.
    @discardableResult
    public static func removeDeadSessions(in temporary: URL) -> [String] {
        var removed: [String] = []
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), pid > 0, pid != getpid() else { continue }
            let folder = temporary.appendingPathComponent(name)
            var st = stat()
            guard lstat(folder.path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR, st.st_uid == geteuid() else { continue }
            let fd = open(folder.appendingPathComponent("lock").path, O_RDONLY | O_CLOEXEC)
            let dead: Bool
            if fd >= 0 {
                dead = flock(fd, LOCK_EX | LOCK_NB) == 0
            } else {
                dead = kill(pid, 0) != 0 && errno == ESRCH
            }
            if dead, (try? fm.removeItem(at: folder)) != nil { removed.append(name) }
            if fd >= 0 { close(fd) }
        }
        return removed
    }
}
