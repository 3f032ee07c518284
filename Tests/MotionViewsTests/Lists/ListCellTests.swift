import XCTest
@testable import MotionViews

/// A compositional list in a window on a fresh virtual clock: one section of strings, list cells
/// configured by `configure`.
final class ListHarness {
    let window: UIWindow
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    private(set) var now: Double
    var selected: [IndexPath] = []
    private let delegate: Delegate

    final class Delegate: NSObject, UICollectionViewDelegate {
        var onSelect: (UICollectionView, IndexPath) -> Void = { _, _ in }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { onSelect(collectionView, indexPath) }
    }

    init(_ configuration: UICollectionLayoutListConfiguration, items: [String],
         header: Bool = false,
         configure: @escaping (UICollectionViewListCell, IndexPath, String) -> Void) {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, ip, item in configure(cell, ip, item) }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        if header {
            let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { h, _, ip in
                var content = h.defaultContentConfiguration()
                content.text = "Section \(ip.section)"
                h.contentConfiguration = content
            }
            dataSource.supplementaryViewProvider = { cv, _, ip in cv.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: ip) }
        }
        delegate = Delegate()
        collectionView.delegate = delegate
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        now = CACurrentMediaTime()
        window.layoutIfNeeded()
        delegate.onSelect = { [unowned self] cv, ip in selected.append(ip); onSelect(cv, ip) }
    }

    var onSelect: (UICollectionView, IndexPath) -> Void = { _, _ in }

    func frame(_ dt: Double = 1.0 / 60) {
        now += dt
        AnimationDriver.shared.advance(to: now)
        window.layoutIfNeeded()
    }

    func run(_ seconds: Double) { for _ in 0..<Int((seconds * 60).rounded()) { frame() } }

    func cell(_ item: Int) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }

    /// Where item `item`'s middle is on screen (window coordinates).
    func center(of item: Int) -> CGPoint {
        let f = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        return collectionView.convert(CGPoint(x: f.midX, y: f.midY), to: window)
    }
}

/// The colour a view shows now (presentation value).
private func shownColor(_ v: UIView) -> CGColor? { v.layer.presentationProperties().backgroundColor }

/// UICollectionViewListCell against UIKit's documented list behaviour: the default background follows
/// the cell's state; accessories follow the editing state and keep their fixed placement; list
/// separators follow the separator configuration; supplementary list cells take the header style;
/// custom content views size the cell.
final class ListCellTests: XCTestCase {
    // MARK: Default background (L6-20)

