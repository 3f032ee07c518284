import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import MotionOutput

/// Output files are written through the path as given and never destroy what they must not.
final class OutputFileTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "motionlab-output-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    private func read(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }
    private func type(_ path: String) -> mode_t { var st = stat(); lstat(path, &st); return st.st_mode & S_IFMT }
    private func mode(_ path: String) -> mode_t { var st = stat(); stat(path, &st); return st.st_mode & 0o777 }
    private func write(_ text: String, to path: String) throws {
        let f = try OutputFile(path: path)
        try f.write(text)
        try f.commit()
    }

    /// A full device of our own: as root a private character device (1, 7) — a regression must not
    /// be able to replace the system's /dev/full — otherwise /dev/full itself.
    private func fullDevice() throws -> String {
        guard getuid() == 0 else { return "/dev/full" }
        let path = dir + "/full"
        // glibc makedev(1, 7) for small numbers: minor | major << 8.
        guard mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 else { throw XCTSkip("mknod failed: \(errno)") }
        return path
    }

    func testANewFileAppearsOnlyOnCommitWithTheUmaskMode() throws {
        let path = dir + "/new.jsonl"
        let f = try OutputFile(path: path)
        try f.write("one\n")
        XCTAssertNil(read(path), "nothing at the target before commit")
        try f.commit()
        XCTAssertEqual(read(path), "one\n")
        let mask = umask(0); umask(mask)
        XCTAssertEqual(mode(path), 0o666 & ~mask)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["new.jsonl"], "no temporary file left")
    }

    func testAnAbandonedWriteKeepsTheOriginalAndLeavesNoTemporaryFile() throws {
        let path = dir + "/trace.jsonl"
        try write("precious\n", to: path)
        do {
            let f = try OutputFile(path: path)
            try f.write("half a trace")
            // The run fails here: no commit.
        }
        XCTAssertEqual(read(path), "precious\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["trace.jsonl"])
    }

    func testReplacingARegularFileKeepsItsPermissionBits() throws {
        let path = dir + "/trace.jsonl"
        try write("old\n", to: path)
        chmod(path, 0o640)
        try write("new\n", to: path)
        XCTAssertEqual(read(path), "new\n")
        XCTAssertEqual(mode(path), 0o640)
    }

    func testSymbolicLinksStayLinksAndTheirTargetsReceiveTheText() throws {
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try write("old\n", to: dir + "/real/target.jsonl")
        symlink("real/target.jsonl", dir + "/link.jsonl")
        symlink("link.jsonl", dir + "/link2.jsonl")  // a chain, relative to the link's folder
        try write("through\n", to: dir + "/link2.jsonl")
        XCTAssertEqual(type(dir + "/link.jsonl"), S_IFLNK)
        XCTAssertEqual(type(dir + "/link2.jsonl"), S_IFLNK)
        XCTAssertEqual(read(dir + "/real/target.jsonl"), "through\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/real"), ["target.jsonl"])
        // A dangling link creates its target.
        symlink("made.jsonl", dir + "/dangling.jsonl")
        try write("made\n", to: dir + "/dangling.jsonl")
        XCTAssertEqual(type(dir + "/dangling.jsonl"), S_IFLNK)
        XCTAssertEqual(read(dir + "/made.jsonl"), "made\n")
        // A loop is an error, not a hang.
        symlink("loop-b", dir + "/loop-a"); symlink("loop-a", dir + "/loop-b")
        XCTAssertThrowsError(try OutputFile(path: dir + "/loop-a")) { XCTAssertEqual(($0 as? OutputError)?.code, ELOOP) }
    }

    func testHardLinkedFilesAreWrittenInPlaceSoEveryNameSeesTheText() throws {
        let a = dir + "/a.jsonl", b = dir + "/b.jsonl"
        try write("old\n", to: a)
        link(a, b)
        try write("new\n", to: a)
        XCTAssertEqual(read(b), "new\n")
    }

    func testDevicesAreWrittenNotReplacedAndAFullDiskIsAnError() throws {
        let full = try fullDevice()
        let f = try OutputFile(path: full)
        XCTAssertThrowsError(try f.write("x")) { error in
            XCTAssertEqual((error as? OutputError)?.code, ENOSPC)
            XCTAssertEqual("\(error)", "cannot write \(full): No space left on device")
        }
        XCTAssertEqual(type(full), S_IFCHR)
        let null = try OutputFile(path: "/dev/null")
        try null.write("discarded")
        try null.commit()
        XCTAssertEqual(type("/dev/null"), S_IFCHR)
    }

    func testFIFOsAreWrittenAndAClosedReaderIsAnError() throws {
        signal(SIGPIPE, SIG_IGN)
        let fifo = dir + "/pipe"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        let f = try OutputFile(path: fifo)
        try f.write("hello")
        var buffer = [UInt8](repeating: 0, count: 16)
        XCTAssertEqual(Glibc.read(reader, &buffer, 16), 5)
        close(reader)
        XCTAssertThrowsError(try f.write("more")) { XCTAssertEqual(($0 as? OutputError)?.code, EPIPE) }
        XCTAssertEqual(type(fifo), S_IFIFO)
    }

    func testFoldersMissingParentsAndEmptyPathsAreErrorsNamingThePath() {
        XCTAssertThrowsError(try OutputFile(path: dir)) { XCTAssertEqual("\($0)", "cannot write \(dir): Is a directory") }
        XCTAssertThrowsError(try OutputFile(path: dir + "/no/such/t.jsonl")) {
            XCTAssertEqual("\($0)", "cannot write \(dir)/no/such/t.jsonl: No such file or directory")
        }
        XCTAssertThrowsError(try OutputFile(path: "")) { XCTAssertEqual("\($0)", "cannot write '': the path is empty") }
    }

    func testOutputFoldersAreCreatedWithParentsAndFilesInTheWayAreNamed() throws {
        try OutputDirectory.create(dir + "/a/b/c")
        try OutputDirectory.create(dir + "/a/b/c")  // existing is fine
        XCTAssertEqual(type(dir + "/a/b/c"), S_IFDIR)
        try write("x", to: dir + "/file")
        XCTAssertThrowsError(try OutputDirectory.create(dir + "/file")) {
            XCTAssertEqual("\($0)", "cannot create \(dir)/file/: a file of that name exists")
        }
        XCTAssertThrowsError(try OutputDirectory.create(dir + "/file/sub")) {
            XCTAssertTrue("\($0)".hasSuffix("(\(dir)/file is not a folder)"), "\($0)")
        }
        XCTAssertThrowsError(try OutputDirectory.create("/proc/motionlab-test")) {
            XCTAssertTrue("\($0)".hasPrefix("cannot create /proc/motionlab-test/: "), "\($0)")
        }
    }

    func testRawWritesReportErrnoInsteadOfTrapping() throws {
        let fd = open(try fullDevice(), O_WRONLY)
        defer { close(fd) }
        XCTAssertEqual(FileDescriptorIO.writeAll(fd, "x"), ENOSPC)
        XCTAssertEqual(FileDescriptorIO.writeAll(-1, "x"), EBADF)
    }
}
