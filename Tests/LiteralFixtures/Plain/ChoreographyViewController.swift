import UIKit

/// A choreography of UIKit's other forms: a property animator spring and a Bézier one, keyframes,
/// iOS 17's bounce spring, a staggered row (arithmetic on a literal), a ternary duration, timing
/// parameters, a cross-dissolve, a legacy block and delays on the scene clock.
class ChoreographyViewController: UIViewController {
    let slider = UIView(frame: CGRect(x: 20, y: 40, width: 50, height: 50))
    let curver = UIView(frame: CGRect(x: 20, y: 100, width: 50, height: 50))
    let keyer = UIView(frame: CGRect(x: 20, y: 160, width: 50, height: 50))
    let bouncer = UIView(frame: CGRect(x: 20, y: 220, width: 50, height: 50))
    let row = (0..<4).map { i in UIView(frame: CGRect(x: 20 + CGFloat(i) * 70, y: 290, width: 50, height: 50)) }
    let timed = UIView(frame: CGRect(x: 20, y: 360, width: 50, height: 50))
    let legacy = UIView(frame: CGRect(x: 20, y: 420, width: 50, height: 50))
    let later = UIView(frame: CGRect(x: 20, y: 480, width: 50, height: 50))
    var animated = true
    var animators: [UIViewPropertyAnimator] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let named = [(slider, "slider"), (curver, "curver"), (keyer, "keyer"), (bouncer, "bouncer"),
                     (timed, "timed"), (legacy, "legacy"), (later, "later")]
            + row.enumerated().map { ($0.element, "row\($0.offset)") }
        for (v, name) in named {
            v.backgroundColor = .systemPink
            v.accessibilityIdentifier = name
            view.addSubview(v)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let spring = UIViewPropertyAnimator(duration: 0.7, dampingRatio: 0.45) {
            self.slider.center.x = 250
        }
        spring.startAnimation()
        let curve = UIViewPropertyAnimator(duration: 0.9, controlPoint1: CGPoint(x: 0.2, y: 0.9),
                                           controlPoint2: CGPoint(x: 0.3, y: 1)) {
            self.curver.center.x = 250
        }
        curve.startAnimation(afterDelay: 0.1)
        animators = [spring, curve]
        UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) { self.keyer.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.6) { self.keyer.center.y = 230 }
        })
        UIView.animate(springDuration: 0.6, bounce: 0.3, initialSpringVelocity: -1, delay: 0.05, animations: {
            self.bouncer.center.x = 260
        })
        for (i, v) in row.enumerated() {
            UIView.animate(withDuration: self.animated ? 0.4 : 0, delay: 0.08 * Double(i), options: .curveEaseOut, animations: {
                v.center.y = 340
            })
        }
        let timing = UISpringTimingParameters(mass: 1, stiffness: 180, damping: 14, initialVelocity: CGVector(dx: 0.5, dy: 0))
        let physical = UIViewPropertyAnimator(duration: 1, timingParameters: timing)
        physical.addAnimations { self.timed.center.x = 240 }
        physical.startAnimation()
        animators.append(physical)
        UIView.beginAnimations("legacy", context: nil)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationDelay(0.2)
        legacy.alpha = 0.3
        UIView.commitAnimations()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.4)
            self.later.layer.opacity = 0.5
            CATransaction.commit()
            UIView.animate(withDuration: 0.3) { self.later.center.x = 200 }
        }
    }
}
