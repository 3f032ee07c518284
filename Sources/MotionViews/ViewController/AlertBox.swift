import Foundation

/// What a `UIAlertController` draws: the alert's box, or the action sheet's two groups, with the title,
/// message, text fields and action buttons laid out by UIKit's metrics (see `UIAlertController`).
/// Rebuilt when the controller's content changes; sized by `frameIn(_:safeArea:)`.
final class AlertBox: UIView {
    weak var controller: UIAlertController?
    /// The alert's box, or the action sheet's group of title, message and actions.
    let group = UIView(frame: .zero)
    /// The action sheet's cancel group.
    let cancelGroup = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    /// The action buttons in the order shown (the cancel action's in `cancelGroup` for a sheet).
    private(set) var buttons: [AlertActionButton] = []
    private var hairlines: [UIView] = []

    static let alertWidth: CGFloat = 270
    static let cornerRadius: CGFloat = 13
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    /// The action sheet's distance from the sides and between its groups.
    static let sheetMargin: CGFloat = 8
    static let background = UIColor.alertBackground
    static let hairlineColor = UIColor.alertHairline

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        for g in [group, cancelGroup] {
            g.backgroundColor = Self.background
            g.layer.cornerRadius = Self.cornerRadius
            g.clipsToBounds = true
            addSubview(g)
        }
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        group.addSubview(titleLabel)
        group.addSubview(messageLabel)
    }

    required init?(coder: NSCoder) { nil }

    private var isSheet: Bool { controller?.preferredStyle == .actionSheet }

    /// The actions in the order UIKit shows them: side by side (two actions), the cancel action first;
    /// stacked, last.
    private var orderedActions: [UIAlertAction] {
        guard let c = controller else { return [] }
        let others = c.actions.filter { $0.style != .cancel }, cancel = c.actions.filter { $0.style == .cancel }
        return sideBySide ? cancel + others : others + cancel
    }

    /// An alert's two actions go side by side when both titles fit half the width.
    private var sideBySide: Bool {
        guard let c = controller, !isSheet, c.actions.count == 2 else { return false }
        let half = Self.alertWidth / 2 - 16
        return c.actions.allSatisfy { AlertActionButton.titleWidth($0.title ?? "", sheet: false) <= half }
    }

    /// Rebuilds the labels, fields and buttons from the controller.
    func rebuild() {
        guard let c = controller else { return }
        titleLabel.text = c.title
        messageLabel.text = c.message
        titleLabel.font = isSheet ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        let gray = UIColor(light: CGColor(gray: 0.45, alpha: 1), dark: CGColor(gray: 0.56, alpha: 1))
        titleLabel.textColor = isSheet ? gray : .label
        messageLabel.textColor = isSheet ? gray : .label
        for b in buttons { b.removeFromSuperview() }
        for h in hairlines { h.removeFromSuperview() }
        hairlines = []
        buttons = orderedActions.map { action in
            let b = AlertActionButton(action: action, sheet: isSheet, preferred: action === c.preferredAction)
            b.addAction({ [weak self, weak action] _ in
                guard let action else { return }
                self?.controller?.perform(action)
            }, for: .touchUpInside)
            (isSheet && action.style == .cancel ? cancelGroup : group).addSubview(b)
            return b
        }
        for f in c.textFields ?? [] where f.superview !== group { group.addSubview(f) }
        cancelGroup.isHidden = !(isSheet && c.actions.contains { $0.style == .cancel })
        c.viewIfLoaded?.setNeedsLayout()   // the controller places the box (`frameIn`)
    }

    private func hairline(in view: UIView, _ frame: CGRect) {
        let h = UIView(frame: frame)
        h.backgroundColor = Self.hairlineColor
        h.isUserInteractionEnabled = false
        view.addSubview(h)
        hairlines.append(h)
    }

    /// The header's height at `width`, laying out the title and message from `top`.
    private func layoutHeader(width: CGFloat, top: CGFloat, bottom: CGFloat, gap: CGFloat) -> CGFloat {
        let inner = max(0, width - 32)
        var y = top
        let hasTitle = !(titleLabel.text ?? "").isEmpty, hasMessage = !(messageLabel.text ?? "").isEmpty
        guard hasTitle || hasMessage else { return 0 }
        if hasTitle {
            let h = ceil(titleLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height)
            titleLabel.frame = CGRect(x: 16, y: y, width: inner, height: h)
            y += h
        }
        titleLabel.isHidden = !hasTitle
        if hasMessage {
            if hasTitle { y += gap }
            let h = ceil(messageLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height)
            messageLabel.frame = CGRect(x: 16, y: y, width: inner, height: h)
            y += h
        }
        messageLabel.isHidden = !hasMessage
        return y + bottom
    }

    /// Lays the content out for a box `width` wide; returns the main group's and the cancel group's heights.
    private func layoutContent(width: CGFloat) -> (CGFloat, CGFloat) {
        for h in hairlines { h.removeFromSuperview() }
        hairlines = []
        let line: CGFloat = 0.5
        if !isSheet {
            var y = layoutHeader(width: width, top: 20, bottom: 0, gap: 4)
            let fields = controller?.textFields ?? []
            if !fields.isEmpty {
                y += y > 0 ? 16 : 20
                for (i, f) in fields.enumerated() {
                    if i > 0 { y += 8 }
                    f.frame = CGRect(x: 16, y: y, width: width - 32, height: 28)
                    y += 28
                }
            }
            y += y > 0 ? 20 : 0
            if sideBySide {
                hairline(in: group, CGRect(x: 0, y: y, width: width, height: line))
                let w = width / 2
                for (i, b) in buttons.enumerated() {
                    b.frame = CGRect(x: CGFloat(i) * w, y: y + line, width: w, height: Self.alertButtonHeight)
                }
                hairline(in: group, CGRect(x: w - line / 2, y: y + line, width: line, height: Self.alertButtonHeight))
                return (y + line + Self.alertButtonHeight, 0)
            }
            for b in buttons {
                if y > 0 { hairline(in: group, CGRect(x: 0, y: y, width: width, height: line)); y += line }
                b.frame = CGRect(x: 0, y: y, width: width, height: Self.alertButtonHeight)
                y += Self.alertButtonHeight
            }
            return (y, 0)
        }
        var y = layoutHeader(width: width, top: 14, bottom: 14, gap: 2)
        var cancelHeight: CGFloat = 0
        for b in buttons {
            if b.action.style == .cancel {
                b.frame = CGRect(x: 0, y: 0, width: width, height: Self.sheetButtonHeight)
                cancelHeight = Self.sheetButtonHeight
                continue
            }
            if y > 0 { hairline(in: group, CGRect(x: 0, y: y, width: width, height: line)); y += line }
            b.frame = CGRect(x: 0, y: y, width: width, height: Self.sheetButtonHeight)
            y += Self.sheetButtonHeight
        }
        return (y, cancelHeight)
    }

    /// Where the box goes in the controller's view (`bounds`, its safe area `safeArea`), its groups laid out.
    func frameIn(_ bounds: CGRect, safeArea: UIEdgeInsets) -> CGRect {
        if !isSheet {
            let w = Self.alertWidth
            let (h, _) = layoutContent(width: w)
            let height = min(h, max(0, bounds.height - safeArea.top - safeArea.bottom - 16))
            group.frame = CGRect(x: 0, y: 0, width: w, height: height)
            return CGRect(x: (bounds.width - w) / 2, y: (bounds.height - height) / 2, width: w, height: height)
        }
        let w = max(0, min(bounds.width - 2 * Self.sheetMargin, 400))
        let (main, cancel) = layoutContent(width: w)
        group.isHidden = main == 0
        group.frame = CGRect(x: 0, y: 0, width: w, height: main)
        let gap = main > 0 && cancel > 0 ? Self.sheetMargin : 0
        cancelGroup.frame = CGRect(x: 0, y: main + gap, width: w, height: cancel)
        let total = main + gap + cancel
        let bottom = bounds.height - max(safeArea.bottom, Self.sheetMargin)
        return CGRect(x: (bounds.width - w) / 2, y: bottom - total, width: w, height: total)
    }
}

/// One action's button in an alert controller: the title centred in the action's colour and weight,
/// a light gray highlight while pressed.
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let label = UILabel(frame: .zero)

    init(action: UIAlertAction, sheet: Bool, preferred: Bool) {
        self.action = action
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.font = Self.font(bold: action.style == .cancel || preferred, sheet: sheet)
        label.textColor = !action.isEnabled ? UIColor(white: 0.6, alpha: 1)
            : action.style == .destructive ? .systemRed : .systemBlue
        label.isUserInteractionEnabled = false
        isEnabled = action.isEnabled
        accessibilityIdentifier = action.title
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    static func font(bold: Bool, sheet: Bool) -> UIFont {
        .systemFont(ofSize: sheet ? 20 : 17, weight: bold ? .semibold : .regular)
    }

    /// The width `title` needs (the wider, semibold face).
    static func titleWidth(_ title: String, sheet: Bool) -> CGFloat {
        let l = UILabel(frame: .zero)
        l.font = font(bold: true, sheet: sheet)
        l.text = title
        return l.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor.pressedHighlight : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
