import UIKit

/// A pantry item of the sample data the app ships (`Data/Samples/Pantry.json`).
struct PantryItem: Decodable {
    let name: String
    let count: Int
}

/// A list screen loading its sample data from the app's bundle, as iOS apps do: `Bundle.main`
/// finds the JSON file (copied to the bundle's top level whatever group it sits in) and the plist.
final class PantryViewController: UITableViewController {
    private(set) var items: [PantryItem] = []
    private(set) var shelves: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        if let url = Bundle.main.url(forResource: "Pantry", withExtension: "json"),
           let data = try? Data(contentsOf: url),
           let decoded = try? JSONDecoder().decode([PantryItem].self, from: data) {
            items = decoded
        }
        if let path = Bundle.main.path(forResource: "Shelves", ofType: "plist"),
           let data = FileManager.default.contents(atPath: path),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           let names = plist["shelves"] as? [String] {
            shelves = names
        }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = "\(items[indexPath.row].name) × \(items[indexPath.row].count)"
        return cell
    }

    /// Where the app's bundle has a resource (nil: not in the bundle).
    static func resourcePath(_ name: String, ofType type: String) -> String? {
        Bundle.main.path(forResource: name, ofType: type)
    }
}
