import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Standard output with every write checked.
///
/// - A full disk or closed descriptor (`> /dev/full`, `>&-`) is an `OutputError`: the command
///   fails with a one-line message and exit code 1.
/// - A reader that went away (`motionlab curve … | head -1`) is `ReaderClosed`: the command stops
///   at once and exits with 141 (128 + SIGPIPE, what the shell reports for tools killed by SIGPIPE)
///   without a message — the output was cut short, which is what the reader asked for, but it is
///   not a complete success either. `ProcessStreams.prepare()` ignores SIGPIPE so that this is an
///   error we see rather than a signal that kills the process mid-write.
///
/// Every command writes through this (never `print` or `FileHandle.standardOutput.write`, which
/// ignore or trap on errors).
public enum StandardOutput {
    /// Thrown when the reader of standard output has closed its end (EPIPE).
    public struct ReaderClosed: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "the reader of standard output went away" }
    }

    /// The exit code after `ReaderClosed`: 128 + SIGPIPE.
    public static let readerClosedExitCode: Int32 = 128 + SIGPIPE

    /// True when descriptor 1 was closed when the process started (see `ProcessStreams`).
    static var closedAtStart = false

    /// Where the command's own output goes: the process's standard output. After
    /// `ProcessStreams.prepare()` it is a private duplicate of it, and descriptor 1 itself points at
    /// standard error, so text the previewed code prints (`print` in a user's view controller) cannot
    /// mix into JSON, CSV or a list a script reads from standard output.
    public internal(set) static var descriptor: Int32 = 1

    /// `path` naming this process's descriptor 1 (`/dev/stdout` resolves to `/proc/self/fd/1`;
    /// `/dev/fd/1`, `/proc/PID/fd/1`) as the kept standard output instead, so `--trace /dev/stdout`
    /// still reaches the reader of standard output; any other path as it is.
    static func keptDescriptorPath(for path: String) -> String {
        guard descriptor != 1 else { return path }
        return names(path) ? "/dev/fd/\(descriptor)" : path
    }

    /// Whether `path` (links followed up to `/proc/…` or `/dev/fd/…`) is this process's descriptor 1.
    static func names(_ path: String) -> Bool {
        ["/dev/fd/1", "/proc/self/fd/1", "/proc/thread-self/fd/1", "/proc/\(getpid())/fd/1"].contains(path)
    }

    /// Prints the report of a write that is already committed (`wrote …`: files renamed into place).
    /// The write is what the command was asked for, and it happened: a report that cannot be printed
    /// — standard output full or closed, or its reader gone — is one line on standard error,
    /// `Warning: wrote WHAT, but …`, and the command still exits 0. (The one rule of every writing
    /// command: the exit code says whether the write happened; README, "exit codes".)
    public static func writeReport(_ text: String, afterWriting what: String) {
        do { try write(text) } catch {
            let reason = error is ReaderClosed ? "the reader of standard output went away" : "\(error)"
            StandardError.write("Warning: wrote \(ErrorText.clip(what, limit: 160)), but its report could not be printed: \(reason)")
        }
    }

    /// Writes `text` to standard output, all of it or an error.
    public static func write(_ text: String) throws {
        guard !text.isEmpty else { return }  // nothing to write cannot fail (an empty list into a closed stdout)
        guard !closedAtStart else { throw OutputError(action: "write to", target: "standard output", code: EBADF) }
        let e = FileDescriptorIO.writeAll(descriptor, text)
        if e == EPIPE { throw ReaderClosed() }
        if e != 0 { throw OutputError(action: "write to", target: "standard output", code: e) }
    }
}

/// Puts the process's standard streams and signals in a known state before anything is written.
public enum ProcessStreams {
    /// Ignores SIGPIPE (writes to a closed pipe then fail with EPIPE, which every writer reports),
    /// installs the termination handlers (`Termination`: temporary files removed and child tools
    /// killed on SIGINT/SIGTERM/SIGHUP), and reserves descriptors 0, 1 and 2 with /dev/null when
    /// the shell closed them (`>&-`): an output file opened later would otherwise get number 1 and
    /// receive standard output's text. A closed standard output is remembered, so writing to it
    /// still fails with a message.
    public static func prepare() {
        ignoreBrokenPipes()
        Termination.install()
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = Glibc.open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != fd {
                dup2(opened, fd)
                close(opened)
            }
            if fd == 1 { StandardOutput.closedAtStart = true }
        }
        separateCommandOutput()
    }

    /// Keeps standard output for the command's own writes (`StandardOutput`) and sends everything
    /// else written to descriptor 1 — the previewed code's `print`, a library's chatter, a child tool
    /// that inherits it — to standard error. Idempotent; if the descriptors cannot be duplicated the
    /// streams stay as they were.
    static func separateCommandOutput() {
        guard StandardOutput.descriptor == 1 else { return }
        let kept = fcntl(1, F_DUPFD_CLOEXEC, 3)
        guard kept >= 0 else { return }
        fflush(stdout)
        guard dup2(2, 1) == 1 else { close(kept); return }
        StandardOutput.descriptor = kept
    }
}

extension ProcessStreams {
    /// Puts standard output back on descriptor 1 (closed again when it was closed at start) before this
    /// program is started again in place (`execve`): the new image separates its streams from what it
    /// finds on 0…2, and it would otherwise find standard error on 1 and write its JSON there. The kept
    /// duplicate closes itself on exec. `undoPrepareForExec()` when the exec failed.
    public static func prepareForExec() {
        fflush(stdout)
        if StandardOutput.closedAtStart {
            close(1)
        } else if StandardOutput.descriptor != 1 {
            dup2(StandardOutput.descriptor, 1)
        }
    }

    /// Separates the streams again after `prepareForExec()` when the exec failed.
    public static func undoPrepareForExec() {
        if StandardOutput.closedAtStart && fcntl(1, F_GETFD) == -1 {
            let opened = Glibc.open("/dev/null", O_WRONLY)
            if opened >= 0 && opened != 1 { dup2(opened, 1); close(opened) }
        }
        if StandardOutput.descriptor != 1 { dup2(2, 1) }
    }

    /// Ignores SIGPIPE, once, process-wide: a write to a pipe or FIFO whose reader went away (ffmpeg
    /// that died, `| head -1`) then fails with EPIPE, which every writer reports, instead of killing
    /// the process. `OutputFile` and `ChildTool` call it, so a library user gets it too.
    public static func ignoreBrokenPipes() { _ = ignoringBrokenPipes }
    private static let ignoringBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
}

/// Standard error for notices and warnings. Failures are ignored: there is nowhere left to report
/// them, and the exit code still tells the truth.
public enum StandardError {
    public static func write(_ line: String) {
        _ = FileDescriptorIO.writeAll(2, line.hasSuffix("\n") ? line : line + "\n")
    }
}
