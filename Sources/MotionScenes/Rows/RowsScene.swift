import Foundation
import UIKit
import MotionLabPreview

/// A stress scene for lists: a `UITableView` of `count` self-sizing rows (100…100,000, default
/// 10,000) — Auto Layout cells whose title wraps to one, two or three lines, so every estimate is
/// wrong — to scroll live with the wheel or by dragging: `motionlab run --scene rows --stats F`.
/// Only the rows in view have cells; each row is measured as it first appears. The demo flings
/// down through the rows and back. Space scrolls back to the top (animated).
public final class RowsScene: Scene, UITableViewDataSource {
    public static let name = "rows"
    public static let title = "Rows (table stress)"
    public static let tunables: [Tunable] = [
        Tunable("count", default: 10_000, range: 100...100_000, step: 1_000, keys: ("-", "="), unit: "rows"),
    ]
    public static let demo: Demo? = Demo(script: """
        0.5 drag 160 520 160 80 0.08
        1.6 drag 160 520 160 80 0.08
        2.7 drag 160 520 160 80 0.08
        4.5 drag 160 80 160 520 0.08
        5.6 drag 160 80 160 520 0.08
        """, duration: 8)

    let count: Int
    public let table: UITableView

    public init(window: UIWindow, settings: TunableValues) throws {
        count = Int(settings["count"].rounded())
        table = UITableView(frame: window.bounds, style: .plain)
        table.register(RowCell.self, forCellReuseIdentifier: RowCell.identifier)
        table.estimatedRowHeight = 60
        table.accessibilityIdentifier = "table"
        table.dataSource = self
        window.addSubview(table)
    }

    public func start() {}

    public func replay() {
        table.setContentOffset(CGPoint(x: 0, y: -table.contentInset.top), animated: true)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RowCell.identifier, for: indexPath)
        (cell as? RowCell)?.configure(indexPath.row)
        return cell
    }
}

/// A row of the stress scene: a title wrapping to 1–3 lines and a detail, pinned with constraints.
final class RowCell: UITableViewCell {
    static let identifier = "row"
    let title = UILabel()
    let detail = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.numberOfLines = 0
        title.font = .boldSystemFont(ofSize: 16)
        detail.font = .systemFont(ofSize: 13)
        detail.textColor = .secondaryLabel
        for v in [title, detail] {
            v.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(v)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            detail.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    static let words = ["Midnight", "static", "paper", "moons", "glasshouse", "low", "tide", "neon", "orchard", "slow", "comet"]

    func configure(_ n: Int) {
        let words = 2 + (n * 7) % 9
        title.text = (0..<words).map { Self.words[($0 + n) % Self.words.count] }.joined(separator: " ")
        detail.text = "Row \(n + 1)"
        accessibilityIdentifier = n == 0 ? "row0" : nil
    }
}
