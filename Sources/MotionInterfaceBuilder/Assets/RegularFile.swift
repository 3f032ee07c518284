import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reading a catalog's `Contents.json` or an `Info.plist` without ever blocking: opened non-blocking, and
/// only a regular file of at most 16 MiB is read (a FIFO or a device named `Contents.json` is not
/// waited on). Nil when it cannot be read.
enum RegularFile {
    static func read(_ path: String, limit: Int = 16 << 20) -> Data? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_size <= limit else { return nil }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return nil }
            if n == 0 { break }
            data.append(contentsOf: buffer[0..<n])
            if data.count > limit { return nil }
        }
        return data
    }

    /// Why `read(path, limit:)` returned nil, in words for a warning: the system's reason, what the path
    /// is when it is no file ("a FIFO", "a folder"), or its size over the limit.
    static func whyUnreadable(_ path: String, limit: Int = 16 << 20) -> String {
        var st = stat()
        guard stat(path, &st) == 0 else { return String(cString: strerror(errno)) }
        switch st.st_mode & S_IFMT {
        case S_IFREG:
            if st.st_size > limit { return "\(st.st_size) bytes is over the \(limit >> 20) MiB read for it" }
            let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { return String(cString: strerror(errno)) }
            close(fd)
            return "it could not be read"
        case S_IFDIR: return "it is a folder"
        case S_IFIFO: return "it is a FIFO"
        case S_IFCHR, S_IFBLK: return "it is a device"
        case S_IFSOCK: return "it is a socket"
        default: return "it is not a regular file"
        }
    }
}
