import ArgumentParser
import Foundation
import MotionOutput
#if canImport(Glibc)
import Glibc
#endif

/// A headless run's own, empty user folders, so that a render of an app depends on its script alone.
///
/// Foundation on Linux keeps `UserDefaults.standard` in `$XDG_CONFIG_HOME/<program>.plist` (else
/// `~/.config`), finds `.documentDirectory` and the other user folders through
/// `$XDG_CONFIG_HOME/user-dirs.dirs`, `.applicationSupportDirectory` under `$XDG_DATA_HOME` and
/// `.cachesDirectory` under `$XDG_CACHE_HOME`. An app that stores its last screen in the defaults or
/// archives its data into Documents would otherwise start the next render where the last one ended (and
/// write into the user's own folders).
///
/// CoreFoundation reads those variables once, when it loads (a `setenv` in a running process is not
/// seen: measured, the defaults still went to ~/.config), so `isolate()` makes a scratch folder
/// (`$TMPDIR/motionlab-user-<pid>-XXXXXX` with `config/`, `data/`, `cache/` and the user folders) and runs this
/// program again in place (`execve`, same arguments and process) with the variables pointing there and
/// a marker naming the folder. The run started so adopts the folder, removes it when it exits, and starts
/// its tools (`fc-match`, ffmpeg) with the user's values (`ChildEnvironment`). As on a simulator with its
/// content erased: the defaults hold only what the app registers or writes during this run. A run that
/// dies without exiting (a crash, SIGKILL) cannot remove its folder; the next isolated run removes the
/// folders whose process is gone (the pid is in the name: `execve` keeps it).
enum HeadlessUserStorage {
    /// Names the scratch folder in the environment of the run started again.
    static let marker = "MOTIONLAB_USER_STORAGE"
    /// `<prefix><variable>` carries the user's value of each variable into that run (absent: unset).
    static let userValuePrefix = "MOTIONLAB_USER_VALUE_"

    /// The XDG variables Foundation reads, with the scratch folder's subfolder each names.
    static let baseDirectories: [(variable: String, folder: String)] = [
        ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache"),
    ]

    /// The user folders of `user-dirs.dirs` (the names xdg-user-dirs gives them), all inside the scratch
    /// folder: `FileManager.urls(for: .documentDirectory, …)` is `<folder>/Documents`.
    static let userDirectories: [(key: String, folder: String)] = [
        ("DESKTOP", "Desktop"), ("DOWNLOAD", "Downloads"), ("PUBLICSHARE", "Public"), ("DOCUMENTS", "Documents"),
        ("MUSIC", "Music"), ("PICTURES", "Pictures"), ("VIDEOS", "Videos"),
    ]

    /// This run's scratch folder (nil: the run uses the user's folders).
    nonisolated(unsafe) private(set) static var folder: String?

    /// Isolates the run: adopts the scratch folder when this process was started with one, else makes
    /// one and starts this program again in it — that call does not return. It returns in the run started
    /// again, or, when the folder cannot be made or the program cannot be started again, in this one with
    /// a note on standard error (the run then uses the user's folders).
    static func isolate() {
        guard folder == nil else { return }
        let environment = ProcessInfo.processInfo.environment
        if let adopted = adoptableFolder(in: environment) {
            adopt(adopted, environment: environment)
            return
        }
        let root: String
        do { root = try makeFolder() } catch {
            StandardError.write("\(PreviewApp.programName): the app's defaults are your own this run: \(ErrorText.describe(error))")
            return
        }
        let entries = self.environment(isolatingIn: root, from: environment).map { "\($0.key)=\($0.value)" }.sorted()
        let arguments = CommandLine.arguments
        // Standard output back on descriptor 1 for the new image (this one moved it: `ProcessStreams`).
        ProcessStreams.prepareForExec()
        let code = withCStrings(arguments) { argv in
            withCStrings(entries) { envp in execve("/proc/self/exe", argv, envp) }
        }
        // execve returned: it failed.
        let failure = errno
        ProcessStreams.undoPrepareForExec()
        let reason = ErrorText.systemMessage(code == -1 ? failure : code)
        try? FileManager.default.removeItem(atPath: root)
        StandardError.write("\(PreviewApp.programName): the app's defaults are your own this run: cannot start again in a scratch folder: \(reason)")
    }

