import Foundation
import MotionLab

/// A button's touch: changes report whether it is held (true from touch-down while the finger stays
/// within the button grown by `ButtonPressRecognizer.slop` points, false when it leaves, lifts or the
/// touch is taken — a scroll view's pan cancels it), what a `ButtonStyle`'s `configuration.isPressed`
/// shows; it ends when the finger lifts while held, which is when a button acts (a finger that moved
/// within the slop still presses, as in SwiftUI, where a tap's 10 points would have failed).
struct ButtonPressGesture: Gesture {
    typealias Value = Bool
    func _makeHandler() -> GestureHandler<Bool> { ButtonPressHandler() }
}

final class ButtonPressHandler: GestureHandler<Bool> {
    override func makeRecognizer() -> UIGestureRecognizer {
        let r = ButtonPressRecognizer(target: nil, action: nil)
        r.onChange = { [weak self] pressed in self?.change(pressed) }
        r.onRelease = { [weak self] in self?.end(false) }
        return r
    }
}

/// Follows a touch on its view: reports pressed and released, and recognizes when the finger lifts
/// while pressing (failing otherwise), so an enclosing scroll view's pan, which cancels the touch once
/// it scrolls, still wins a drag.
final class ButtonPressRecognizer: UIGestureRecognizer {
    /// Points around the view within which a moved finger still presses it (UIKit controls track
    /// touches about 70 points outside their bounds before they count as outside).
    static let slop: CGFloat = 70
    var onChange: ((Bool) -> Void)?
    /// The finger lifted while pressing: the button acts.
    var onRelease: (() -> Void)?
    private var pressed = false

    private func report(_ now: Bool) {
        guard now != pressed else { return }
        pressed = now
        onChange?(now)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        report(true)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let v = view, let t = touches.first else { return }
        let p = t.location(in: v)
        report(v.bounds.insetBy(dx: -Self.slop, dy: -Self.slop).contains(p))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let inside = pressed
        report(false)
        if inside {
            state = .recognized
            onRelease?()
        } else {
            state = .failed
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        report(false)
        state = .failed
    }

    override func reset() {
        super.reset()
        if pressed { report(false) }
    }
}
