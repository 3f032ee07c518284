import UIKit

/// The music seed's song list as a real `UITableView`: each row springs in from the right edge in
/// `willDisplay` with the seed's numbers — UIKit's spring, 2.1 s, damping ratio 0.6, velocity 0,
/// delay `initialDelay + row × stutter` (1.0 s and 0.06 s). "Add a Song" inserts a row at the top
/// with `.right` inside a block with the same spring, so the new row springs in and the rows below
/// spring down — the table's insertion animation inherits the enclosing block, as UIKit's does.
final class SongListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let initialDelay = 1.0
    static let stutter = 0.06
    static let duration = 2.1
    static let dampingRatio: CGFloat = 0.6

    let tableView = UITableView(frame: .zero, style: .plain)
    private var songs = (0..<12).map(Song.make)
    private var nextID = 12
    /// Songs that have sprung in once (a row scrolled back into view does not spring again).
    private var shown = Set<Int>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.13, green: 0.11, blue: 0.22, alpha: 1)
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.backgroundColor = .clear
        tableView.separatorStyle = .none
        tableView.accessibilityIdentifier = "table"
        tableView.register(SongCell.self, forCellReuseIdentifier: SongCell.identifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableHeaderView = makeHeader()
        view.addSubview(tableView)
    }

    private func makeHeader() -> UIView {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 132))
        let title = UILabel(frame: CGRect(x: 20, y: 28, width: 280, height: 30))
        title.text = "Dance Club"
        title.font = .boldSystemFont(ofSize: 26)
        title.textColor = .white
        let subtitle = UILabel(frame: CGRect(x: 20, y: 60, width: 280, height: 20))
        subtitle.text = "Ministry of Fun"
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.textColor = UIColor(white: 1, alpha: 0.6)
        let add = UIButton(type: .system)
        add.setTitle("Add a Song", for: .normal)
        add.frame = CGRect(x: 20, y: 88, width: 120, height: 34)
        add.accessibilityIdentifier = "add"
        add.addTarget(self, action: #selector(addSong), for: .touchUpInside)
        for v in [title, subtitle, add] { header.addSubview(v) }
        return header
    }

    @objc func addSong() {
        let song = Song.make(nextID)
        nextID += 1
        songs.insert(song, at: 0)
        shown.insert(song.id)
        UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: Self.dampingRatio,
                       initialSpringVelocity: 0, options: [], animations: {
            self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .right)
        }, completion: nil)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { songs.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SongCell.identifier, for: indexPath) as! SongCell
        cell.configure(with: songs[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        let song = songs[indexPath.row]
        guard !shown.contains(song.id) else { return }
        shown.insert(song.id)
        // The seed's slide-in: from one screen width to the right, element i after initialDelay + i × stutter.
        cell.transform = CGAffineTransform(translationX: tableView.bounds.width, y: 0)
        UIView.animate(withDuration: Self.duration, delay: Self.initialDelay + Double(indexPath.row) * Self.stutter,
                       usingSpringWithDamping: Self.dampingRatio, initialSpringVelocity: 0, options: [], animations: {
            cell.transform = .identity
        }, completion: nil)
    }
}
