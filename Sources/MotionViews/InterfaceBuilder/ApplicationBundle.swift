import Foundation

extension InterfaceBuilderRegistry {
    private static let bundleLock = NSLock()
    nonisolated(unsafe) private static var bundles: [String: Bundle] = [:]
    nonisolated(unsafe) private static var reportedMissingBundle = false

    /// The app's main bundle: the folder the MotionLabPort plugin lays the app folder's resources out in
    /// (`sheetData.plist`, `recipes.json`, `en.lproj/…` — see `BundleResources` in the compiler), which the
    /// generated `Bundle.main` of the app's module returns, so `Bundle.main.path(forResource:ofType:)` and
    /// `url(forResource:withExtension:)` find the files the `.app` would hold. One `Bundle` per folder.
    /// When the folder is gone (the build folder cleaned under a running program), Foundation's main
    /// bundle — the executable's folder — with a note on standard error, once.
    public static func mainBundle(at folder: String) -> Bundle {
        bundleLock.lock(); defer { bundleLock.unlock() }
        if let bundle = bundles[folder] { return bundle }
        guard let bundle = Bundle(path: folder) else {
            if !reportedMissingBundle {
                reportedMissingBundle = true
                report("the app's bundle folder \(folder) is missing (rebuild the target): Bundle.main finds no resources")
            }
            return Bundle.main
        }
        bundles[folder] = bundle
        return bundle
    }
}
