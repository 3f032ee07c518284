import Foundation

/// Where a file is inside `--root`: compared as text first (the plugin passes absolute paths), then
/// as the file system sees it, so `--root . Main.storyboard` or `--root "$PWD" Main.storyboard` is
/// under its root too (it used to be refused as "not under --root .").
enum RootPath {
    /// `path` relative to `root` ("Base.lproj/Main.storyboard"), or nil when it is not inside it.
    static func relative(_ path: String, to root: String) -> String? {
        let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        if path.hasPrefix(trimmed + "/"), path.count > trimmed.count + 1 { return String(path.dropFirst(trimmed.count + 1)) }
        guard let realRoot = real(trimmed) else { return nil }
        // The file's folder resolved (the file itself may be a link into the root: its name is kept).
        let folder = (path as NSString).deletingLastPathComponent
        guard let realFolder = real(folder.isEmpty ? "." : folder) else { return nil }
        let full = (realFolder == "/" ? "" : realFolder) + "/" + (path as NSString).lastPathComponent
        let prefix = realRoot == "/" ? "/" : realRoot + "/"
        guard full.hasPrefix(prefix), full.count > prefix.count else { return nil }
        return String(full.dropFirst(prefix.count))
    }

    private static func real(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }
}
