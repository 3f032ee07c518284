import Foundation

/// A model file importing only Foundation, reading the app's bundle as iOS model code does.
enum ShelfLabels {
    static func count() -> Int {
        guard let url = Bundle.main.url(forResource: "Shelves", withExtension: "plist"),
              let data = try? Data(contentsOf: url),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let shelves = plist["shelves"] as? [String] else { return 0 }
        return shelves.count
    }
}
