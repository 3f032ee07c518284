import Foundation

/// UIKit's stack view under Auto Layout: its arrangement as constraints installed on itself (named as
/// UIKit names them, `UISV-…`), rebuilt in the constraint update pass when the arrangement changes.
///
/// - Along the axis: the first visible view at the leading edge (inset by the margins when
///   `isLayoutMarginsRelativeArrangement`), each next one `spacing` after the previous, the last at
///   the trailing edge (`UISV-canvas-connection`, `UISV-spacing`). `.fillEqually` makes them equal;
///   `.fillProportionally` shares the length by intrinsic sizes; `.equalSpacing` and
///   `.equalCentering` put equal spacer guides between edges or centres (at least `spacing`).
///   `.fill` leaves the sharing to hugging and compression resistance.
/// - Hidden views (and views collapsing inside an animation) have zero length and no spacing
///   (`UISV-hiding`), so hiding one inside an animation block slides the others.
/// - Across: `.fill` pins both edges; `.leading`/`.top`, `.center`, `.trailing`/`.bottom` pin one
///   (or the centre) and keep the other inside; the baselines align as leading/trailing. Views without
///   a size of their own across the axis then have zero, as in UIKit (`UISV-ambiguity-suppression`).
/// - The stack hugs what it arranges (`UISV-canvas-fit`, at priority 49) unless constrained.
extension UIStackView {
    /// Whether the stack arranges with constraints: it, or an arranged view, takes part in Auto Layout — an
    /// arranged view given constraints of its own (a 40-point square) counts even while it still
    /// translates its mask (UIKit's stacks turn that off for every arranged view).
    var usesConstraintLayout: Bool {
        !translatesAutoresizingMaskIntoConstraints || !(autoLayoutState?.referencing.isEmpty ?? true)
            || arrangedSubviews.contains { !$0.translatesAutoresizingMaskIntoConstraints || !($0.autoLayoutState?.referencing.isEmpty ?? true) }
    }

    /// The arrangement changed: lay out again, and (under Auto Layout) rebuild the constraints.
    func arrangementChanged() {
        setNeedsLayout()
        setNeedsUpdateConstraints()
    }

