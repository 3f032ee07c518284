import Foundation

/// UIKit's Auto Layout members of `UIView`: anchors, installed constraints, content priorities,
/// layout guides and margins, constraint updates, fitting sizes and ambiguity. The overridable ones
/// (`updateConstraints`, `invalidateIntrinsicContentSize`, `translatesAutoresizingMaskIntoConstraints`,
/// `layoutMargins`, `systemLayoutSizeFitting`) live in `UIView.swift` so subclasses can override them.
extension UIView {
    // MARK: Anchors

    var anchorSet: LayoutAnchors {
        let s = autoLayout
        if let a = s.anchorsStorage { return a }
        let a = LayoutAnchors(self)
        s.anchorsStorage = a
        return a
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { anchorSet.leading }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchorSet.trailing }
    public var leftAnchor: NSLayoutXAxisAnchor { anchorSet.left }
    public var rightAnchor: NSLayoutXAxisAnchor { anchorSet.right }
    public var topAnchor: NSLayoutYAxisAnchor { anchorSet.top }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchorSet.bottom }
    public var widthAnchor: NSLayoutDimension { anchorSet.width }
    public var heightAnchor: NSLayoutDimension { anchorSet.height }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchorSet.centerX }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchorSet.centerY }
    /// The first line's baseline for labels (and buttons' titles); the bottom edge for other views.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchorSet.firstBaseline }
    /// The last line's baseline for labels (and buttons' titles); the bottom edge for other views.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchorSet.lastBaseline }

    // MARK: Installed constraints

    /// The constraints installed on this view (activated constraints whose items' nearest common
    /// ancestor is this view, or added with `addConstraint(_:)`), in order.
    public var constraints: [NSLayoutConstraint] { autoLayoutState?.installed ?? [] }

    /// The older way to activate: installs `constraint` on this view, which must contain its items.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        if let reason = constraint.invalidReason {
            LayoutDiagnostics.report("Cannot add an invalid constraint (\(reason)): \(constraint)")
            return
        }
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let item else { continue }
            guard let v = owningView(of: item), v.isDescendant(of: self) else {
                LayoutDiagnostics.report("The view hierarchy is not prepared for the constraint: \(constraint). When added to a view, the constraint's items must be descendants of that view (or the view itself): \(NSLayoutConstraint.describe(self)) does not contain \(NSLayoutConstraint.describe(item)).")
                return
            }
        }
        constraint.install(on: self)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraint(c) } }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedView === self { constraint.deactivateSelf() }
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }

    // MARK: Content priorities

    /// How strongly the view resists growing past its intrinsic size (UIKit's default 250; switches and
    /// activity indicators 750, a progress view 750 vertically).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        if let h = autoLayoutState?.hugging { return axis == .horizontal ? h.horizontal : h.vertical }
        let d = type(of: self).defaultContentHugging
        return axis == .horizontal ? d.0 : d.1
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let p = Self.clampedPriority(priority)
        if axis == .horizontal { autoLayout.hugging.horizontal = p } else { autoLayout.hugging.vertical = p }
        autoLayoutState?.memberEngine?.contentPrioritiesChanged(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size (UIKit's default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let c = autoLayoutState?.compression ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? c.horizontal : c.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let p = Self.clampedPriority(priority)
        if axis == .horizontal { autoLayout.compression.horizontal = p } else { autoLayout.compression.vertical = p }
        autoLayoutState?.memberEngine?.contentPrioritiesChanged(self)
    }

    static func clampedPriority(_ p: UILayoutPriority) -> UILayoutPriority {
        p.rawValue.isFinite ? UILayoutPriority(min(max(p.rawValue, 1), 1000)) : .required
    }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { autoLayoutState?.guides.filter { $0.role == .user } ?? [] }

    /// Adds `guide` to this view (its coordinates are this view's).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.guides.append(guide)
    }

    /// Removes `guide`; the active constraints that name it are deactivated.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for c in guide.referencing { c.deactivateSelf() }
        autoLayoutState?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    func systemGuide(_ keyPath: ReferenceWritableKeyPath<ViewAutoLayout, UILayoutGuide?>, role: UILayoutGuide.Role,
                     identifier: String) -> UILayoutGuide {
        let s = autoLayout
        if let g = s[keyPath: keyPath] { return g }
        let g = UILayoutGuide(role: role, identifier: identifier)
        g.owningView = self
        s[keyPath: keyPath] = g
        s.guides.append(g)
        return g
    }

    /// The part of the view not covered by bars, the status bar or the screen's edges
    /// (`safeAreaInsets` inside the bounds).
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaGuide, role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.marginsGuide, role: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The margins guide, no wider than a comfortable line of text (`readableContentWidth`), centred.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(\.readableGuide, role: .readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The widest the readable content guide gets (points; UIKit's value for the default text size).
    public static let readableContentWidth: CGFloat = 672

    // MARK: Margins

    /// UIKit's margins in leading/trailing terms (left-to-right here).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// Whether the margins include the superview's where they overlap (default false).
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutState?.preservesSuperviewLayoutMargins ?? false }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue; marginsDidChange() }
    }

    /// Whether the margins are measured from the safe area rather than the bounds (UIKit's default: yes).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue; marginsDidChange() }
    }

    /// The view's own margins before the safe area: 8 points on each side, and for a view
    /// controller's view UIKit's system minimum on iPhone (16 points leading and trailing, 0 top and
    /// bottom, 20 on screens wider than 375 points).
    var ownLayoutMargins: UIEdgeInsets {
        if let m = autoLayoutState?.ownMargins { return m }
        if let controller = viewControllerStorage, controller.viewRespectsSystemMinimumLayoutMargins {
            let side: CGFloat = bounds.width > 375 ? 20 : 16
            return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// The margins the layout uses: the own margins, added to the safe-area insets when
    /// `insetsLayoutMarginsFromSafeArea` (UIKit measures them from the safe area), and at least the
    /// superview's margins where they reach into the view with `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var m = ownLayoutMargins
        if mayHaveViewController, let controller = viewControllerStorage, controller.viewRespectsSystemMinimumLayoutMargins {
            // UIViewController.h: while `viewRespectsSystemMinimumLayoutMargins` is true, the root view's
            // margins are "guaranteed to be no smaller than" `systemMinimumLayoutMargins`.
            let minimum = controller.systemMinimumLayoutMargins
            m = UIEdgeInsets(top: max(m.top, minimum.top), left: max(m.left, minimum.leading),
                             bottom: max(m.bottom, minimum.bottom), right: max(m.right, minimum.trailing))
        }
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let p = parent.effectiveLayoutMargins, b = parent.bounds, f = frame
            m.left = max(m.left, b.minX + p.left - f.minX)
            m.top = max(m.top, b.minY + p.top - f.minY)
            m.right = max(m.right, f.maxX - (b.maxX - p.right))
            m.bottom = max(m.bottom, f.maxY - (b.maxY - p.bottom))
        }
        return m
    }

    func marginsDidChange() {
        layoutMarginsDidChange()
        autoLayoutState?.memberEngine?.marginsChanged(self)
        rootView.autoLayoutState?.engine?.guidesChanged()
        setNeedsLayout()
    }

    // MARK: Updating constraints

    static let needsUpdateConstraintsFlag: UInt8 = 1
    static let subtreeNeedsUpdateConstraintsFlag: UInt8 = 2

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        constraintUpdateFlags |= UIView.needsUpdateConstraintsFlag
        markSubtreeNeedsUpdateConstraints()
    }

    func markSubtreeNeedsUpdateConstraints() {
        var v: UIView? = self
        while let x = v, x.constraintUpdateFlags & UIView.subtreeNeedsUpdateConstraintsFlag == 0 || x === self {
            x.constraintUpdateFlags |= UIView.subtreeNeedsUpdateConstraintsFlag
            v = x.superviewStorage
        }
    }

    /// Whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { constraintUpdateFlags & UIView.needsUpdateConstraintsFlag != 0 }

    /// Runs the pending `updateConstraints()` of this view and its subtree now, subviews first (a view
    /// controller's view through its controller's `updateViewConstraints()`), as UIKit's layout pass does.
    public func updateConstraintsIfNeeded() {
        var rounds = 0
        while constraintUpdateFlags & (UIView.subtreeNeedsUpdateConstraintsFlag | UIView.needsUpdateConstraintsFlag) != 0 && rounds < 8 {
            runConstraintUpdates()
            rounds += 1
        }
    }

    private func runConstraintUpdates() {
        let flags = constraintUpdateFlags
        constraintUpdateFlags = 0
        if flags & UIView.subtreeNeedsUpdateConstraintsFlag != 0 {
            for s in subviewStorage { s.runConstraintUpdates() }
        }
        if flags & UIView.needsUpdateConstraintsFlag != 0 {
            if let controller = viewControllerStorage { controller.updateViewConstraints() } else { updateConstraints() }
        }
    }

    // MARK: Fitting and ambiguity

    /// The smallest size (UIKit's `layoutFittingCompressedSize`) for `systemLayoutSizeFitting`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size (UIKit's `layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Whether the constraints leave this view's frame undetermined (more than one solution).
    public var hasAmbiguousLayout: Bool {
        guard let engine = autoLayoutState?.memberEngine else { return false }
        return engine.isAmbiguous(self)
    }

    /// UIKit's debugging aid to switch between ambiguous solutions; the solution here is deterministic,
    /// so it does nothing.
    public func exerciseAmbiguityInLayout() {}

    /// The active constraints naming this view on `axis` (the engine's own ones excluded).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        (autoLayoutState?.referencing ?? []).filter { $0.firstAttribute.axis == axis }
    }

}

/// UIKit's leading/trailing insets.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets()
}
