import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import MotionOutput

/// Variables a process sets for itself alone (a headless render's scratch `XDG_*` folders) reach the
/// tools it starts at the values the user gave them.
final class ChildEnvironmentTests: XCTestCase {
    /// What `sh -c 'echo "${NAME-unset}"'` prints when started as a `ChildTool` with no environment given.
    private func seenByAChild(_ name: String) throws -> String {
        let r = try ChildTool.run(name: "sh", executable: "/bin/sh", arguments: ["-c", "echo \"${\(name)-unset}\""])
        XCTAssertEqual(r.exit, .status(0))
        return String(decoding: r.output, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    func testAVariableSetForThisProcessKeepsItsFirstValueInChildren() throws {
        let name = "MOTIONLAB_CHILDENV_SET_\(getpid())"
        setenv(name, "the user's", 1)
        XCTAssertEqual(try seenByAChild(name), "the user's", "before: the child inherits environ")
        ChildEnvironment.setForThisProcess(name, to: "scratch one")
        ChildEnvironment.setForThisProcess(name, to: "scratch two")
        XCTAssertEqual(String(cString: getenv(name)), "scratch two", "this process sees its own value")
        XCTAssertEqual(try seenByAChild(name), "the user's", "the child gets the value the process started with")
    }

    func testAVariableTheUserHadNotSetIsAbsentInChildren() throws {
        let name = "MOTIONLAB_CHILDENV_UNSET_\(getpid())"
        unsetenv(name)
        ChildEnvironment.setForThisProcess(name, to: "scratch")
        XCTAssertEqual(String(cString: getenv(name)), "scratch")
        XCTAssertEqual(try seenByAChild(name), "unset")
        XCTAssertEqual(try seenByAChild("HOME"), String(cString: getenv("HOME")), "other variables pass unchanged")
    }

    func testAVariableRegisteredAsUnsetIsAbsentInChildrenWhateverThisProcessHolds() throws {
        let name = "MOTIONLAB_CHILDENV_MARKER_\(getpid())"
        setenv(name, "this process's own", 1)
        ChildEnvironment.restoreForChildren(name, to: nil)
        ChildEnvironment.restoreForChildren(name, to: "a later registration")
        XCTAssertEqual(try seenByAChild(name), "unset", "the first registration wins")
    }

    func testAnExplicitEnvironmentIsUsedAsGiven() throws {
        let name = "MOTIONLAB_CHILDENV_EXPLICIT_\(getpid())"
        ChildEnvironment.setForThisProcess(name, to: "scratch")
        let r = try ChildTool.run(name: "sh", executable: "/bin/sh", arguments: ["-c", "echo \"${\(name)-unset}\""],
                                  environment: ["\(name)=given"])
        XCTAssertEqual(String(decoding: r.output, as: UTF8.self), "given\n")
    }
}
