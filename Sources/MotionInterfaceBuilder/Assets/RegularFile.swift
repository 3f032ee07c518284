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
}
