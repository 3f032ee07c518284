import XCTest
@testable import MotionViews

/// UITableView on a virtual clock: reuse, self-sizing with wrong estimates, row animations traced
/// frame by frame against the list timing (0.3 s ease-in-ease-out, `ListAnimationTiming`), batch
/// updates by UIKit's index rules, selection.
final class TableViewTests: XCTestCase {
    let d = ListAnimationTiming.duration

    func testOnlyVisibleRowsHaveCellsAndReuseKeepsFew() {
        CountingCell.prepared = 0
        CountingCell.made = 0
        let h = TableHarness(items: Array(0..<10_000)) { _, s in s.fixedHeight = 44 }
        XCTAssertEqual(h.table.contentSize.height, 440_000)
        XCTAssertEqual(h.table.visibleCells.count, 13)      // rows 0…12 meet 0..<568
        var maxAlive = 0
        for step in 0..<900 {
            h.table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            h.frame()
            let visible = h.table.visibleCells
            let first = Int(h.table.contentOffset.y / 44)
            let last = Int((h.table.contentOffset.y + 568 - 0.001) / 44)
            XCTAssertEqual(visible.count, last - first + 1)
            for (k, cell) in visible.enumerated() {
                XCTAssertEqual((cell as? CountingCell)?.item, first + k, "the cell at a row shows that row's item")
            }
            XCTAssertLessThanOrEqual(h.table.cellsAlive, visible.count + 2)
            maxAlive = max(maxAlive, h.table.cellsAlive)
        }
        // Every cell handed out again was prepared for reuse; few were ever made.
        XCTAssertEqual(CountingCell.prepared, h.source.willDisplayCount - CountingCell.made)
        XCTAssertLessThanOrEqual(CountingCell.made, 16)
        XCTAssertEqual(h.source.willDisplayCount - h.source.endDisplayCount, h.table.visibleCells.count)
        XCTAssertLessThanOrEqual(maxAlive, 16)
    }

    func testSelfSizingRowsWithWrongEstimatesDoNotJump() {
        let h = TableHarness(items: Array(0..<300)) { t, s in
            s.sizing = true
            t.estimatedRowHeight = 44
        }
        let px = 1 / max(1, UIServices.screenScale)
        let height: (Int) -> CGFloat = { h.source.contentHeight($0) + px }
        // The first screen is measured: row k's top is the sum of the real heights above it.
        XCTAssertEqual(h.table.rectForRow(at: IndexPath(row: 3, section: 0)).minY, (0..<3).map(height).reduce(0, +), accuracy: 1e-9)
        // Jump far down (rows between are still estimates), then scroll up 9 points a frame: whatever
        // the rows coming in from the top measure, every cell already on screen moves exactly 9 points.
        h.table.contentOffset = CGPoint(x: 0, y: 8000)
        h.frame()
        var corrected = 0
        while h.table.contentOffset.y > 0 {
            let before = Dictionary(uniqueKeysWithValues: h.table.visibleCells.map { (($0 as! SizingCell).item, $0.frame.minY - h.table.contentOffset.y) })
            let offsetBefore = h.table.contentOffset.y
            h.table.contentOffset = CGPoint(x: 0, y: max(0, offsetBefore - 9))
            let moved = offsetBefore - max(0, offsetBefore - 9)
            h.frame()
            if abs(h.table.contentOffset.y - max(0, offsetBefore - 9)) > 1e-9 { corrected += 1 }
            for cell in h.table.visibleCells {
                guard let y0 = before[(cell as! SizingCell).item] else { continue }
                XCTAssertEqual(cell.frame.minY - h.table.contentOffset.y, y0 + moved, accuracy: 1e-6, "a row on screen jumped")
            }
            if h.table.contentOffset.y < 0 { break }
        }
        XCTAssertGreaterThan(corrected, 10, "the offset was corrected as estimated rows were measured")
        // At the top every row above is measured: the first row starts at 0 and is on screen there.
        XCTAssertEqual(h.table.contentOffset.y, 0, accuracy: 1e-9)
        XCTAssertEqual(h.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 0)
        XCTAssertEqual(h.table.rectForRow(at: IndexPath(row: 0, section: 0)).height, height(0), accuracy: 1e-9)
        XCTAssertEqual(h.cell(showing: 0).map { $0.frame.minY - h.table.contentOffset.y } ?? -1, 0, accuracy: 1e-9)
    }

