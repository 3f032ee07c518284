import UIKit

/// Something that counts shelves (a conformance declared on the extension that overrides).
protocol ShelfCounting {
    var shelfCount: Int { get }
}

/// A list screen written as iOS code often is: the data source methods are overrides of
/// `UITableViewController`'s in an extension after the class (Objective-C members on iOS, so Swift
/// allows it there).
final class ShelfListViewController: UITableViewController {
    let shelves = ["Top", "Middle", "Bottom"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "shelf")
    }
}

// MARK: - UITableViewDataSource

extension ShelfListViewController: ShelfCounting {
    var shelfCount: Int { shelves.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shelfCount
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "shelf", for: indexPath)
        cell.textLabel?.text = title(at: indexPath.row)
        return cell
    }
}

// MARK: - Helpers

extension ShelfListViewController {
    func title(at row: Int) -> String { "\(row + 1). \(shelves[row])" }
}
