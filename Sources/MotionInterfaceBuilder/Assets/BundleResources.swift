import Foundation

/// The app's bundle resources — the files Xcode's "Copy Bundle Resources" phase copies into the `.app`
/// (a `sheetData.plist`, `recipes.json`, a sound, `Settings.bundle`) — so that `Bundle.main.path(forResource:ofType:)`
/// and `url(forResource:withExtension:)` find them as on iOS.
///
/// A build-tool plugin cannot add resources to a SwiftPM target, and Foundation's `Bundle` cannot be
/// subclassed on Linux, so the `ib` command copies these files into a folder laid out as the app's
/// bundle (`bundleFolder`) and each of the app's rewritten files ends with a `fileprivate` declaration of
/// `Bundle.main` as that folder's `Bundle` (a declaration of the module being compiled shadows
/// Foundation's). Other modules' `Bundle.main` (MotionLab's own, a test target's) is unchanged.
///
/// Layout, as Xcode copies files added to a target through groups: every file at the bundle's top level
/// by its name (`Data/Books/sheetData.plist` → `sheetData.plist`), except inside a `.lproj` folder (kept
/// as `en.lproj/…`, where `Bundle` looks for localized resources) or a `.bundle` folder (copied whole).
/// Two files with one bundle name: the first by path is copied (Xcode fails the build: "Multiple
/// commands produce …"), with a warning naming both.
public enum BundleResources {
    /// Extensions of files Xcode compiles or ignores rather than copying into the bundle (sources,
    /// Interface Builder documents — compiled to `.storyboardc`/`.nib` —, build settings).
    public static let notCopiedExtensions: Set<String> = [
        "swift", "h", "m", "mm", "c", "cc", "cpp", "hpp", "metal", "storyboard", "xib", "entitlements",
        "xcconfig", "pch", "modulemap", "xcscheme", "pbxproj", "xcuserstate",
    ]

    /// Whether the file at `relative` (inside the app folder) is one the bundle holds: not a source or
    /// IB document, not inside an asset catalog (compiled into `Assets.car`), not hidden.
    public static func isCopied(_ relative: String) -> Bool {
        let components = relative.split(separator: "/")
        guard let last = components.last, !last.hasPrefix(".") else { return false }
        if components.contains(where: { $0.lowercased().hasSuffix(".xcassets") || $0.lowercased().hasSuffix(".xcodeproj") }) { return false }
        return !notCopiedExtensions.contains((String(last) as NSString).pathExtension.lowercased())
    }

    /// The file's path inside the bundle: its name, or from its `.lproj`/`.bundle` folder on.
    public static func bundlePath(for relative: String) -> String {
        let components = relative.split(separator: "/").map(String.init)
        if let i = components.firstIndex(where: { $0.hasSuffix(".lproj") || $0.hasSuffix(".bundle") }) {
            return components[i...].joined(separator: "/")
        }
        return components.last ?? relative
    }

    /// The copies to make (`from` an absolute path under `root`, `to` a path inside the bundle folder),
    /// first by path winning a clash, and a warning per file left out.
    public static func plan(_ paths: [String], root: String) -> (copies: [(from: String, to: String)], warnings: [IBWarning]) {
        var byName: [String: String] = [:]
        var copies: [(from: String, to: String)] = []
        var warnings: [IBWarning] = []
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for path in paths.sorted() {
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : (path as NSString).lastPathComponent
            let name = bundlePath(for: relative)
            if let first = byName[name] {
                warnings.append(IBWarning(path: path, line: 1, message: "another resource is copied to the bundle as \(name) (\(first)); this one is not (Xcode: \"Multiple commands produce\")"))
                continue
            }
            byName[name] = path
            copies.append((path, name))
        }
        return (copies, warnings)
    }

    /// The name of the shared file's function answering the app's bundle.
    static let function = "__motionLabMainBundle"

    /// The shared file's function (the shared file imports UIKit, where the registry is): the app's files
    /// reach the bundle through it whatever they import (a model file importing only Foundation too).
    static func sharedDeclaration(bundleFolder: String) -> String {
        """

        /// The app's bundle folder (see each app file's `Bundle.main`).
        func \(function)() -> Bundle { InterfaceBuilderRegistry.mainBundle(at: \(SwiftLiteral.string(bundleFolder))) }

        """
    }

    /// The declaration each of the app's files ends with: `Bundle.main` and `Bundle(for:)` there are the
    /// bundle folder. (`Bundle(path:)` of a folder a `Bundle` was just made for: it fails only if the
    /// folder was deleted in between.)
    static let declaration = """

        // The app's bundle, as on iOS: its resources (copied by the MotionLabPort plugin into a folder laid
        // out as the app's bundle) are what `path(forResource:ofType:)` and `url(forResource:withExtension:)` find.
        // `Bundle(for:)` of the app's own classes (`Bundle(for: type(of: self))` in a designable view) is that
        // bundle too; a `Bundle` at its folder, since an initializer cannot return the shared object.
        fileprivate extension Bundle {
            class var main: Bundle { \(function)() }
            convenience init(for aClass: AnyClass) { self.init(path: \(function)().bundlePath)! }
        }

        """
}
