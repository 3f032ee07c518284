import Foundation
import UIKit
import MotionLabPreview

/// The flight card's root view: reports horizontal drags longer than `threshold` (the article's
/// swipe gesture, done with touches since there are no gesture recognizers here).
final class SwipeView: UIView {
    /// Minimum horizontal travel of a swipe, points; it must also be mostly horizontal.
    static let threshold: CGFloat = 40

    /// Called with −1 for a drag to the left (show the next page), +1 for a drag to the right.
    var onSwipe: ((Int) -> Void)?

    private var start: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        start = touches.first?.location(in: self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { start = nil }
        guard let s = start, let p = touches.first?.location(in: self) else { return }
        let dx = p.x - s.x, dy = p.y - s.y
        guard abs(dx) > Self.threshold, abs(dx) > abs(dy) else { return }
        onSwipe?(dx < 0 ? -1 : 1)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        start = nil
    }
}
