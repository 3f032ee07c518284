// Ported with one change: an interactive card animation scrubbed by a slider and finished on release.
// iOS wires the slider with `addTarget(self, action: #selector(sliderChanged(_:)), for: .valueChanged)`
// and reads `sender.value`; MotionLab has no `#selector` (and no UISlider yet), so the handlers take the
// slider's value. The animator code is unchanged.
import UIKit

final class ScrubbableCard {
    let card: UIView

    lazy var animator: UIViewPropertyAnimator = {
        let animator = UIViewPropertyAnimator(duration: 1.0, curve: .easeInOut) { [unowned self] in
            self.card.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 1.5, y: 1.5)
            self.card.alpha = 0.5
        }
        animator.pausesOnCompletion = true
        return animator
    }()

    init(card: UIView) { self.card = card }

    func sliderChanged(_ value: Float) {
        animator.fractionComplete = CGFloat(value)
    }

    func sliderReleased() {
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
}
