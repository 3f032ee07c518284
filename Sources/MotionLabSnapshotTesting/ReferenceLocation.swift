import Foundation

/// Where swift-snapshot-testing keeps a test's references by default — `__Snapshots__/<test file>/
/// <test>.<name or counter>.<ext>` beside the test file — so a strategy can look at them before the
/// library reads one: it reads with `Data(contentsOf:)`, which on Linux refuses anything but a regular
/// file as "you don't have permission to view it", even as root. A reference that is a FIFO, a device,
/// a socket or a link to one (or leading nowhere) is reported saying what it is.
///
/// The strategies learn the test's file and name from hidden default arguments (`#filePath`,
/// `#function`); a test that passes `snapshotDirectory:` or its own `testName:` to `verifySnapshot`
/// keeps its references elsewhere, and nothing is looked at.
struct ReferenceLocation: Sendable {
    let file: String
    let testName: String

    /// One message per reference of this test (any name or counter) with `pathExtension` that is not a
    /// regular file (through links) and not a folder (swift-snapshot-testing names a folder itself).
    func unreadableReferences(pathExtension: String) -> [String] {
        let url = URL(fileURLWithPath: file)
        let folder = url.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(url.deletingPathExtension().lastPathComponent).path
        let stem = Self.sanitized(testName) + "."
        guard !stem.hasPrefix("."), let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasPrefix(stem) && $0.hasSuffix("." + pathExtension) }.sorted().compactMap { name in
            let path = folder + "/" + name
            guard let what = Self.kind(of: path) else { return nil }
            return "MotionLabSnapshotTesting: the reference \(path) is \(what), not a file: swift-snapshot-testing cannot read it "
                + "(on Linux it reports \"you don't have permission\"). Put the reference image there, or remove it to record a new one."
        }
    }

    /// What `path` is when it is not a regular file or a folder (through links), nil otherwise.
    static func kind(of path: String) -> String? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        let isLink = st.st_mode & S_IFMT == S_IFLNK
        if isLink {
            guard stat(path, &st) == 0 else {
                return "a symbolic link that leads nowhere (\(errno == ELOOP ? "a loop" : String(cString: strerror(errno))))"
            }
        }
        let what: String
        switch st.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: what = "a FIFO"
        case S_IFCHR: what = "a character device"
        case S_IFBLK: what = "a block device"
        case S_IFSOCK: what = "a socket"
        default: what = "not a regular file"
        }
        guard isLink else { return what }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        return "a symbolic link to \(what) (\(target))"
    }

    /// swift-snapshot-testing's file-name form of a test name: runs of non-word characters become
    /// "-", none at either end (`testPulse()` → `testPulse`).
    static func sanitized(_ name: String) -> String {
        name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }
}
