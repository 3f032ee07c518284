import XCTest
#if canImport(Glibc)
import Glibc
#endif
import CSignalCleanup

/// A crash is an exit path too: when a trap (Swift's runtime failures are SIGILL/SIGTRAP), an abort (a
/// failed allocation) or a bad access ends the process, the run's registered temporary files and folders
/// are removed before the signal goes on (to Swift's backtracer, or the default action) — the process
/// still ends by that signal.
final class CrashCleanupTests: XCTestCase {
    /// Forks a child that installs the handlers, registers `path` and the empty folder `folder`, and
    /// raises `signal`; returns how it ended.
    private func crashChild(registering path: String, folder: String, signal sig: Int32) -> Int32 {
        let cPath = strdup(path)!, cFolder = strdup(folder)!
        defer { free(cPath); free(cFolder) }
        let pid = fork()
        if pid == 0 {
            // The child: async-signal-safe calls only (the parent's other threads are gone). The action
            // before is the default one (not the test process's backtracer), so the child dies of it.
            signal(sig, SIG_DFL)
            csc_install()
            _ = csc_register_path(cPath)
            _ = csc_register_folder(cFolder)
            raise(sig)
            _exit(0)
        }
        var status: Int32 = 0
        var r: pid_t
        repeat { r = waitpid(pid, &status, 0) } while r < 0 && errno == EINTR
        return status
    }

    func testATrapAnAbortAndABadAccessRemoveTheTemporaries() throws {
        for sig in [SIGILL, SIGABRT, SIGSEGV, SIGTRAP] {
            let dir = NSTemporaryDirectory() + "crash-cleanup-\(getpid())-\(sig)"
            let folder = dir + "/frames"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let temp = dir + "/.trace.jsonl.ABC123"
            XCTAssertTrue(FileManager.default.createFile(atPath: temp, contents: Data("partial".utf8)))
            let status = crashChild(registering: temp, folder: folder, signal: sig)
            XCTAssertFalse(FileManager.default.fileExists(atPath: temp), "signal \(sig): the temporary file is removed")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "signal \(sig): the empty folder the run made is removed")
            XCTAssertEqual(status & 0x7f, sig, "the child ended by the signal, handed on to the action before (status \(status))")
            try? FileManager.default.removeItem(atPath: dir)
        }
    }
}
