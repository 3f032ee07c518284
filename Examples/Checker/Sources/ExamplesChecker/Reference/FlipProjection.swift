import Foundation

/// The on-screen box of a face during UIKit's `.transitionFlipFromLeft/Right`, in closed form.
///
/// Apple documents flipFromRight as turning the view about its vertical axis "from right to left (the
/// right side of the view moves toward the front and left side toward the back)". The old face turns
/// from 0 to 90° while the eased progress p goes 0 → ½, then the new face from 90° back to 0 with its
/// other edge in front (the card keeps turning the same way). A point (x, y) from the centre, turned
/// by a with its right edge forward, is at x·cos a, depth z = x·sin a, and the perspective of
/// `m34 = −1/d` (MotionLab's flip uses d = 500 points) shows it at (x·cos a, y) / (1 − z/d).
enum FlipProjection {
    static let eyeDistance = 500.0

    /// `[x, y, width, height]` of a `width`×`height` face centred on (cx, cy), turned by `angle` with
    /// its right edge (rightForward) or left edge forward.
    static func box(cx: Double, cy: Double, width: Double, height: Double, angle: Double, rightForward: Bool) -> [Double] {
        let half = width / 2, c = cos(angle), s = abs(sin(angle))
        let near = 1 - half * s / eyeDistance, far = 1 + half * s / eyeDistance
        let left = rightForward ? -half * c / far : -half * c / near
        let right = rightForward ? half * c / near : half * c / far
        let halfHeight = height / 2 / near
        return [cx + left, cy - halfHeight, right - left, 2 * halfHeight]
    }
}
