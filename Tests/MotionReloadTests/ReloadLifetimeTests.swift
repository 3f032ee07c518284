import XCTest
import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import MotionReload

/// How `run --watch` sessions end and follow their preview: a renamed preview is followed only when
/// that is unambiguous, a new build that makes no progress is judged on its own CPU time, and the
/// folders of sessions that are gone are removed (never a live one's).
final class ReloadLifetimeTests: XCTestCase {
    func testARenamedPreviewIsFollowedOnlyWhenUnambiguous() {
        XCTAssertEqual(PreviewRename.follow("lit", oldCatalog: ["lit"], newCatalog: ["lit2"]), "lit2", "the only preview")
        XCTAssertEqual(PreviewRename.follow("lit", oldCatalog: [], newCatalog: ["lit2"]), "lit2", "the only one, old catalog unknown")
        XCTAssertEqual(PreviewRename.follow("b", oldCatalog: ["a", "b", "c"], newCatalog: ["a", "b2", "c"]), "b2", "the new one at its position")
        XCTAssertNil(PreviewRename.follow("b", oldCatalog: ["a", "b", "c"], newCatalog: ["a", "c", "d"]),
                     "at its position now stands another old preview: removed, not renamed")
        XCTAssertNil(PreviewRename.follow("b", oldCatalog: ["a", "b", "c"], newCatalog: ["a", "b2"]), "one fewer: ambiguous")
        XCTAssertNil(PreviewRename.follow("b", oldCatalog: [], newCatalog: ["a", "b2"]), "position unknown")
        XCTAssertEqual(PreviewRename.follow("b", oldCatalog: ["a", "b"], newCatalog: ["b", "a"]), "b", "still there: itself")
    }

    func testANewBuildIsStuckAfterFiveSecondsOfWorkOrThirtyOfWaiting() {
        XCTAssertNil(FirstFrameWatch.verdict(sinceProgress: 12, cpuSinceProgress: 4.9), "slow on a loaded machine, not stuck")
        let loop = FirstFrameWatch.verdict(sinceProgress: 5.2, cpuSinceProgress: 5.0)
        XCTAssertTrue(loop?.hasPrefix("no first frame after 5 s: a loop in viewDidLoad?") == true, loop ?? "nil")
        XCTAssertNil(FirstFrameWatch.verdict(sinceProgress: 29.9, cpuSinceProgress: 0.1))
        XCTAssertTrue(FirstFrameWatch.verdict(sinceProgress: 30, cpuSinceProgress: 0.1)?.contains("blocked") == true)
        // A loop starved of CPU (a tenth of a core under load) is still working, not blocked: it is
        // reported as a loop once it has had its 5 s of CPU.
        XCTAssertNil(FirstFrameWatch.verdict(sinceProgress: 30, cpuSinceProgress: 3))
        XCTAssertTrue(FirstFrameWatch.verdict(sinceProgress: 50, cpuSinceProgress: 5)?.contains("a loop in viewDidLoad") == true)
        XCTAssertNotNil(FirstFrameWatch.verdict(sinceProgress: 300, cpuSinceProgress: 4), "no wait is unbounded")
    }

    func testTheRecordKeepsTheCatalogAndTheNewMessagesRoundTrip() throws {
        var record = ReplayRecord()
        record.apply(.catalog(["lit", "other"]))
        record.apply(.session(preview: "lit", settings: []))
        record.apply(.status(ReplayStatus(sceneTime: 1, hostTime: 5, paused: false, speed: 1, slowMotion: false, panels: .init(), inputCount: 0)))
        XCTAssertEqual(record.snapshot?.catalog, ["lit", "other"])
        for m: PreviewLink.Message in [.replaying(12.25), .catalog(["a", "b — ü"]), .catalog([]),
                                        .start(.init(refreshRate: 60, videoDriver: "x11", rendererName: "r", restore: record.snapshot))] {
            let bytes = PreviewLink.encode(m)
            let back = try PreviewLink.decode(type: bytes[0], payload: Array(bytes.dropFirst(5)))
            XCTAssertEqual(PreviewLink.encode(back), bytes, "\(m)")
        }
        if case .start(let info) = try PreviewLink.decode(type: 9, payload: Array(PreviewLink.encode(.start(.init(
            refreshRate: 60, videoDriver: "x11", rendererName: "r", restore: record.snapshot))).dropFirst(5))) {
            XCTAssertEqual(info.restore?.catalog, ["lit", "other"])
        } else { XCTFail("start") }
    }

    func testFoldersOfEndedSessionsAreRemovedAndLiveOnesKept() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("reload-sessions-\(getpid())")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        func folder(_ name: String) throws -> URL {
            let u = tmp.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: u, withIntermediateDirectories: true)
            try Data(repeating: 1, count: 1000).write(to: u.appendingPathComponent("build.log"))
            return u
        }
        // A pid that is gone: a child that ran and was reaped.
        let p = Process(); p.executableURL = URL(fileURLWithPath: "/bin/true"); try p.run(); p.waitUntilExit()
        let gonePid = p.processIdentifier
        _ = try folder("motionlab-watch-\(gonePid)")                    // no lock, pid gone: dead
        let unlocked = try folder("motionlab-watch-\(getppid())")       // a lock nobody holds (pid alive): dead
        FileManager.default.createFile(atPath: unlocked.appendingPathComponent("lock").path, contents: nil)
        let live = try folder("motionlab-watch-1")                      // a lock held: alive
        let held = SessionFolder.lock(live)
        XCTAssertGreaterThanOrEqual(held, 0)
        _ = try folder("motionlab-watch-\(getpid())")                   // this process's own
        _ = try folder("motionlab-watch-x")                             // not a session's name
        FileManager.default.createFile(atPath: tmp.appendingPathComponent("motionlab-watch-\(gonePid + 1)").path, contents: nil)
        let removed = SessionFolder.removeDeadSessions(in: tmp).sorted()
        XCTAssertEqual(removed, ["motionlab-watch-\(gonePid)", "motionlab-watch-\(getppid())"].sorted())
        let left = try FileManager.default.contentsOfDirectory(atPath: tmp.path).sorted()
        XCTAssertEqual(left, ["motionlab-watch-1", "motionlab-watch-\(getpid())", "motionlab-watch-\(gonePid + 1)", "motionlab-watch-x"].sorted())
        // Once its holder lets go, the live one is dead too.
        close(held)
        XCTAssertEqual(SessionFolder.removeDeadSessions(in: tmp), ["motionlab-watch-1"])
    }
}
