import Foundation
import MotionTiming

/// One component of a `UIPickerView`: its rows on a cylinder seen from the front, moved by the finger.
///
/// **Look.** Row `i` sits at arc length `s = i·rowHeight − offset` from the centre line, at angle
/// θ = s/R on a cylinder of radius R = `radiusFactor`·height. It shows at y = R·sin θ·p from the centre,
/// squashed vertically by cos θ·p and narrowed by p, where p = d/(d + R(1 − cos θ)) is the perspective
/// of an eye `cameraDistance`·R in front (p = 1 at the centre, 0.8 at the rim); its alpha falls as cos³θ
/// and to 70 % one row away from the centre. Rows past `visibleAngle` are not shown (their views go to a
/// reuse pool and come back through `viewForRow:…reusing:`).
///
/// **Touch.** A touch catches a moving wheel; once it has moved `dragThreshold` points vertically the
/// rows follow it (from where it went down, so the row under the finger stays under it); a release
/// continues as `PickerWheelMotion` says; a tap on another row turns the wheel to it. When a motion the
/// user started comes to rest, the picker hears of it once (`UIPickerView.wheel(_:didSettleOn:)`).
final class PickerWheel: UIView {
    static let radiusFactor: CGFloat = 0.58
    static let cameraDistance: CGFloat = 4
    static let visibleAngle: CGFloat = 1.35
    /// Points of vertical travel before a touch drags (a tap moves less).
    static let dragThreshold: CGFloat = 4

    /// The picker (weak: a touch may keep a wheel alive after its picker is gone).
    weak var picker: UIPickerView?
    let component: Int
    var motion = PickerWheelMotion()
    /// Visible row views by row, and views waiting to be reused.
    private(set) var rowViews: [Int: UIView] = [:]
    private var reusePool: [UIView] = []

    private weak var trackedTouch: UITouch?
    private var touchStartY: CGFloat = 0
    private var lastY: CGFloat = 0
    private var isDraggingRows = false
    private var caughtMoving = false
    private var tracker = VelocityTracker()
    /// Whether the motion in flight was started by the user (its rest is reported).
    private var userMotion = false
    private var displayLink: CADisplayLink?

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    deinit { displayLink?.invalidate() }

    /// Whether `view` is a wheel or inside one (a scroll view around a picker leaves its vertical drags alone).
    static func contains(_ view: UIView) -> Bool {
        var v: UIView? = view
        while let cur = v {
            if cur is PickerWheel { return true }
            if cur is UIPickerView { return false }
            v = cur.superview
        }
        return false
    }

    var radius: CGFloat { max(1, bounds.height * Self.radiusFactor) }

    // MARK: Rows

    /// Drops every row view (to the reuse pool): the next layout asks the delegate again.
    func discardRowViews() {
        for (_, v) in rowViews { v.removeFromSuperview(); reusePool.append(v) }
        rowViews = [:]
        if reusePool.count > 24 { reusePool.removeFirst(reusePool.count - 24) }
    }

    /// Puts the visible rows where the offset says, asking for the rows that came into view.
    func layoutRows() {
        let h = CGFloat(motion.rowHeight)
        let n = motion.rowCount
        let offset = CGFloat(motion.position)
        let r = radius
        // The rows in view and their angles; the views of rows that left go to the pool first, so
        // the rows that came in reuse them.
        var placed: [(row: Int, theta: CGFloat, rows: CGFloat)] = []
        if n > 0, h > 0 {
            let reach = Self.visibleAngle * r
            let first = max(0, Int(((offset - reach) / h).rounded(.down)))
            let last = min(n - 1, Int(((offset + reach) / h).rounded(.up)))
            if first <= last {
                for row in first...last {
                    let s = CGFloat(row) * h - offset
                    let theta = s / r
                    if abs(theta) < Self.visibleAngle { placed.append((row, theta, abs(s) / h)) }
                }
            }
        }
        let visible = Set(placed.map(\.row))
        for (row, v) in rowViews where !visible.contains(row) {
            v.removeFromSuperview()
            reusePool.append(v)
            rowViews[row] = nil
        }
        for p in placed { place(rowView(p.row), theta: p.theta, distanceInRows: p.rows) }
    }

    private func rowView(_ row: Int) -> UIView {
        if let v = rowViews[row] { return v }
        let reused = reusePool.popLast()
        let v = picker?.makeRowView(row: row, component: component, reusing: reused) ?? PickerRowLabel()
        if v.superview !== self { addSubview(v) }
        rowViews[row] = v
        return v
    }

