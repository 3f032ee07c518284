import Foundation

/// UIKit's reusable section header or footer: a `contentView`, a `textLabel` (what a data source's
/// `titleForHeaderInSection` shows) and an optional background. Subclasses override
/// `init(reuseIdentifier:)`, as on iOS.
open class UITableViewHeaderFooterView: UIView {
    open private(set) var reuseIdentifier: String?
    public let contentView = UIView()
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = backgroundView { insertSubview(v, at: 0) }; setNeedsLayout() }
    }
    /// Set by the table: plain tables draw titles in a 15-point semibold font on a tinted bar; grouped
    /// ones in 13 points, upper case, `secondaryLabel`, near the bottom.
    var groupedAppearance = false { didSet { styleTitle() } }

    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?

    open var textLabel: UILabel? {
        if let l = textLabelStorage { return l }
        let l = UILabel()
        textLabelStorage = l
        contentView.addSubview(l)
        styleTitle()
        return l
    }

    open var detailTextLabel: UILabel? {
        if let l = detailTextLabelStorage { return l }
        let l = UILabel()
        l.font = .systemFont(ofSize: 13)
        l.textColor = .secondaryLabel
        detailTextLabelStorage = l
        contentView.addSubview(l)
        return l
    }

    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configured?.removeFromSuperview()
            configured = contentConfiguration?.makeContentView()
            if let v = configured { contentView.addSubview(v) }
            setNeedsLayout()
        }
    }
    var configured: (UIView & UIContentView)?

    open func defaultContentConfiguration() -> UIListContentConfiguration {
        groupedAppearance ? .groupedHeader() : .plainHeader()
    }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = (coder as? InterfaceBuilderCoder)?.reuseIdentifier
        addSubview(contentView)
    }

    /// A view made from a nib takes the identifier it was registered under (when its file names none).
    func adoptReuseIdentifier(_ identifier: String) { if reuseIdentifier == nil { reuseIdentifier = identifier } }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a registered class (calls `init(reuseIdentifier:)`). Not for your code.
    public required convenience init(__listReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    open func prepareForReuse() {}

    private func styleTitle() {
        guard let l = textLabelStorage else { return }
        if groupedAppearance {
            l.font = .systemFont(ofSize: 13)
            l.textColor = .secondaryLabel
        } else {
            l.font = .systemFont(ofSize: 15, weight: .semibold)
            l.textColor = .label
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        if let v = configured { v.frame = contentView.bounds }
        guard let l = textLabelStorage else { return }
        let m: CGFloat = 16
        let size = l.sizeThatFits(CGSize(width: max(0, bounds.width - 2 * m), height: .greatestFiniteMagnitude))
        let y = groupedAppearance ? bounds.height - size.height - 6 : ((bounds.height - size.height) / 2).rounded()
        l.frame = CGRect(x: m, y: max(0, y), width: max(0, bounds.width - 2 * m), height: size.height)
    }
}