    /// A cell whose multi-line label wraps at the row's width: the row is as tall as the wrapped text
    /// (UIKit's fitting lays the label out at its width and asks again), not one line.
    func testSelfSizingWrapsMultilineLabels() {
        final class WrapCell: UITableViewCell {
            let label = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        final class Source: UITableViewDataSource {
            let texts = ["One line", String(repeating: "several words that wrap ", count: 6), String(repeating: "more ", count: 30)]
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { texts.count }
            func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
                let c = t.dequeueReusableCell(withIdentifier: "wrap", for: ip) as! WrapCell
                c.label.text = texts[ip.row]
                return c
            }
        }
        let rasterizer = FixedWidthRasterizer()   // glyphs half the point size wide, lines 1.25 × it tall
        UIServices.textRasterizer = rasterizer
        defer { UIServices.textRasterizer = nil }
        let h = TableHarness(items: []) { t, _ in t.register(WrapCell.self, forCellReuseIdentifier: "wrap") }
        let source = Source()
        h.table.dataSource = source
        h.table.reloadData()
        let px = 1 / max(1, UIServices.screenScale)
        let font: UIFont = UILabel().font
        for (row, text) in source.texts.enumerated() {
            // Greedy wrapping at the label's width (the row's 320 minus 16 each side).
            let lines = rasterizer.lines(text, font, 320 - 32).count
            let textHeight = (CGFloat(lines) * font.pointSize * 1.25).rounded(.up)
            let expected = ((20 + textHeight + px) * max(1, UIServices.screenScale)).rounded(.up) / max(1, UIServices.screenScale)
            XCTAssertEqual(h.table.rectForRow(at: IndexPath(row: row, section: 0)).height, expected, accuracy: 1e-9, "row \(row)")
        }
        XCTAssertGreaterThan(h.table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 80)
    }

    // MARK: Row animations

    /// An inserted row's presentation at time t of the animation for each kind, against the kinds'
    /// definitions (see `UITableView+Updates.swift`), eased by ease-in-ease-out over 0.3 s.
    func testInsertedRowAnimationsTraced() {
        for kind: UITableView.RowAnimation in [.fade, .right, .left, .top, .bottom, .middle, .none, .automatic] {
            let h = TableHarness(items: Array(0..<20)) { _, s in s.fixedHeight = 44 }
            h.source.items.insert(100, at: 2)
            let t0 = h.now
            h.table.insertRows(at: [IndexPath(row: 2, section: 0)], with: kind)
            let cell = h.cell(showing: 100)!
            let below = h.cell(showing: 2)!
            let final = CGRect(x: 0, y: 88, width: 320, height: 44)
            for k in 1...20 {
                h.frame()
                let t = h.now - t0
                let p = t >= d ? 1 : easeInEaseOut(t / d)
                let f = h.shownFrame(cell)
                let alpha = CGFloat(cell.layer.presentationProperties().opacity)
                switch kind {
                case .fade, .automatic:
                    assertRect(f, final, accuracy: 1e-6); XCTAssertEqual(Double(alpha), p, accuracy: 1e-4, "fade \(k)")
                case .right: assertRect(f, final.offsetBy(dx: 320 * CGFloat(1 - p), dy: 0), accuracy: 1e-4)
                case .left: assertRect(f, final.offsetBy(dx: -320 * CGFloat(1 - p), dy: 0), accuracy: 1e-4)
                case .top: assertRect(f, final.offsetBy(dx: 0, dy: -44 * CGFloat(1 - p)), accuracy: 1e-4)
                case .bottom: assertRect(f, final.offsetBy(dx: 0, dy: 44 * CGFloat(1 - p)), accuracy: 1e-4)
                case .middle:
                    XCTAssertEqual(Double(f.height), 44 * p, accuracy: 1e-4); XCTAssertEqual(Double(f.midY), 110, accuracy: 1e-4)
                case .none: assertRect(f, final); XCTAssertEqual(alpha, 1)
                }
                // The rows below slide down one row from where they were.
                XCTAssertEqual(Double(h.shownFrame(below).minY), 88 + 44 * p, accuracy: 1e-4, "\(kind) row below at \(k)")
            }
        }
    }