    /// The environment of the run started again: `environment` with the XDG variables pointing into
    /// `folder`, the marker, and the user's value of each variable under `userValuePrefix` (none when
    /// it was unset).
    static func environment(isolatingIn folder: String, from environment: [String: String]) -> [String: String] {
        var out = environment
        for (variable, sub) in baseDirectories {
            if let user = environment[variable] { out[userValuePrefix + variable] = user } else { out[userValuePrefix + variable] = nil }
            out[variable] = folder + "/" + sub
        }
        out[marker] = folder
        return out
    }

    /// The scratch folder this process was started in: the marker names a folder that exists and every
    /// XDG variable points into it (nil otherwise — a marker inherited by some other program's child is
    /// not adopted).
    static func adoptableFolder(in environment: [String: String]) -> String? {
        guard let root = environment[marker], root.hasPrefix("/") else { return nil }
        for (variable, sub) in baseDirectories where environment[variable] != root + "/" + sub { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return root
    }

    /// The user's value of each variable this run changed, and nil for the marker variables: what its
    /// tools get.
    static func userValues(in environment: [String: String]) -> [String: String?] {
        var values: [String: String?] = [:]
        for (variable, _) in baseDirectories {
            values.updateValue(environment[userValuePrefix + variable], forKey: variable)
            values.updateValue(nil, forKey: userValuePrefix + variable)
        }
        values.updateValue(nil, forKey: marker)
        return values
    }

    private static func adopt(_ root: String, environment: [String: String]) {
        folder = root
        atexit { HeadlessUserStorage.remove() }
        for (name, value) in userValues(in: environment) { ChildEnvironment.restoreForChildren(name, to: value) }
    }

    /// Makes `$TMPDIR/motionlab-user-<pid>-XXXXXX` with its subfolders and `config/user-dirs.dirs`,
    /// removing first the scratch folders of runs that are gone.
    static func makeFolder() throws -> String {
        let parent = NSTemporaryDirectory()
        removeFoldersOfEndedRuns(in: parent)
        let template = (parent.hasSuffix("/") ? parent : parent + "/") + "motionlab-user-\(getpid())-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let made = bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw OutputError(action: "create", target: template, code: errno)
        }
        let root = String(cString: made)
        do {
            for sub in baseDirectories.map(\.folder) + userDirectories.map(\.folder) {
                try FileManager.default.createDirectory(atPath: root + "/" + sub, withIntermediateDirectories: true)
            }
            // Foundation's reader takes `KEY=path` lines only (no quotes, no comments: a line without
            // "=" makes it ignore the whole file).
            let dirs = userDirectories.map { "XDG_\($0.key)_DIR=\(root)/\($0.folder)" }.joined(separator: "\n") + "\n"
            try dirs.write(toFile: root + "/config/user-dirs.dirs", atomically: false, encoding: .utf8)
        } catch {
            try? FileManager.default.removeItem(atPath: root)
            throw OutputError(action: "create", target: root, reason: ErrorText.describe(error))
        }
        return root
    }

    /// Removes the scratch folders in `parent` whose run has ended (its pid names no process); returns
    /// their names. Folders of live processes, and names that are not a scratch folder's, stay.
    @discardableResult
    static func removeFoldersOfEndedRuns(in parent: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix("motionlab-user-") {
            let rest = name.dropFirst("motionlab-user-".count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
            guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
            if (try? FileManager.default.removeItem(atPath: (parent as NSString).appendingPathComponent(name))) != nil {
                removed.append(name)
            }
        }
        return removed.sorted()
    }

    /// Removes the scratch folder and what the app wrote there (at exit).
    static func remove() {
        guard let root = folder else { return }
        folder = nil
        try? FileManager.default.removeItem(atPath: root)
    }

    /// `body` with `strings` as a NULL-terminated array of C strings; the result of `body`.
    private static func withCStrings(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Int32) -> Int32 {
        let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { for p in pointers { free(p) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

/// `--persistent-defaults`, shared by the headless commands (`render`, `record`, `inspect`, `bench frame`).
struct UserStorageOptions: ParsableArguments {
    @Flag(help: "Let the app read and write its UserDefaults and Documents where Foundation keeps them for you (~/.config/<program>.plist, ~/Documents), as the window does; by default each headless run starts with none and removes what the app wrote.")
    var persistentDefaults = false

    /// Isolates the run's user folders unless `--persistent-defaults` was given (see `HeadlessUserStorage`).
    func apply() {
        if !persistentDefaults { HeadlessUserStorage.isolate() }
    }
}
