import Foundation

// Foundation members iOS apps use that swift-corelibs-foundation lacks on Linux.

extension UserDefaults {
    /// Key-value coding on the defaults (NSObject's `setValue(_:forKey:)`, which `NSUserDefaults`
    /// answers as `set(_:forKey:)`): apps write `UserDefaults.standard.setValue(data, forKey: "Items")`.
    /// Linux's Foundation has no key-value coding, so the defaults' own setter is called; nil removes
    /// the key, as `set(nil, forKey:)` does.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// Key-value coding's read (`NSUserDefaults` answers it as `object(forKey:)`).
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}

extension URL {
    /// iOS 16's standard folders of the user's domain (`URL.cachesDirectory`, `.documentsDirectory`…):
    /// the first URL `FileManager` gives for the directory, as Apple's are. On Linux these are the
    /// XDG-style folders Foundation maps them to (the caches folder is `~/.cache`).
    public static var documentsDirectory: URL { userDirectory(.documentDirectory) }
    public static var cachesDirectory: URL { userDirectory(.cachesDirectory) }
    public static var applicationSupportDirectory: URL { userDirectory(.applicationSupportDirectory) }
    public static var libraryDirectory: URL { userDirectory(.libraryDirectory) }
    public static var desktopDirectory: URL { userDirectory(.desktopDirectory) }
    public static var downloadsDirectory: URL { userDirectory(.downloadsDirectory) }
    public static var moviesDirectory: URL { userDirectory(.moviesDirectory) }
    public static var musicDirectory: URL { userDirectory(.musicDirectory) }
    public static var picturesDirectory: URL { userDirectory(.picturesDirectory) }

    private static func userDirectory(_ d: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: d, in: .userDomainMask).first ?? URL.temporaryDirectory
    }
}