    func testDeletedRowAnimationsTraced() {
        for kind: UITableView.RowAnimation in [.fade, .right, .left, .top, .bottom, .middle, .none] {
            let h = TableHarness(items: Array(0..<20)) { _, s in s.fixedHeight = 44 }
            let cell = h.cell(showing: 2)!
            let below = h.cell(showing: 3)!
            h.source.items.remove(at: 2)
            let t0 = h.now
            h.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: kind)
            let start = CGRect(x: 0, y: 88, width: 320, height: 44)
            for k in 1...17 {
                h.frame()
                let t = h.now - t0
                let p = min(1, easeInEaseOut(min(1, t / d)))
                if t >= d { break }
                let f = h.shownFrame(cell)
                let alpha = Double(cell.layer.presentationProperties().opacity)
                switch kind {
                case .fade: assertRect(f, start, accuracy: 1e-6); XCTAssertEqual(alpha, 1 - p, accuracy: 1e-4)
                case .right: assertRect(f, start.offsetBy(dx: 320 * CGFloat(p), dy: 0), accuracy: 1e-4)
                case .left: assertRect(f, start.offsetBy(dx: -320 * CGFloat(p), dy: 0), accuracy: 1e-4)
                case .top: assertRect(f, start.offsetBy(dx: 0, dy: -44 * CGFloat(p)), accuracy: 1e-4)
                case .bottom: assertRect(f, start.offsetBy(dx: 0, dy: 44 * CGFloat(p)), accuracy: 1e-4)
                case .middle: XCTAssertEqual(Double(f.height), 44 * (1 - p), accuracy: 1e-4)
                case .none: XCTAssertEqual(alpha, 0)
                default: break
                }
                XCTAssertEqual(Double(h.shownFrame(below).minY), 132 - 44 * p, accuracy: 1e-4, "\(kind) row below at \(k)")
            }
            h.run(0.1)
            XCTAssertTrue(cell.isHidden || cell.superview == nil, "the deleted row's cell is back in the pool")
            XCTAssertEqual(h.table.visibleCells.map { ($0 as! CountingCell).item }, Array(h.source.items.prefix(13)))
        }
    }

    func testEmptyBeginEndUpdatesAnimatesHeightChange() {
        var heights = [Int: CGFloat]()
        final class Heights: NSObject {}
        let h = TableHarness(items: Array(0..<20)) { _, s in s.fixedHeight = nil }
        h.table.rowHeight = 44
        let source = HeightSource(h.source)
        h.table.delegate = source
        h.table.reloadData()
        h.frame()
        heights[1] = 120
        source.heights = heights
        let row1 = h.cell(showing: 1)!, row2 = h.cell(showing: 2)!
        let t0 = h.now
        h.table.beginUpdates()
        h.table.endUpdates()
        XCTAssertEqual(row1.frame.height, 120, "the model is final at once")
        for _ in 0..<18 {
            h.frame()
            let p = min(1, easeInEaseOut(min(1, (h.now - t0) / d)))
            XCTAssertEqual(Double(h.shownFrame(row1).height), 44 + 76 * p, accuracy: 1e-4)
            XCTAssertEqual(Double(h.shownFrame(row2).minY), 88 + 76 * p, accuracy: 1e-4)
        }
        XCTAssertEqual(h.table.contentSize.height, 19 * 44 + 120)
    }

    func testEnclosingAnimationBlockSetsTheTiming() {
        let h = TableHarness(items: Array(0..<20)) { _, s in s.fixedHeight = 44 }
        h.source.items.insert(100, at: 0)
        let t0 = h.now
        UIView.animate(withDuration: 1.2, delay: 0, options: .curveLinear, animations: {
            h.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        })
        let below = h.cell(showing: 0)!
        h.run(0.6)
        XCTAssertEqual(Double(h.shownFrame(below).minY), 44 * (h.now - t0) / 1.2, accuracy: 1e-4, "linear over 1.2 s")
        h.source.items.insert(101, at: 0)
        UIView.performWithoutAnimation { h.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
        XCTAssertEqual(h.cell(showing: 101)!.layer.animationKeys()?.isEmpty ?? true, true)
    }

    func testMixedBatchFollowsUIKitIndexRules() {
        let h = TableHarness(items: Array(0..<12)) { _, s in s.fixedHeight = 44 }
        // Old [0 … 11]: delete old rows 1 and 3, move old 5 to new 10, insert new rows 0 and 4.
        var new = Array(0..<12).filter { $0 != 1 && $0 != 3 && $0 != 5 }
        new.insert(100, at: 0)
        new.insert(101, at: 4)
        new.insert(5, at: 10)
        let oldY = Dictionary(uniqueKeysWithValues: h.table.visibleCells.map { (($0 as! CountingCell).item, h.shownFrame($0).minY) })
        h.source.items = new
        var done = false
        h.table.performBatchUpdates({
            h.table.insertRows(at: [IndexPath(row: 4, section: 0), IndexPath(row: 0, section: 0)], with: .fade)
            h.table.moveRow(at: IndexPath(row: 5, section: 0), to: IndexPath(row: 10, section: 0))
            h.table.deleteRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { done = $0 })
        h.frame()
        // Survivors start where they were (one frame in, close to it) and end at their new rows.
        for cell in h.table.visibleCells {
            let item = (cell as! CountingCell).item
            if let y = oldY[item] { XCTAssertEqual(h.shownFrame(cell).minY, y, accuracy: 2, "item \(item) starts where it was") }
        }
        h.run(0.4)
        XCTAssertTrue(done)
        XCTAssertEqual(h.table.visibleCells.map { ($0 as! CountingCell).item }, Array(new.prefix(13)))
        for (k, cell) in h.table.visibleCells.enumerated() { XCTAssertEqual(h.shownFrame(cell).minY, CGFloat(k) * 44) }
    }

    func testInvalidUpdateReloadsInsteadOfCrashing() {
        let h = TableHarness(items: Array(0..<5)) { _, s in s.fixedHeight = 44 }
        h.source.items.append(9)     // the model grew by one …
        h.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)   // … but a delete is announced
        h.frame()
        XCTAssertEqual(h.table.visibleCells.map { ($0 as! CountingCell).item }, [0, 1, 2, 3, 4, 9])
    }

    func testTapSelectsAndDragDoesNot() {
        let h = TableHarness(items: Array(0..<40)) { _, s in s.fixedHeight = 44 }
        // UIScrollView.h: content touches are delayed (delaysContentTouches, 150 ms) so a drag can
        // scroll first: a row held down highlights once the delay has passed, not at touch-down.
        _ = h.window.sendTouch(.began, at: CGPoint(x: 100, y: 3 * 44 + 10))
        XCTAssertFalse(h.cell(showing: 3)!.isHighlighted, "highlighted before the content delay passed")
        h.run(0.2)
        XCTAssertTrue(h.cell(showing: 3)!.isHighlighted, "held past the content delay")
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 100, y: 3 * 44 + 10))
        XCTAssertEqual(h.source.log, ["select 3"])
        XCTAssertEqual(h.table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        XCTAssertTrue(h.cell(showing: 3)!.isSelected)
        _ = h.window.sendTouch(.began, at: CGPoint(x: 100, y: 5 * 44 + 10))
        h.frame()
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 100, y: 5 * 44 + 10))
        XCTAssertEqual(h.source.log, ["select 3", "deselect 3", "select 5"])
        // A drag scrolls and selects nothing.
        _ = h.window.sendTouch(.began, at: CGPoint(x: 100, y: 300))
        h.frame()
        _ = h.window.sendTouch(.moved, at: CGPoint(x: 100, y: 250))
        h.frame()
        _ = h.window.sendTouch(.moved, at: CGPoint(x: 100, y: 200))
        h.frame()
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 100, y: 200))
        XCTAssertEqual(h.source.log.count, 3)
        XCTAssertGreaterThan(h.table.contentOffset.y, 0)
    }

    func testWheelScrollsAndCellsFollow() {
        let h = TableHarness(items: Array(0..<200)) { _, s in s.fixedHeight = 44 }
        _ = h.window.sendWheel(dx: 0, dy: 440, at: CGPoint(x: 160, y: 300))
        h.run(0.6)
        XCTAssertEqual(h.table.contentOffset.y, 440, accuracy: 0.5)
        XCTAssertEqual((h.table.visibleCells.first as? CountingCell)?.item, 10)
    }
}

/// A delegate with per-row heights (44 unless set), for the expand idiom.
final class HeightSource: UITableViewDelegate {
    var heights: [Int: CGFloat] = [:]
    let base: RowsSource
    init(_ base: RowsSource) { self.base = base }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights[indexPath.row] ?? 44 }
}
