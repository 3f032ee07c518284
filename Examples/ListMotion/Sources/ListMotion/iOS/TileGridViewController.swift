import UIKit

/// A collection grid that reorders and switches layout, animated: tapping a tile moves it to the
/// front (`moveItem(at:to:)` — the tiles in between shift along their lines), "Shuffle" plays a
/// batch update with a delete and moves, and "Layout" switches between a three-column grid and a
/// one-column list with `setCollectionViewLayout(_:animated:)`.
final class TileGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var tiles = Array(1...30)
    private var nextTile = 31
    private var isList = false
    private var collectionView: UICollectionView!

    private func gridLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.minimumLineSpacing = 12
        layout.minimumInteritemSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        return layout
    }

    private func listLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 296, height: 52)
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        return layout
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 64))
        bar.backgroundColor = .systemBackground
        let shuffle = UIButton(type: .system)
        shuffle.setTitle("Shuffle", for: .normal)
        shuffle.frame = CGRect(x: 12, y: 20, width: 90, height: 34)
        shuffle.accessibilityIdentifier = "shuffle"
        shuffle.addTarget(self, action: #selector(shuffleTiles), for: .touchUpInside)
        let toggle = UIButton(type: .system)
        toggle.setTitle("Layout", for: .normal)
        toggle.frame = CGRect(x: view.bounds.width - 102, y: 20, width: 90, height: 34)
        toggle.accessibilityIdentifier = "layout"
        toggle.addTarget(self, action: #selector(toggleLayout), for: .touchUpInside)
        bar.addSubview(shuffle)
        bar.addSubview(toggle)

        collectionView = UICollectionView(frame: CGRect(x: 0, y: 64, width: view.bounds.width, height: view.bounds.height - 64),
                                          collectionViewLayout: gridLayout())
        collectionView.backgroundColor = .clear
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: TileCell.identifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.accessibilityIdentifier = "grid"
        view.addSubview(collectionView)
        view.addSubview(bar)
    }

    @objc func shuffleTiles() {
        // Delete the second tile, move the first to the end and the last to the front.
        guard tiles.count > 3 else { return }
        let first = tiles[0], last = tiles[tiles.count - 1]
        var new = tiles
        new.remove(at: 1)
        new.removeFirst()
        new.removeLast()
        new.insert(last, at: 0)
        new.append(first)
        let oldCount = tiles.count
        tiles = new
        collectionView.performBatchUpdates({
            self.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            self.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: new.count - 1, section: 0))
            self.collectionView.moveItem(at: IndexPath(item: oldCount - 1, section: 0), to: IndexPath(item: 0, section: 0))
        }, completion: nil)
    }

    @objc func toggleLayout() {
        isList.toggle()
        collectionView.setCollectionViewLayout(isList ? listLayout() : gridLayout(), animated: true)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TileCell.identifier, for: indexPath) as! TileCell
        cell.configure(number: tiles[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard indexPath.item > 0 else { return }
        let tile = tiles.remove(at: indexPath.item)
        tiles.insert(tile, at: 0)
        collectionView.moveItem(at: indexPath, to: IndexPath(item: 0, section: 0))
    }
}

final class TileCell: UICollectionViewCell {
    static let identifier = "tile"
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        label.font = .boldSystemFont(ofSize: 22)
        label.textColor = .white
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(number: Int) {
        label.text = "\(number)"
        let hue = CGFloat(number % 12) / 12
        contentView.backgroundColor = UIColor(hue: hue, saturation: 0.55, brightness: 0.9, alpha: 1)
        accessibilityIdentifier = "tile\(number)"
    }
}
