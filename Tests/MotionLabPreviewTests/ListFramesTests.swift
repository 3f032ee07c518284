import XCTest
import UIKit
@testable import MotionLabPreview
import MotionHost

/// List screens through the whole frame function, as `motionlab render` plays them: an inset-grouped
/// list layout whose tapped row greys and fades back (UIKit's list cell selection), with a list header,
/// accessories in their fixed places; an inset-grouped table with detail buttons; a plain table's
/// filler rows. Set `MOTIONLAB_LIST_FRAMES=DIR` to keep the frames as PNGs (to look at them).
final class ListFramesTests: XCTestCase {
    final class Lists: UIViewController, UICollectionViewDelegate {
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var collectionView: UICollectionView!
        override func viewDidLoad() {
            super.viewDidLoad()
            var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            config.headerMode = .supplementary
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.delegate = self
            view.addSubview(collectionView)
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, ip, item in
                var c = cell.defaultContentConfiguration()
                c.text = item
                cell.contentConfiguration = c
                switch ip.item {
                case 0: cell.accessories = [.label(text: "42"), .disclosureIndicator()]
                case 1: cell.accessories = [.detail(), .checkmark()]
                default: cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
                }
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { h, _, ip in
                var c = h.defaultContentConfiguration()
                c.text = "Section \(ip.section)"
                h.contentConfiguration = c
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, ip, item in
                cv.dequeueConfiguredReusableCell(using: cell, for: ip, item: item)
            }
            dataSource.supplementaryViewProvider = { cv, _, ip in cv.dequeueConfiguredReusableSupplementary(using: header, for: ip) }
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(["Apple", "Banana", "Cherry", "Date"])
            dataSource.apply(s, animatingDifferences: false)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            collectionView.deselectItem(at: indexPath, animated: true)
        }
    }

    final class Table: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = [.detailButton, .detailDisclosureButton, .disclosureIndicator][indexPath.row]
            return cell
        }
    }

    private func keep(_ image: CGImage, _ name: String) throws {
        guard let dir = ProcessInfo.processInfo.environment["MOTIONLAB_LIST_FRAMES"] else { return }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try SDLImageDecoder.writePNG(image, to: dir + "/" + name + ".png")
    }

    /// The pixel at a point (points; the session renders at scale 2).
    private func color(_ image: CGImage, _ x: CGFloat, _ y: CGFloat) -> [Int] {
        let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    private func assertColor(_ got: [Int], _ want: UIColor, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let c = want.cgColor
        let expected = [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
        for k in 0..<3 {
            XCTAssertLessThanOrEqual(abs(got[k] - expected[k]), 2, "\(message): \(got) vs \(expected)", file: file, line: line)
        }
    }

    func testTappedListRowGreysThenFadesBack() throws {
        var options = HeadlessSession.Options()
        options.scale = 2
        var lists: Lists?
        // Where row 2 ("Cherry") is, from a first session laid out the same way.
        let probe = try HeadlessSession(preview: Preview("lists", size: CGSize(width: 320, height: 400)) {
            let l = Lists(); lists = l; return l
        }, options: options)
        try probe.advance(to: 0.2)
        let l0 = try XCTUnwrap(lists)
        let f = try XCTUnwrap(l0.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
        let y = l0.collectionView.convert(CGPoint(x: 0, y: f.midY), to: nil).y
        let first = try XCTUnwrap(l0.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        let headerY = l0.collectionView.convert(CGPoint(x: 0, y: first.minY - 5), to: nil).y
        // Press it at 0.5 s, release at 0.8 s: the delegate deselects it animated.
        options.script = InputScript(events: [(0.5, .down(CGPoint(x: 200, y: y))), (0.8, .up(CGPoint(x: 200, y: y)))])
        let s = try HeadlessSession(preview: Preview("lists", size: CGSize(width: 320, height: 400)) {
            let l = Lists(); lists = l; return l
        }, options: options)
        try s.advance(to: 0.4)
        let rest = s.snapshot()
        try keep(rest, "list-rest")
        assertColor(color(rest, 200, y), .secondarySystemGroupedBackground, "at rest")
        try s.advance(to: 0.78)
        let pressed = s.snapshot()
        try keep(pressed, "list-pressed")
        assertColor(color(pressed, 200, y), .systemGray4, "pressed")
        assertColor(color(pressed, 200, y - f.height), .secondarySystemGroupedBackground, "the row above stays white")
        try s.advance(to: 0.8 + 0.125)
        let fading = s.snapshot()
        try keep(fading, "list-fading")
        let mid = color(fading, 200, y)
        XCTAssertTrue(mid[0] > 212 && mid[0] < 252, "half way through the fade: \(mid)")
        try s.advance(to: 1.5)
        let after = s.snapshot()
        try keep(after, "list-after")
        assertColor(color(after, 200, y), .secondarySystemGroupedBackground, "faded back")
        // The header sits above the card on the grouped background (not a white row).
        assertColor(color(after, 300, headerY), .systemGroupedBackground, "the header is not a white row")
    }

    func testTableDetailButtonsAndFillerRows() throws {
        var options = HeadlessSession.Options()
        options.scale = 2
        let grouped = try HeadlessSession(preview: Preview("table", size: CGSize(width: 320, height: 260)) {
            Table(style: .insetGrouped)
        }, options: options)
        try grouped.advance(to: 0.5)
        try keep(grouped.snapshot(), "table-detail")
        var table: Table?
        let plain = try HeadlessSession(preview: Preview("plain", size: CGSize(width: 320, height: 360)) {
            let t = Table(style: .plain); table = t; return t
        }, options: options)
        try plain.advance(to: 0.5)
        let image = plain.snapshot()
        try keep(image, "table-plain")
        let tv = try XCTUnwrap(table?.tableView)
        // Filler separators one row (44 points) apart below the three rows, down the view.
        for k in 4...6 {
            let y = tv.convert(CGPoint(x: 0, y: CGFloat(k) * 44), to: nil).y
            let darkest = (-3...1).map { color(image, 100, y + CGFloat($0) / 2)[0] }.min() ?? 255
            XCTAssertLessThan(darkest, 240, "a filler separator at row boundary \(k)")
            let between = color(image, 100, y - 22)[0]
            XCTAssertGreaterThan(between, 250, "white between the lines")
        }
    }
}
