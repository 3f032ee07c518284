import XCTest
@testable import MotionViews

/// iOS 14's menus: a button's (`showsMenuAsPrimaryAction`, long press, pop-up buttons), a bar button
/// item's, a view's context menu interaction and a list row's context menu — opened beside their
/// source, run by a tap on an action (with its sender), closed by a tap outside; and `editButtonItem`.
final class MenuTests: XCTestCase {
    override func tearDown() {
        MenuPresentation.current?.dismiss(animated: false)
        super.tearDown()
    }

    private func host() -> (UIWindow, UIViewController) {
        let (w, root) = presentingHost()
        return (w, root)
    }

    private func settle(_ seconds: Double = 0.6) { Clock.run(from: CACurrentMediaTime(), to: CACurrentMediaTime() + seconds) }

    /// Window point of the centre of line `i` of the menu shown now.
    private func line(_ i: Int) throws -> CGPoint {
        let p = try XCTUnwrap(MenuPresentation.current)
        let f = p.panel.lineFrames[i]
        return p.panel.convert(CGPoint(x: f.midX, y: f.midY), to: nil)
    }

    func testAButtonShowingItsMenuAsItsPrimaryActionOpensItBelowAndRunsTheChosenAction() throws {
        let (w, root) = host()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        root.view.addSubview(button)
        var ran: [String] = [], primary = 0, sender: Any?
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(title: "", children: [
            UIAction(title: "Name", image: UIImage(systemName: "textformat")) { a in ran.append(a.title); sender = a.sender },
            UIAction(title: "Date") { a in ran.append(a.title) },
        ])
        tap(w, at: CGPoint(x: 80, y: 122))
        settle()
        let p = try XCTUnwrap(MenuPresentation.current, "the tap opens the menu")
        XCTAssertEqual(primary, 0, "no primary action with the menu as the primary action")
        // Below the button with an 8-point gap, its leading edge at the button's (the button is on the
        // left half), 250 wide, two 44-point rows.
        assertRect(p.panel.frame, CGRect(x: 20, y: 152, width: 250, height: 88))
        tap(w, at: try line(1))
        settle()
        XCTAssertEqual(ran, ["Date"])
        XCTAssertNil(MenuPresentation.current, "choosing closes the menu")
        // Again: the first action, whose sender is the button.
        tap(w, at: CGPoint(x: 80, y: 122)); settle()
        tap(w, at: try line(0)); settle()
        XCTAssertEqual(ran, ["Date", "Name"])
        XCTAssertTrue(sender as AnyObject? === button)
    }

