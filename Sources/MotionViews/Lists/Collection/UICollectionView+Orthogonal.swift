import Foundation

/// Sideways scrolling of compositional sections with `orthogonalScrollingBehavior`: a drag that starts
/// in such a section and moves mostly sideways scrolls its row (rubber-banding past the ends), a
/// release decelerates like a scroll view (`ScrollAxis`: the same deceleration, bounce and springs),
/// and the paging behaviours settle on a page or a group's leading edge; a sideways wheel scrolls it
/// too. The row's offset lives in the layout (`orthogonalOffsets`), which places the section's items
/// by it, so cells come and go as the row scrolls.
extension UICollectionView {
    /// One orthogonal section's motion.
    struct OrthogonalScroll {
        var axis: ScrollAxis
        var tracker = VelocityTracker()
        /// The row's offset when the current drag began (the paging behaviours turn one page or group
        /// from there).
        var dragStart: Double = 0
    }

    var compositional: UICollectionViewCompositionalLayout? { layoutStorage as? UICollectionViewCompositionalLayout }

    /// Where the wheel event being delivered points, in content coordinates.
    var wheelPoint: CGPoint? { window?.wheelLocation.map { convert($0, from: nil) } }

    /// A touch began at `point`: remember an orthogonal section under it (a moving row stops there).
    func orthogonalTouchBegan(at point: CGPoint, time: Double) {
        orthogonalCandidate = nil
        guard let layout = compositional, let s = layout.orthogonalSection(at: point) else { return }
        var scroll = orthogonalScrolls[s] ?? OrthogonalScroll(axis: ScrollAxis())
        syncOrthogonalAxis(&scroll, section: s, layout: layout)
        if scroll.axis.isMoving { scroll.axis.update(at: time); scroll.axis.stop() }
        orthogonalScrolls[s] = scroll
        orthogonalCandidate = (s, point, false)
    }

    /// The touch moved: returns true while it drives an orthogonal section (the collection view then
    /// neither scrolls nor selects).
    func orthogonalTouchMoved(to point: CGPoint, time: Double) -> Bool {
        guard let c = orthogonalCandidate, let layout = compositional, var scroll = orthogonalScrolls[c.section] else { return false }
        if !c.dragging {
            let dx = point.x - c.last.x, dy = point.y - c.last.y
            guard !isDragging, abs(dx) > UIScrollView.panThreshold, abs(dx) > abs(dy) else { return false }
            syncOrthogonalAxis(&scroll, section: c.section, layout: layout)
            scroll.axis.beginDrag()
            scroll.dragStart = scroll.axis.position
            scroll.tracker.reset()
            scroll.tracker.add(time: time, x: scroll.axis.position, y: 0)
            orthogonalScrolls[c.section] = scroll
            orthogonalCandidate = (c.section, point, true)
            touchMaySelect = false
            endTouchHighlight()
            return true
        }
        scroll.axis.drag(by: Double(c.last.x - point.x))
        scroll.tracker.add(time: time, x: scroll.axis.position, y: 0)
        orthogonalScrolls[c.section] = scroll
        orthogonalCandidate = (c.section, point, true)
        showOrthogonal(c.section)
        return true
    }

    /// The touch lifted: an orthogonal drag decelerates (or settles on a page/group). Returns whether
    /// the touch was one.
    func orthogonalTouchEnded(time: Double) -> Bool {
        guard let c = orthogonalCandidate else { return false }
        orthogonalCandidate = nil
        guard c.dragging, let layout = compositional, var scroll = orthogonalScrolls[c.section] else { return false }
        scroll.tracker.add(time: time, x: scroll.axis.position, y: 0)
        let v = scroll.tracker.velocity(at: time).x
        if let target = layout.orthogonalTarget(c.section, offset: CGFloat(scroll.axis.position), velocity: CGFloat(v),
                                                dragStart: CGFloat(scroll.dragStart)) {
            scroll.axis.endDrag(velocity: v, at: time, settlingOn: Double(target))
        } else {
            scroll.axis.endDrag(velocity: v, at: time)
        }
        orthogonalScrolls[c.section] = scroll
        startOrthogonalLink()
        return true
    }

    /// A sideways wheel over an orthogonal section scrolls it; returns whether it did.
    func orthogonalWheel(dx: CGFloat, at point: CGPoint) -> Bool {
        guard dx != 0, let layout = compositional, let s = layout.orthogonalSection(at: point) else { return false }
        var scroll = orthogonalScrolls[s] ?? OrthogonalScroll(axis: ScrollAxis())
        syncOrthogonalAxis(&scroll, section: s, layout: layout)
        scroll.axis.scrollWheel(by: Double(dx), at: CACurrentMediaTime())
        orthogonalScrolls[s] = scroll
        startOrthogonalLink()
        return true
    }

    private func syncOrthogonalAxis(_ scroll: inout OrthogonalScroll, section s: Int, layout: UICollectionViewCompositionalLayout) {
        let limits = layout.orthogonalLimits(s)
        scroll.axis.dimension = Double(layout.sections[s].orthogonalFrame.width)
        scroll.axis.setLimits(min: Double(limits.lowerBound), max: Double(limits.upperBound))
        if !scroll.axis.isMoving && scroll.axis.phase != .dragging {
            scroll.axis.setPosition(Double(layout.orthogonalOffsets[s] ?? 0))
        }
    }

    private func showOrthogonal(_ s: Int) {
        guard let layout = compositional, let scroll = orthogonalScrolls[s] else { return }
        layout.orthogonalOffsets[s] = CGFloat(scroll.axis.position)
        setNeedsLayout()
    }

    private func startOrthogonalLink() {
        guard orthogonalLink == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.stepOrthogonal(link.timestamp) }
        orthogonalLink = link
        link.add()
    }

    private func stepOrthogonal(_ t: Double) {
        var moving = false
        for (s, var scroll) in orthogonalScrolls where scroll.axis.isMoving {
            scroll.axis.update(at: t)
            orthogonalScrolls[s] = scroll
            showOrthogonal(s)
            moving = moving || scroll.axis.isMoving
        }
        if !moving {
            orthogonalLink?.invalidate()
            orthogonalLink = nil
        }
    }
}