    func testDefaultBackgroundGreysWhilePressedAndFadesOnAnimatedDeselect() {
        let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .insetGrouped), items: ["A", "B", "C"]) { cell, _, item in
            var c = cell.defaultContentConfiguration(); c.text = item; cell.contentConfiguration = c
        }
        h.onSelect = { cv, ip in cv.deselectItem(at: ip, animated: true) }
        guard let cell = h.cell(1) else { return XCTFail("no cell") }
        let bg = cell.defaultBackgroundView
        XCTAssertFalse(bg.isHidden)
        XCTAssertEqual(shownColor(bg), UIColor.secondarySystemGroupedBackground.cgColor, "listGroupedCell() at rest")
        XCTAssertEqual(cell.defaultBackgroundConfiguration(), UIBackgroundConfiguration.listGroupedCell())
        let p = h.center(of: 1)
        _ = h.window.sendTouch(.began, at: p)
        // (A scroll view delays a touch's highlight by 150 ms, as `delaysContentTouches` does.)
        h.run(0.2)
        XCTAssertTrue(cell.isHighlighted)
        XCTAssertEqual(shownColor(bg), UIColor.systemGray4.cgColor, "a pressed list cell is grey")
        _ = h.window.sendTouch(.ended, at: p)
        XCTAssertEqual(h.selected, [IndexPath(item: 1, section: 0)])
        XCTAssertFalse(cell.isSelected, "the delegate deselected it")
        // The animated deselection fades from grey to the resting colour over the deselect duration.
        let duration = ListAnimationTiming.deselectDuration
        h.frame(duration / 2)
        let mid = shownColor(bg)?.components ?? []
        let grey = UIColor.systemGray4.cgColor.components, rest = UIColor.secondarySystemGroupedBackground.cgColor.components
        XCTAssertEqual(mid.count, 4)
        if mid.count == 4 {
            XCTAssertLessThan(mid[0], rest[0] - 0.01, "half way, still darker than the resting colour")
            XCTAssertGreaterThan(mid[0], grey[0] + 0.01, "half way, lighter than the grey")
        }
        h.frame(duration)
        XCTAssertEqual(shownColor(bg), UIColor.secondarySystemGroupedBackground.cgColor)
    }

    func testSelectionStaysGreyAndPlainListsUsePlainColour() {
        let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .plain), items: ["A", "B"]) { cell, _, item in
            var c = cell.defaultContentConfiguration(); c.text = item; cell.contentConfiguration = c
        }
        guard let cell = h.cell(0) else { return XCTFail("no cell") }
        XCTAssertEqual(shownColor(cell.defaultBackgroundView), UIColor.systemBackground.cgColor)
        h.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        h.frame()
        XCTAssertEqual(shownColor(cell.defaultBackgroundView), UIColor.systemGray4.cgColor, "selected list cells stay grey")
        h.collectionView.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        h.frame()
        XCTAssertEqual(shownColor(cell.defaultBackgroundView), UIColor.systemBackground.cgColor, "unanimated deselection is immediate")
    }

    func testSettingABackgroundReplacesTheDefaultAndUpdatesForState() {
        let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .plain), items: ["A"]) { cell, _, _ in
            cell.backgroundConfiguration = .listPlainCell()
        }
        guard let cell = h.cell(0) else { return XCTFail("no cell") }
        XCTAssertTrue(cell.defaultBackgroundView.isHidden, "a background configuration replaces the default background")
        XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .systemBackground)
        cell.isHighlighted = true
        XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4, "automaticallyUpdatesBackgroundConfiguration applies updated(for:)")
        cell.isHighlighted = false
        XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .systemBackground)
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.isSelected = true
        XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .systemBackground, "no automatic update when turned off")
        cell.isSelected = false
        // Its corner radius and border are drawn (an inset-grouped card's custom corners).
        var rounded = UIBackgroundConfiguration.listGroupedCell()
        rounded.cornerRadius = 12
        rounded.strokeColor = .systemRed
        rounded.strokeWidth = 2
        cell.backgroundConfiguration = rounded
        XCTAssertEqual(cell.configuredBackgroundView?.layer.cornerRadius, 12)
        XCTAssertEqual(cell.configuredBackgroundView?.layer.borderWidth, 2)
        XCTAssertEqual(cell.configuredBackgroundView?.backgroundColor, .secondarySystemGroupedBackground)
        // A background view excludes the configuration (UIKit: setting one resets the other).
        cell.backgroundView = UIView()
        XCTAssertNil(cell.backgroundConfiguration)
    }

    func testBackgroundConfigurationUpdatedForState() {
        var highlighted = UICellConfigurationState()
        highlighted.isHighlighted = true
        var selected = UICellConfigurationState()
        selected.isSelected = true
        let normal = UICellConfigurationState()
        XCTAssertEqual(UIBackgroundConfiguration.listPlainCell().updated(for: highlighted).backgroundColor, .systemGray4)
        XCTAssertEqual(UIBackgroundConfiguration.listGroupedCell().updated(for: selected).backgroundColor, .systemGray4)
        XCTAssertEqual(UIBackgroundConfiguration.listGroupedCell().updated(for: selected).updated(for: normal).backgroundColor,
                       .secondarySystemGroupedBackground)
        XCTAssertEqual(UIBackgroundConfiguration.listGroupedHeaderFooter().updated(for: selected).backgroundColor, .clear,
                       "headers do not grey")
        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .systemBlue
        XCTAssertEqual(custom.updated(for: selected).backgroundColor, .systemBlue, "a fill set by the app is kept")
        XCTAssertEqual(UIBackgroundConfiguration.clear().updated(for: selected), .clear())
    }

    // MARK: Accessories (L6-16, L6-8)

    func testAccessoriesFollowTheEditingState() {
        let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .insetGrouped), items: ["0", "1", "2"]) { cell, ip, _ in
            switch ip.item {
            case 0: cell.accessories = [.disclosureIndicator(displayed: .whenNotEditing)]
            case 1: cell.accessories = [.delete(), .reorder()]
            default: cell.accessories = [.checkmark(displayed: .whenEditing), .label(text: "x")]
            }
        }
        func alphas(_ item: Int) -> [CGFloat] { h.cell(item)?.madeAccessoryViews.map(\.alpha) ?? [] }
        XCTAssertEqual(alphas(0), [1])
        XCTAssertEqual(alphas(1), [0, 0], "delete and reorder show only while editing (their default)")
        XCTAssertEqual(alphas(2), [0, 1])
        let contentX = h.cell(1)?.contentView.frame.minX ?? -1
        XCTAssertEqual(contentX, 0, "hidden accessories take no room")
        h.collectionView.isEditing = true
        XCTAssertTrue(h.cell(1)?.configurationState.isEditing ?? false)
        h.run(0.5)
        XCTAssertEqual(alphas(0), [0])
        XCTAssertEqual(alphas(1), [1, 1])
        XCTAssertEqual(alphas(2), [1, 1])
        XCTAssertGreaterThan(h.cell(1)?.contentView.frame.minX ?? 0, 22, "the delete control takes its room at the leading edge")
        h.collectionView.isEditing = false
        h.run(0.5)
        XCTAssertEqual(alphas(0), [1])
        XCTAssertEqual(alphas(1), [0, 0])
    }

    func testSystemAccessoriesKeepTheirFixedPlacement() {
        let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .plain), items: ["A"]) { cell, _, _ in
            cell.accessories = [.disclosureIndicator(), .label(text: "42"), .detail(), .checkmark()]
        }
        guard let views = h.cell(0)?.madeAccessoryViews, views.count == 4 else { return XCTFail("no accessories") }
        let chevron = views[0].frame, label = views[1].frame, detail = views[2].frame, check = views[3].frame
        // From the trailing edge inwards: disclosure indicator, detail, checkmark, label.
        XCTAssertGreaterThan(chevron.minX, detail.maxX)
        XCTAssertGreaterThan(detail.minX, check.maxX)
        XCTAssertGreaterThan(check.minX, label.maxX, "the label sits left of the chevron (\"42 >\")")
    }

    func testDetailAccessoryRunsItsActionInsteadOfSelecting() {
        var tapped = 0
        let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .plain), items: ["A"]) { cell, _, _ in
            cell.accessories = [.detail(actionHandler: { tapped += 1 })]
        }
        guard let cell = h.cell(0), let info = cell.madeAccessoryViews.first else { return XCTFail("no accessory") }
        let p = cell.convert(CGPoint(x: info.frame.midX, y: info.frame.midY), to: h.window)
        _ = h.window.sendTouch(.began, at: p); h.frame()
        _ = h.window.sendTouch(.ended, at: p); h.frame()
        XCTAssertEqual(tapped, 1)
        XCTAssertEqual(h.selected, [], "a tap on the detail button does not select the item")
        let q = h.center(of: 0)
        _ = h.window.sendTouch(.began, at: CGPoint(x: 60, y: q.y)); h.frame()
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 60, y: q.y)); h.frame()
        XCTAssertEqual(h.selected, [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(tapped, 1)
    }

    func testMultiselectAccessoryShowsTheSelection() {
        let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .plain), items: ["A", "B"]) { cell, _, _ in
            cell.accessories = [.multiselect()]
        }
        h.collectionView.allowsMultipleSelection = true
        h.collectionView.isEditing = true
        h.run(0.4)
        guard let circle = h.cell(1)?.madeAccessoryViews.first as? MultiselectAccessoryView else { return XCTFail("no circle") }
        XCTAssertEqual(circle.alpha, 1)
        XCTAssertFalse(circle.isChecked)
        h.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        XCTAssertTrue(circle.isChecked)
        XCTAssertLessThanOrEqual(circle.frame.maxX, h.cell(1)!.contentView.frame.minX, "multiselect sits at the leading edge")
    }

    // MARK: Separators, headers (L6-3, L6-6)

    func testSeparatorsFollowTheListAndItsConfiguration() {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.itemSeparatorHandler = { ip, sep in
            var s = sep
            if ip.item == 0 { s.bottomSeparatorVisibility = .hidden }
            if ip.item == 1 { s.topSeparatorVisibility = .visible; s.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10) }
            return s
        }
        config.separatorConfiguration.color = .systemRed
        let h = ListHarness(config, items: ["0", "1", "2", "3"]) { _, _, _ in }
        XCTAssertTrue(h.cell(0)?.separatorView.isHidden ?? false, "the handler hid item 0's separator")
        XCTAssertEqual(h.cell(1)?.separatorView.isHidden, false)
        XCTAssertEqual(h.cell(1)?.separatorView.frame.minX, 40)
        XCTAssertEqual(h.cell(1)?.separatorView.frame.maxX, (h.cell(1)?.bounds.width ?? 0) - 10)
        XCTAssertEqual(h.cell(1)?.topSeparatorView?.isHidden, false)
        XCTAssertEqual(h.cell(1)?.separatorView.backgroundColor, .systemRed)
        XCTAssertEqual(h.cell(2)?.separatorView.isHidden, false)
        XCTAssertEqual(h.cell(2)?.separatorView.frame.minX, 16, "automatic insets: the content's leading edge plus 16")
        XCTAssertTrue(h.cell(3)?.separatorView.isHidden ?? false, "no separator under an inset-grouped section's last cell")
        // The card's corners: first and last cells.
        XCTAssertEqual(h.cell(0)?.defaultBackgroundView.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(h.cell(1)?.defaultBackgroundView.layer.cornerRadius, 0)
        XCTAssertEqual(h.cell(3)?.defaultBackgroundView.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        // After deleting the last item the new last cell loses its separator and gets the corners.
        var snapshot = h.dataSource.snapshot()
        snapshot.deleteItems(["3"])
        h.dataSource.apply(snapshot, animatingDifferences: true)
        h.run(0.5)
        XCTAssertTrue(h.cell(2)?.separatorView.isHidden ?? false)
        XCTAssertEqual(h.cell(2)?.defaultBackgroundView.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])

        var off = UICollectionLayoutListConfiguration(appearance: .plain)
        off.showsSeparators = false
        let plain = ListHarness(off, items: ["0", "1"]) { _, _, _ in }
        XCTAssertTrue(plain.cell(0)?.separatorView.isHidden ?? false, "showsSeparators = false")
    }

    func testListHeaderTakesTheGroupedHeaderStyle() {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        let h = ListHarness(config, items: ["A"], header: true) { _, _, _ in }
        let header = h.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first as? UICollectionViewListCell
        guard let header else { return XCTFail("no header") }
        let content = header.contentConfiguration as? UIListContentConfiguration
        XCTAssertEqual(content?.textProperties.font, UIListContentConfiguration.groupedHeader().textProperties.font)
        XCTAssertEqual(content?.textProperties.color, .secondaryLabel)
        XCTAssertEqual(header.defaultBackgroundView.backgroundColor, .clear, "a grouped header sits on the grouped background")
        XCTAssertTrue(header.separatorView.isHidden, "headers draw no separator")
        XCTAssertEqual(UICollectionViewListCell().defaultContentConfiguration().textProperties.font,
                       UIListContentConfiguration.cell().textProperties.font)
    }

    // MARK: Custom content (L6-18, L6-3)

    struct BadgeConfiguration: UIContentConfiguration, Hashable {
        var text = ""
        var highlighted = false
        func makeContentView() -> UIView & UIContentView { BadgeContentView(configuration: self) }
        func updated(for state: UIConfigurationState) -> BadgeConfiguration {
            var c = self
            c.highlighted = (state as? UICellConfigurationState)?.isHighlighted ?? false
            return c
        }
    }

    final class BadgeContentView: UIView, UIContentView {
        let label = UILabel()
        var configuration: UIContentConfiguration { didSet { label.text = (configuration as? BadgeConfiguration)?.text } }
        init(configuration: BadgeConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            label.text = configuration.text
            label.font = .systemFont(ofSize: 17)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                label.topAnchor.constraint(equalTo: topAnchor, constant: 30),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -30),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    func testCustomContentViewWithConstraintsSizesTheListCell() {
        let rasterizer = FixedWidthRasterizer()   // lines 1.25 × the point size tall
        UIServices.textRasterizer = rasterizer
        defer { UIServices.textRasterizer = nil }
        let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .insetGrouped), items: ["One", "Two", "Three"]) { cell, _, item in
            cell.contentConfiguration = BadgeConfiguration(text: item)
        }
        var y: CGFloat = 0
        for i in 0..<3 {
            let f = h.collectionView.layoutAttributesForItem(at: IndexPath(item: i, section: 0))!.frame
            guard let cell = h.cell(i), let label = (cell.configuredContentView as? BadgeContentView)?.label else { return XCTFail("no content view") }
            XCTAssertEqual(label.frame.height, (17 * 1.25).rounded(.up), accuracy: 0.5, "row \(i): the label has its text's height")
            XCTAssertEqual(f.height, label.frame.height + 60, accuracy: 1, "row \(i): the label plus its 30-point insets")
            XCTAssertEqual(label.frame.minY, 30, accuracy: 0.5)
            XCTAssertGreaterThanOrEqual(f.minY, y, "rows follow one another")
            y = f.maxY
        }
    }

    final class MarginBadgeView: UIView, UIContentView {
        let label = UILabel()
        var configuration: UIContentConfiguration { didSet { label.text = (configuration as? MarginBadge)?.text } }
        init(configuration: MarginBadge) {
            self.configuration = configuration
            super.init(frame: .zero)
            label.text = configuration.text
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                label.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }
    struct MarginBadge: UIContentConfiguration, Hashable {
        var text = ""
        func makeContentView() -> UIView & UIContentView { MarginBadgeView(configuration: self) }
        func updated(for state: UIConfigurationState) -> MarginBadge { self }
    }

    /// Apple's pattern with the layout margins guide (8 points each side): each row's label sits 8
    /// points below its own row's top, whatever order the rows were measured in.
    func testCustomContentViewOnTheMarginsGuideSitsInItsRow() {
        let rasterizer = FixedWidthRasterizer()
        UIServices.textRasterizer = rasterizer
        defer { UIServices.textRasterizer = nil }
        let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .insetGrouped), items: ["One", "Two", "Three"]) { cell, _, item in
            cell.contentConfiguration = MarginBadge(text: item)
        }
        h.run(0.2)
        for i in 0..<3 {
            guard let cell = h.cell(i), let label = (cell.configuredContentView as? MarginBadgeView)?.label else { return XCTFail("no content view") }
            let inCell = label.convert(label.bounds, to: cell)
            XCTAssertEqual(inCell.minY, 8, accuracy: 0.5, "row \(i): label top at the margin (\(inCell), cell \(cell.frame))")
            XCTAssertEqual(cell.frame.height, max(44, label.frame.height + 16), accuracy: 1, "row \(i)")
        }
    }

    func testContentConfigurationUpdatesAutomaticallyForState() {
        let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .plain), items: ["A"]) { cell, _, item in
            cell.contentConfiguration = BadgeConfiguration(text: item)
        }
        guard let cell = h.cell(0) else { return XCTFail("no cell") }
        cell.isHighlighted = true
        XCTAssertEqual((cell.contentConfiguration as? BadgeConfiguration)?.highlighted, true)
        cell.isHighlighted = false
        XCTAssertEqual((cell.contentConfiguration as? BadgeConfiguration)?.highlighted, false)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.isHighlighted = true
        XCTAssertEqual((cell.contentConfiguration as? BadgeConfiguration)?.highlighted, false)
    }
}
