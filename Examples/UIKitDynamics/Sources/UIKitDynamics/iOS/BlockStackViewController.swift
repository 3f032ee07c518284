import UIKit

/// Blocks fall with gravity and pile up on the floor; tap to drop another one where you tapped.
class BlockStackViewController: UIViewController, UICollisionBehaviorDelegate {

    private var animator: UIDynamicAnimator!
    private let gravity = UIGravityBehavior()
    private let collision = UICollisionBehavior()
    private let blockProperties = UIDynamicItemBehavior()
    private var blocks: [UIView] = []
    private let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple]
    private(set) var landings = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        animator = UIDynamicAnimator(referenceView: view)
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = self
        blockProperties.elasticity = 0.25
        blockProperties.friction = 0.6
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(blockProperties)

        let positions: [CGPoint] = [CGPoint(x: 110, y: 250), CGPoint(x: 212, y: 150), CGPoint(x: 165, y: 45)]
        for point in positions {
            addBlock(at: point, size: CGSize(width: 90, height: 60))
        }

        let tap = UITapGestureRecognizer(target: self, action: #selector(dropBlock(_:)))
        view.addGestureRecognizer(tap)
    }

    @objc func dropBlock(_ tap: UITapGestureRecognizer) {
        let point = tap.location(in: view)
        addBlock(at: CGPoint(x: point.x, y: 40), size: CGSize(width: 70, height: 50))
    }

    private func addBlock(at center: CGPoint, size: CGSize) {
        let block = UIView(frame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
        block.backgroundColor = colors[blocks.count % colors.count]
        block.layer.cornerRadius = 6
        block.accessibilityIdentifier = "block\(blocks.count)"
        view.addSubview(block)
        blocks.append(block)

        gravity.addItem(block)
        collision.addItem(block)
        blockProperties.addItem(block)
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        landings += 1
        if let block = item as? UIView {
            block.layer.borderWidth = 3
            block.layer.borderColor = UIColor.black.withAlphaComponent(0.35).cgColor
        }
    }
}