    func rebuildArrangementConstraints() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = []
        for g in arrangementGuides { removeLayoutGuide(g) }
        arrangementGuides = []
        guard usesConstraintLayout, superview != nil || !arrangedSubviews.isEmpty else { return }
        var out: [NSLayoutConstraint] = []
        func add(_ c: NSLayoutConstraint, _ id: String, _ p: UILayoutPriority = .required) {
            c.identifier = id
            if p != .required { c.priority = p }
            out.append(c)
        }
        let horizontal = axis == .horizontal
        let inset = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let leadA: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trailA: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let sizeA: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let centerA: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let leadC: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let trailC: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let sizeC: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let centerC: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let insetLeadA = horizontal ? inset.left : inset.top, insetTrailA = horizontal ? inset.right : inset.bottom
        let insetLeadC = horizontal ? inset.top : inset.left, insetTrailC = horizontal ? inset.bottom : inset.right
        func rel(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
                 _ ba: NSLayoutConstraint.Attribute, _ m: CGFloat = 1, _ c: CGFloat = 0) -> NSLayoutConstraint {
            NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: c)
        }

        for v in arrangedSubviews where v.translatesAutoresizingMaskIntoConstraints {
            v.translatesAutoresizingMaskIntoConstraints = false
            // A nested stack now arranges its own views with constraints too, in this pass (UIKit's
            // arranged views never translate their masks, so its nested stacks always do).
            if let nested = v as? UIStackView { nested.rebuildArrangementConstraints() }
        }
        let visible = arrangedSubviews.filter { !$0.layer.isHidden && $0.hiddenInStack != true }
        // Along the axis.
        var previous: UIView?
        for v in arrangedSubviews {
            let shown = visible.contains { $0 === v }
            if !shown {
                add(rel(v, sizeA, .equal, nil, .notAnAttribute), "UISV-hiding")
                if let p = previous { add(rel(v, leadA, .equal, p, trailA), "UISV-hiding") }
                else { add(rel(v, leadA, .equal, self, leadA, 1, insetLeadA), "UISV-hiding") }
                continue
            }
            previous = v
        }
        if let first = visible.first, let last = visible.last {
            add(rel(first, leadA, .equal, self, leadA, 1, insetLeadA), "UISV-canvas-connection")
            add(rel(self, trailA, .equal, last, trailA, 1, insetTrailA), "UISV-canvas-connection")
        } else {
            add(rel(self, sizeA, .equal, nil, .notAnAttribute, 1, insetLeadA + insetTrailA), "UISV-canvas-fit", UILayoutPriority(49))
        }
        var spacers: [UILayoutGuide] = []
        for k in visible.indices.dropFirst() {
            let p = visible[k - 1], v = visible[k]
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(rel(v, leadA, .equal, p, trailA, 1, resolvedSpacing(after: p)), "UISV-spacing")
            case .equalSpacing, .equalCentering:
                add(rel(v, leadA, .greaterThanOrEqual, p, trailA, 1, resolvedSpacing(after: p)), "UISV-spacing")
                let g = UILayoutGuide()
                g.identifier = "UISV-distributing"
                addLayoutGuide(g)
                arrangementGuides.append(g)
                let (from, to): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                    distribution == .equalSpacing ? (trailA, leadA) : (centerA, centerA)
                add(rel(g, leadA, .equal, p, from), "UISV-distributing-edge")
                add(rel(g, trailA, .equal, v, to), "UISV-distributing-edge")
                if let first = spacers.first { add(rel(g, sizeA, .equal, first, sizeA), "UISV-fill-equally") }
                spacers.append(g)
            }
        }
        if distribution == .equalSpacing || distribution == .equalCentering {
            // Between equal spacings, views keep their own lengths where they can.
            for v in visible { add(rel(v, sizeA, .equal, nil, .notAnAttribute, 1, 0), "UISV-ambiguity-suppression", UILayoutPriority(25)) }
            out.removeAll { $0.identifier == "UISV-ambiguity-suppression" && $0.firstItem.map { v in
                (v as? UIView).map { hasIntrinsicLength($0, horizontal) } ?? false } == true }
        }
        if distribution == .fillEqually, let first = visible.first {
            for v in visible.dropFirst() { add(rel(v, sizeA, .equal, first, sizeA), "UISV-fill-equally") }
        }
        if distribution == .fillProportionally {
            let naturals = visible.map { v -> CGFloat in
                let i = v.intrinsicContentSize
                return max(0, horizontal ? i.width : i.height)
            }
            let total = naturals.reduce(0, +)
            let fixed = insetLeadA + insetTrailA + gapSpacings(after: visible).reduce(0, +)
            for (v, n) in zip(visible, naturals) {
                let share = total > 0 ? n / total : 1 / CGFloat(visible.count)
                add(rel(v, sizeA, .equal, self, sizeA, share, -share * fixed), "UISV-fill-proportionally", UILayoutPriority(999))
            }
        }
        // Across the axis.
        for v in arrangedSubviews {
            switch alignment {
            case .fill:
                add(rel(v, leadC, .equal, self, leadC, 1, insetLeadC), "UISV-alignment")
                add(rel(self, trailC, .equal, v, trailC, 1, insetTrailC), "UISV-alignment")
            case .leading, .firstBaseline:
                add(rel(v, leadC, .equal, self, leadC, 1, insetLeadC), "UISV-alignment")
                add(rel(self, trailC, .greaterThanOrEqual, v, trailC, 1, insetTrailC), "UISV-canvas-connection")
            case .trailing, .lastBaseline:
                add(rel(self, trailC, .equal, v, trailC, 1, insetTrailC), "UISV-alignment")
                add(rel(v, leadC, .greaterThanOrEqual, self, leadC, 1, insetLeadC), "UISV-canvas-connection")
            case .center:
                add(rel(v, centerC, .equal, self, centerC, 1, (insetLeadC - insetTrailC) / 2), "UISV-alignment")
                add(rel(v, leadC, .greaterThanOrEqual, self, leadC, 1, insetLeadC), "UISV-canvas-connection")
            }
            if alignment != .fill, !hasIntrinsicLength(v, !horizontal) {
                add(rel(v, sizeC, .equal, nil, .notAnAttribute), "UISV-ambiguity-suppression", UILayoutPriority(25))
            }
        }
        if alignment != .fill {
            add(rel(self, sizeC, .equal, nil, .notAnAttribute, 1, insetLeadC + insetTrailC), "UISV-canvas-fit", UILayoutPriority(49))
        }
        arrangementConstraints = out
        NSLayoutConstraint.activate(out)
    }

    private func hasIntrinsicLength(_ v: UIView, _ horizontal: Bool) -> Bool {
        let i = v.intrinsicContentSize
        return (horizontal ? i.width : i.height) >= 0
    }
}
