import UIKit

/// Scrub an animation with a slider: a paused property animator whose fraction follows the slider.
/// The thumb starts at the left end (a slider's value starts at 0), where the drag begins.
class ScrubberViewController: UIViewController {

    let slider = UISlider()
    let square = UIView(frame: CGRect(x: 20, y: 200, width: 80, height: 80))
    private var animator: UIViewPropertyAnimator!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        square.backgroundColor = .systemRed
        square.accessibilityIdentifier = "square"
        view.addSubview(square)

        slider.frame = CGRect(x: 20, y: 450, width: 280, height: 31)
        slider.addTarget(self, action: #selector(sliderChanged(_:)), for: .valueChanged)
        view.addSubview(slider)

        animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            self.square.center.x = 260
            self.square.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        animator.pausesOnCompletion = true
        animator.pauseAnimation()
    }

    @objc func sliderChanged(_ sender: UISlider) {
        animator.fractionComplete = CGFloat(sender.value)
    }
}
