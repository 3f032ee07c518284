import XCTest
@testable import MotionViews

/// A cell that counts `prepareForReuse` calls and shows its item's id.
final class CountingCell: UITableViewCell {
    static var prepared = 0
    static var made = 0
    var item = -1
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() {
        super.prepareForReuse()
        CountingCell.prepared += 1
    }
}

/// A self-sizing cell: a label pinned to the content view with a fixed height constraint per item
/// (so the measured height is known exactly: the constant plus the separator pixel).
final class SizingCell: UITableViewCell {
    let box = UIView()
    var heightConstraint: NSLayoutConstraint!
    var item = -1
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        heightConstraint = box.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            heightConstraint,
        ])
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Rows of integer items with a log of the delegate calls.
final class RowsSource: UITableViewDataSource, UITableViewDelegate {
    var items: [Int]
    var fixedHeight: CGFloat?
    var sizing = false
    /// Content height per item for self-sizing rows.
    var contentHeight: (Int) -> CGFloat = { 40 + CGFloat($0 % 5) * 20 }
    var log: [String] = []
    var willDisplayCount = 0
    var endDisplayCount = 0

    init(_ items: [Int]) { self.items = items }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = items[indexPath.row]
        if sizing {
            let cell = tableView.dequeueReusableCell(withIdentifier: "sizing", for: indexPath) as! SizingCell
            cell.item = item
            cell.heightConstraint.constant = contentHeight(item)
            cell.accessibilityIdentifier = "row\(item)"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! CountingCell
        cell.item = item
        cell.textLabel?.text = "Row \(item)"
        cell.accessibilityIdentifier = "row\(item)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        fixedHeight ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        willDisplayCount += 1
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        endDisplayCount += 1
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("deselect \(indexPath.row)") }
}

/// A window with a table on a fresh clock; `frame(dt)` advances and lays out, as the host's frame does.
final class TableHarness {
    let window: UIWindow
    let table: UITableView
    let source: RowsSource
    private(set) var now: Double

    init(items: [Int], style: UITableView.Style = .plain, configure: (UITableView, RowsSource) -> Void = { _, _ in }) {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        table = UITableView(frame: window.bounds, style: style)
        source = RowsSource(items)
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.register(SizingCell.self, forCellReuseIdentifier: "sizing")
        configure(table, source)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        now = CACurrentMediaTime()
        window.layoutIfNeeded()
    }

    func frame(_ dt: Double = 1.0 / 60) {
        now += dt
        AnimationDriver.shared.advance(to: now)
        window.layoutIfNeeded()
    }

    func run(_ seconds: Double, each: () -> Void = {}) {
        let frames = Int((seconds * 60).rounded())
        for _ in 0..<frames { frame(); each() }
    }

    /// A cell's frame on screen now (presentation values), in window coordinates.
    func shownFrame(_ cell: UIView) -> CGRect {
        let p = cell.layer.presentationProperties()
        let tp = table.layer.presentationProperties()
        let size = p.bounds.size
        return CGRect(x: p.position.x - size.width / 2 - tp.bounds.origin.x, y: p.position.y - size.height / 2 - tp.bounds.origin.y,
                      width: size.width, height: size.height)
    }

    func cell(showing item: Int) -> UITableViewCell? {
        table.visibleCells.first { ($0 as? CountingCell)?.item == item || ($0 as? SizingCell)?.item == item }
    }
}
