import Foundation
import MotionTiming

extension UIScrollView {
    /// Whether `translation` (window points) starts a drag: > `panThreshold` along a scrollable axis
    /// and mostly along it.
    func exceedsPanThreshold(_ t: CGPoint) -> Bool {
        let ax = abs(t.x), ay = abs(t.y)
        if scrollsVertically && ay > Self.panThreshold && ay >= ax { return true }
        if scrollsHorizontally && ax > Self.panThreshold && ax >= ay { return true }
        return false
    }

    func beginDragging() {
        isDragging = true
        dragStartOffset = bounds.origin
        x.beginDrag()
        y.beginDrag()
        lastScrollTime = CACurrentMediaTime()
        scrollPanRecognizer.scrollDragBegan()
        dismissKeyboardForDrag()
        delegate?.scrollViewWillBeginDragging(self)
        startDisplayLink()   // keeps the indicators' clock running
    }

    /// The touch is over: release with `velocity` (points of offset per second).
    func endTouch(velocity v: CGPoint, at now: CFTimeInterval) {
        isTracking = false
        trackedTouch = nil
        let wasDragging = isDragging
        if !wasDragging {
            // A tap: a scroll view caught past an edge still has to spring back.
            guard x.isOutOfLimits || y.isOutOfLimits else { return }
            x.beginDrag(); y.beginDrag()
        }
        // Where the release would rest: a page (paging), else the deceleration's end.
        var target: CGPoint
        if isPagingEnabled {
            let w = Double(bounds.width), h = Double(bounds.height)
            let tx = x.pageTarget(velocity: Double(v.x), pageSize: w, startPage: w > 0 ? (Double(dragStartOffset.x) / w).rounded() : 0)
            let ty = y.pageTarget(velocity: Double(v.y), pageSize: h, startPage: h > 0 ? (Double(dragStartOffset.y) / h).rounded() : 0)
            target = CGPoint(x: scrollsHorizontally ? tx : x.clamped(x.position), y: scrollsVertically ? ty : y.clamped(y.position))
        } else {
            target = CGPoint(x: x.restingPosition(velocity: Double(v.x)), y: y.restingPosition(velocity: Double(v.y)))
        }
        let natural = target
        if wasDragging {
            // UIKit's delegate may move the target (snapping to cards, a custom page size).
            withUnsafeMutablePointer(to: &target) { delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000), targetContentOffset: $0) }
        }
        isDragging = false
        let moved = target != natural && target.x.isFinite && target.y.isFinite
        if isPagingEnabled || moved {
            // Settle on the target with the critically damped spring from the release (no jump in speed).
            x.endDrag(velocity: Double(v.x), at: now, settlingOn: x.clamped(Double(target.x)))
            y.endDrag(velocity: Double(v.y), at: now, settlingOn: y.clamped(Double(target.y)))
        } else {
            x.endDrag(velocity: Double(v.x), at: now)
            y.endDrag(velocity: Double(v.y), at: now)
        }
        let decelerate = x.isMoving || y.isMoving
        // Only a scroll shows the indicators: a touch that ended without dragging (a tap, a reorder's drag
        // of a row handed to the list) leaves them hidden.
        if wasDragging || decelerate { lastScrollTime = now }
        if wasDragging { delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate) }
        if wasDragging, !decelerate { largeTitleTracker?.largeTitleScrollViewDidSettle(self) }
        if decelerate {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
        }
        startDisplayLink()
    }

    /// Advances the axes to `t` and shows the result.
    func update(at t: CFTimeInterval) {
        syncLimits()
        x.update(at: t)
        y.update(at: t)
        applyOffset()
        if x.isMoving || y.isMoving { lastScrollTime = t }
    }

    /// Ends the deceleration or animation bookkeeping once nothing moves.
    func finishMotionCallbacks() {
        guard !x.isMoving, !y.isMoving else { return }
        if isDecelerating {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
            largeTitleTracker?.largeTitleScrollViewDidSettle(self)
        }
        if isAnimatingOffset {
            isAnimatingOffset = false
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    func startDisplayLink() {
        guard displayLink == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.step(link.timestamp) }
        displayLink = link
        link.add()
    }

    /// One frame: motion, callbacks, indicator fade; the link stops when all are done.
    func step(_ t: CFTimeInterval) {
        if x.isMoving || y.isMoving {
            update(at: t)
            finishMotionCallbacks()
        }
        let fading = updateIndicatorAlpha(at: t)
        if !x.isMoving && !y.isMoving && !isDragging && !fading {
            displayLink?.invalidate()
            displayLink = nil
        }
    }
}
