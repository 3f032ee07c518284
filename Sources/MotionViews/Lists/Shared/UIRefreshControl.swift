import Foundation

/// iOS 10's pull-to-refresh control, attached to a scroll view with `scrollView.refreshControl` — or,
/// as code from before iOS 10 does, with `tableView.addSubview(refreshControl)`, which works the same
/// (the control follows the scroll view it is a subview of; `refreshControl` stays nil, as it was set
/// by nobody).
///
/// Pulling the content down past `UIRefreshControl.triggerDistance` (80 points beyond the top
/// inset; chosen — Apple documents no threshold) while dragging begins refreshing: the control sends
/// `.valueChanged` once, its spinner turns, and on release the content rests 60 points lower so the
/// spinner stays in view; `endRefreshing()` returns the content to the top with the list timing.
open class UIRefreshControl: UIControl {
    public static let triggerDistance: CGFloat = 80
    public static let restingHeight: CGFloat = 60

    open private(set) var isRefreshing = false
    /// Drawn centred under the spinner (UIRefreshControl.h: "The title displayed in the refresh
    /// control"), with the string's own attributes.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle.map { $0.length == 0 } ?? true
            titleLabel.sizeToFit()
            if let s = scrollView { scrollViewDidMove(s) }
        }
    }
    let spinner = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    weak var scrollView: UIScrollView?
    /// The inset the control added while refreshing.
    var addedInset: CGFloat = 0
    /// Whether a pull may trigger: one pull sends `.valueChanged` once, even when the action ends
    /// refreshing at once; the control re-arms when the content is back at its top, not dragged.
    var isArmed = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(spinner)
        addTitleLabel()
        spinner.hidesWhenStopped = false
        alpha = 0
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(spinner)
        addTitleLabel()
    }

    private func addTitleLabel() {
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
    }

    /// Added as a subview of a scroll view (the pre-iOS 10 way): the control follows that scroll
    /// view's pulls as if it were its `refreshControl`.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let s = superview as? UIScrollView else { return }
        scrollView = s
        if s.refreshControl !== self { s.addedRefreshControl = self }
        scrollViewDidMove(s)
    }

    open override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        if let s = superview as? UIScrollView, newSuperview !== s, s.addedRefreshControl === self {
            s.addedRefreshControl = nil
        }
    }

    /// Starts refreshing from code (no `.valueChanged`, as in UIKit).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        alpha = 1
        rest(at: Self.restingHeight)
    }

    /// Ends refreshing: the spinner stops and the content slides back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        rest(at: 0)
    }

    private func rest(at height: CGFloat) {
        guard let s = scrollView else { return }
        let delta = height - addedInset
        addedInset = height
        var inset = s.contentInset
        inset.top += delta
        let offset = s.contentOffset
        ListAnimationTiming.perform(animated: true, {
            s.contentInset = inset
            // The resting top is the adjusted inset's (the safe area under bars added).
            let top = s.adjustedContentInset.top
            if !s.isDragging, offset.y < -top || delta < 0 {
                s.setContentOffset(CGPoint(x: offset.x, y: -top), animated: false)
            }
        })
    }

    /// Follows the scroll view's offset: places the control above the content, shows the pull, and
    /// begins refreshing past the threshold while dragging. Under a large title the bar's title (and
    /// search) strips stretch down with the pull, so the gap, and the control, lie above them, right
    /// under the standard bar (the spinner was drawn over the title and the search field).
    func scrollViewDidMove(_ s: UIScrollView) {
        let top = s.adjustedContentInset.top - addedInset
        let pulled = -(s.contentOffset.y + top)
        let lift = s.largeTitleTracker?.stretchingStripsHeight(for: s) ?? 0
        frame = CGRect(x: 0, y: s.contentOffset.y + top - lift, width: s.bounds.width, height: max(0, min(pulled, Self.restingHeight)))
        // With a title the spinner sits 10 points higher and the title under it, both in the resting strip.
        let titled = !titleLabel.isHidden
        spinner.center = CGPoint(x: bounds.width / 2, y: Self.restingHeight / 2 - (titled ? 10 : 0) - max(0, Self.restingHeight - pulled) / 2)
        if titled {
            titleLabel.center = CGPoint(x: bounds.width / 2, y: spinner.center.y + 16 + titleLabel.bounds.height / 2)
        }
        if !isRefreshing {
            alpha = max(0, min(1, pulled / Self.triggerDistance))
            if s.isDragging && pulled >= Self.triggerDistance && isArmed {
                isRefreshing = true
                isArmed = false
                spinner.startAnimating()
                alpha = 1
                addedInset = Self.restingHeight
                s.contentInset.top += Self.restingHeight
                // Last: an action that ends refreshing at once finds the control refreshing, its inset added.
                sendActions(for: .valueChanged)
            }
        }
        if !s.isDragging && pulled <= 0 { isArmed = true }
    }
}
