import XCTest
@testable import MotionViews

/// The states a recognizer's action was called with, in order.
final class StateLog {
    var states: [UIGestureRecognizer.State] = []
    /// States with runs of `.changed` collapsed to one, for readable sequence assertions.
    var compact: [UIGestureRecognizer.State] {
        states.reduce(into: []) { out, s in if !(s == .changed && out.last == .changed) { out.append(s) } }
    }
}

extension UIGestureRecognizer {
    /// Adds an action recording each state it is called with.
    func recordStates() -> StateLog {
        let log = StateLog()
        addTarget(nil) { log.states.append($0.state) }
        return log
    }
}

/// Frame step of the scripted input (a 60 Hz touch screen).
let frame = 1.0 / 60

/// Moves finger `id` (already down) in a straight line to `b` over `duration` seconds, one event per
/// frame: each frame advances the virtual clock (running the frame) and then moves the finger.
func move(_ w: UIWindow, from a: CGPoint, to b: CGPoint, duration: Double, id: Int = 0) {
    let steps = max(1, Int((duration / frame).rounded()))
    for i in 1...steps {
        Clock.advance(by: duration / Double(steps))
        let f = CGFloat(i) / CGFloat(steps)
        w.sendTouch(.moved, at: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), id: id)
    }
}

/// Touch down at `a`, move to `b` over `duration`, lift at `b`.
func drag(_ w: UIWindow, from a: CGPoint, to b: CGPoint, duration: Double, id: Int = 0) {
    w.sendTouch(.began, at: a, id: id)
    move(w, from: a, to: b, duration: duration, id: id)
    w.sendTouch(.ended, at: b, id: id)
}

/// A quick tap (down, up 50 ms later) at `p`.
func tap(_ w: UIWindow, at p: CGPoint) {
    w.sendTouch(.began, at: p)
    Clock.advance(by: 0.05)
    w.sendTouch(.ended, at: p)
}

/// A window with one 200×200 view at (60, 100), the view returned too.
func makeWindowWithTarget() -> (UIWindow, RecordingView) {
    let w = makeWindow()
    let v = RecordingView(frame: CGRect(x: 60, y: 100, width: 200, height: 200))
    w.addSubview(v)
    return (w, v)
}
