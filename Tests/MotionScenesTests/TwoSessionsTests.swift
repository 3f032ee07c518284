import XCTest
import Foundation
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// Two previews in one process do not touch each other: each session owns its animation context
/// (clock, driver, events, transactions, change tracking), so running them interleaved on one thread
/// or at the same time on two threads gives each exactly the frames it gives alone.
final class TwoSessionsTests: XCTestCase {
    typealias Trace = [[String: TracedLayer]]

    let cases: [(scene: String, script: String)] = [
        ("map", "0.1 click 295 41\n0.6 click 295 41"),
        ("music", "0.3 key space\n1.2 click 160 144"),
        ("basics", "0.2 click 160 300"),
    ]

    func session(_ i: Int) throws -> HeadlessSession {
        PreviewCatalog.all = BuiltInScenes.previews
        var o = HeadlessSession.Options()
        o.scale = 1; o.fps = 30
        o.script = try InputScript(parsing: cases[i].script)
        return try HeadlessSession(preview: try PreviewCatalog.preview(named: cases[i].scene), options: o)
    }

    func run(_ s: HeadlessSession, frames: Int) throws -> Trace {
        try (0..<frames).map { _ in try s.step(draws: true, tracing: true).rendered.traced }
    }

    func testInterleavedOnOneThreadEqualsAlone() throws {
        let frames = 75
        let alone = try cases.indices.map { try run(session($0), frames: frames) }
        let sessions = try cases.indices.map { try session($0) }
        var together = Array(repeating: Trace(), count: sessions.count)
        for _ in 0..<frames {
            for (i, s) in sessions.enumerated() { together[i].append(try s.step(draws: true, tracing: true).rendered.traced) }
        }
        for i in cases.indices {
            XCTAssertEqual(together[i], alone[i], cases[i].scene)
            XCTAssertFalse(alone[i].allSatisfy { $0.isEmpty }, "the trace has content")
        }
    }

    func testOnTwoThreadsAtOnceEqualsAlone() throws {
        let frames = 75
        let alone = try [0, 1].map { try run(session($0), frames: frames) }
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var traces = [Trace](repeating: [], count: 2)
            var failures: [String] = []
        }
        let results = Results()
        let group = DispatchGroup()
        for i in [0, 1] {
            group.enter()
            let thread = Thread {
                do {
                    let t = try self.run(self.session(i), frames: frames)
                    results.lock.withLock { results.traces[i] = t }
                } catch {
                    results.lock.withLock { results.failures.append("\(error)") }
                }
                group.leave()
            }
            thread.start()
        }
        XCTAssertEqual(group.wait(timeout: .now() + 120), .success)
        XCTAssertEqual(results.failures, [])
        XCTAssertEqual(results.traces[0], alone[0], "map")
        XCTAssertEqual(results.traces[1], alone[1], "music")
    }
}
