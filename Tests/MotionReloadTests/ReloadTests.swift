import XCTest
import Foundation
@testable import MotionReload
import MotionGeometry
import MotionRender
import MotionHost

/// The parts of `run --watch` that can be checked without a window: the link's messages and draw lists
/// survive the trip byte for byte, images go once and are released, the story replays, the package and
/// build are found, saves are debounced, build errors read as `file:line: message`. The whole loop runs
/// in a real window in scripts/reload-check.sh.
final class ReloadTests: XCTestCase {
    func testDrawListsSurviveTheLinkAndImagesGoOnce() throws {
        let image = CGImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 255, 0, 128])
        var rotated = CATransform3DMakeRotation(0.3, 0, 0, 1); rotated.m34 = -1 / 500
        let commands: [DrawCommand] = [
            .fill(size: CGSize(width: 10, height: 20), transform: CATransform3DMakeTranslation(3, 4, 0),
                  color: CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), cornerRadius: 5, opacity: 0.5),
            .image(image, size: CGSize(width: 2, height: 1), transform: rotated, opacity: 1, cornerRadius: 0.25),
            .border(size: CGSize(width: 7, height: 8), transform: CATransform3DIdentity, width: 1.5, color: .black, cornerRadius: 2, opacity: 1),
            .pushClip(size: CGSize(width: 1, height: 2), transform: rotated), .popClip,
            .beginGroup(size: CGSize(width: 30, height: 40), transform: rotated, opacity: 0.7),
            .mask(image, size: CGSize(width: 30, height: 40), transform: CATransform3DIdentity),
            .blur(sigma: 2.5, opaque: true),
            .shadow(sigma: 4, offset: CGSize(width: 1.5, height: -3), color: CGColor(red: 0.2, green: 0, blue: 0.4, alpha: 0.8), opacity: 0.35),
            .endGroup,
        ]
        let encoder = DrawListEncoder(), decoder = DrawListDecoder()
        func transmit(_ commands: [DrawCommand]) throws -> [DrawCommand] {
            var frame: [DrawCommand]?
            for m in encoder.encode(commands, clear: .black) {
                switch try PreviewLink.decode(type: PreviewLink.encode(m)[0], payload: Array(PreviewLink.encode(m).dropFirst(5))) {
                case let .image(id, w, h, p): try decoder.addImage(id: id, width: w, height: h, pixels: p)
                case .releaseImages(let ids): decoder.release(ids)
                case .frame(let bytes): frame = try decoder.decode(bytes).commands
                default: XCTFail("unexpected message")
                }
            }
            return try XCTUnwrap(frame)
        }
        let received = try transmit(commands)
        XCTAssertEqual(received.count, commands.count)
        for (a, b) in zip(received, commands) {
            switch (a, b) {
            case let (.image(i1, s1, t1, o1, r1), .image(i2, s2, t2, o2, r2)):
                XCTAssertEqual(i1.pixels, i2.pixels); XCTAssertEqual(s1, s2); XCTAssertEqual(t1, t2)
                XCTAssertEqual(o1, o2); XCTAssertEqual(r1, r2)
            case let (.mask(i1, s1, t1), .mask(i2, s2, t2)):
                XCTAssertEqual(i1.pixels, i2.pixels); XCTAssertEqual(s1, s2); XCTAssertEqual(t1, t2)
            default: XCTAssertEqual(a, b)
            }
        }
        XCTAssertEqual(decoder.imageCount, 1, "one image, sent once though drawn twice")
        // The next frame with the same image sends no pixels again.
        XCTAssertEqual(encoder.encode(commands, clear: .black).count, 1)
    }

    func testEveryMessageRoundTrips() throws {
        let status = ReplayStatus(sceneTime: 12.5, hostTime: 1000.25, paused: true, speed: 0.25, slowMotion: true,
                                  panels: { var p = ReplayPanels(); p.hud = true; p.inspector = true; return p }(), inputCount: 3, dark: true)
        let snapshot = ReplaySnapshot(preview: "music", settings: [ReplaySetting(name: "stutter", value: 0.1)],
                                      inputs: [ReplayInput(time: 0.5, kind: .down(CGPoint(x: 1, y: 2))), ReplayInput(time: 0.6, kind: .key("space")),
                                               ReplayInput(time: 0.7, kind: .wheel(dx: -3, dy: 40)), ReplayInput(time: 0.8, kind: .text("hé\n")),
                                               ReplayInput(time: 0.9, kind: .fingers(1, center: CGPoint(x: 7, y: 8))),
                                               ReplayInput(time: 1.0, kind: .fingers(0, center: nil))], status: status)
        let messages: [PreviewLink.Message] = [
            .hello(version: 1, title: "MotionLab — x", size: CGSize(width: 320, height: 568), scale: 2, pid: 42),
            .status(status), .session(preview: "map", settings: [ReplaySetting(name: "damping", value: 16)]),
            .recorded(ReplayInput(time: 1, kind: .up(CGPoint(x: 3, y: 4)))), .clipboard("UIView.animate …"),
            .start(.init(refreshRate: 60, videoDriver: "x11", rendererName: "opengl", restore: snapshot)),
            .start(.init(refreshRate: 59.9, videoDriver: "wayland", rendererName: "opengl", restore: nil)),
            .input([.init(event: .mouseDown(CGPoint(x: 5, y: 6)), alt: true, shift: false), .init(event: .key("?"), alt: false, shift: true),
                     .init(event: .text("é!"), alt: false, shift: false)]),
            .presented, .quit,
        ]
        for m in messages {
            let bytes = PreviewLink.encode(m)
            let back = try PreviewLink.decode(type: bytes[0], payload: Array(bytes.dropFirst(5)))
            XCTAssertEqual(PreviewLink.encode(back), bytes, "\(m)")
        }
        XCTAssertThrowsError(try PreviewLink.decode(type: 5, payload: [1, 2, 3]), "a cut message is an error, not a crash")
        XCTAssertThrowsError(try PreviewLink.decode(type: 200, payload: []))
    }

    func testMessagesCrossASocketInOrder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reload-link-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let listener = try LinkListener(path: dir.appendingPathComponent("s").path)
        let client = try LinkConnection.connect(to: listener.path)
        let server = try XCTUnwrap(try listener.accept(milliseconds: 1000))
        let big = [UInt8](repeating: 7, count: 3_000_000)
        // The sender runs on its own thread, as the preview process runs beside the window's.
        let sender = Thread {
            try? client.send(.image(id: 9, width: 1000, height: 750, pixels: big))
            for i in 0..<50 { try? client.send(.recorded(ReplayInput(time: Double(i), kind: .key("k")))) }
        }
        sender.start()
        var got: [PreviewLink.Message] = []
        let deadline = Date().addingTimeInterval(5)
        while got.count < 51 && Date() < deadline { if let m = try server.receive(milliseconds: 100) { got.append(m) } }
        XCTAssertEqual(got.count, 51)
        if case let .image(_, _, _, p) = got[0] { XCTAssertEqual(p.count, big.count) } else { XCTFail("image first") }
        if case .recorded(let r) = got[50] { XCTAssertEqual(r.time, 49) } else { XCTFail("inputs in order") }
        // A reader that stopped does not hang a sender with a time limit.
        server.sendTimeout = 0.2
        let started = Date()
        XCTAssertThrowsError(try { for _ in 0..<20 { try server.send(.frame(big)) } }())
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testTheRecordFollowsTheStoryAndItsClock() {
        var record = ReplayRecord()
        XCTAssertNil(record.snapshot)
        record.apply(.session(preview: "music", settings: []))
        for t in [0.5, 1.0, 1.5] { record.apply(.recorded(ReplayInput(time: t, kind: .key("space")))) }
        record.apply(.status(ReplayStatus(sceneTime: 2, hostTime: 100, paused: false, speed: 0.5, slowMotion: false, panels: .init(), inputCount: 3)))
        XCTAssertEqual(record.snapshot?.inputs.count, 3)
        // Scrubbing back on the timeline cuts the story: the count says so.
        record.apply(.status(ReplayStatus(sceneTime: 1.2, hostTime: 101, paused: false, speed: 0.5, slowMotion: false, panels: .init(), inputCount: 2)))
        XCTAssertEqual(record.snapshot?.inputs.map(\.time), [0.5, 1.0])
        XCTAssertEqual(record.snapshot!.sceneTime(atHostTime: 103), 1.2 + 2 * 0.5, accuracy: 1e-12, "the clock ran on at 0.5×")
        record.apply(.status(ReplayStatus(sceneTime: 1.2, hostTime: 101, paused: false, speed: 1, slowMotion: true, panels: .init(), inputCount: 2)))
        XCTAssertEqual(record.snapshot!.sceneTime(atHostTime: 103), 1.2 + 2 * 0.1, accuracy: 1e-12, "slow motion")
        record.apply(.status(ReplayStatus(sceneTime: 1.2, hostTime: 101, paused: true, speed: 1, slowMotion: false, panels: .init(), inputCount: 2)))
        XCTAssertEqual(record.snapshot!.sceneTime(atHostTime: 103), 1.2, "paused")
        record.apply(.session(preview: "map", settings: [ReplaySetting(name: "damping", value: 20)]))
        XCTAssertEqual(record.snapshot?.preview, "map")
        XCTAssertEqual(record.snapshot?.inputs, [], "a rebuilt preview starts a new story")
    }

    func testThePackageAndTheBuildAreFound() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reload-pkg-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let deep = root.appendingPathComponent("Sources/App/Sub")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try "// swift-tools-version:5.9".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try PackageLocation.findPackage(explicit: nil, home: nil, workingDirectory: deep).path, root.standardizedFileURL.path)
        XCTAssertEqual(try PackageLocation.findPackage(explicit: root.path, home: nil, workingDirectory: URL(fileURLWithPath: "/")).path,
                       root.standardizedFileURL.path)
        XCTAssertThrowsError(try PackageLocation.findPackage(explicit: deep.path, home: nil, workingDirectory: root)) { e in
            XCTAssertEqual(e as? PackageLocation.Problem, .notAPackage(deep.path))
        }
        XCTAssertThrowsError(try PackageLocation.findPackage(explicit: nil, home: nil, workingDirectory: URL(fileURLWithPath: "/proc/self")))
        let exe = root.appendingPathComponent("scratch/x86_64-unknown-linux-gnu/release/MyPreviews")
        let b = try PackageLocation.build(of: exe)
        XCTAssertEqual(b.product, "MyPreviews"); XCTAssertEqual(b.configuration, "release")
        XCTAssertEqual(b.scratch.path, root.appendingPathComponent("scratch").path)
        let location = PackageLocation(package: root, product: b.product, scratch: b.scratch, configuration: b.configuration, triple: b.triple)
        XCTAssertEqual(location.buildArguments, ["build", "--product", "MyPreviews", "-c", "release", "--scratch-path", b.scratch.path,
                                                 "--package-path", root.path])
        XCTAssertEqual(location.productPath.path, exe.path)
        XCTAssertThrowsError(try PackageLocation.build(of: URL(fileURLWithPath: "/usr/local/bin/motionlab")))
    }

    func testSavesAreDebouncedAndScratchFilesIgnored() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reload-watch-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        let watcher = try SourceWatcher(root: root)
        watcher.quiet = 0.15
        XCTAssertEqual(watcher.folderCount, 3, "root, Sources, Sources/App; not .build")
        try "a".write(to: sources.appendingPathComponent("A.swift"), atomically: false, encoding: .utf8)
        try "x".write(to: sources.appendingPathComponent(".A.swift.swp"), atomically: false, encoding: .utf8)
        try "b".write(to: root.appendingPathComponent(".build/debug/out.o"), atomically: false, encoding: .utf8)
        XCTAssertNil(watcher.poll(now: 10.0), "not yet quiet")
        // A second save within the quiet period extends the wait; a folder made now is watched too.
        let made = sources.appendingPathComponent("New")
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        XCTAssertNil(watcher.poll(now: 10.1))
        try "c".write(to: made.appendingPathComponent("C.swift"), atomically: false, encoding: .utf8)
        XCTAssertNil(watcher.poll(now: 10.2))
        XCTAssertEqual(watcher.poll(now: 10.4), ["Sources/App/A.swift", "Sources/App/New/C.swift"])
        XCTAssertNil(watcher.poll(now: 11), "reported once")
        XCTAssertTrue(SourceWatcher.isScratchFile("4913")); XCTAssertTrue(SourceWatcher.isScratchFile("#A.swift#"))
        XCTAssertFalse(SourceWatcher.isScratchFile("Card.swift"))
    }

    func testBuildErrorsReadAsFileLineMessage() {
        let log = """
        Building for debugging...
        /pkg/Sources/App/Card.swift:12:25: error: cannot convert value of type 'String' to specified type 'Int'
         10 |
        /pkg/Sources/App/Card.swift:12:25: error: cannot convert value of type 'String' to specified type 'Int'
        /pkg/Sources/App/Other.swift:3:1: error: expressions are not allowed at the top level
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        /pkg/Sources/App/Card.swift:4:1: warning: unused
        """
        XCTAssertEqual(PackageBuilder.errors(in: log, package: "/pkg"), [
            "Sources/App/Card.swift:12: cannot convert value of type 'String' to specified type 'Int'",
            "Sources/App/Other.swift:3: expressions are not allowed at the top level",
        ])
        XCTAssertEqual(PackageBuilder.errors(in: "error: link command failed\nundefined reference to `x'", package: "/pkg"), ["link command failed"])
        XCTAssertEqual(PackageBuilder.errors(in: "something\nwent wrong", package: "/pkg"), ["something", "went wrong"])
    }
}
