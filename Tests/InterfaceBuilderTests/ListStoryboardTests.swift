import XCTest
import UIKit
import MotionLabPreview
@testable import InterfaceBuilderFixture

/// The fixture's `Lists.storyboard` and list xibs: table and collection view controllers, static cells,
/// prototype cells with the user's classes and outlets, selection segues, nib registration — laid out
/// and played as UIKit does it.
final class ListStoryboardTests: XCTestCase {
    static func initial() throws -> UINavigationController {
        try XCTUnwrap(UIStoryboard(name: "Lists", bundle: nil).instantiateInitialViewController() as? UINavigationController)
    }

    static func session(seconds: Double, script: InputScript = InputScript(), _ make: @escaping () -> UIViewController) throws -> HeadlessSession {
        var options = HeadlessSession.Options()
        options.duration = seconds
        options.scale = 1
        options.script = script
        return try HeadlessSession(preview: Preview("lists", make), options: options)
    }

    /// A tap (down, up 3 frames later) at the centre of what `locate` finds in a first run's frame 1.
    static func tapScript(at time: Double, _ make: @escaping () -> UIViewController, _ locate: @escaping (UIViewController) throws -> UIView) throws -> InputScript {
        var root: UIViewController?
        let probe = try session(seconds: 0.1) { root = make(); return root! }
        for _ in 0..<3 { try probe.step() }
        var center = CGPoint.zero
        try probe.runner.context.perform {
            let v = try locate(try XCTUnwrap(root))
            center = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil)
            XCTAssertTrue(v.window?.hitTest(center, with: nil)?.isDescendant(of: v) == true, "the tap lands on \(type(of: v))")
        }
        var script = InputScript()
        script.events = [(time, .down(center)), (time + 0.05, .up(center))]
        return script
    }

    /// Static cells: the storyboard's sections, titles, cells and heights without a data source of the
    /// user's; the controller's outlets into them; rows laid out one under another.
    func testAStaticMenuShowsTheStoryboardsCellsWithoutADataSource() throws {
        var nav: UINavigationController?
        let session = try Self.session(seconds: 0.2) { nav = try? Self.initial(); return nav ?? UIViewController() }
        for _ in 0..<3 { try session.step() }
        try session.runner.context.perform {
            let menu = try XCTUnwrap(nav?.topViewController as? MenuViewController)
            XCTAssertEqual(menu.events.first, "viewDidLoad version=1.0", "outlets into static cells before viewDidLoad")
            XCTAssertFalse(menu.clearsSelectionOnViewWillAppear, "clearsSelectionOnViewWillAppear=\"NO\"")
            let table = try XCTUnwrap(menu.tableView)
            XCTAssertEqual(table.style, .grouped)
            XCTAssertTrue(table.dataSource === menu && table.delegate === menu, "dataSource and delegate outlets")
            XCTAssertEqual(table.numberOfSections, 2)
            XCTAssertEqual([table.numberOfRows(inSection: 0), table.numberOfRows(inSection: 1)], [2, 2])
            XCTAssertEqual(menu.tableView(table, titleForHeaderInSection: 0), "Screens")
            XCTAssertEqual(menu.tableView(table, titleForFooterInSection: 1), "Made in Interface Builder")
            let fruits = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let grid = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            let version = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            let note = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 1)))
            XCTAssertEqual(fruits.textLabel?.text, "Fruits")
            XCTAssertEqual(fruits.accessoryType, .disclosureIndicator)
            XCTAssertEqual(version.style, .value1, "Right Detail")
            XCTAssertTrue(version.detailTextLabel === menu.version, "the controller's outlet is the cell's own detail label")
            XCTAssertEqual(version.selectionStyle, .none)
            XCTAssertTrue(note === menu.noteCell)
            XCTAssertEqual(fruits.superview, table, "static cells are on screen")
            // Heights: a basic cell self-sizes to UIKit's default 44; the custom cell's rowHeight="80".
            XCTAssertEqual(fruits.frame.height, 44)
            XCTAssertEqual(grid.frame.minY, fruits.frame.maxY, "rows one under another")
            XCTAssertEqual(note.frame.height, 80)
            XCTAssertEqual(note.frame.minY, version.frame.maxY)
            // The custom cell's constraints in its content view: leading margin, centred.
            let label = try XCTUnwrap(note.contentView.subviews.compactMap { $0 as? UILabel }.first { $0.text?.hasPrefix("Static") == true })
            XCTAssertEqual(note.contentView.layoutMargins, UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16), "UIKit's cell content margins")
            XCTAssertEqual(label.frame.minX, 16)
            XCTAssertEqual(label.frame.midY, note.contentView.bounds.midY, accuracy: 0.5, "centred, on a pixel")
            // The style label is the cell's own, laid out by the style.
            XCTAssertTrue(fruits.textLabel?.superview === fruits.contentView)
            XCTAssertEqual(fruits.contentView.subviews.compactMap { $0 as? UILabel }.count, 1, "no second label")
        }
    }

    /// A tap on a static cell with a show segue: shouldPerform and prepare with the cell as sender, then
    /// didSelectRowAt (iOS's order), and the destination pushed. (The second row: MotionLab's scroll views
    /// have no adjusted content inset yet, so the first row sits under the navigation bar.)
    func testTappingAStaticCellPerformsItsSegue() throws {
        var nav: UINavigationController?
        let make: () -> UIViewController = { nav = try? Self.initial(); return nav ?? UIViewController() }
        let script = try Self.tapScript(at: 0.1, make) { root in
            let menu = try XCTUnwrap((root as? UINavigationController)?.topViewController as? MenuViewController)
            return try XCTUnwrap(menu.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        }
        let session = try Self.session(seconds: 1.0, script: script, make)
        for _ in 0..<session.frameCount { try session.step() }
        try session.runner.context.perform {
            let menu = try XCTUnwrap(nav?.viewControllers.first as? MenuViewController)
            XCTAssertEqual(Array(menu.events.dropFirst()), [
                "shouldPerform showGrid sender=Grid",
                "prepare showGrid sender=Grid destination=GridViewController",
                "didSelect 0-1",
            ])
            XCTAssertTrue(nav?.topViewController is GridViewController, "pushed")
            XCTAssertEqual(nav?.viewControllers.count, 2)
            XCTAssertEqual(menu.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0), "clearsSelectionOnViewWillAppear=NO keeps it")
        }
    }

    /// Prototype cells: made from the storyboard for their reuse identifiers (the user's class through
    /// `init?(coder:)`, outlets, then `awakeFromNib`), laid out by their constraints; a subtitle-style
    /// prototype's labels are the cell's own.
    func testPrototypeCellsAreMadeFromTheStoryboard() throws {
        var nav: UINavigationController?
        let session = try Self.session(seconds: 0.2) {
            nav = UINavigationController(rootViewController: UIStoryboard(name: "Lists", bundle: nil).instantiateViewController(withIdentifier: "Fruits"))
            return nav!
        }
        for _ in 0..<3 { try session.step() }
        try session.runner.context.perform {
            let list = try XCTUnwrap(nav?.topViewController as? FruitListViewController)
            let table = try XCTUnwrap(list.tableView)
            XCTAssertEqual(table.style, .plain)
            XCTAssertEqual(table.rowHeight, 60)
            let cells = try (0..<3).map { try XCTUnwrap(table.cellForRow(at: IndexPath(row: $0, section: 0)) as? FruitCell) }
            XCTAssertEqual(cells.map { $0.nameLabel.text }, ["Apple", "Banana", "Cherry"])
            XCTAssertEqual(cells[0].events, ["init(coder:) reuse=Fruit outlets=false", "awakeFromNib outlets=true"])
            XCTAssertEqual(cells[0].reuseIdentifier, "Fruit")
            XCTAssertEqual(cells[0].accessoryType, .disclosureIndicator)
            XCTAssertEqual(Set(cells.map { ObjectIdentifier($0) }).count, 3, "a new cell per row")
            XCTAssertEqual(cells.map { $0.frame.minY }, [0, 60, 120], "rowHeight 60, no section header in a plain table without titles")
            // Constraints: swatch at the leading margin, centred; the name 12 points after it.
            let cell = cells[1]
            let swatch = try XCTUnwrap(cell.swatch)
            XCTAssertEqual(swatch.frame.size, CGSize(width: 24, height: 24))
            XCTAssertEqual(swatch.frame.minX, 16, "the content view's leading margin")
            XCTAssertEqual(swatch.frame.midY, cell.contentView.bounds.midY, accuracy: 0.5, "centred, on a pixel")
            XCTAssertEqual(swatch.layer.cornerRadius, 12, "runtime attribute in a prototype")
            XCTAssertEqual(cell.nameLabel.frame.minX, swatch.frame.maxX + 12)
            XCTAssertEqual(cell.nameLabel.frame.maxX, cell.contentView.bounds.width - 16, accuracy: 1e-9)
            XCTAssertEqual(cell.contentView.bounds.width, cell.bounds.width - 40, "the content view leaves the disclosure indicator 8 + 2 × 16 points")
            XCTAssertEqual(cell.nameLabel.font, UIFont.boldSystemFont(ofSize: 17))
            // The subtitle prototype.
            let plain = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            XCTAssertEqual(plain.style, .subtitle)
            XCTAssertEqual(plain.textLabel?.text, "Basket")
            XCTAssertEqual(plain.detailTextLabel?.text, "3 fruits")
            XCTAssertEqual(plain.detailTextLabel?.font, UIFont.systemFont(ofSize: 12))
            XCTAssertEqual(plain.contentView.subviews.compactMap { $0 as? UILabel }.count, 2)
            // Dequeuing again makes another cell from the storyboard.
            let another = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "Fruit") as? FruitCell)
            XCTAssertFalse(cells.contains { $0 === another })
            XCTAssertNotNil(another.nameLabel)
        }
    }

    /// A prototype cell's segue: prepare gets the tapped cell (the value passed shows on the pushed
    /// scene), didSelectRowAt after it.
    func testAPrototypeCellsSeguePassesTheCellAsSender() throws {
        var nav: UINavigationController?
        let make: () -> UIViewController = {
            nav = UINavigationController(rootViewController: UIStoryboard(name: "Lists", bundle: nil).instantiateViewController(withIdentifier: "Fruits"))
            return nav!
        }
        let script = try Self.tapScript(at: 0.1, make) { root in
            let list = try XCTUnwrap((root as? UINavigationController)?.topViewController as? FruitListViewController)
            return try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        }
        let session = try Self.session(seconds: 1.0, script: script, make)
        for _ in 0..<session.frameCount { try session.step() }
        try session.runner.context.perform {
            let list = try XCTUnwrap(nav?.viewControllers.first as? FruitListViewController)
            XCTAssertEqual(list.events, ["prepare showFruit Banana", "didSelect 0-1"])
            let detail = try XCTUnwrap(nav?.topViewController as? FruitDetailViewController)
            XCTAssertEqual(detail.nameLabel.text, "Banana")
        }
    }

    /// A collection view controller with a flow layout from the storyboard: item size, spacings, insets,
    /// header size; prototype cell and header of the user's classes; frames by the flow layout's rule
    /// (items spread across the line with the extra space between them).
    func testACollectionViewControllerWithAFlowLayout() throws {
        var nav: UINavigationController?
        let session = try Self.session(seconds: 0.2) {
            nav = UINavigationController(rootViewController: UIStoryboard(name: "Lists", bundle: nil).instantiateViewController(withIdentifier: "Grid"))
            return nav!
        }
        for _ in 0..<3 { try session.step() }
        try session.runner.context.perform {
            let grid = try XCTUnwrap(nav?.topViewController as? GridViewController)
            let cv = try XCTUnwrap(grid.collectionView)
            let flow = try XCTUnwrap(cv.collectionViewLayout as? UICollectionViewFlowLayout)
            XCTAssertTrue(grid.collectionViewLayout === flow)
            XCTAssertEqual(flow.itemSize, CGSize(width: 90, height: 70))
            XCTAssertEqual(flow.minimumLineSpacing, 12)
            XCTAssertEqual(flow.minimumInteritemSpacing, 10)
            XCTAssertEqual(flow.headerReferenceSize, CGSize(width: 50, height: 40))
            XCTAssertEqual(flow.sectionInset, UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
            XCTAssertEqual(flow.scrollDirection, .vertical)
            // UIKit's flow arithmetic: n items per line, the leftover width shared between them; a line
            // holding one item centres it.
            let width = cv.bounds.width - 32
            let n = Int(((width + 10) / 100).rounded(.down))
            let gap = n > 1 ? (width - CGFloat(n) * 90) / CGFloat(n - 1) : 0
            for item in 0..<5 {
                let cell = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: item, section: 0)) as? TileCell)
                XCTAssertEqual(cell.numberLabel.text, "\(item)")
                let line = item / n, column = item % n
                let alone = line == 4 / n && 5 % n == 1
                let x = alone ? 16 + (width - 90) / 2 : 16 + CGFloat(column) * (90 + gap)
                let expected = CGRect(x: x, y: 40 + 10 + CGFloat(line) * (70 + 12), width: 90, height: 70)
                XCTAssertEqual(cell.frame.origin.x, expected.origin.x, accuracy: 1e-9, "item \(item)")
                XCTAssertEqual(cell.frame.origin.y, expected.origin.y, accuracy: 1e-9, "item \(item)")
                XCTAssertEqual(cell.frame.size, expected.size)
                XCTAssertEqual(cell.reuseIdentifier, "Tile")
                XCTAssertEqual(cell.numberLabel.frame.midX, cell.contentView.bounds.midX, accuracy: 0.5)
            }
            let header = try XCTUnwrap(cv.subviews.compactMap { $0 as? GridHeader }.first)
            XCTAssertEqual(header.titleLabel.text, "Tiles")
            XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: cv.bounds.width, height: 40))
            XCTAssertEqual(header.titleLabel.frame.minX, 16)
        }
    }

    /// Cells and headers registered from xibs: each new one a fresh instantiation (the class, outlets,
    /// awakeFromNib); self-sizing by the xib's constraints; a xib that is not a cell falls back with
    /// UIKit's message.
    func testNibRegisteredCells() throws {
        final class Source: NSObject, UITableViewDataSource {
            var texts = ["One line", "Two"]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
                (cell as? NoteCell)?.noteLabel.text = texts[indexPath.row]
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: "Note")
        table.dataSource = source
        table.layoutIfNeeded()
        let a = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        let b = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        XCTAssertFalse(a === b)
        XCTAssertTrue(a.awoke, "awakeFromNib after the outlets")
        XCTAssertEqual(a.noteLabel.text, "One line")
        XCTAssertEqual(a.reuseIdentifier, "Note")
        // Self-sizing: the label's height + 16 above + 16 below + the separator (1 pt at scale 1).
        let separator = 1 / max(1, UIScreen.main.scale)
        XCTAssertEqual(a.frame.height, (a.noteLabel.intrinsicContentSize.height + 32 + separator), accuracy: 1e-6)
        XCTAssertEqual(a.noteLabel.frame.minY, 16)
        XCTAssertEqual(b.frame.minY, a.frame.maxY)

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        cv.register(UINib(nibName: "SwatchCell", bundle: nil), forCellWithReuseIdentifier: "Swatch")
        let swatch = try XCTUnwrap(cv.dequeueReusableCell(withReuseIdentifier: "Swatch", for: IndexPath(item: 0, section: 0)) as? SwatchCell)
        swatch.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        swatch.layoutIfNeeded()
        XCTAssertEqual(swatch.swatch.frame, CGRect(x: 8, y: 8, width: 64, height: 44), "the xib's constraints to the cell (Xcode 10's form)")
        XCTAssertEqual(swatch.swatch.superview, swatch.contentView, "the <view key=\"contentView\"> is the cell's own")
        // iOS 14's registration from a xib: the cell comes from the nib, then the handler configures it.
        var configured: [Int] = []
        let registration = UICollectionView.CellRegistration<SwatchCell, Int>(cellNib: UINib(nibName: "SwatchCell", bundle: nil)) { cell, _, item in
            configured.append(item)
            cell.swatch.backgroundColor = .systemTeal
        }
        let fromNib = cv.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 1, section: 0), item: 7)
        XCTAssertEqual(configured, [7])
        XCTAssertEqual(fromNib.swatch.superview, fromNib.contentView, "made from the xib (its outlet connected)")
        XCTAssertEqual(fromNib.swatch.backgroundColor, .systemTeal)

        // A xib whose top-level object is a plain view: a plain cell (UIKit raises an exception).
        table.register(UINib(nibName: "CardCell", bundle: nil), forCellReuseIdentifier: "Card")
        let fallback = table.dequeueReusableCell(withIdentifier: "Card")
        XCTAssertNotNil(fallback)
        XCTAssertFalse(fallback is NoteCell)
        // nil removes a registration.
        table.register(nil as UINib?, forCellReuseIdentifier: "Card")
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "Card"))
    }
}

/// Overrides of `UITableViewController`'s data source methods written in an extension (legal on iOS)
/// compile — the port merges the extension into the class — and drive the table.
final class OverridesInExtensionTests: XCTestCase {
    func testTheExtensionsOverridesAreTheTablesDataSource() throws {
        let screen = ShelfListViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(screen.tableView.numberOfRows(inSection: 0), 3)
        XCTAssertEqual((0..<3).map { screen.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text },
                       ["1. Top", "2. Middle", "3. Bottom"])
        XCTAssertEqual((screen as ShelfCounting).shelfCount, 3, "the merged extension's conformance is declared")
    }
}
