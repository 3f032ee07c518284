import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import MotionOutput

/// Child tools cannot hang us or outlive us, and every way they end is reported.
final class ChildToolTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "motionlab-child-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
        unsetenv("MOTIONLAB_TOOL_TIMEOUT")
    }

    private func script(_ body: String) throws -> String {
        let path = dir + "/tool-\(UUID().uuidString)"
        try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    private func alive(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 }

    func testOutputStatusAndTheLastLineOfStandardErrorAreKept() throws {
        let r = try ChildTool.run(name: "t", executable: try script("echo out; echo 'first' >&2; echo 'last words' >&2; echo >&2; exit 3"),
                                  arguments: [])
        XCTAssertEqual(r.exit, .status(3))
        XCTAssertEqual(String(decoding: r.output, as: UTF8.self), "out\n")
        XCTAssertEqual(r.lastErrorLine, "last words")
        XCTAssertEqual(try ChildTool.run(name: "t", executable: try script("kill -TERM $$"), arguments: []).exit, .signal(SIGTERM))
        XCTAssertEqual("\(ChildTool.Exit.signal(9))", "was killed by signal 9 (SIGKILL)")
    }

    func testArgumentsArePassedAsTheyAreWithoutAShell() throws {
        let r = try ChildTool.run(name: "t", executable: try script(#"for a; do printf '[%s]' "$a"; done"#),
                                  arguments: ["a b", "$HOME", "-y", "file:x.mp4", ""])
        XCTAssertEqual(String(decoding: r.output, as: UTF8.self), "[a b][$HOME][-y][file:x.mp4][]")
    }

    func testSignalsWeIgnoreAreAtTheirDefaultsInTheChild() throws {
        signal(SIGPIPE, SIG_IGN)
        // `yes | head` ends by SIGPIPE only if SIGPIPE is not ignored in the child.
        let r = try ChildTool.run(name: "t", executable: try script("yes | head -n 1 >/dev/null; kill -PIPE $$"), arguments: [])
        XCTAssertEqual(r.exit, .signal(SIGPIPE))
    }

    func testAToolThatStopsReadingIsKilledAfterTheStallTimeout() throws {
        let tool = try ChildTool(name: "deaf", executable: try script("exec sleep 1000"), arguments: [], stallTimeout: 0.3)
        let chunk = [UInt8](repeating: 7, count: 1 << 20)
        XCTAssertThrowsError(try chunk.withUnsafeBytes { try tool.write($0) }) {
            XCTAssertEqual("\($0)", "deaf stopped reading its input for 0.3 s and was stopped")
        }
        XCTAssertFalse(alive(tool.pid), "killed and reaped")
    }

    func testAToolThatExitsWhileFedIsReportedWithItsStatusNotASignal() throws {
        let tool = try ChildTool(name: "quitter", executable: try script("head -c 10 >/dev/null; echo 'no more' >&2; exit 4"), arguments: [])
        let chunk = [UInt8](repeating: 7, count: 1 << 20)
        XCTAssertThrowsError(try chunk.withUnsafeBytes { try tool.write($0) }) {
            XCTAssertEqual("\($0)", "quitter exited with status 4: no more")
        }
    }

    func testWaitingForAToolThatMakesNoProgressEndsAfterTheStallTimeout() throws {
        let tool = try ChildTool(name: "stuck", executable: try script("exec sleep 1000"), arguments: [], feedsInput: false,
                                 stallTimeout: 0.3)
        XCTAssertThrowsError(try tool.wait()) { XCTAssertEqual("\($0)", "stuck made no progress for 0.3 s and was stopped") }
        XCTAssertFalse(alive(tool.pid))
        // A busy tool is progress (CPU time), so it is waited for past the timeout.
        let busy = try ChildTool(name: "busy", executable: try script("i=0; while [ $i -lt 150000 ]; do i=$((i+1)); done"),
                                 arguments: [], feedsInput: false, stallTimeout: 0.3)
        XCTAssertEqual(try busy.wait(), .status(0))
    }

    func testAnUnfinishedToolIsKilledWhenDropped() throws {
        var pid: pid_t = 0
        do {
            let tool = try ChildTool(name: "t", executable: try script("exec sleep 1000"), arguments: [])
            pid = tool.pid
            XCTAssertTrue(alive(pid))
        }
        XCTAssertFalse(alive(pid))
    }

    func testATimeoutFromTheEnvironmentIsCheckedAndAMissingToolNamed() throws {
        setenv("MOTIONLAB_TOOL_TIMEOUT", "2.5", 1)
        XCTAssertEqual(try ChildTool.configuredStallTimeout(), 2.5)
        for bad in ["abc", "0", "-1", "nan", "1e9"] {
            setenv("MOTIONLAB_TOOL_TIMEOUT", bad, 1)
            XCTAssertThrowsError(try ChildTool.configuredStallTimeout()) {
                XCTAssertEqual("\($0)", "MOTIONLAB_TOOL_TIMEOUT='\(bad)' must be a number of seconds in 0.1…3600")
            }
        }
        XCTAssertThrowsError(try ChildTool(name: "ghost", executable: dir + "/none", arguments: [], stallTimeout: 1)) {
            XCTAssertEqual("\($0)", "cannot start ghost (\(dir)/none): No such file or directory")
        }
        XCTAssertThrowsError(try ToolLookup.require("motionlab-no-such-tool", for: "testing", package: "nothing")) {
            XCTAssertEqual("\($0)", "testing needs motionlab-no-such-tool (apt-get install nothing)")
        }
    }
}
