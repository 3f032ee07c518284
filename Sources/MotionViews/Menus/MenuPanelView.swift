import Foundation

/// The panel of an iOS 14+ pop-up menu: a rounded, near-opaque light panel with a soft shadow, one
/// 44-point row per action — the title (17 pt) at the leading edge, the action's image at the trailing
/// one, a checkmark before the title of an action whose `state` is `.on`, destructive actions red,
/// disabled ones grey — hairlines between rows, and an 8-point grey gap before and after each inline
/// submenu (`.displayInline`) group. A submenu shown as a row has a chevron and opens in place of the
/// menu. The menu's title, when it has one, heads the panel in the footnote style.
///
/// Metrics (points) as iOS draws an iPhone menu: 250 wide (wider, up to 300, for long titles), corner
/// radius 13, rows 44 high with 16 at the sides.
final class MenuPanelView: UIView {
    /// One line of the panel.
    enum Line {
        case title(String)
        case action(UIAction)
        case submenu(UIMenu)
        case gap
    }

    static let rowHeight: CGFloat = 44
    static let gapHeight: CGFloat = 8
    static let titleHeight: CGFloat = 32
    static let minimumWidth: CGFloat = 250
    static let maximumWidth: CGFloat = 300
    static let cornerRadius: CGFloat = 13
    static let sideInset: CGFloat = 16

    let menu: UIMenu
    private(set) var lines: [Line] = []
    /// The frames of the lines, this view's coordinates.
    private(set) var lineFrames: [CGRect] = []
    private var rowViews: [UIView] = []
    /// The row pressed now (highlighted), by line index.
    private var pressed: Int?
    /// A tapped action (with the menu it is in) or submenu.
    var onAction: ((UIAction) -> Void)?
    var onSubmenu: ((UIMenu) -> Void)?

    init(menu: UIMenu) {
        self.menu = menu
        super.init(frame: .zero)
        backgroundColor = UIColor.menuBackground
        layer.cornerRadius = Self.cornerRadius
        layer.masksToBounds = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 24
        layer.shadowOffset = CGSize(width: 0, height: 8)
        lines = Self.lines(of: menu)
        build()
    }

    required init?(coder: NSCoder) {
        menu = UIMenu()
        super.init(coder: coder)
    }

    /// The menu's lines: its title, then its children, inline submenus' children in gap-separated groups.
    static func lines(of menu: UIMenu) -> [Line] {
        var out: [Line] = []
        if !menu.title.isEmpty { out.append(.title(menu.title)) }
        var lastWasGroup = false
        for child in menu.children {
            if let sub = child as? UIMenu, sub.options.contains(.displayInline) {
                let shown = sub.children.filter(isShown)
                guard !shown.isEmpty else { continue }
                if !out.isEmpty, !isGap(out.last) { out.append(.gap) }
                if !sub.title.isEmpty { out.append(.title(sub.title)) }
                for element in shown {
                    if let action = element as? UIAction { out.append(.action(action)) } else if let m = element as? UIMenu { out.append(.submenu(m)) }
                }
                lastWasGroup = true
                continue
            }
            guard isShown(child) else { continue }
            if lastWasGroup { out.append(.gap); lastWasGroup = false }
            if let action = child as? UIAction { out.append(.action(action)) } else if let m = child as? UIMenu { out.append(.submenu(m)) }
        }
        if isGap(out.last) { out.removeLast() }
        return out
    }

    private static func isShown(_ e: UIMenuElement) -> Bool {
        if let a = e as? UIAction { return !a.attributes.contains(.hidden) }
        return true
    }

    private static func isGap(_ line: Line?) -> Bool {
        if case .gap = line { return true }
        return false
    }

    /// Whether any action shows a checkmark (then every title makes room for one, as on iOS).
    private var hasCheckmarks: Bool {
        lines.contains { if case .action(let a) = $0 { return a.state != .off } else { return false } }
    }

    static let titleFont = UIFont.systemFont(ofSize: 17)

    /// The panel's size for its lines.
    var fittingSize: CGSize {
        let checkInset: CGFloat = hasCheckmarks ? 28 : 0
        var width = Self.minimumWidth
        for line in lines {
            let text: String
            switch line {
            case .action(let a): text = a.title
            case .submenu(let m): text = m.title
            default: continue
            }
            let label = UILabel()
            label.font = Self.titleFont
            label.text = text
            let w = ceil(label.sizeThatFits(CGSize(width: 1000, height: 44)).width) + 2 * Self.sideInset + checkInset + 40
            width = max(width, min(w, Self.maximumWidth))
        }
        let height = lines.reduce(0) { $0 + Self.height(of: $1) }
        return CGSize(width: width, height: height)
    }

    private static func height(of line: Line) -> CGFloat {
        switch line {
        case .title: return titleHeight
        case .gap: return gapHeight
        case .action, .submenu: return rowHeight
        }
    }

