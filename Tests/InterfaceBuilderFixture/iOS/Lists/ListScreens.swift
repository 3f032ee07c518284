import UIKit

/// The Lists storyboard's menu: static cells (no data source code), two of which push scenes.
class MenuViewController: UITableViewController {
    @IBOutlet weak var noteCell: UITableViewCell!
    @IBOutlet private weak var versionLabel: UILabel!
    var events: [String] = []

    var version: UILabel? { versionLabel }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad version=\(versionLabel?.text ?? "nil")")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("shouldPerform \(identifier) sender=\((sender as? UITableViewCell)?.textLabel?.text ?? "?")")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "-") sender=\((sender as? UITableViewCell)?.textLabel?.text ?? "?") destination=\(type(of: segue.destination))")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section)-\(indexPath.row)")
    }
}

/// Prototype cells: a custom cell class with outlets, and a subtitle-style cell.
class FruitListViewController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]
    var events: [String] = []

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? fruits.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
            cell.textLabel?.text = "Basket"
            cell.detailTextLabel?.text = "\(fruits.count) fruits"
            return cell
        }
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath) as? FruitCell else {
            fatalError("the Fruit prototype is a FruitCell")
        }
        cell.nameLabel.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? tableView.rowHeight : UITableView.automaticDimension
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let cell = sender as? FruitCell, let detail = segue.destination as? FruitDetailViewController else { return }
        events.append("prepare \(segue.identifier ?? "-") \(cell.nameLabel.text ?? "")")
        detail.fruit = cell.nameLabel.text ?? ""
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section)-\(indexPath.row)")
    }
}

/// Only `init?(coder:)`, as many storyboard cells are written (the MotionLabPort plugin adds the
/// initialiser lists make registered classes with).
class FruitCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet fileprivate weak var swatchView: UIView!
    var events: [String] = []

    var swatch: UIView? { swatchView }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        events.append("init(coder:) reuse=\(reuseIdentifier ?? "nil") outlets=\(nameLabel != nil)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib outlets=\(nameLabel != nil && swatchView != nil)")
    }
}

class FruitDetailViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    var fruit = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = fruit
    }
}

/// A collection view controller with a flow layout, a prototype cell and a prototype section header.
class GridViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        (cell as? TileCell)?.numberLabel.text = "\(indexPath.item)"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        (header as? GridHeader)?.titleLabel.text = "Tiles"
        return header
    }
}

class TileCell: UICollectionViewCell {
    @IBOutlet weak var numberLabel: UILabel!
}

class GridHeader: UICollectionReusableView {
    @IBOutlet weak var titleLabel: UILabel!
}

/// Cells registered from xibs (`register(UINib(nibName:bundle:), forCellReuseIdentifier:)`).
class NoteCell: UITableViewCell {
    @IBOutlet weak var noteLabel: UILabel!
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = noteLabel != nil
    }
}

class SwatchCell: UICollectionViewCell {
    @IBOutlet weak var swatch: UIView!
    /// The class-method slip some public cells have (it compiles on iOS; UIKit never calls it).
    override class func awakeFromNib() {
        super.awakeFromNib()
    }
}
