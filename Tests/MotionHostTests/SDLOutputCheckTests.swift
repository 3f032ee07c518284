import CSDL2
import Foundation
import MotionGeometry
@testable import MotionHost
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Failed PNG writes are errors, and "no usable display" covers every display that shows nothing.
final class SDLOutputCheckTests: XCTestCase {
    private var dir = ""
    private var savedEnvironment: [String: String?] = [:]

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "motionlab-host-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR"] {
            savedEnvironment[name] = ProcessInfo.processInfo.environment[name]
        }
    }

    override func tearDown() {
        for (name, value) in savedEnvironment {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        try? FileManager.default.removeItem(atPath: dir)
    }

    func testPNGWritesAreCheckedToTheLastByte() throws {
        let target = try SDLOffscreenTarget(pixelWidth: 8, pixelHeight: 8)
        let good = dir + "/ok.png"
        try target.writePNG(to: good)
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: good))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(Array(bytes.suffix(8)), [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82], "ends with IEND")

        // A tiny PNG fits C stdio's buffer: only the final flush fails on a full device, which
        // IMG_SavePNG ignored (exit 0 with empty frames).
        var full = "/dev/full"
        if getuid() == 0 {  // a private device, so a regression cannot replace the system's
            full = dir + "/full"
            guard mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 else { throw XCTSkip("mknod failed") }
        }
        XCTAssertThrowsError(try target.writePNG(to: full)) {
            XCTAssertEqual("\($0)", "cannot write \(full): No space left on device")
        }
        XCTAssertThrowsError(try target.writePNG(to: dir)) { XCTAssertEqual("\($0)", "cannot write \(dir): Is a directory") }
        XCTAssertThrowsError(try target.writePNG(to: dir + "/missing/f.png")) {
            XCTAssertEqual("\($0)", "cannot write \(dir)/missing/f.png: No such file or directory")
        }
    }

    func testACutShortPNGIsFoundByItsMissingEnd() throws {
        let target = try SDLOffscreenTarget(pixelWidth: 8, pixelHeight: 8)
        let path = dir + "/frame.png"
        try target.writePNG(to: path)
        XCTAssertNil(PNGWriteError.incompleteFile(path))
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: bytes.dropLast()))
        XCTAssertEqual(PNGWriteError.incompleteFile(path),
                       "the file (\(bytes.count - 1) bytes) is cut short: it does not end with the PNG's IEND chunk")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
        XCTAssertEqual(PNGWriteError.incompleteFile(path), "only 0 bytes reached the file")
    }

    func testNoNamedDisplayIsNoDisplay() {
        unsetenv("DISPLAY"); unsetenv("WAYLAND_DISPLAY")
        XCTAssertEqual(SDLWindow.displayProblem(), "no display (DISPLAY and WAYLAND_DISPLAY are not set)")
        XCTAssertFalse(SDLWindow.displayAvailable())
    }

    func testADeadXServerIsNoUsableDisplay() {
        unsetenv("SDL_VIDEODRIVER"); unsetenv("WAYLAND_DISPLAY")
        setenv("DISPLAY", ":99", 1)
        guard !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X99") else { return }
        let problem = SDLWindow.displayProblem() ?? "a window"
        XCTAssertTrue(problem.hasPrefix("no usable display (DISPLAY=:99 could not be opened"), problem)
        XCTAssertNil(ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"], "the probe's driver choice is undone")
    }

    func testAMissingWaylandSocketIsNoUsableDisplay() {
        unsetenv("SDL_VIDEODRIVER"); unsetenv("DISPLAY")
        setenv("WAYLAND_DISPLAY", "wayland-9", 1)
        unsetenv("XDG_RUNTIME_DIR")
        XCTAssertEqual(SDLWindow.displayProblem(), "no usable display (WAYLAND_DISPLAY=wayland-9 but XDG_RUNTIME_DIR is not set)")
        setenv("XDG_RUNTIME_DIR", dir, 1)
        XCTAssertEqual(SDLWindow.displayProblem(), "no usable display (WAYLAND_DISPLAY=wayland-9: no socket at \(dir)/wayland-9)")
    }

    func testDriversThatShowNothingAreNoUsableDisplay() {
        setenv("DISPLAY", ":99", 1)
        for driver in ["offscreen", "dummy"] {
            setenv("SDL_VIDEODRIVER", driver, 1)
            XCTAssertEqual(SDLWindow.displayProblem(),
                           "no usable display (SDL_VIDEODRIVER=\(driver): SDL's '\(driver)' video driver shows no window)")
        }
    }
}