    private func place(_ view: UIView, theta: CGFloat, distanceInRows: CGFloat) {
        let r = radius
        let c = cos(theta)
        let p = Self.cameraDistance / (Self.cameraDistance + 1 - c)
        UIView.performWithoutAnimation {
            view.transform = .identity
            view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: CGFloat(motion.rowHeight))
            view.center = CGPoint(x: bounds.midX, y: bounds.midY + r * sin(theta) * p)
            view.transform = CGAffineTransform(scaleX: p, y: max(0.001, c * p))
            view.alpha = pow(max(0, c), 3) * (1 - 0.3 * min(1, distanceInRows))
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    // MARK: Motion

    func startDisplayLink() {
        guard displayLink == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.step(link.timestamp) }
        displayLink = link
        link.add()
    }

    private func step(_ t: CFTimeInterval) {
        let settled = motion.update(at: t)
        layoutRows()
        if let row = settled {
            let wasUser = userMotion
            userMotion = false
            picker?.wheel(self, didSettleOn: row, byUser: wasUser)
        }
        if !motion.isMoving {
            displayLink?.invalidate()
            displayLink = nil
        }
    }

    /// Programmatic selection: no report when it rests.
    func show(row: Int, animated: Bool) {
        if animated {
            userMotion = false
            motion.animate(toRow: row, at: CACurrentMediaTime())
            if motion.isMoving { startDisplayLink() }
        } else {
            motion.jump(toRow: row)
            userMotion = false
        }
        layoutRows()
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, let touch = touches.first, motion.rowCount > 0 else { return }
        trackedTouch = touch
        let t = touch.timestamp
        caughtMoving = motion.isMoving
        if caughtMoving { motion.catchWheel(at: t); layoutRows() }
        isDraggingRows = false
        touchStartY = touch.location(in: self).y
        tracker.reset()
        tracker.add(time: t, x: motion.position, y: 0)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let y = touch.location(in: self).y
        if !isDraggingRows {
            guard abs(y - touchStartY) > Self.dragThreshold else { return }
            isDraggingRows = true
            motion.beginDrag()
            lastY = touchStartY   // from where the touch went down: the row under the finger stays under it
        }
        // The offset grows as the finger moves up.
        motion.drag(by: Double(lastY - y))
        lastY = y
        tracker.add(time: touch.timestamp, x: motion.position, y: 0)
        layoutRows()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        finish(touch, cancelled: false)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        finish(touch, cancelled: true)
    }

    private func finish(_ touch: UITouch, cancelled: Bool) {
        trackedTouch = nil
        let t = touch.timestamp
        if isDraggingRows {
            isDraggingRows = false
            tracker.add(time: t, x: motion.position, y: 0)
            let v = cancelled ? 0 : tracker.velocity(at: t).x
            userMotion = true
            motion.release(velocity: v, at: t)
        } else if !cancelled, let row = tappedRow(at: touch.location(in: self).y), row != motion.nearestRow || caughtMoving {
            userMotion = true
            motion.settle(onRow: row, at: t)
        } else if caughtMoving {
            userMotion = true
            motion.settle(onRow: motion.nearestRow, at: t)
        } else {
            return
        }
        caughtMoving = false
        if motion.isMoving {
            startDisplayLink()
        } else {
            // Already on a row: it rests now.
            _ = motion.update(at: t)
            userMotion = false
            layoutRows()
            picker?.wheel(self, didSettleOn: motion.nearestRow, byUser: true)
        }
    }

    /// The row shown under `y` (points in the wheel), inverting y = R·sin θ·p(θ) numerically.
    private func tappedRow(at y: CGFloat) -> Int? {
        let r = radius
        let target = y - bounds.midY
        var lo = -Self.visibleAngle, hi = Self.visibleAngle
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            let p = Self.cameraDistance / (Self.cameraDistance + 1 - cos(mid))
            if r * sin(mid) * p < target { lo = mid } else { hi = mid }
        }
        let s = Double((lo + hi) / 2 * r)
        let row = motion.row(nearest: motion.position + s)
        return motion.rowCount > 0 ? row : nil
    }
}

/// The mouse wheel turns a picker's wheel on the desktop: each event moves the row it is heading for
/// by its points in rows (at least one), retargeting the same settle spring, so quick notches add up
/// and the picker hears once, when the wheel rests.
extension PickerWheel: WheelScrollable {
    func scrollWheel(dx: CGFloat, dy: CGFloat) {
        guard motion.rowCount > 0, trackedTouch == nil, dy != 0, dy.isFinite else { return }
        let now = CACurrentMediaTime()
        let from = motion.settlingRow ?? motion.nearestRow
        let step = (dy / CGFloat(motion.rowHeight)).rounded()
        let rows = step == 0 ? (dy > 0 ? 1 : -1) : Int(max(-1000, min(1000, step)))
        let target = min(max(from + rows, 0), motion.rowCount - 1)
        guard target != motion.nearestRow || motion.isMoving else { return }
        userMotion = true
        motion.settle(onRow: target, at: now)
        if motion.isMoving { startDisplayLink() }
    }
}
