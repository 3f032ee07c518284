import XCTest
import UIKit
import MotionLabPreview
import MotionRender

/// Self-sizing table cells whose content (a vertical stack of a name and a note) is pinned to the content
/// view's layout margins keep their layout wherever they scroll: a cell under the status bar is not in
/// the safe area's way (the table's content inset already holds it), so its margins, and the stack in
/// them, do not change — every row shows its name above its note, 4 points apart, at rest after a drag.
final class SelfSizingCellTests: XCTestCase {
    final class Cell: UITableViewCell {
        let nameLabel = UILabel(), noteLabel = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            nameLabel.font = .preferredFont(forTextStyle: .headline)
            noteLabel.numberOfLines = 0
            let stack = UIStackView(arrangedSubviews: [nameLabel, noteLabel])
            stack.axis = .vertical; stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor, constant: 52),
                stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 60)])
        }
        required init?(coder: NSCoder) { nil }
    }
    final class Table: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(Cell.self, forCellReuseIdentifier: "c")
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 60
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! Cell
            c.nameLabel.text = "Name \(indexPath.row)"
            c.noteLabel.text = indexPath.row % 5 == 1 ? "A long note that wraps onto several lines because it goes on and on about things" : "Note \(indexPath.row)"
            c.nameLabel.layer.name = "name\(indexPath.row)"
            c.noteLabel.layer.name = "note\(indexPath.row)"
            return c
        }
    }

    func testEveryRowKeepsItsNameAboveItsNoteAfterScrolling() throws {
        var o = HeadlessSession.Options()
        o.scale = 1; o.fps = 60; o.duration = 4
        o.script = try InputScript(parsing: "0.5 drag 200 700 200 400 0.5")
        let session = try HeadlessSession(preview: Preview("t", size: CGSize(width: 390, height: 844)) { Table(style: .plain) }, options: o)
        var last: [String: TracedLayer] = [:]
        for _ in 0..<session.frameCount { last = try session.step(draws: true, tracing: true).rendered.traced }
        var bad: [String] = []
        for i in 0..<30 {
            guard let n = last["name\(i)"], let t = last["note\(i)"] else { continue }
            let nf = n.windowFrame, tf = t.windowFrame
            if abs(tf.minY - (nf.maxY + 4)) > 0.5 { bad.append("row \(i): name \(n.position) \(n.bounds) note \(t.position) \(t.bounds)") }
        }
        XCTAssertEqual(bad, [])
    }
}
