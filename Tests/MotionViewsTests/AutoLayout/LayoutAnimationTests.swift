import XCTest
@testable import MotionViews

/// Layout animated by UIKit's idioms: the frames a `layoutIfNeeded()` gives inside an animation block
/// animate from what was on screen to the new solution, exactly as frames set in the block do.
/// References: the two solved layouts (read from the model before and after) interpolated by the
/// published curves (Bézier by bisection, the spring by RK4 on the mapped constants), within 1e-3.
final class LayoutAnimationTests: AutoLayoutTestCase {
    var card: UIView!
    var height: NSLayoutConstraint!

    override func setUp() {
        super.setUp()
        card = box("card")
        height = card.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            height,
        ])
        layout()
    }

    private var shown: LayerProperties { card.layer.presentationProperties() }

    /// Checks the card's presentation against `from` → `to` at progress `p`.
    private func assertShown(_ from: CGRect, _ to: CGRect, progress p: Double, _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        func lerp(_ a: CGFloat, _ b: CGFloat) -> Double { Double(a) + (Double(b) - Double(a)) * p }
        XCTAssertEqual(Double(shown.position.x), lerp(from.midX, to.midX), accuracy: 1e-3, "x \(what)", file: file, line: line)
        XCTAssertEqual(Double(shown.position.y), lerp(from.midY, to.midY), accuracy: 1e-3, "y \(what)", file: file, line: line)
        XCTAssertEqual(Double(shown.bounds.width), lerp(from.width, to.width), accuracy: 1e-3, "width \(what)", file: file, line: line)
        XCTAssertEqual(Double(shown.bounds.height), lerp(from.height, to.height), accuracy: 1e-3, "height \(what)", file: file, line: line)
    }

    func testConstantChangeIdiomEasesInAndOut() {
        let from = card.frame
        XCTAssertEqual(from, CGRect(x: 20, y: 100, width: 280, height: 100))
        let t0 = CACurrentMediaTime()
        height.constant = 300
        UIView.animate(withDuration: 0.5) { self.root.layoutIfNeeded() }
        let to = card.frame
        XCTAssertEqual(to, CGRect(x: 20, y: 100, width: 280, height: 300), "the model takes the solution at once")
        for t in [0.0, 0.1, 0.25, 0.4, 0.5] {
            AnimationDriver.shared.advance(to: t0 + t)
            assertShown(from, to, progress: easeInEaseOut(t / 0.5), "t = \(t)")
        }
    }

    func testOutsideABlockNothingAnimates() {
        height.constant = 250
        root.layoutIfNeeded()
        XCTAssertNil(card.layer.animationKeys())
        XCTAssertEqual(shown.bounds.height, 250)
        // Nor does the next frame's pass after a change made outside a block.
        height.constant = 150
        layout()
        XCTAssertNil(card.layer.animationKeys())
        XCTAssertEqual(card.frame.height, 150)
    }

    func testActivateDeactivateSwapAnimates() {
        let from = card.frame
        let leading = root.constraints.first { $0.firstAttribute == .leading && $0.firstItem === card }!
        let trailing = root.constraints.first { $0.firstAttribute == .trailing && $0.firstItem === card }!
        let centred = [card.centerXAnchor.constraint(equalTo: root.centerXAnchor), card.widthAnchor.constraint(equalToConstant: 100)]
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            NSLayoutConstraint.deactivate([leading, trailing])
            NSLayoutConstraint.activate(centred)
            self.root.layoutIfNeeded()
        })
        let to = card.frame
        XCTAssertEqual(to, CGRect(x: 110, y: 100, width: 100, height: 100))
        for t in [0.2, 0.5, 0.8] {
            AnimationDriver.shared.advance(to: t0 + t)
            assertShown(from, to, progress: t, "t = \(t)")
        }
    }

    func testSpringFollowsUIKitsCurve() throws {
        let from = card.frame
        let t0 = CACurrentMediaTime()
        height.constant = 40
        card.superview!.setNeedsLayout()
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {
            self.root.layoutIfNeeded()
        })
        let to = card.frame
        let p = try UIKitSpring.parameters(duration: 0.6, dampingRatio: 0.5, initialVelocity: 0)
        for t in [0.05, 0.15, 0.3, 0.45] {
            AnimationDriver.shared.advance(to: t0 + t)
            let progress = springODE(mass: p.mass, stiffness: p.stiffness, damping: p.damping, velocity: 0, at: t)
            assertShown(from, to, progress: progress, "t = \(t)")
        }
    }

    func testKeyframesDriveLayout() {
        let from = card.frame
        let t0 = CACurrentMediaTime()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue), animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                self.height.constant = 200
                self.root.layoutIfNeeded()
            }
        })
        let to = card.frame
        XCTAssertEqual(to.height, 200)
        for t in [0.25, 0.5, 0.75, 0.9] {
            AnimationDriver.shared.advance(to: t0 + t)
            assertShown(from, to, progress: max(0, (t - 0.5) / 0.5), "t = \(t)")
        }
    }

    func testPropertyAnimatorScrubsLayout() {
        let from = card.frame
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            self.height.constant = 400
            self.root.layoutIfNeeded()
        }
        // The block runs when the animator first needs it (here, at the first scrub).
        let to = CGRect(x: 20, y: 100, width: 280, height: 400)
        animator.fractionComplete = 0.3
        XCTAssertEqual(card.frame, to, "the model holds the new solution")
        assertShown(from, to, progress: 0.3, "scrubbed to 0.3")
        animator.fractionComplete = 0.75
        assertShown(from, to, progress: 0.75, "scrubbed to 0.75")
        animator.stopAnimation(true)
    }

    /// UIKit's order in a view controller: updateViewConstraints, viewWillLayoutSubviews, the subviews'
    /// solved frames, layoutSubviews, viewDidLayoutSubviews — with constraints changed in
    /// viewWillLayoutSubviews taking effect in the same pass.
    func testViewControllerCallbackOrder() {
        final class Controller: UIViewController {
            var log: [String] = []
            let child = UIView()
            var width: NSLayoutConstraint!
            override func viewDidLoad() {
                child.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(child)
                width = child.widthAnchor.constraint(equalToConstant: 10)
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: view.leadingAnchor), child.topAnchor.constraint(equalTo: view.topAnchor),
                    child.heightAnchor.constraint(equalToConstant: 10), width,
                ])
            }
            override func updateViewConstraints() { log.append("updateViewConstraints"); super.updateViewConstraints() }
            override func viewWillLayoutSubviews() {
                log.append("willLayout child.width=\(child.frame.width)")
                width.constant = view.bounds.width / 2
            }
            override func viewDidLayoutSubviews() { log.append("didLayout child.width=\(child.frame.width)") }
        }
        let c = Controller()
        window.rootViewController = c
        window.makeKeyAndVisible()
        XCTAssertEqual(c.log, ["updateViewConstraints", "willLayout child.width=0.0", "didLayout child.width=160.0"])
        let count = c.log.count
        c.view.setNeedsUpdateConstraints()
        layout()
        XCTAssertEqual(c.log[count], "updateViewConstraints", "asked for again")
        XCTAssertEqual(c.log.filter { $0 == "updateViewConstraints" }.count, 2)
    }

    /// The layout engine solves once per pass, incrementally: a constant change does not rebuild.
    func testIncrementalSolve() {
        let engine = root.rootView.autoLayoutState!.engine!
        let before = engine.statistics
        height.constant = 123
        layout()
        XCTAssertEqual(engine.statistics.constraints, before.constraints)
        XCTAssertEqual(card.frame.height, 123)
        XCTAssertTrue(engine.solver.statistics.rows > 0)
    }
}
