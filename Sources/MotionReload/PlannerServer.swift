import CSignalCleanup
import Foundation
import MotionOutput
import MotionHost
#if canImport(Glibc)
import Glibc
#endif

/// `motionlab-port patch-server`, kept running by the window: each plan is one line in, one line out,
/// with no program started per save. Its end is its exit status (`ProcessGroupChild`); a server that
/// ended or stopped answering is dropped and the next plan starts a new one.
final class PlannerServer {
    let process: ProcessGroupChild
    private var input: Int32
    private var output: Int32
    private var buffer: [UInt8] = []

    init(tool: String) throws {
        var toServer: [Int32] = [-1, -1], fromServer: [Int32] = [-1, -1]
        guard csc_pipe_cloexec(&toServer) == 0 else { throw LinkConnection.Failure.system("cannot start the patch planner: pipe", errno) }
        guard csc_pipe_cloexec(&fromServer) == 0 else {
            let e = errno; close(toServer[0]); close(toServer[1])
            throw LinkConnection.Failure.system("cannot start the patch planner: pipe", e)
        }
        do {
            process = try ProcessGroupChild(name: "motionlab-port patch-server", executable: tool, arguments: ["patch-server"],
                                            environment: ProcessInfo.processInfo.environment, echoes: true,
                                            standardInput: toServer[0], standardOutput: fromServer[1])
        } catch {
            for fd in toServer + fromServer { close(fd) }
            throw error
        }
        close(toServer[0]); close(fromServer[1])
        input = toServer[1]; output = fromServer[0]
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
    }

    deinit { stop() }

    var isRunning: Bool { input >= 0 && process.isRunning }

    /// Sends one request (the arguments of `patch`). - Returns: false when the server cannot take it.
    func send(_ arguments: [String]) -> Bool {
        guard isRunning, let data = try? JSONSerialization.data(withJSONObject: arguments) else { return false }
        var bytes = [UInt8](data) + [0x0A]
        let deadline = HostClock.now() + 2
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
            if n > 0 { bytes.removeFirst(n); continue }
            if n < 0 && (errno == EAGAIN || errno == EINTR) && HostClock.now() < deadline {
                var p = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
                _ = poll(&p, 1, 50)
                continue
            }
            return false
        }
        return true
    }

    /// The next whole answer line, if one has arrived.
    func answer() -> String? {
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
            if n > 0 { buffer += chunk[0..<n]; continue }
            break
        }
        guard let newline = buffer.firstIndex(of: 0x0A) else { return nil }
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeFirst(newline + 1)
        return line
    }

    func stop() {
        if input >= 0 { close(input); input = -1 }
        if output >= 0 { close(output); output = -1 }
        process.stop(quitWithin: 0.2)
    }
}