    private func build() {
        let size = fittingSize
        let checkInset: CGFloat = hasCheckmarks ? 28 : 0
        var y: CGFloat = 0
        let clip = UIView(frame: CGRect(origin: .zero, size: size))
        clip.layer.cornerRadius = Self.cornerRadius
        clip.clipsToBounds = true
        clip.isUserInteractionEnabled = false
        addSubview(clip)
        for (i, line) in lines.enumerated() {
            let h = Self.height(of: line)
            let frame = CGRect(x: 0, y: y, width: size.width, height: h)
            lineFrames.append(frame)
            let row = UIView(frame: frame)
            clip.addSubview(row)
            rowViews.append(row)
            switch line {
            case .gap:
                row.backgroundColor = UIColor.pressedHighlight
            case .title(let text):
                let label = UILabel(frame: CGRect(x: Self.sideInset, y: 0, width: size.width - 2 * Self.sideInset, height: h))
                label.text = text
                label.font = .systemFont(ofSize: 13)
                label.textColor = .secondaryLabel
                row.addSubview(label)
            case .action(let a):
                let disabled = a.attributes.contains(.disabled)
                let color: UIColor = disabled ? .tertiaryLabel : a.attributes.contains(.destructive) ? .systemRed : .label
                addRowContent(row, title: a.title, image: a.image, color: color, checked: a.state == .on,
                              checkInset: checkInset, chevron: false, width: size.width)
            case .submenu(let m):
                let color: UIColor = m.options.contains(.destructive) ? .systemRed : .label
                addRowContent(row, title: m.title, image: m.image, color: color, checked: false,
                              checkInset: checkInset, chevron: true, width: size.width)
            }
            // Hairlines between consecutive rows (not next to a gap or under the title).
            if i + 1 < lines.count, case .action = line, Self.isRow(lines[i + 1]) { addHairline(to: row) }
            if i + 1 < lines.count, case .submenu = line, Self.isRow(lines[i + 1]) { addHairline(to: row) }
            if case .title = line, i + 1 < lines.count, Self.isRow(lines[i + 1]) { addHairline(to: row) }
            y += h
        }
        bounds = CGRect(origin: .zero, size: size)
    }

    private static func isRow(_ line: Line) -> Bool {
        switch line {
        case .action, .submenu: return true
        default: return false
        }
    }

    private func addHairline(to row: UIView) {
        let scale = max(UIServices.screenScale, 1)
        let line = UIView(frame: CGRect(x: 0, y: row.bounds.height - 1 / scale, width: row.bounds.width, height: 1 / scale))
        line.backgroundColor = .separator
        row.addSubview(line)
    }

    private func addRowContent(_ row: UIView, title: String, image: UIImage?, color: UIColor, checked: Bool,
                               checkInset: CGFloat, chevron: Bool, width: CGFloat) {
        let h = Self.rowHeight
        if checked {
            let check = UIImageView(image: UIImage(systemName: "checkmark"))
            check.tintColor = color
            check.contentMode = .center
            check.frame = CGRect(x: Self.sideInset - 2, y: 0, width: 22, height: h)
            row.addSubview(check)
        }
        let trailing: CGFloat = (image != nil || chevron) ? 40 : 0
        let label = UILabel(frame: CGRect(x: Self.sideInset + checkInset, y: 0,
                                          width: width - 2 * Self.sideInset - checkInset - trailing, height: h))
        label.text = title
        label.font = Self.titleFont
        label.textColor = color
        label.lineBreakMode = .byTruncatingTail
        row.addSubview(label)
        let icon = chevron ? UIImage(systemName: "chevron.right") : image
        if let icon {
            let iv = UIImageView(image: icon)
            iv.tintColor = chevron ? .secondaryLabel : color
            iv.contentMode = .center
            iv.frame = CGRect(x: width - Self.sideInset - 24, y: 0, width: 24, height: h)
            row.addSubview(iv)
        }
    }

    /// The line index of a tappable row at `point` (this view's coordinates).
    func row(at point: CGPoint) -> Int? {
        guard let i = lineFrames.firstIndex(where: { $0.contains(point) }) else { return nil }
        switch lines[i] {
        case .action(let a): return a.attributes.contains(.disabled) ? nil : i
        case .submenu: return i
        default: return nil
        }
    }

    func setPressed(_ index: Int?) {
        guard index != pressed else { return }
        if let p = pressed { rowViews[p].backgroundColor = nil }
        pressed = index
        if let index { rowViews[index].backgroundColor = UIColor.pressedHighlight }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first else { return }
        setPressed(row(at: t.location(in: self)))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first else { return }
        setPressed(row(at: t.location(in: self)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first else { return }
        let i = row(at: t.location(in: self))
        setPressed(nil)
        guard let i else { return }
        switch lines[i] {
        case .action(let a): onAction?(a)
        case .submenu(let m): onSubmenu?(m)
        default: break
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { setPressed(nil) }
}
