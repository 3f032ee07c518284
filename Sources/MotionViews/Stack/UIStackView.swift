import Foundation

/// UIKit's stack view: lays its arranged subviews out in a row or a column.
///
/// When it takes part in Auto Layout — it or one of its arranged views does not translate its
/// autoresizing mask, or a constraint names it — it lays out as UIKit's does, with constraints of its
/// own (`UIStackView+Constraints.swift`): arranged views sized by their constraints and intrinsic
/// sizes, hugging and compression deciding who stretches, the stack sized by what it arranges unless
/// constrained. Otherwise it places frames itself, as follows.
///
/// Without Auto Layout, an arranged view's size along the axis (and across it, unless the alignment is
/// `.fill`) is its `intrinsicContentSize` where it has one, else its current frame size. The
/// distributions follow UIKit's documentation; where UIKit resolves a `.fill` stack by hugging and
/// compression priorities (not here), the extra or missing space goes to the last arranged view that
/// has no intrinsic size along the axis, else to the last one. Hidden arranged views take no space and
/// no spacing. Hiding or showing one inside an animation block animates it as UIKit does: the others
/// slide, the hidden one collapses to zero along the axis and is hidden when the animation ends (its
/// `isHidden` reads true at once).
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    public private(set) var arrangedSubviews: [UIView] = []
    /// Under Auto Layout: the constraints and spacer guides of the arrangement (UIStackView+Constraints).
    var arrangementConstraints: [NSLayoutConstraint] = []
    var arrangementGuides: [UILayoutGuide] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    /// `.firstBaseline` and `.lastBaseline` place views as `.leading` and `.trailing` (no baselines here).
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    /// Points between adjacent arranged views (the minimum for `.equalSpacing`/`.equalCentering`).
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementChanged() } } }
    /// Spacing set with `setCustomSpacing(_:after:)`, by arranged view (see `UIStackView+CustomSpacing.swift`).
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// Whether the arrangement is inset by `layoutMargins`.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Insets used when `isLayoutMarginsRelativeArrangement` (UIKit's default margins, 8 points).
    open override var layoutMargins: UIEdgeInsets { didSet { arrangementChanged() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty stack with the file's frame (nothing else is decoded: see `UIView.init?(coder:)`).
    /// Not failable, as UIKit declares it: a subclass writes `required init(coder: NSCoder)` calling
    /// `super.init(coder: coder)` (Apple's FoodTracker tutorial's `RatingControl`).
    public required init(coder: NSCoder) {
        // What `UIView.init?(coder:)` does (the file's frame, else a zero frame), through `init(frame:)`:
        // a non-failable initialiser cannot chain to the failable one.
        super.init(frame: (coder as? InterfaceBuilderCoder)?.frame ?? .zero)
    }

    /// A stack that starts or stops taking part in Auto Layout — as a stack nested in an Auto Layout
    /// stack does when the outer one arranges it — arranges its views again (with constraints or frames).
    open override var translatesAutoresizingMaskIntoConstraints: Bool {
        get { super.translatesAutoresizingMaskIntoConstraints }
        set {
            let old = super.translatesAutoresizingMaskIntoConstraints
            super.translatesAutoresizingMaskIntoConstraints = newValue
            if old != newValue { arrangementChanged() }
        }
    }

    /// Rebuilds the arrangement's constraints when the stack takes part in Auto Layout.
    open override func updateConstraints() {
        rebuildArrangementConstraints()
        super.updateConstraints()
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Adds `view` at the end of the arrangement (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex` (clamped to the valid range).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if let i = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: i) }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit (remove it from the superview
    /// to make it go).
    open func removeArrangedSubview(_ view: UIView) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        sizes[ObjectIdentifier(view)] = nil
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    open override var intrinsicContentSize: CGSize {
        // Under Auto Layout a stack has no intrinsic size: its constraints to what it arranges size it.
        if usesConstraintLayout { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return .zero }
        let sizes = views.map(naturalSize)
        let gaps = gapSpacings(after: views).reduce(0, +)
        let inset = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let along = sizes.reduce(0) { $0 + main($1) } + gaps
        let across = sizes.map(cross).max() ?? 0
        return axis == .horizontal
            ? CGSize(width: along + inset.left + inset.right, height: across + inset.top + inset.bottom)
            : CGSize(width: across + inset.left + inset.right, height: along + inset.top + inset.bottom)
    }

    // MARK: Hiding arranged views

    /// `view.isHidden = hidden` for one of the arranged views (see the type's comment).
    func arrangedSubview(_ view: UIView, setHidden hidden: Bool) {
        guard hidden != view.isHidden else { return }
        let animating = UIView.inheritedAnimationDuration > 0 && UIView.areAnimationsEnabled
        if hidden {
            guard animating else { view.layer.isHidden = true; arrangementChanged(); return }
            view.hiddenInStack = true
            arrangementChanged()
            // A nested block inherits the enclosing one's timing; its completion hides the view.
            UIView.animate(withDuration: 0, animations: { self.layoutIfNeeded() }, completion: { _ in
                guard view.hiddenInStack == true else { return }
                view.hiddenInStack = nil
                view.layer.isHidden = true
            })
        } else {
            let wasCollapsing = view.hiddenInStack == true
            view.hiddenInStack = nil
            guard animating else { view.layer.isHidden = false; arrangementChanged(); return }
            if !wasCollapsing {
                // It grows from nothing where it will stand: collapsed there first, without animation.
                UIView.performWithoutAnimation {
                    view.hiddenInStack = true
                    view.layer.isHidden = false
                    arrangementChanged(); layoutIfNeeded()
                    view.hiddenInStack = nil
                }
            }
            arrangementChanged()
            layoutIfNeeded()
        }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Under Auto Layout the engine places the arranged views (see `UIStackView+Constraints.swift`).
        if usesConstraintLayout { return }
        let inset = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let area = CGRect(x: bounds.minX + inset.left, y: bounds.minY + inset.top,
                          width: max(0, bounds.width - inset.left - inset.right),
                          height: max(0, bounds.height - inset.top - inset.bottom))
        // Collapsing views (hidden inside an animation) keep their slot at zero length.
        let slots = arrangedSubviews.filter { !$0.layer.isHidden }
        let active = slots.filter { $0.hiddenInStack != true }
        let available = axis == .horizontal ? area.width : area.height
        let crossAvailable = axis == .horizontal ? area.height : area.width
        let naturals = active.map(naturalSize)
        let spacings = gapSpacings(after: active)
        let lengths = StackDistribution.lengths(naturals.map(main), intrinsic: active.map { hasIntrinsicLength($0) },
                                                available: available, spacing: effectiveSpacing, distribution: distribution,
                                                spacings: spacings)
        let gap = StackDistribution.gap(lengths, naturals: naturals.map(main), available: available, spacing: effectiveSpacing,
                                        distribution: distribution, spacings: spacings)
        var position: CGFloat = 0
        var k = 0
        for v in slots {
            let collapsing = v.hiddenInStack == true
            let length = collapsing ? 0 : lengths[k]
            let natural = collapsing ? naturalSize(v) : naturals[k]
            let crossLength = alignment == .fill ? crossAvailable : min(cross(natural), crossAvailable)
            let crossOffset: CGFloat
            switch alignment {
            case .fill, .leading, .firstBaseline: crossOffset = 0
            case .center: crossOffset = (crossAvailable - crossLength) / 2
            case .trailing, .lastBaseline: crossOffset = crossAvailable - crossLength
            }
            let frame = axis == .horizontal
                ? CGRect(x: area.minX + position, y: area.minY + crossOffset, width: length, height: crossLength)
                : CGRect(x: area.minX + crossOffset, y: area.minY + position, width: crossLength, height: length)
            place(v, frame)
            if !collapsing {
                position += length
                k += 1
                if k < active.count { position += gap(k - 1) }
            }
        }
    }

    /// Each arranged view's own size (before the stack stretched or collapsed it) and the size the stack
    /// last gave it: a view whose size is still the one the stack gave keeps its own size as natural;
    /// one resized since (by its owner) has that new size as natural.
    private var sizes: [ObjectIdentifier: (own: CGSize, assigned: CGSize)] = [:]

    /// The size a view asks for: its intrinsic size per dimension where it has one, else its own size.
    func naturalSize(_ v: UIView) -> CGSize {
        let i = v.intrinsicContentSize
        let current = v.bounds.size
        var own = current
        if let rec = sizes[ObjectIdentifier(v)], rec.assigned == current { own = rec.own }
        return CGSize(width: i.width >= 0 ? i.width : own.width, height: i.height >= 0 ? i.height : own.height)
    }

    /// Sets `v`'s frame, remembering its own size first.
    private func place(_ v: UIView, _ frame: CGRect) {
        let key = ObjectIdentifier(v)
        let current = v.bounds.size
        let own = sizes[key].map { $0.assigned == current ? $0.own : current } ?? current
        sizes[key] = (own, frame.size)
        if v.frame != frame { v.frame = frame }
    }

    private func hasIntrinsicLength(_ v: UIView) -> Bool {
        let i = v.intrinsicContentSize
        return (axis == .horizontal ? i.width : i.height) >= 0
    }

    private func main(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.width : s.height }
    private func cross(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.height : s.width }
}

/// How a stack shares its length among its views (pure arithmetic, so it can be tested alone).
enum StackDistribution {
    /// Each view's length along the axis.
    /// `spacings`, when given, holds the gap after each view but the last (custom spacing); else every
    /// gap is `spacing`.
    static func lengths(_ naturals: [CGFloat], intrinsic: [Bool], available: CGFloat, spacing: CGFloat,
                        distribution: UIStackView.Distribution, spacings: [CGFloat]? = nil) -> [CGFloat] {
        let n = naturals.count
        guard n > 0 else { return [] }
        let gaps = spacings?.reduce(0, +) ?? spacing * CGFloat(n - 1)
        let room = max(0, available - gaps)
        let total = naturals.reduce(0, +)
        switch distribution {
        case .fillEqually:
            return Array(repeating: room / CGFloat(n), count: n)
        case .fillProportionally:
            guard total > 0 else { return Array(repeating: room / CGFloat(n), count: n) }
            return naturals.map { room * $0 / total }
        case .equalSpacing, .equalCentering:
            // Natural lengths when they fit with the minimum spacing; otherwise shrunk as `.fill` does.
            return total <= room ? naturals : fill(naturals, intrinsic: intrinsic, room: room)
        case .fill:
            return fill(naturals, intrinsic: intrinsic, room: room)
        }
    }

    /// `.fill`: the difference goes to the last view without an intrinsic length (else the last view),
    /// never below zero; if that is not enough, the views before it shrink from the end.
    static func fill(_ naturals: [CGFloat], intrinsic: [Bool], room: CGFloat) -> [CGFloat] {
        var out = naturals
        var extra = room - naturals.reduce(0, +)
        let flexible = intrinsic.lastIndex(of: false) ?? (out.count - 1)
        var order = [flexible]
        order += (0..<out.count).reversed().filter { $0 != flexible }
        for i in order {
            if extra >= 0 { out[i] += extra; return out }
            let take = min(out[i], -extra)
            out[i] -= take
            extra += take
            if extra >= 0 { return out }
        }
        return out
    }

    /// The gap after view `k` (0-based) for the distribution.
    /// The equal distributions use a custom spacing as that gap's minimum (it widens when the equal
    /// gap is smaller).
    static func gap(_ lengths: [CGFloat], naturals: [CGFloat], available: CGFloat, spacing: CGFloat,
                    distribution: UIStackView.Distribution, spacings: [CGFloat]? = nil) -> (Int) -> CGFloat {
        let n = lengths.count
        guard n > 1 else { return { _ in spacing } }
        if let spacings, spacings.count == n - 1, spacings.contains(where: { $0 != spacing }) {
            switch distribution {
            case .equalSpacing, .equalCentering:
                let g = (available - lengths.reduce(0, +)) / CGFloat(n - 1)
                return { max(spacings[$0], g) }
            default:
                return { spacings[$0] }
            }
        }
        switch distribution {
        case .equalSpacing:
            let g = max(spacing, (available - lengths.reduce(0, +)) / CGFloat(n - 1))
            return { _ in g }
        case .equalCentering:
            // Centres equally far apart, the first view at the start and the last at the end.
            let step = (available - lengths[0] / 2 - lengths[n - 1] / 2) / CGFloat(n - 1)
            let gaps = (0..<(n - 1)).map { step - lengths[$0] / 2 - lengths[$0 + 1] / 2 }
            if gaps.allSatisfy({ $0 >= spacing }) { return { gaps[$0] } }
            let g = max(spacing, (available - lengths.reduce(0, +)) / CGFloat(n - 1))
            return { _ in g }
        default:
            return { _ in spacing }
        }
    }
}
