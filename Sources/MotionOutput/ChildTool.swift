import CSignalCleanup
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child tool (ffmpeg, ffprobe) run so that it can neither hang the command nor outlive it, and
/// so that its failure is a message rather than a crash:
///
/// - **Started** with `posix_spawn`: standard input a pipe we feed (or /dev/null), standard output
///   captured or discarded, standard error captured (its last lines name the tool's reason);
///   SIGPIPE, SIGINT, SIGTERM and SIGHUP at their defaults in the child whatever we ignore.
/// - **Fed** through a non-blocking pipe: a tool that stops reading for `stallTimeout` seconds is
///   killed and reported (`ffmpeg stopped reading its input for 60 s`), never waited for forever;
///   a tool that exits early is reported with its status and last line, never a SIGPIPE.
/// - **Waited for** with the same bound on having made no progress (no CPU time used and nothing
///   more written, as the caller measures it), then killed and reaped.
/// - **Killed** (and reaped) when the object goes away unfinished, and by `Termination` if a signal
///   ends the process.
///
/// `stallTimeout` defaults to 60 s, or `$MOTIONLAB_TOOL_TIMEOUT` seconds (0.1…3600).
public final class ChildTool {
    /// How the tool ended.
    public enum Exit: Equatable, CustomStringConvertible {
        case status(Int32)
        case signal(Int32)
        public var description: String {
            switch self {
            case .status(let s): return "exited with status \(s)"
            case .signal(let s): return "was killed by signal \(s)\(s == SIGKILL ? " (SIGKILL)" : s == SIGSEGV ? " (SIGSEGV)" : "")"
            }
        }
        public var succeeded: Bool { self == .status(0) }
    }

