import XCTest
@testable import MotionViews

/// The classic interactive card: follow the finger with a pan, and on release spring back to the
/// anchor with UIKit's spring, the pan's velocity converted to UIKit's relative velocity.
final class CardDragTests: XCTestCase {
    final class CardController {
        let card = UIView(frame: CGRect(x: 60, y: 184, width: 200, height: 200))
        let anchor = CGPoint(x: 160, y: 284)
        var releaseVelocity: CGPoint?
        var relativeVelocity: CGFloat?
        var releasePosition: CGPoint?

        func handlePan(_ pan: UIPanGestureRecognizer) {
            guard let container = card.superview else { return }
            switch pan.state {
            case .changed, .began:
                let t = pan.translation(in: container)
                card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
                pan.setTranslation(.zero, in: container)
            case .ended:
                let v = pan.velocity(in: container)
                let distance = anchor.x - card.center.x
                let relative = distance != 0 ? v.x / distance : 0
                releaseVelocity = v
                relativeVelocity = relative
                releasePosition = card.center
                UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7,
                               initialSpringVelocity: relative, options: [.allowUserInteraction],
                               animations: { self.card.center = self.anchor })
            default:
                break
            }
        }
    }

    func testDragThenSpringBackWithTheReleaseVelocity() throws {
        let w = makeWindow()
        let controller = CardController()
        w.addSubview(controller.card)
        controller.card.addGestureRecognizer(UIPanGestureRecognizer(target: controller, action: CardController.handlePan))

        // Drag at 450 pt/s to the right for 0.3 s (135 pt), 60 Hz events; release while moving.
        let start = CGPoint(x: 150, y: 280)
        drag(w, from: start, to: CGPoint(x: start.x + 135, y: start.y), duration: 0.3)
        let release = CACurrentMediaTime()

        let v = try XCTUnwrap(controller.releaseVelocity)
        XCTAssertEqual(v.x, 450, accuracy: 450 * 0.02, "velocity(in:) within 2 % of the drag speed")
        XCTAssertEqual(v.y, 0, accuracy: 1e-6)
        let x0 = try XCTUnwrap(controller.releasePosition).x
        XCTAssertEqual(x0, 160 + 135, accuracy: 1e-9, "the card followed the finger exactly")
        XCTAssertEqual(controller.card.center.x, 160, "model value: the anchor")

        // After release the presentation follows UIKit's spring for (0.6 s, ζ 0.7, v = velocity/distance):
        // x(t) = x0 + (anchor − x0)·s(t), s the unit spring step with that initial velocity.
        let relative = Double(try XCTUnwrap(controller.relativeVelocity))
        XCTAssertEqual(relative, 450 / (160 - 295), accuracy: 0.03)
        // It keeps the finger's speed: the finger's speed: right after release the card still moves right at about 450 pt/s.
        AnimationDriver.shared.advance(to: release + 1e-5)
        let early = Double(controller.card.layer.presentationProperties().position.x)
        XCTAssertEqual((early - Double(x0)) / 1e-5, 450, accuracy: 450 * 0.02)
        let p = try UIKitSpring.parameters(duration: 0.6, dampingRatio: 0.7, initialVelocity: relative)
        for t in stride(from: 0.05, through: 0.6, by: 0.05) {
            Clock.run(from: release, to: t)
            let s = springODE(mass: p.mass, stiffness: p.stiffness, damping: p.damping, velocity: relative, at: t)
            let expected = Double(x0) + (160 - Double(x0)) * s
            XCTAssertEqual(Double(controller.card.layer.presentationProperties().position.x), expected, accuracy: 0.05,
                           "t = \(t)")
        }
    }

    /// The same pattern written as an iOS view controller would be (only `#selector` replaced by a
    /// method reference), installed as a preview would install it.
    final class CardViewController: UIViewController {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 220))
        var detailsShown = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            card.backgroundColor = .orange
            view.addSubview(card)
            card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardViewController.handlePan))
            card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CardViewController.showDetails))
        }

        func handlePan(_ recognizer: UIPanGestureRecognizer) {
            let t = recognizer.translation(in: view)
            card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
            recognizer.setTranslation(.zero, in: view)
            if recognizer.state == .ended {
                let home = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
                let v = recognizer.velocity(in: view)
                let dx = home.x - card.center.x, dy = home.y - card.center.y
                let distance = (dx * dx + dy * dy).squareRoot()
                let speed = distance > 0 ? (v.x * dx + v.y * dy) / distance / distance : 0
                UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: speed,
                               options: [.allowUserInteraction], animations: { self.card.center = home })
            }
        }

        func showDetails() {
            detailsShown += 1
            present(UIViewController(), animated: true)
        }
    }

    func testAPortedCardViewControllerInAWindow() {
        let w = makeWindow()
        let vc = CardViewController()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        XCTAssertEqual(vc.card.center, CGPoint(x: 160, y: 284))
        drag(w, from: CGPoint(x: 160, y: 284), to: CGPoint(x: 160, y: 404), duration: 0.2)
        XCTAssertEqual(vc.card.center, CGPoint(x: 160, y: 284), "released: the model is home again")
        Clock.run(from: CACurrentMediaTime(), to: 0.05)
        XCTAssertGreaterThan(vc.card.layer.presentationProperties().position.y, 380, "still coming back")
        Clock.run(from: CACurrentMediaTime(), to: 0.6)
        XCTAssertEqual(Double(vc.card.layer.presentationProperties().position.y), 284, accuracy: 0.5)
        XCTAssertEqual(vc.detailsShown, 0, "a drag is not a tap")
        tap(w, at: CGPoint(x: 160, y: 284))
        XCTAssertEqual(vc.detailsShown, 1)
        XCTAssertNotNil(vc.presentedViewController)
    }
}
