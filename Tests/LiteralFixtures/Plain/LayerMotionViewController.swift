import UIKit

/// Core Animation driven by numbers in properties: a CASpringAnimation by mass, stiffness and
/// damping; a fade with a custom cubic Bézier; a keyframe wobble with key times; a replicator's
/// delayed copies; a Pop spring.
class LayerMotionViewController: UIViewController {
    let dot = UIView(frame: CGRect(x: 20, y: 60, width: 40, height: 40))
    let fader = UIView(frame: CGRect(x: 100, y: 60, width: 80, height: 80))
    let wobbler = UIView(frame: CGRect(x: 200, y: 60, width: 60, height: 60))
    let ring = CAReplicatorLayer()
    let bar = CALayer()
    let popper = UIView(frame: CGRect(x: 40, y: 400, width: 60, height: 60))

    override func viewDidLoad() {
        super.viewDidLoad()
        for (v, name) in [(dot, "dot"), (fader, "fader"), (wobbler, "wobbler"), (popper, "popper")] {
            v.backgroundColor = .systemOrange
            v.accessibilityIdentifier = name
            view.addSubview(v)
        }
        ring.frame = CGRect(x: 20, y: 200, width: 280, height: 40)
        ring.instanceCount = 4
        ring.instanceDelay = 0.15
        ring.instanceTransform = CATransform3DMakeTranslation(60, 0, 0)
        bar.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        bar.backgroundColor = UIColor.systemTeal.cgColor
        bar.name = "bar"
        ring.addSublayer(bar)
        view.layer.addSublayer(ring)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 80
        spring.toValue = 320.0
        spring.mass = 1
        spring.stiffness = 120
        spring.damping = 8
        spring.initialVelocity = -2
        spring.duration = spring.settlingDuration
        dot.layer.position.y = 320
        dot.layer.add(spring, forKey: "drop")

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        fade.duration = 0.9
        fade.beginTime = CACurrentMediaTime() + 0.2
        fade.fillMode = .backwards
        fade.timingFunction = CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
        fader.layer.opacity = 0.2
        fader.layer.add(fade, forKey: "fade")

        let wobble = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        wobble.values = [0, 0.3, -0.3, 0.15, 0]
        wobble.keyTimes = [0, 0.2, 0.5, 0.8, 1]
        wobble.duration = 1.2
        wobble.repeatCount = 2
        wobbler.layer.add(wobble, forKey: "wobble")

        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 20
        slide.toValue = 60
        slide.duration = 0.6
        slide.autoreverses = true
        slide.repeatCount = .infinity
        bar.add(slide, forKey: "slide")

        let pop = POPSpringAnimation(propertyNamed: kPOPLayerSize)
        pop.toValue = NSValue(cgSize: CGSize(width: 90, height: 90))
        pop.springBounciness = 14
        pop.springSpeed = 6
        popper.layer.pop_add(pop, forKey: "pop")
    }
}
