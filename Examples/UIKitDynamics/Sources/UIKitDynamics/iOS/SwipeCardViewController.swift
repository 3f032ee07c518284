import UIKit

/// A card you drag with your finger. Let go gently and it springs back to the middle; throw it and it
/// flies off the screen, turning, and a fresh card fades in.
class SwipeCardViewController: UIViewController {

    private let cardView = UIView()
    private let titleLabel = UILabel()
    private var animator: UIDynamicAnimator!
    private var restingCenter = CGPoint.zero
    private var cardsThrown = 0

    /// Points per second: faster than this when the finger lifts throws the card away.
    private let throwingThreshold: CGFloat = 1000
    /// Divides the finger's velocity into a push magnitude.
    private let throwingVelocityPadding: CGFloat = 35

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        cardView.bounds = CGRect(x: 0, y: 0, width: 220, height: 300)
        cardView.backgroundColor = .systemIndigo
        cardView.layer.cornerRadius = 18
        cardView.accessibilityIdentifier = "card"
        view.addSubview(cardView)

        titleLabel.text = "Swipe me"
        titleLabel.textColor = .white
        titleLabel.font = UIFont.boldSystemFont(ofSize: 24)
        titleLabel.textAlignment = .center
        titleLabel.frame = CGRect(x: 0, y: 120, width: 220, height: 40)
        cardView.addSubview(titleLabel)

        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        cardView.addGestureRecognizer(pan)

        animator = UIDynamicAnimator(referenceView: view)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if restingCenter == .zero {
            restingCenter = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            cardView.center = restingCenter
        }
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)

        switch gesture.state {
        case .began:
            animator.removeAllBehaviors()

        case .changed:
            cardView.center = CGPoint(x: restingCenter.x + translation.x, y: restingCenter.y + translation.y)
            cardView.transform = CGAffineTransform(rotationAngle: translation.x / view.bounds.width * 0.5)

        case .ended, .cancelled:
            let velocity = gesture.velocity(in: view)
            let speed = sqrt(velocity.x * velocity.x + velocity.y * velocity.y)

            if speed > throwingThreshold {
                throwCard(velocity: velocity, speed: speed)
            } else {
                let snap = UISnapBehavior(item: cardView, snapTo: restingCenter)
                snap.damping = 0.5
                animator.addBehavior(snap)
            }

        default:
            break
        }
    }

    private func throwCard(velocity: CGPoint, speed: CGFloat) {
        let push = UIPushBehavior(items: [cardView], mode: .instantaneous)
        push.pushDirection = CGVector(dx: velocity.x / throwingVelocityPadding, dy: velocity.y / throwingVelocityPadding)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -60), for: cardView)
        animator.addBehavior(push)

        let itemBehavior = UIDynamicItemBehavior(items: [cardView])
        itemBehavior.addLinearVelocity(velocity, for: cardView)
        itemBehavior.angularResistance = 2
        itemBehavior.action = { [weak self] in
            guard let self = self else { return }
            if !self.view.bounds.intersects(self.cardView.frame) {
                self.animator.removeAllBehaviors()
                self.bringNextCard()
            }
        }
        animator.addBehavior(itemBehavior)
    }

    private func bringNextCard() {
        cardsThrown += 1
        titleLabel.text = "Card \(cardsThrown + 1)"
        cardView.transform = .identity
        cardView.center = restingCenter
        cardView.alpha = 0
        UIView.animate(withDuration: 0.3) {
            self.cardView.alpha = 1
        }
    }
}
