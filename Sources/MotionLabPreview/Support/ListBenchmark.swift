import Foundation
import MotionRender
import UIKit

/// The measurements behind `motionlab bench list`: a table of N self-sizing rows (Auto Layout cells
/// whose text wraps to one, two or three lines, so the estimates are wrong), its first screen, a fling
/// through it in the frame pipeline, and a diffable apply of N items with M changes.
struct ListBenchmark {
    let rows: Int
    let changes: Int
    let runs: Int

    /// A self-sizing row: a title that wraps to 1–3 lines and a detail, pinned with constraints.
    final class Cell: UITableViewCell {
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
            let count = 2 + (n * 7) % 9
            title.text = (0..<count).map { Self.words[($0 + n) % Self.words.count] }.joined(separator: " ")
            detail.text = "Row \(n)"
        }
    }

    /// A controller showing `rows` such rows.
    final class TableController: UIViewController, UITableViewDataSource {
        let rows: Int
        let table = UITableView(frame: .zero, style: .plain)
        init(rows: Int) { self.rows = rows; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { rows = 0; super.init(coder: coder) }
        override func loadView() {
            table.frame = CGRect(origin: .zero, size: Preview.defaultSize)
            table.register(Cell.self, forCellReuseIdentifier: "row")
            table.estimatedRowHeight = 60
            table.dataSource = self
            view = table
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! Cell
            cell.configure(indexPath.row)
            return cell
        }
    }

    struct Fling {
        var frameMs: [Double] = []
        var layoutMs: [Double] = []
        var evaluateMs: [Double] = []
        var rasterMs: [Double] = []
        var alive: [Int] = []
        var visible: [Int] = []
        var finalOffset: CGFloat = 0
    }

    /// Milliseconds (thread CPU time, median of `runs`) from a new window and table to its first
    /// screen laid out: the data loaded, the visible rows made, measured and placed.
    func firstScreen(in context: AnimationContext) -> Double {
        var times: [Double] = []
        context.perform {
            for _ in 0..<runs {
                let controller = TableController(rows: rows)
                let window = UIWindow(frame: CGRect(origin: .zero, size: Preview.defaultSize))
                times.append(BenchClock.measure {
                    window.rootViewController = controller
                    window.layoutIfNeeded()
                } / 1e6)
                precondition(!controller.table.visibleCells.isEmpty, "the first screen has rows")
            }
        }
        return median(times)
    }

    /// The frame pipeline while flinging through the rows: four flings a second apart, `frames`
    /// frames (wall time per frame, as `bench frame` measures; the layout phase; cells alive and on
    /// screen per frame).
    func fling(frames: Int) throws -> Fling {
        let preview = Preview("bench-list") { TableController(rows: rows) }
        var options = HeadlessSession.Options()
        options.scale = 2
        options.duration = Double(frames + 20) / 60
        options.script = try InputScript(parsing: (0..<max(1, frames / 60)).map { "\(0.2 + Double($0)) drag 160 520 160 80 0.08" }.joined(separator: "\n"))
        let session = try HeadlessSession(preview: preview, options: options)
        var result = Fling()
        for _ in 0..<10 { _ = try session.step(draws: true, rasters: true) }
        for _ in 0..<frames {
            let start = MonotonicClock.now()
            let r = try session.step(draws: true, rasters: true)
            result.frameMs.append((MonotonicClock.now() - start) * 1000)
            result.layoutMs.append(r.timings[.layout])
            result.evaluateMs.append(r.timings[.evaluate])
            result.rasterMs.append(r.timings[.raster])
            session.runner.context.perform {
                if let table = session.runner.window.rootViewController?.view as? UITableView {
                    result.alive.append(table.cellsAlive)
                    result.visible.append(table.visibleCells.count)
                    result.finalOffset = table.contentOffset.y
                }
            }
        }
        return result
    }

    /// Milliseconds (thread CPU time, median of `runs`) for a diffable `apply` of `rows` items with
    /// `changes` changes — a quarter deletions, a quarter insertions, half moves — animated, on a table
    /// that shows the first screen: the difference, the batch update and its layout.
    func diffableApply(in context: AnimationContext) -> (ms: Double, moved: Int) {
        var times: [Double] = []
        var moved = 0
        context.perform {
            for run in 0..<runs {
                let window = UIWindow(frame: CGRect(origin: .zero, size: Preview.defaultSize))
                let table = UITableView(frame: window.bounds, style: .plain)
                table.register(Cell.self, forCellReuseIdentifier: "row")
                table.estimatedRowHeight = 60
                window.addSubview(table)
                let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tv, ip, n in
                    let cell = tv.dequeueReusableCell(withIdentifier: "row", for: ip) as! Cell
                    cell.configure(n)
                    return cell
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems(Array(0..<rows))
                source.apply(snapshot, animatingDifferences: false)
                window.layoutIfNeeded()
                // The changed snapshot, made before timing: deletions, insertions and moves spread out.
                var items = Array(0..<rows)
                var r = BenchInputs(seed: UInt64(0xD1FF + run))
                for _ in 0..<(changes / 4) { items.remove(at: Int(r.next() * Double(items.count))) }
                for k in 0..<(changes / 4) { items.insert(rows + k, at: Int(r.next() * Double(items.count + 1))) }
                for _ in 0..<(changes - 2 * (changes / 4)) {
                    let x = items.remove(at: Int(r.next() * Double(items.count)))
                    items.insert(x, at: Int(r.next() * Double(items.count + 1)))
                }
                var next = NSDiffableDataSourceSnapshot<Int, Int>()
                next.appendSections([0])
                next.appendItems(items)
                times.append(BenchClock.measure {
                    source.apply(next, animatingDifferences: true)
                    window.layoutIfNeeded()
                } / 1e6)
                moved = SnapshotMoves.count(from: snapshot, to: next)
                precondition(table.numberOfRows(inSection: 0) == items.count, "the table has the new rows")
            }
        }
        return (median(times), moved)
    }
}

/// How many moves a difference makes (reported beside the apply time).
enum SnapshotMoves {
    static func count(from a: NSDiffableDataSourceSnapshot<Int, Int>, to b: NSDiffableDataSourceSnapshot<Int, Int>) -> Int {
        // Items kept in relative order stay; the rest move (the same rule the difference uses).
        let oldIndex = Dictionary(uniqueKeysWithValues: a.itemIdentifiers.enumerated().map { ($1, $0) })
        let common = b.itemIdentifiers.compactMap { oldIndex[$0] }
        var tails: [Int] = []
        for v in common {
            var lo = 0, hi = tails.count
            while lo < hi { let m = (lo + hi) / 2; if tails[m] < v { lo = m + 1 } else { hi = m } }
            if lo == tails.count { tails.append(v) } else { tails[lo] = v }
        }
        return common.count - tails.count
    }
}
