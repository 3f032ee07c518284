import Foundation
import MotionLiterals
import MotionOutput

/// An advisory lock (`flock`) on one of the user's source files, held by write-back from before it
/// reads the file to after the new text is renamed into place and read back: two `literals --write`
/// (or a window's W and a `literals --write`) at once are serialised, so the second reads what the
/// first wrote, finds it is not what the build read, and is refused naming why — instead of both
/// printing "wrote" while one edit is lost.
///
/// The lock is on the file as it is when locked; a writer that renames a new file over the path
/// leaves a waiting one holding the old file's lock: `acquire` checks, once locked, that the path
/// still names the file it locked, and locks again otherwise.
final class SourceFileLock {
    /// The locked file, open for reading (its bytes as locked are read through it).
    let fd: Int32
    /// Device and inode: two paths to one file share one lock.
    let identity: String
    /// Whether another writer held the lock when we asked for it (what we read is what it wrote).
    let waited: Bool

    private init(fd: Int32, identity: String, waited: Bool) {
        self.fd = fd
        self.identity = identity
        self.waited = waited
    }

    deinit { close(fd) }

    /// Seconds a writer waits for another's lock before it gives up (a write holds it for
    /// milliseconds; a stuck holder is not waited for forever).
    static let patience: Double = 10

    /// Locks the file at `path` (through links).
    /// - Throws: `LiteralError.fileChanged` (gone, not a regular file), `.unreadable`, or an
    ///   `OutputError` when another writer held the lock for `patience` seconds.
    static func acquire(_ path: String) throws -> SourceFileLock {
        let start = Date()
        var waited = false
        while true {
            var st = stat()
            guard stat(path, &st) == 0 else {
                let e = errno
                if e == ENOENT { throw LiteralError.fileChanged(path: path, detail: "was removed") }
                throw LiteralError.unreadable(path: path, reason: String(cString: strerror(e)))
            }
            guard st.st_mode & S_IFMT == S_IFREG else {
                throw LiteralError.fileChanged(path: path, detail: "is no longer a regular file")
            }
            // Non-blocking: a FIFO put in its place between the stat and the open is not waited on.
            let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else {
                let e = errno
                if e == ENOENT { continue }
                throw LiteralError.unreadable(path: path, reason: String(cString: strerror(e)))
            }
            var opened = stat()
            guard fstat(fd, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else { close(fd); continue }
            while flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let e = errno
                guard e == EWOULDBLOCK || e == EINTR else {
                    close(fd)
                    throw LiteralError.unreadable(path: path, reason: "cannot lock it: " + String(cString: strerror(e)))
                }
                if Date().timeIntervalSince(start) > patience {
                    close(fd)
                    throw OutputError(action: "write", target: path,
                                      reason: "another write has held its lock for \(Int(patience)) s; nothing written", code: EWOULDBLOCK)
                }
                waited = true
                usleep(5_000)
            }
            // Still the file at the path? (Another writer may have renamed a new one over it.)
            var now = stat()
            if stat(path, &now) == 0, now.st_dev == opened.st_dev, now.st_ino == opened.st_ino {
                return SourceFileLock(fd: fd, identity: "\(opened.st_dev):\(opened.st_ino)", waited: waited)
            }
            close(fd)
            waited = true
            if Date().timeIntervalSince(start) > patience {
                throw LiteralError.fileChanged(path: path, detail: "kept being replaced")
            }
        }
    }

    /// The locked file's bytes.
    func read(shownAs path: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset: off_t = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw LiteralError.unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if n == 0 { return bytes }
            bytes += buffer[0..<n]
            offset += off_t(n)
        }
    }
}
