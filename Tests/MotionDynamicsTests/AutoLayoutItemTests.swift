import XCTest
import MotionLab
@testable import MotionDynamics

/// Views sized by Auto Layout (only width and height constrained) as dynamic items, in a reference view
/// pinned to the safe area: the layout passes between frames must not put them back where the engine's
/// free position left them (public iOS demos are written this way).
final class AutoLayoutItemTests: DynamicsTestCase {
    final class SnapController: UIViewController {
        let referenceView: UIView = { let v = UIView(); v.translatesAutoresizingMaskIntoConstraints = false; return v }()
        let ball: UIView = {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 150), v.heightAnchor.constraint(equalToConstant: 150)])
            return v
        }()
        lazy var animator = UIDynamicAnimator(referenceView: referenceView)
        lazy var snap = UISnapBehavior(item: ball, snapTo: CGPoint(x: referenceView.bounds.midX, y: referenceView.bounds.midY))

        override func loadView() {
            let v = UIView()
            v.addSubview(referenceView)
            NSLayoutConstraint.activate([
                referenceView.leadingAnchor.constraint(equalTo: v.safeAreaLayoutGuide.leadingAnchor),
                referenceView.topAnchor.constraint(equalTo: v.safeAreaLayoutGuide.topAnchor),
                referenceView.trailingAnchor.constraint(equalTo: v.safeAreaLayoutGuide.trailingAnchor),
                referenceView.bottomAnchor.constraint(equalTo: v.safeAreaLayoutGuide.bottomAnchor),
            ])
            view = v
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            referenceView.addSubview(ball)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            animator.addBehavior(snap)
        }
    }

    func testConstrainedSizeItemSnapsThroughLayoutPasses() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let controller = SnapController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertEqual(controller.ball.frame.origin, .zero, "the engine leaves its position free")
        run(to: 2.5) { _ in window.layoutIfNeeded() }
        let target = controller.snap.snapPoint
        XCTAssertEqual(Double(controller.ball.center.x), Double(target.x), accuracy: 0.5)
        XCTAssertEqual(Double(controller.ball.center.y), Double(target.y), accuracy: 0.5)
        XCTAssertEqual(controller.ball.bounds.size, CGSize(width: 150, height: 150))
        // A change the engine makes (the size) still reaches the view.
        controller.ball.constraints.first { $0.firstAttribute == .width }?.constant = 100
        window.layoutIfNeeded()
        XCTAssertEqual(controller.ball.bounds.width, 100)
    }
}
