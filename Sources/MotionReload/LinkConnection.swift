import CSignalCleanup
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One end of the preview link: a Unix stream socket carrying `PreviewLink` messages. Sends block until
/// written; receiving reads what has arrived (waiting at most a timeout) and hands out whole messages.
public final class LinkConnection {
    public enum Failure: Error, CustomStringConvertible {
        case system(String, Int32)
        case closed
        public var description: String {
            switch self {
            case let .system(what, e): return "preview link: \(what): \(String(cString: strerror(e)))"
            case .closed: return "preview link: the other side closed it"
            }
        }
    }

    public let fd: Int32
    /// With a limit, a send that cannot go on for this many seconds fails instead of waiting forever
    /// (the window process must not hang on a preview process that stopped reading); nil: wait.
    public var sendTimeout: Double? {
        didSet {
            let flags = fcntl(fd, F_GETFL)
            _ = fcntl(fd, F_SETFL, sendTimeout == nil ? flags & ~O_NONBLOCK : flags | O_NONBLOCK)
        }
    }
    private var buffer: [UInt8] = []
    private var start = 0
    public private(set) var isClosed = false

    init(fd: Int32) { self.fd = fd }
    deinit { Glibc.close(fd) }

    /// Connects to the window process listening at `path`.
    public static func connect(to path: String) throws -> LinkConnection {
        // Close-on-exec: a program the preview starts (the runtime's crash backtracer) must not hold
        // the link open after the preview is gone.
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure.system("socket", errno) }
        var addr = try LinkListener.address(path)
        let ok = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard ok == 0 else { let e = errno; Glibc.close(fd); throw Failure.system("connect to \(path)", e) }
        return LinkConnection(fd: fd)
    }

    public func send(_ m: PreviewLink.Message) throws { try send(bytes: PreviewLink.encode(m)) }

    public func send(bytes: [UInt8]) throws {
        guard !isClosed else { throw Failure.closed }
        var offset = 0
        let deadline = sendTimeout.map { Date().addingTimeInterval($0) }
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    if let d = deadline, Date() >= d { throw Failure.system("send", ETIMEDOUT) }
                    _ = waitWritable()
                    continue
                }
                isClosed = true
                throw Failure.system("send", errno)
            }
            offset += n
        }
    }

    private func waitWritable() -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        return poll(&p, 1, 100) > 0
    }

    /// Whether data is waiting (or the other side closed), after waiting up to `milliseconds`.
    public func waitReadable(milliseconds: Int32) -> Bool {
        if hasWholeMessage { return true }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, milliseconds) > 0
    }

    private var hasWholeMessage: Bool {
        let available = buffer.count - start
        guard available >= 5 else { return false }
        let length = Int(buffer[start + 1]) | Int(buffer[start + 2]) << 8 | Int(buffer[start + 3]) << 16 | Int(buffer[start + 4]) << 24
        return available >= 5 + length
    }

    /// The next whole message, waiting up to `milliseconds` for data (0: only what has arrived).
    /// - Throws: `Failure.closed` once the other side closed and every message was read.
    public func receive(milliseconds: Int32 = 0) throws -> PreviewLink.Message? {
        if let m = try takeMessage() { return m }
        var waited = false
        while true {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, waited ? 0 : milliseconds)
            waited = true
            if ready < 0 { if errno == EINTR { continue }; throw Failure.system("poll", errno) }
            if ready == 0 { return nil }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 { if errno == EINTR || errno == EAGAIN { continue }; isClosed = true; throw Failure.system("recv", errno) }
            if n == 0 { isClosed = true; if let m = try takeMessage() { return m }; throw Failure.closed }
            if start > 0 && start == buffer.count { buffer.removeAll(keepingCapacity: true); start = 0 }
            buffer.append(contentsOf: chunk[0..<n])
            if let m = try takeMessage() { return m }
        }
    }

    /// Every message that has arrived, without waiting.
    public func receiveAll() throws -> [PreviewLink.Message] {
        var out: [PreviewLink.Message] = []
        while let m = try receive(milliseconds: 0) { out.append(m) }
        return out
    }

    private func takeMessage() throws -> PreviewLink.Message? {
        guard hasWholeMessage else { return nil }
        let type = buffer[start]
        let length = Int(buffer[start + 1]) | Int(buffer[start + 2]) << 8 | Int(buffer[start + 3]) << 16 | Int(buffer[start + 4]) << 24
        let payload = Array(buffer[(start + 5)..<(start + 5 + length)])
        start += 5 + length
        if start > (1 << 20) { buffer.removeFirst(start); start = 0 }
        return try PreviewLink.decode(type: type, payload: payload)
    }
}

/// The window process's listening socket (a path in its private temporary folder).
public final class LinkListener {
    public let path: String
    let fd: Int32

    public init(path: String) throws {
        self.path = path
        unlink(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw LinkConnection.Failure.system("socket", errno) }
        var addr = try LinkListener.address(path)
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(fd, 4) == 0 else { let e = errno; Glibc.close(fd); throw LinkConnection.Failure.system("listen on \(path)", e) }
        self.fd = fd
    }

    deinit { Glibc.close(fd); unlink(path) }

    /// A preview that connected within `milliseconds`, or nil.
    public func accept(milliseconds: Int32) throws -> LinkConnection? {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, milliseconds) > 0 else { return nil }
        let c = csc_accept_cloexec(fd)
        guard c >= 0 else { throw LinkConnection.Failure.system("accept", errno) }
        return LinkConnection(fd: c)
    }

    static func address(_ path: String) throws -> sockaddr_un {
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: addr.sun_path)
        guard bytes.count < capacity else { throw LinkConnection.Failure.system("socket path too long (\(path))", ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
            raw[bytes.count] = 0
        }
        return addr
    }
}
