import Foundation

/// A plain navigation bar: a 44-point strip below the 20-point status bar, its translucent white
/// backdrop reaching up behind the status bar, a hairline at the bottom, the top controller's title
/// centred (bold 17 pt) and, below the root, a back button titled with the previous controller's
/// title (or "Back") that pops.
open class UINavigationBar: UIView {
    /// Bar height (points), below the status bar.
    public static let height: CGFloat = 44
    /// iOS's system blue, the back button's colour.
    public static let tintBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)

    /// Shows the top controller's title.
    public let titleLabel = UILabel(frame: .zero)
    /// Pops the top controller (hidden at the root).
    public let backButton = UIButton(frame: .zero)
    /// The translucent white behind the bar and the status bar, and the hairline under it.
    let backdrop = UIView(frame: .zero)
    let hairline = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A bar with a zero frame (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        name = "navigationBar"
        backdrop.backgroundColor = UIColor(white: 0.97, alpha: 0.94)
        backdrop.isUserInteractionEnabled = false
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        hairline.isUserInteractionEnabled = false
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        backButton.setTitleColor(UINavigationBar.tintBlue, for: .normal)
        backButton.setTitleColor(UINavigationBar.tintBlue.withAlphaComponent(0.3), for: .highlighted)
        backButton.isHidden = true
        addSubview(backdrop)
        addSubview(hairline)
        addSubview(titleLabel)
        addSubview(backButton)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backdrop.frame = CGRect(x: 0, y: -ModalLayout.statusBarHeight, width: b.width, height: b.height + ModalLayout.statusBarHeight)
        hairline.frame = CGRect(x: 0, y: b.height - 0.5, width: b.width, height: 0.5)
        titleLabel.frame = CGRect(x: 80, y: 0, width: max(0, b.width - 160), height: b.height)
        let backWidth = min(max(backButton.sizeThatFits(b.size).width, 44), 100)
        backButton.frame = CGRect(x: 8, y: 0, width: backWidth, height: b.height)
    }

    /// Shows `title` and, when `backTitle` is non-nil, a back button with it (cross-fading for `duration` > 0).
    func show(title: String?, backTitle: String?, duration: TimeInterval) {
        let apply = {
            self.titleLabel.text = title
            self.backButton.setTitle(backTitle.map { "‹ " + $0 }, for: .normal)
            self.backButton.isHidden = backTitle == nil
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        if duration > 0 {
            UIView.transition(with: self, duration: duration, options: [.transitionCrossDissolve, .allowUserInteraction],
                              animations: apply)
        } else {
            apply()
        }
    }
}
