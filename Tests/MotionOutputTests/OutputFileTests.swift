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

    func testAReadOnlyFileIsNotReplacedEvenAsRoot() throws {
        let path = dir + "/ro.jsonl"
        try write("theirs\n", to: path)
        chmod(path, 0o444)
        if getuid() == 0 { chown(path, 65534, 65534) }  // nobody's, as the case
        XCTAssertThrowsError(try OutputFile(path: path)) {
            XCTAssertEqual("\($0)", "cannot write \(path): Permission denied")
        }
        XCTAssertEqual(read(path), "theirs\n")
        XCTAssertEqual(mode(path), 0o444)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["ro.jsonl"])
    }

    func testAFileSomeoneElseOwnsButWeMayWriteKeepsItsOwnerAndMode() throws {
        guard getuid() == 0 else { throw XCTSkip("changing a file's owner needs root") }
        let path = dir + "/theirs.jsonl"
        try write("old\n", to: path)
        chown(path, 65534, 65534)
        chmod(path, 0o664)
        try write("new\n", to: path)
        var st = stat()
        stat(path, &st)
        XCTAssertEqual(read(path), "new\n")
        XCTAssertEqual(st.st_uid, 65534)
        XCTAssertEqual(st.st_gid, 65534)
        XCTAssertEqual(st.st_mode & 0o7777, 0o664)
    }

    func testLongNamesGetATemporaryNameAndTooLongOnesAreRefusedBeforeAnyWork() throws {
        let long = dir + "/" + String(repeating: "a", count: 245) + ".png"  // 249 bytes
        try write("x", to: long)
        XCTAssertEqual(read(long), "x")
        let tooLong = dir + "/" + String(repeating: "b", count: 252) + ".png"  // 256 bytes
        XCTAssertThrowsError(try OutputFile(path: tooLong)) { XCTAssertEqual(($0 as? OutputError)?.code, ENAMETOOLONG) }
    }

    func testATrailingSlashNamesAFolder() {
        XCTAssertThrowsError(try OutputFile(path: dir + "/new/")) { XCTAssertEqual(($0 as? OutputError)?.code, EISDIR) }
    }

    func testStagedFilesAreFilledByNameAndCopiedIntoSpecialFiles() throws {
        // A regular target: the staging file is beside it and renamed over it.
        let path = dir + "/video.mp4"
        try write("old", to: path)
        let staged = try OutputFile(path: path, staged: true)
        let staging = try XCTUnwrap(staged.stagingPath)
        XCTAssertEqual(OutputFile.folder(of: staging), dir)
        XCTAssertTrue(FileManager.default.createFile(atPath: staging, contents: Data("by a tool".utf8)))
        XCTAssertEqual(read(path), "old")
        try staged.commit()
        XCTAssertEqual(read(path), "by a tool")
        XCTAssertEqual(staged.committedPath, path)

        // A device: the staging file is in $TMPDIR and its bytes go into the device on commit.
        let full = try fullDevice()
        let toDevice = try OutputFile(path: full, staged: true)
        let deviceStaging = try XCTUnwrap(toDevice.stagingPath)
        XCTAssertTrue(FileManager.default.createFile(atPath: deviceStaging, contents: Data("x".utf8)))
        XCTAssertThrowsError(try toDevice.commit()) { XCTAssertEqual(($0 as? OutputError)?.code, ENOSPC) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: deviceStaging), "the staging copy is removed")
        XCTAssertEqual(type(full), S_IFCHR)
    }

    func testCreateNewNeverReplacesAndTakesAnAlternativeNameWhenTheTargetAppears() throws {
        try write("first", to: dir + "/rec.txt")
        XCTAssertThrowsError(try OutputFile(path: dir + "/rec.txt", policy: .createNew)) { XCTAssertEqual(($0 as? OutputError)?.code, EEXIST) }
        let f = try OutputFile(path: dir + "/next.txt", policy: .createNew)
        f.alternativeNames = { "\(self.dir)/next-\($0).txt" }
        try f.write("second")
        try write("appeared", to: dir + "/next.txt")
        try write("appeared too", to: dir + "/next-2.txt")
        try f.commit()
        XCTAssertEqual(f.committedPath, dir + "/next-3.txt")
        XCTAssertEqual(read(dir + "/next-3.txt"), "second")
        XCTAssertEqual(read(dir + "/next.txt"), "appeared")
        XCTAssertEqual(read(dir + "/rec.txt"), "first")
        // Without alternatives the taken name is an error, and the temporary file goes.
        let g = try OutputFile(path: dir + "/late.txt", policy: .createNew)
        try write("taken", to: dir + "/late.txt")
        XCTAssertThrowsError(try g.commit()) { XCTAssertEqual(($0 as? OutputError)?.code, EEXIST) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".") }, [])
    }

    func testStandardOutputsOwnPathIsOpenedAsItIs() throws {
        // /dev/stdout is a link to /proc/self/fd/1, whose "target" is not a path: write through it.
        let captured = dir + "/captured"
        FileManager.default.createFile(atPath: captured, contents: Data("kept ".utf8))
        let fd = open(captured, O_WRONLY | O_APPEND)
        let saved = dup(1)
        dup2(fd, 1)
        defer { dup2(saved, 1); close(saved); close(fd) }
        let f = try OutputFile(path: "/dev/stdout")
        XCTAssertEqual(f.route, .direct)
        try f.write("appended")
        try f.commit()
        XCTAssertEqual(read(captured), "kept appended", "appended to what the shell opened, never truncated or replaced")
    }

    func testTemporaryFilesAreRegisteredForSignalsUntilCommittedOrAbandoned() throws {
        let before = Termination.registeredPathCount
        let f = try OutputFile(path: dir + "/a.txt")
        XCTAssertEqual(Termination.registeredPathCount, before + 1)
        try f.commit()
        XCTAssertEqual(Termination.registeredPathCount, before)
        do { _ = try OutputFile(path: dir + "/b.txt") }  // abandoned by deinit
        XCTAssertEqual(Termination.registeredPathCount, before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/b.txt"))
    }
}
