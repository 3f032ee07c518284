import UIKit

/// A designable badge reading its data through the bundle of its own class, as `@IBDesignable` views
/// and reusable components write it (Interface Builder renders designables from a bundle other than the
/// app, so they cannot use `Bundle.main`); in the app, that bundle is the app's.
final class ShelfBadgeView: UIView {
    /// The shelf names of Shelves.plist, found through `Bundle(for: type(of: self))` (none: not found).
    func shelfNames() -> [String] {
        guard let path = Bundle(for: type(of: self)).path(forResource: "Shelves", ofType: "plist"),
              let data = FileManager.default.contents(atPath: path),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return [] }
        return plist["shelves"] as? [String] ?? []
    }

    /// The folders of `Bundle(for: ShelfBadgeView.self)` and of `Bundle.main` in this file.
    static var bundleFolders: (forClass: String, main: String) {
        (Bundle(for: ShelfBadgeView.self).bundlePath, Bundle.main.bundlePath)
    }
}