    /// What went wrong with the tool (the caller names the output: "cannot record x.mp4: …").
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let reason: String
        public var description: String { reason }
    }

    public let name: String
    public let executable: String
    public let pid: pid_t
    /// Whether `pid` leads a process group of its own (killed as a group).
    public let ownsProcessGroup: Bool
    /// Seconds without progress after which the tool is considered stuck and killed.
    public let stallTimeout: Double

    private var input: Int32
    private let output: StreamCollector?
    private let errors: StreamCollector
    private var exit: Exit?
    private let registration: Termination.ChildRegistration

    /// Starts `executable` with `arguments` (not including the program name).
    /// - Parameters:
    ///   - feedsInput: standard input is a pipe for `write`; otherwise /dev/null.
    ///   - capturesOutput: standard output is kept (`standardOutput`); otherwise /dev/null.
    /// - Throws: `Failure` when it cannot be started, or `$MOTIONLAB_TOOL_TIMEOUT` is not a number.
    ///   - ownsProcessGroup: the tool runs in a process group of its own under a guardian that
    ///     ends the whole group when this process dies, even by SIGKILL (`csc_spawn_group`): for a
    ///     tool that starts its own children (`swift build` and its compilers). `stop()` and
    ///     `Termination` then kill the group. Start it from a thread that lives as long as the tool
    ///     (the main thread): the kernel's parent-death signal follows the thread that forked.
    ///   - environment: the tool's environment (`NAME=value`); when nil, this process's as
    ///     `ChildEnvironment.forChildren()` gives it (the user's values of the variables a headless
    ///     run set for itself).
    ///   - endsGently: when a signal ends this process the tool gets SIGTERM and up to 2 s to clean
    ///     up after itself (a tool of ours that writes temporary files), then SIGKILL.
    public init(name: String, executable: String, arguments: [String], feedsInput: Bool = true,
                capturesOutput: Bool = false, stallTimeout: Double? = nil, ownsProcessGroup: Bool = false,
                environment: [String]? = nil, endsGently: Bool = false) throws {
        ProcessStreams.ignoreBrokenPipes()
        self.ownsProcessGroup = ownsProcessGroup
        self.name = name
        self.executable = executable
        self.stallTimeout = try stallTimeout ?? ChildTool.configuredStallTimeout()

        var inputPipe: [Int32] = [-1, -1], outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        func closeAll() { for fd in inputPipe + outputPipe + errorPipe where fd >= 0 { close(fd) } }
        func failure(_ what: String, _ code: Int32) -> Failure {
            Failure(reason: "cannot start \(name) (\(executable)): \(what)\(ErrorText.systemMessage(code))")
        }
        if feedsInput, csc_pipe_cloexec(&inputPipe) != 0 { throw failure("", errno) }
        if capturesOutput, csc_pipe_cloexec(&outputPipe) != 0 { let e = errno; closeAll(); throw failure("", e) }
        guard csc_pipe_cloexec(&errorPipe) == 0 else { let e = errno; closeAll(); throw failure("", e) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if feedsInput { posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0) }
        else { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
        if capturesOutput { posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1) }
        else { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), empty = sigset_t()
        sigemptyset(&defaults); sigemptyset(&empty)
        for s in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        // No environment given: this process's, with the variables it set for itself alone put back.
        let envp: [UnsafeMutablePointer<CChar>?]? = (environment ?? ChildEnvironment.forChildren()).map { $0.map { strdup($0) } + [nil] }
        defer { for p in envp ?? [] { free(p) } }
        var child: pid_t = 0
        func withEnvironment<R>(_ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
            if let envp { return envp.withUnsafeBufferPointer { body($0.baseAddress!) } }
            return body(UnsafePointer(environ))
        }
        let spawned = Termination.withSignalsBlocked { () -> (Int32, Termination.ChildRegistration?) in withEnvironment { environmentPointer in
            if ownsProcessGroup {
                let nullIn = feedsInput ? -1 : Glibc.open("/dev/null", O_RDONLY | O_CLOEXEC)
                let nullOut = capturesOutput ? -1 : Glibc.open("/dev/null", O_WRONLY | O_CLOEXEC)
                defer { if nullIn >= 0 { close(nullIn) }; if nullOut >= 0 { close(nullOut) } }
                let pid = argv.withUnsafeBufferPointer { a in
                    csc_spawn_group(executable, a.baseAddress, environmentPointer,
                                    feedsInput ? inputPipe[0] : nullIn, capturesOutput ? outputPipe[1] : nullOut, errorPipe[1])
                }
                guard pid > 0 else { return (errno, nil) }
                child = pid
                return (0, Termination.ChildRegistration(pid: -pid))
            }
            let e = posix_spawn(&child, executable, &actions, &attributes, argv, environmentPointer)
            return (e, e == 0 ? Termination.ChildRegistration(pid: child, gentle: endsGently) : nil)
        } }
        guard spawned.0 == 0, let registration = spawned.1 else { closeAll(); throw failure("", spawned.0) }
        pid = child
        self.registration = registration

        // Ours: the write end of the input, the read ends of the outputs.
        if feedsInput { close(inputPipe[0]); input = inputPipe[1]; _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK) }
        else { input = -1 }
        if capturesOutput { close(outputPipe[1]); output = StreamCollector(fd: outputPipe[0], keepsLast: 16 << 20) }
        else { output = nil }
        close(errorPipe[1])
        errors = StreamCollector(fd: errorPipe[0], keepsLast: 16 << 10)
    }

    deinit {
        if input >= 0 { close(input) }
        if exit == nil { stop() }
        registration.release()
    }

    /// `$MOTIONLAB_TOOL_TIMEOUT` (seconds, 0.1…3600), or 60.
    public static func configuredStallTimeout() throws -> Double {
        guard let text = getenv("MOTIONLAB_TOOL_TIMEOUT").map({ String(cString: $0) }) else { return 60 }
        guard let value = Double(text), value.isFinite, value >= 0.1, value <= 3600 else {
            throw Failure(reason: "MOTIONLAB_TOOL_TIMEOUT='\(ErrorText.clip(text))' must be a number of seconds in 0.1…3600")
        }
        return value
    }

    /// Feeds `bytes` to the tool's standard input.
    /// - Throws: `Failure` — the tool exited (its status and last line) or stopped reading for
    ///   `stallTimeout` seconds (it is killed).
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard input >= 0 else { throw Failure(reason: "\(name)'s input is already closed") }
        guard var p = bytes.baseAddress else { return }
        var left = bytes.count
        var lastProgress = MonotonicTime.now()
        while left > 0 {
            let n = Glibc.write(input, p, left)
            if n > 0 {
                p += n; left -= n
                lastProgress = MonotonicTime.now()
                continue
            }
            let e = n < 0 ? errno : EIO
            if e == EINTR { continue }
            if e == EAGAIN {
                let waited = MonotonicTime.now() - lastProgress
                if waited >= stallTimeout {
                    stop()
                    throw Failure(reason: "\(name) stopped reading its input for \(ChildTool.seconds(stallTimeout)) and was stopped")
                }
                var poller = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
                _ = poll(&poller, 1, Int32(min(250, max(1, (stallTimeout - waited) * 1000))))
                if reapIfExited() != nil { break }
                continue
            }
            if e == EPIPE { break }  // it closed its input (it exited, or gave up): reported below
            throw Failure(reason: "cannot feed \(name): \(ErrorText.systemMessage(e))")
        }
        if left > 0 {
            closeInput()
            let exit = try wait()
            throw Failure(reason: "\(name) \(exit)\(exit.succeeded ? " before reading all its input" : "")\(saying)")
        }
    }

    /// Ends the tool's input (it sees end of file).
    public func closeInput() {
        if input >= 0 { close(input); input = -1 }
    }

    /// Waits until the tool exits. A tool that makes no progress for `stallTimeout` seconds — no
    /// CPU time used, and `progress()` (e.g. the size of the file it writes) unchanged — is
    /// killed: `Failure`.
    @discardableResult
    public func wait(progress: (() -> Int64)? = nil) throws -> Exit {
        if let exit { return exit }
        var lastToken: Int64 = -1
        var lastChange = MonotonicTime.now()
        while true {
            if let exit = reapIfExited() { return exit }
            let token = ChildTool.cpuTicks(pid) &+ (progress?() ?? 0)
            let now = MonotonicTime.now()
            if token != lastToken { lastToken = token; lastChange = now }
            if now - lastChange >= stallTimeout {
                stop()
                throw Failure(reason: "\(name) made no progress for \(ChildTool.seconds(stallTimeout)) and was stopped")
            }
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)
        }
    }

    /// How the tool ended, without waiting: nil while it runs.
    public var exitIfFinished: Exit? { reapIfExited() }

    /// Kills the tool (SIGKILL; its whole group when it owns one) and reaps it. Idempotent.
    public func stop() {
        guard exit == nil else { return }
        Glibc.kill(ownsProcessGroup ? -pid : pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        exit = ChildTool.exit(from: status)
        registration.release()
    }

    /// Everything the tool wrote to standard output (after `wait`; empty unless captured).
    public var standardOutput: [UInt8] { output?.finish() ?? [] }

    /// The last 16 KiB the tool wrote on standard error.
    public var errorText: String { String(decoding: errors.finish(), as: UTF8.self) }

    /// The tool's last non-empty line on standard error, "(no message)" when it wrote none.
    public var lastErrorLine: String {
        let text = String(decoding: errors.finish(), as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return line.map { ErrorText.clip(String($0), limit: 200) } ?? "(no message)"
    }

    /// ": LAST LINE" of its standard error, or nothing when it wrote none.
    public var saying: String {
        let line = lastErrorLine
        return line == "(no message)" ? "" : ": " + line
    }

    /// Runs a tool to the end without input and returns how it ended and what it printed.
    public static func run(name: String, executable: String, arguments: [String],
                           stallTimeout: Double? = nil, environment: [String]? = nil,
                           endsGently: Bool = false) throws -> (exit: Exit, output: [UInt8], lastErrorLine: String) {
        let tool = try ChildTool(name: name, executable: executable, arguments: arguments, feedsInput: false,
                                 capturesOutput: true, stallTimeout: stallTimeout, environment: environment,
                                 endsGently: endsGently)
        let exit = try tool.wait()
        return (exit, tool.standardOutput, tool.lastErrorLine)
    }

    // MARK: - Private

    private func reapIfExited() -> Exit? {
        if let exit { return exit }
        var status: Int32 = 0
        let r = waitpid(pid, &status, WNOHANG)
        guard r == pid else { return nil }
        exit = ChildTool.exit(from: status)
        registration.release()
        return exit
    }

    private static func exit(from status: Int32) -> Exit {
        let signal = status & 0x7f
        return signal == 0 ? .status((status >> 8) & 0xff) : .signal(signal)
    }

    static func seconds(_ s: Double) -> String {
        s == s.rounded() ? "\(Int(s)) s" : String(format: "%.1f s", s)
    }

    /// User + system CPU clock ticks the process has used (0 when it cannot be read).
    static func cpuTicks(_ pid: pid_t) -> Int64 {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int64(fields[11]), let system = Int64(fields[12]) else { return 0 }
        return user + system
    }
}

/// Seconds on a monotonic clock.
enum MonotonicTime {
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}

/// Reads a pipe on its own thread until end of file, keeping the last `keepsLast` bytes.
final class StreamCollector: @unchecked Sendable {
    private let lock = NSCondition()
    private var bytes: [UInt8] = []
    private var done = false

    init(fd: Int32, keepsLast limit: Int) {
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                lock.lock()
                bytes.append(contentsOf: buffer[0..<n])
                if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
                lock.unlock()
            }
            close(fd)
            lock.lock(); done = true; lock.broadcast(); lock.unlock()
        }
        thread.name = "ChildTool.stream"
        thread.start()
    }

    /// What was read, after waiting up to a second for the end of the stream (a grandchild may
    /// hold the pipe open after the tool exited; what arrived by then is what counts).
    func finish() -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date(timeIntervalSinceNow: 1)
        while !done && lock.wait(until: deadline) {}
        return bytes
    }
}

/// Finds the tools commands run.
public enum ToolLookup {
    /// The first `name` on `$PATH` that is a regular executable file (a folder named `ffmpeg` is
    /// skipped, as the shell skips it).
    public static func find(_ name: String) -> String? {
        if name.contains("/") { return isExecutableFile(name) ? name : nil }
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    /// `find(name)`, or `MissingToolError` ("record needs ffmpeg (apt-get install ffmpeg)").
    public static func require(_ name: String, for purpose: String, package: String? = nil) throws -> String {
        guard let path = find(name) else { throw MissingToolError(purpose: purpose, tool: name, package: package ?? name) }
        return path
    }

    static func isExecutableFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }
}
