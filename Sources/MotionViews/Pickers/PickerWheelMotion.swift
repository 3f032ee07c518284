import Foundation
import MotionTiming

/// One picker wheel's motion along its rows: a `ScrollAxis` (the scroll view's drag, rubber band,
/// deceleration and bounce spring, reused as they are) whose resting offsets are the rows'. Row `i` is
/// centred when the offset is `i · rowHeight`; the limits are row 0 and the last row.
///
/// A release decelerates like a scroll view and comes to rest on a row: the row nearest where the
/// scroll view's deceleration would end is chosen at the release, and the release velocity is nudged so
/// that the same deceleration law ends there — by at most half a row's worth, `rowHeight/2 · 1000·|ln r|`
/// (32 pt/s for 32-point rows at the normal rate: invisible). A release too slow for that (or one whose
/// nearest row is behind it) settles on the row with the scroll view's critically damped bounce spring
/// from the release velocity, as paging does. Whatever ends a motion off a row (a bounce from past an
/// edge, the deceleration's stop threshold), the same spring finishes it on the nearest row.
struct PickerWheelMotion: Equatable {
    private(set) var axis = ScrollAxis()
    private(set) var rowHeight: Double = 32
    private(set) var rowCount = 0

    /// Sets the geometry; a wheel at rest stays on its row.
    mutating func configure(rowHeight h: Double, rowCount n: Int, dimension: Double) {
        rowHeight = h > 0 && h.isFinite ? h : 32
        rowCount = max(0, n)
        axis.dimension = max(1, dimension)
        axis.setLimits(min: 0, max: Double(max(0, rowCount - 1)) * rowHeight)
        if !axis.isMoving, axis.phase != .dragging { axis.setPosition(axis.clamped(axis.position)) }
    }

    /// The offset shown, points (row i centred at i · rowHeight).
    var position: Double { axis.position }
    var isMoving: Bool { axis.isMoving }
    var isDragging: Bool { axis.phase == .dragging }

    /// The row whose centre is nearest the wheel's centre, within 0..<rowCount (0 when empty).
    var nearestRow: Int { row(nearest: position) }

    func row(nearest offset: Double) -> Int {
        guard rowCount > 0 else { return 0 }
        let r = (offset / rowHeight).rounded()
        guard r.isFinite else { return 0 }
        return Int(min(max(r, 0), Double(rowCount - 1)))
    }

    /// Jumps to `row` and stops.
    mutating func jump(toRow row: Int) {
        axis.setPosition(Double(row) * rowHeight)
    }

    /// Eases to `row` over the scroll view's animated-offset duration (0.3 s, ease-in-ease-out).
    mutating func animate(toRow row: Int, at t: Double) {
        let target = Double(row) * rowHeight
        guard target != axis.position || axis.isMoving else { return }
        axis.animate(to: target, at: t)
    }

    /// Settles on `row` with the bounce spring from the current position and velocity (a tap on a row).
    mutating func settle(onRow row: Int, at t: Double) {
        axis.update(at: t)
        let v = axis.velocity
        axis.endDrag(velocity: v, at: t, settlingOn: Double(row) * rowHeight)
    }

    /// The row a spring settle is heading for (a tap, the mouse wheel), nil otherwise.
    var settlingRow: Int? {
        if case let .settle(spring, _) = axis.motion { return row(nearest: spring.target) }
        return nil
    }

    /// A touch caught the wheel: it stops where it is at `t`.
    mutating func catchWheel(at t: Double) {
        axis.update(at: t)
        axis.stop()
    }

    mutating func beginDrag() { axis.beginDrag() }

    /// The finger moved the rows by `delta` points of offset.
    mutating func drag(by delta: Double) { axis.drag(by: delta) }

    /// The finger lifted at `t` moving the offset at `velocity` points per second; returns the row the
    /// wheel will rest on.
    @discardableResult
    mutating func release(velocity v: Double, at t: Double) -> Int {
        let natural = axis.restingPosition(velocity: v)
        let row = self.row(nearest: natural)
        let target = Double(row) * rowHeight
        if axis.isOutOfLimits {
            // Past an edge: the scroll view's spring back (to row 0 or the last row), or its fling inward.
            axis.endDrag(velocity: v, at: t)
            return row
        }
        let k = 1000 * -log(axis.decelerationRate)
        let distance = target - axis.position
        // The velocity whose deceleration (v(t) = v₀·r^(1000t), stopping at 5 pt/s) ends on the row.
        let nudged = distance * k + (distance < 0 ? -1 : 1) * ScrollDeceleration.stopVelocity
        if abs(v) >= ScrollDeceleration.stopVelocity, nudged * v > 0, abs(nudged) >= 2 * ScrollDeceleration.stopVelocity {
            axis.endDrag(velocity: nudged, at: t)
        } else {
            axis.endDrag(velocity: v, at: t, settlingOn: target)
        }
        return row
    }

    /// Advances to `t` (non-decreasing). Returns the row when the wheel has just come to rest on it.
    mutating func update(at t: Double) -> Int? {
        guard axis.isMoving else { return nil }
        axis.update(at: t)
        guard !axis.isMoving, axis.phase != .dragging else { return nil }
        let row = nearestRow
        let target = Double(row) * rowHeight
        if abs(axis.position - target) > ScrollSpring.restDistance {
            // Stopped off the row (the deceleration's threshold, a bounce): the spring finishes it.
            axis.endDrag(velocity: 0, at: t, settlingOn: target)
            if axis.isMoving { return nil }
        }
        axis.setPosition(target)
        return row
    }
}
