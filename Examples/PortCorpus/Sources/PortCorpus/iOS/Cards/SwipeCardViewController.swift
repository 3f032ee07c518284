import UIKit

/// A Tinder-style card: drag it around; let go near the middle and it springs home, throw it far
/// enough and it flies off.
class SwipeCardViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel?
    let card = UIView()
    private var cardHome = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        card.frame = CGRect(x: 40, y: 124, width: 240, height: 320)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 10
        card.accessibilityIdentifier = "card"
        view.addSubview(card)
        cardHome = card.center

        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        card.addGestureRecognizer(pan)
    }

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        switch gesture.state {
        case .changed:
            card.center = CGPoint(x: cardHome.x + translation.x, y: cardHome.y + translation.y)
            card.transform = CGAffineTransform(rotationAngle: translation.x / 600)
        case .ended, .cancelled:
            if abs(translation.x) > 120 {
                let direction: CGFloat = translation.x > 0 ? 1 : -1
                UIView.animate(withDuration: 0.3) {
                    self.card.center.x += 500 * direction
                }
            } else {
                UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6,
                               initialSpringVelocity: 0, options: [], animations: {
                    self.card.center = self.cardHome
                    self.card.transform = .identity
                })
            }
        default:
            break
        }
    }
}