    func testATapOutsideClosesTheMenuWithoutRunningAnything() throws {
        let (w, root) = host()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 240, y: 600, width: 100, height: 44)
        root.view.addSubview(button)
        var ran = 0
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(children: [UIAction(title: "Delete", attributes: .destructive) { _ in ran += 1 }])
        tap(w, at: CGPoint(x: 290, y: 622)); settle()
        let p = try XCTUnwrap(MenuPresentation.current)
        // No room below (667 − 8): above the button; on the right half: trailing edges aligned.
        XCTAssertEqual(p.panel.frame.maxY, 600 - 8, accuracy: 1e-9)
        XCTAssertEqual(p.panel.frame.maxX, 340, accuracy: 1e-9)
        tap(w, at: CGPoint(x: 40, y: 300)); settle()
        XCTAssertNil(MenuPresentation.current)
        XCTAssertEqual(ran, 0)
    }

    func testALongPressOpensAButtonsMenuWhileATapSendsItsAction() throws {
        let (w, root) = host()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        root.view.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
        tap(w, at: CGPoint(x: 80, y: 122)); settle()
        XCTAssertEqual(taps, 1)
        XCTAssertNil(MenuPresentation.current)
        w.sendTouch(.began, at: CGPoint(x: 80, y: 122))
        Clock.advance(by: 0.3)
        XCTAssertNil(MenuPresentation.current, "not before half a second")
        Clock.advance(by: 0.25)
        XCTAssertNotNil(MenuPresentation.current)
        w.sendTouch(.ended, at: CGPoint(x: 80, y: 122))
        XCTAssertEqual(taps, 1, "the long press is not a tap")
    }

    func testAPopUpButtonShowsAndMovesItsSelection() throws {
        let (w, root) = host()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        root.view.addSubview(button)
        let a = UIAction(title: "Small") { _ in }, b = UIAction(title: "Large") { _ in }
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(children: [a, b])
        XCTAssertEqual(button.currentTitle, "Small", "the first action is the selection when none is on")
        XCTAssertEqual(a.state, .on)
        tap(w, at: CGPoint(x: 80, y: 122)); settle()
        tap(w, at: try line(1)); settle()
        XCTAssertEqual(button.currentTitle, "Large")
        XCTAssertEqual(a.state, .off)
        XCTAssertEqual(b.state, .on)
    }

    func testMenuLinesGroupInlineSubmenusAndSkipHiddenActions() {
        let menu = UIMenu(title: "Sort", children: [
            UIAction(title: "A") { _ in },
            UIMenu(title: "", options: .displayInline, children: [UIAction(title: "B") { _ in }, UIAction(title: "C", attributes: .hidden) { _ in }]),
            UIAction(title: "D") { _ in },
            UIMenu(title: "More", children: [UIAction(title: "E") { _ in }]),
        ])
        let kinds = MenuPanelView.lines(of: menu).map { line -> String in
            switch line {
            case .title(let t): return "title \(t)"
            case .action(let a): return a.title
            case .submenu(let m): return "menu \(m.title)"
            case .gap: return "gap"
            }
        }
        XCTAssertEqual(kinds, ["title Sort", "A", "gap", "B", "gap", "D", "menu More"])
    }

    final class MenuDelegate: UIContextMenuInteractionDelegate {
        var asked: [CGPoint] = []
        var ended = 0
        var ran: [String] = []
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            asked.append(location)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "", children: [UIAction(title: "Share") { _ in self.ran.append("Share") }])
            }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) { ended += 1 }
    }

    func testAContextMenuInteractionOpensOnALongPressWithTheDelegatesMenu() throws {
        let (w, root) = host()
        let card = UIView(frame: CGRect(x: 40, y: 200, width: 200, height: 120))
        root.view.addSubview(card)
        let delegate = MenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        XCTAssertTrue(card.interactions.first === interaction)
        XCTAssertTrue(interaction.view === card)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 250))
        Clock.advance(by: 0.55)
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 250))
        settle()
        XCTAssertEqual(delegate.asked, [CGPoint(x: 60, y: 50)], "asked with the press in the view's coordinates")
        let p = try XCTUnwrap(MenuPresentation.current)
        XCTAssertEqual(p.panel.frame.minY, 328, accuracy: 1e-9, "below the view")
        XCTAssertGreaterThan(p.overlay.backgroundColor?.cgColor.alpha ?? 0, 0, "the screen dims")
        tap(w, at: try line(0)); settle()
        XCTAssertEqual(delegate.ran, ["Share"])
        XCTAssertEqual(delegate.ended, 1)
        card.removeInteraction(interaction)
        XCTAssertTrue(card.interactions.isEmpty)
    }

    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var selected: [Int] = []
        var ran: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let c = UITableViewCell(style: .default, reuseIdentifier: nil)
            c.textLabel?.text = "Row \(indexPath.row)"
            return c
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
            guard indexPath.row != 4 else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "Row \(indexPath.row)", children: [UIAction(title: "Pin") { _ in self.ran.append("Pin \(indexPath.row)") }])
            }
        }
    }

    func testAListRowsContextMenuOpensOnALongPressAndATapStillSelects() throws {
        let (w, root) = host()
        let table = UITableView(frame: root.view.bounds, style: .plain)
        let rows = Rows()
        table.dataSource = rows
        table.delegate = rows
        root.view.addSubview(table)
        w.layoutIfNeeded()
        // Row 2 spans y 88…132.
        tap(w, at: CGPoint(x: 100, y: 110)); settle()
        XCTAssertEqual(rows.selected, [2])
        XCTAssertNil(MenuPresentation.current)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 66))
        Clock.advance(by: 0.55)
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 66))
        settle()
        let p = try XCTUnwrap(MenuPresentation.current, "row 1's menu")
        XCTAssertEqual(p.menu.title, "Row 1")
        XCTAssertEqual(rows.selected, [2], "a long press opening a menu selects nothing")
        tap(w, at: try line(1)); settle()
        XCTAssertEqual(rows.ran, ["Pin 1"])
        // A row without a menu: a long press is an ordinary touch (it selects on release).
        w.sendTouch(.began, at: CGPoint(x: 100, y: 198))
        Clock.advance(by: 0.6)
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 198))
        settle()
        XCTAssertNil(MenuPresentation.current)
        XCTAssertEqual(rows.selected, [2, 4])
    }

    func testABarButtonItemWithAMenuAndNoActionOpensItOnATap() throws {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let w = showInWindow(nav, log: LifecycleLog())
        var ran = 0
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More",
                                                                  menu: UIMenu(children: [UIAction(title: "Settings") { _ in ran += 1 }]))
        // (No text measurer in these unit tests: the item is given its width.)
        root.navigationItem.rightBarButtonItem?.width = 60
        w.layoutIfNeeded()
        let view = try XCTUnwrap(nav.navigationBar.subviews.first { ($0 as? BarButtonItemView)?.item === root.navigationItem.rightBarButtonItem })
        let c = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        tap(w, at: c); settle()
        XCTAssertNotNil(MenuPresentation.current)
        tap(w, at: try line(0)); settle()
        XCTAssertEqual(ran, 1)
    }

    func testTheEditButtonItemTogglesATableViewControllersEditing() {
        final class Table: UITableViewController {
            var calls: [Bool] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append(editing)
            }
        }
        let t = Table(style: .plain)
        let item = t.editButtonItem
        XCTAssertTrue(item === t.editButtonItem, "one item")
        XCTAssertEqual(item.title, "Edit")
        item.performTap()
        XCTAssertTrue(t.isEditing)
        XCTAssertTrue(t.tableView.isEditing, "the table follows")
        XCTAssertEqual(item.title, "Done")
        XCTAssertEqual(item.style, .done)
        item.performTap()
        XCTAssertFalse(t.isEditing)
        XCTAssertEqual(t.calls, [true, false])
        XCTAssertEqual(item.title, "Edit")
        let plain = UIViewController()
        plain.isEditing = true
        XCTAssertEqual(plain.editButtonItem.title, "Done")
    }
}
