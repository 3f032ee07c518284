import Foundation

/// Writes whole files with plain POSIX calls and checks every result: a short write, a failed `write`
/// or a failed `close` (where NFS and full disks report late) is an error naming the path and errno's text.
/// A regular file left half-written by a failure is removed, so no truncated frame looks like a good one.
public enum FileOutput {
    /// Creates or truncates `path` (mode 0644) and writes `bytes` to it.
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError.errno("write", path, Glibc.errno) }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                let code = Glibc.errno
                if code == EINTR { continue }
                discard(fd: fd, path: path)
                throw OutputError.errno("write", path, code)
            }
            if n == 0 {  // POSIX allows it only for count 0; treat as a full device rather than loop forever
                discard(fd: fd, path: path)
                throw OutputError.errno("write", path, ENOSPC)
            }
            offset += n
        }
        if close(fd) != 0 {
            let code = Glibc.errno
            if isRegularFile(path) { unlink(path) }
            throw OutputError.errno("write", path, code)
        }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try write($0, to: path) }
    }

    private static func discard(fd: Int32, path: String) {
        var info = stat()
        let regular = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        close(fd)
        if regular { unlink(path) }
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
