import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import MotionOutput

/// The preview process of `run --watch` as a `ProcessGroupChild`: its end is known from its exit status
/// even while something it started holds its standard error open (a crash backtracer did, and the test
/// command hung), what it started goes with it, every wait is bounded, and it inherits nothing of ours.
final class ProcessGroupChildTests: XCTestCase {
    private func shell(_ script: String) throws -> ProcessGroupChild {
        try ProcessGroupChild(name: "sh", executable: "/bin/sh", arguments: ["-c", script],
                              environment: ProcessInfo.processInfo.environment, echoes: false)
    }

    private func alive(_ pid: pid_t) -> Bool {
        // A zombie still answers kill(0): read its state.
        guard kill(pid, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(close, offsetBy: 2)...].hasPrefix("Z")
    }

    /// The grandchild's pid, which the script writes on standard error first.
    private func grandchild(of child: ProcessGroupChild) -> pid_t? {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let line = child.errorText.split(separator: "\n").first(where: { $0.hasPrefix("grandchild ") }),
               let pid = pid_t(line.dropFirst("grandchild ".count)) { return pid }
            usleep(10_000)
        }
        return nil
    }

    func testTheEndIsItsExitStatusThoughAGrandchildHoldsItsStandardError() throws {
        let child = try shell("sleep 30 & echo grandchild $! >&2; echo 'File.swift:3: Fatal error: boom' >&2; exit 3")
        let holder = try XCTUnwrap(grandchild(of: child))
        let started = Date()
        XCTAssertEqual(child.wait(upTo: 5), .status(3), "ended, though `sleep` still holds the pipe")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        let settle = Date()
        child.settleErrors(timeout: 0.5)
        XCTAssertLessThan(Date().timeIntervalSince(settle), 1, "bounded though the pipe stays open")
        XCTAssertTrue(child.errorText.contains("Fatal error: boom"))
        XCTAssertTrue(alive(holder), "an exit is not a crash: what it started is left to it")
        child.stop(quitWithin: 0)
        kill(holder, SIGKILL)
    }

    func testACrashTakesWhatItStartedWithIt() throws {
        let child = try shell("sleep 30 & echo grandchild $! >&2; kill -SEGV $$")
        let holder = try XCTUnwrap(grandchild(of: child))
        XCTAssertEqual(child.wait(upTo: 5), .signal(SIGSEGV))
        let deadline = Date().addingTimeInterval(3)
        while alive(holder) && Date() < deadline { usleep(10_000) }
        XCTAssertFalse(alive(holder), "the crashed child's group was killed")
    }

    func testStopIsBoundedForAChildThatIgnoresBeingAsked() throws {
        let child = try shell("trap '' TERM INT; sleep 30 & echo grandchild $! >&2; wait")
        let holder = try XCTUnwrap(grandchild(of: child))
        child.signalGroup(SIGTERM)
        let started = Date()
        XCTAssertEqual(child.stop(quitWithin: 0.3), .signal(SIGKILL))
        XCTAssertLessThan(Date().timeIntervalSince(started), 3, "0.3 s to quit, then SIGKILL to the group")
        let deadline = Date().addingTimeInterval(3)
        while alive(holder) && Date() < deadline { usleep(10_000) }
        XCTAssertFalse(alive(holder), "the whole group goes")
        XCTAssertEqual(child.stop(quitWithin: 1), .signal(SIGKILL), "idempotent")
    }

    func testItInheritsNoDescriptorOfOursAndLeadsItsOwnGroup() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0, "a pipe without close-on-exec")
        defer { close(fds[0]); close(fds[1]) }
        let child = try shell("ls /proc/self/fd >&2; echo group $(cut -d' ' -f5 /proc/$$/stat) pid $$ >&2")
        XCTAssertEqual(child.wait(upTo: 5), .status(0))
        child.settleErrors()
        let lines = child.errorText.split(separator: "\n").map(String.init)
        let open = lines.compactMap { Int32($0) }.sorted()
        // `ls`'s own: 0, 1, 2 and the folder it reads; nothing of ours, such as the pipe.
        XCTAssertEqual(open, [0, 1, 2, 3], "ls's own descriptors only")
        XCTAssertGreaterThan(min(fds[0], fds[1]), 3)
        XCTAssertEqual(lines.last, "group \(child.pid) pid \(child.pid)", "the leader of a process group of its own")
    }

    func testEveryDescriptorCanBeMadeCloseOnExec() {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]); close(fds[1]) }
        XCTAssertEqual(fcntl(fds[0], F_GETFD) & FD_CLOEXEC, 0)
        let changed = ProcessGroupChild.closeDescriptorsOnExec()
        XCTAssertTrue(changed.contains(fds[0]) && changed.contains(fds[1]))
        XCTAssertNotEqual(fcntl(fds[0], F_GETFD) & FD_CLOEXEC, 0)
        XCTAssertNotEqual(fcntl(fds[1], F_GETFD) & FD_CLOEXEC, 0)
        XCTAssertEqual(fcntl(2, F_GETFD) & FD_CLOEXEC, 0, "standard streams stay inheritable")
    }

    func testAProgramThatCannotStartIsAFailureNamingIt() {
        XCTAssertThrowsError(try ProcessGroupChild(name: "the preview", executable: "/nonexistent/preview", arguments: [],
                                                   environment: [:], echoes: false)) { e in
            XCTAssertTrue("\(e)".hasPrefix("cannot start the preview (/nonexistent/preview): "), "\(e)")
        }
    }
}
