import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// iOS 17's optional `AppStorage` values beyond `String?` and `Int?`: an optional raw-representable
/// value (`@AppStorage("experience") var experience: Experience?`, Apple's NavigationCookbook), and the
/// other optional property-list types. The default is nil (no value stored); setting nil removes the
/// key, as SwiftUI does.
extension AppStorage {
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, decode: { .some(($0 as? String).flatMap(R.init(rawValue:))) },
                  encode: { $0?.rawValue })
    }
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store,
                  decode: { .some((($0 as? Int) ?? ($0 as? NSNumber)?.intValue).flatMap(R.init(rawValue:))) }, encode: { $0?.rawValue })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, decode: { .some(($0 as? Bool) ?? ($0 as? NSNumber)?.boolValue) }, encode: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, decode: { .some(($0 as? Double) ?? ($0 as? NSNumber)?.doubleValue) }, encode: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, decode: { .some(($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:))) },
                  encode: { $0?.absoluteString })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, decode: { .some($0 as? Data) }, encode: { $0 })
    }
}
