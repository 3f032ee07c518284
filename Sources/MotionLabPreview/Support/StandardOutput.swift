import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An output that could not be created or written: which one (named as the user gave it) and the
/// system's reason, e.g. `cannot write trace.jsonl: No space left on device`.
public struct OutputError: Error, CustomStringConvertible, Equatable {
    /// What was attempted: "write", "create", "read".
    public let action: String
    /// The output as the user named it ("trace.jsonl", "frames/", "standard output").
    public let target: String
    /// Why it failed, usually the C library's text for `code`.
    public let reason: String
    /// The `errno` value, or 0 when the failure did not come from a system call.
    public let code: Int32

    public init(action: String, target: String, reason: String, code: Int32 = 0) {
        self.action = action; self.target = target; self.reason = reason; self.code = code
    }

    /// An error carrying `errno` value `code` and its text.
    public init(action: String, target: String, code: Int32) {
        self.init(action: action, target: target, reason: ErrorText.systemMessage(code), code: code)
    }

    public var description: String { "cannot \(action) \(ErrorText.clip(target)): \(reason)" }
}

/// Raw `write(2)`s that report every failure as an `errno` value (Foundation's non-throwing
/// `FileHandle.write` traps instead, which turned a full disk into a crash).
enum FileDescriptorIO {
    /// Writes every byte of `bytes` to `fd`, retrying short writes, `EINTR` and `EAGAIN`.
    /// - Returns: 0, or the `errno` of the failing call.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard var p = bytes.baseAddress else { return 0 }
        var left = bytes.count
        while left > 0 {
            let n = Glibc.write(fd, p, left)
            if n < 0 {
                let e = errno
                if e == EINTR { continue }
                if e == EAGAIN {  // a non-blocking descriptor inherited from the shell: wait until writable
                    var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                return e
            }
            if n == 0 { return EIO }
            p += n
            left -= n
        }
        return 0
    }

    /// `writeAll` for a string's UTF-8 bytes.
    static func writeAll(_ fd: Int32, _ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
    }
}

/// Standard output with every write checked.
///
/// - A full disk or closed descriptor (`> /dev/full`, `>&-`) is an `OutputError`: the command
///   fails with a one-line message and exit code 1.
/// - A reader that went away (`motionlab curve … | head -1`) is `ReaderClosed`: the command stops
///   at once and exits with 141 (128 + SIGPIPE, what the shell reports for tools killed by SIGPIPE)
///   without a message — the output was cut short, which is what the reader asked for, but it is
///   not a complete success either. `ProcessStreams.prepare()` ignores SIGPIPE so that this is an
///   error we see rather than a signal that kills the process mid-write.
public enum StandardOutput {
    /// Thrown when the reader of standard output has closed its end (EPIPE).
    public struct ReaderClosed: Error, CustomStringConvertible {
        public var description: String { "the reader of standard output went away" }
    }

    /// The exit code after `ReaderClosed`: 128 + SIGPIPE.
    public static let readerClosedExitCode: Int32 = 128 + SIGPIPE

    /// True when descriptor 1 was closed when the process started (see `ProcessStreams`).
    static var closedAtStart = false

    /// Writes `text` to standard output, all of it or an error.
    public static func write(_ text: String) throws {
        guard !closedAtStart else { throw OutputError(action: "write to", target: "standard output", code: EBADF) }
        let e = FileDescriptorIO.writeAll(1, text)
        if e == EPIPE { throw ReaderClosed() }
        if e != 0 { throw OutputError(action: "write to", target: "standard output", code: e) }
    }
}

/// Puts the process's standard streams in a known state before anything is written.
enum ProcessStreams {
    /// Ignores SIGPIPE (writes to a closed pipe then fail with EPIPE, which every writer reports),
    /// and reserves descriptors 0, 1 and 2 with /dev/null when the shell closed them (`>&-`): an
    /// output file opened later would otherwise get number 1 and receive standard output's text.
    /// A closed standard output is remembered, so writing to it still fails with a message.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != fd {
                dup2(opened, fd)
                close(opened)
            }
            if fd == 1 { StandardOutput.closedAtStart = true }
        }
    }
}

/// Standard error for notices and warnings. Failures are ignored: there is nowhere left to report
/// them, and the exit code still tells the truth.
enum StandardError {
    static func write(_ line: String) {
        _ = FileDescriptorIO.writeAll(2, line.hasSuffix("\n") ? line : line + "\n")
    }
}
