import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches a package's sources with inotify: every folder under the package (following symbolic links,
/// each real folder once) except hidden ones and build folders, new folders as they appear. A save is a
/// file written, moved in, created or deleted whose name is not an editor's temporary file. Saves are
/// debounced: `poll` reports a change once `quiet` seconds passed without another (at most `maximumWait`
/// after the first), so one save — or an editor writing several files — starts one build.
public final class SourceWatcher {
    public let root: URL
    let fd: Int32
    private var folders: [Int32: String] = [:]
    private var watchedInodes: Set<UInt64> = []
    private var firstChange: Double?
    private var lastChange: Double?
    public private(set) var changedFiles: [String] = []
    public var quiet = 0.05
    public var maximumWait = 1.0

    /// Folder names never watched (build output, version control, editors' folders).
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "build", "build-cmake", "node_modules", "DerivedData"]

    public init(root: URL) throws {
        self.root = root
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw LinkConnection.Failure.system("inotify_init1", errno) }
        addTree(root.path)
    }

    deinit { close(fd) }

    /// Folders being watched.
    public var folderCount: Int { folders.count }

    private func addTree(_ path: String) {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR else { return }
        let inode = UInt64(st.st_dev) << 40 ^ UInt64(st.st_ino)
        guard watchedInodes.insert(inode).inserted else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF)
        let wd = inotify_add_watch(fd, path, mask)
        guard wd >= 0 else { return }
        folders[wd] = path
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            guard !name.hasPrefix("."), !SourceWatcher.skipped.contains(name) else { continue }
            addTree(path + "/" + name)
        }
    }

    /// Whether `name` is an editor's temporary or backup file rather than a source.
    static func isScratchFile(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || name.hasSuffix(".tmp") || (name.hasPrefix("#") && name.hasSuffix("#")) || name == "4913"
    }

    /// Reads pending events; returns the changed files (relative to the root) once the saves settled.
    public func poll(now: Double) -> [String]? {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            var offset = 0
            while offset + 16 <= n {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self), raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, n)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += 16 + length
                guard let folder = folders[wd] else { continue }
                if mask & UInt32(IN_DELETE_SELF) != 0 { folders[wd] = nil; continue }
                if mask & UInt32(IN_ISDIR) != 0 {
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !name.hasPrefix("."), !SourceWatcher.skipped.contains(name) {
                        addTree(folder + "/" + name)
                    }
                    continue
                }
                guard !name.isEmpty, !SourceWatcher.isScratchFile(name) else { continue }
                let full = folder + "/" + name
                let relative = full.hasPrefix(root.path + "/") ? String(full.dropFirst(root.path.count + 1)) : full
                if !changedFiles.contains(relative) { changedFiles.append(relative) }
                if firstChange == nil { firstChange = now }
                lastChange = now
            }
        }
        guard let first = firstChange, let last = lastChange else { return nil }
        guard now - last >= quiet || now - first >= maximumWait else { return nil }
        // Files that came and went (an editor's or `sed -i`'s temporary copy renamed over the source)
        // are not worth naming; a deleted source is.
        let fm = FileManager.default
        var files = changedFiles.filter { fm.fileExists(atPath: root.appendingPathComponent($0).path) || $0.hasSuffix(".swift") }
        if files.isEmpty { files = changedFiles }
        changedFiles = []; firstChange = nil; lastChange = nil
        lastBurstStart = first
        return files
    }

    /// When the first of the pending changes was seen (host seconds), if any are pending.
    public var pendingSince: Double? { firstChange }

    /// When the first change of the burst `poll` reported last was seen (host seconds).
    public private(set) var lastBurstStart: Double?
}
