import XCTest
import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import MotionLabPreview

/// A headless run's user folders: the run starts again with Foundation's XDG variables pointing into a
/// scratch folder of its own (CoreFoundation reads them when it loads), so what an app stored in one
/// render is not there in the next and nothing is written into the user's ~/.config or ~/Documents.
final class HeadlessUserStorageTests: XCTestCase {
    private var made: [String] = []

    override func tearDown() {
        for folder in made { try? FileManager.default.removeItem(atPath: folder) }
    }

    func testTheRunStartedAgainGetsTheScratchFoldersAndTheUsersValues() {
        let user = ["HOME": "/home/me", "XDG_CONFIG_HOME": "/home/me/.cfg", "PATH": "/usr/bin"]
        let env = HeadlessUserStorage.environment(isolatingIn: "/tmp/motionlab-user-abc123", from: user)
        XCTAssertEqual(env["XDG_CONFIG_HOME"], "/tmp/motionlab-user-abc123/config")
        XCTAssertEqual(env["XDG_DATA_HOME"], "/tmp/motionlab-user-abc123/data")
        XCTAssertEqual(env["XDG_CACHE_HOME"], "/tmp/motionlab-user-abc123/cache")
        XCTAssertEqual(env[HeadlessUserStorage.marker], "/tmp/motionlab-user-abc123")
        XCTAssertEqual(env["\(HeadlessUserStorage.userValuePrefix)XDG_CONFIG_HOME"], "/home/me/.cfg")
        XCTAssertNil(env["\(HeadlessUserStorage.userValuePrefix)XDG_DATA_HOME"], "unset for the user: no value to carry")
        XCTAssertEqual(env["HOME"], "/home/me")
        XCTAssertEqual(env["PATH"], "/usr/bin")

        // What that run's tools get: the user's values, no scratch variables.
        let values = HeadlessUserStorage.userValues(in: env)
        XCTAssertEqual(values["XDG_CONFIG_HOME"], .some("/home/me/.cfg"))
        XCTAssertEqual(values["XDG_DATA_HOME"], .some(nil), "unset again for the tools")
        XCTAssertEqual(values[HeadlessUserStorage.marker], .some(nil))
        XCTAssertEqual(values["\(HeadlessUserStorage.userValuePrefix)XDG_CONFIG_HOME"], .some(nil))
        XCTAssertNil(values["HOME"], "other variables are not touched")
    }

    func testOnlyAnExistingFolderTheVariablesPointIntoIsAdopted() throws {
        let root = try HeadlessUserStorage.makeFolder()
        made.append(root)
        let env = HeadlessUserStorage.environment(isolatingIn: root, from: ["HOME": "/home/me"])
        XCTAssertEqual(HeadlessUserStorage.adoptableFolder(in: env), root)
        var moved = env
        moved["XDG_CONFIG_HOME"] = "/home/me/.config"
        XCTAssertNil(HeadlessUserStorage.adoptableFolder(in: moved), "a marker without the variables (a child given the user's values)")
        XCTAssertNil(HeadlessUserStorage.adoptableFolder(in: HeadlessUserStorage.environment(isolatingIn: root + "-gone", from: [:])))
        XCTAssertNil(HeadlessUserStorage.adoptableFolder(in: ["HOME": "/home/me"]))
    }

    func testFoldersOfRunsThatAreGoneAreRemovedAndOthersStay() throws {
        let parent = NSTemporaryDirectory() + "motionlab-user-parent-\(UUID().uuidString)"
        made.append(parent)
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let gone = ended.processIdentifier
        let names = ["motionlab-user-\(gone)-aB3dE9", "motionlab-user-\(getpid())-Zz0000", "motionlab-user-abc-123", "motionlab-other"]
        for name in names { try FileManager.default.createDirectory(atPath: parent + "/" + name + "/config", withIntermediateDirectories: true) }
        XCTAssertEqual(HeadlessUserStorage.removeFoldersOfEndedRuns(in: parent), ["motionlab-user-\(gone)-aB3dE9"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent).sorted(),
                       ["motionlab-other", "motionlab-user-\(getpid())-Zz0000", "motionlab-user-abc-123"],
                       "a live run's folder and other names stay")
    }

    func testTheScratchFolderHoldsTheFoldersAndAUserDirsFileFoundationReads() throws {
        let root = try HeadlessUserStorage.makeFolder()
        made.append(root)
        XCTAssertTrue((root as NSString).lastPathComponent.hasPrefix("motionlab-user-\(getpid())-"), root)
        let text = try String(contentsOfFile: root + "/config/user-dirs.dirs", encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("XDG_DOCUMENTS_DIR=\(root)/Documents"), text)
        XCTAssertEqual(lines.count, HeadlessUserStorage.userDirectories.count)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("XDG_") && $0.contains("_DIR=\(root)/") },
                      "KEY=path lines only: Foundation ignores a file with any other line")
        for sub in HeadlessUserStorage.baseDirectories.map(\.folder) + HeadlessUserStorage.userDirectories.map(\.folder) {
            var isFolder: ObjCBool = false
            XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/" + sub, isDirectory: &isFolder) && isFolder.boolValue, sub)
        }
        XCTAssertNotEqual(try HeadlessUserStorage.makeFolder().also { made.append($0) }, root, "each run its own")
    }
}

private extension String {
    func also(_ body: (String) -> Void) -> String { body(self); return self }
}
