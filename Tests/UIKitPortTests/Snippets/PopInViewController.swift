// Ported unchanged except `#selector(...)` → method references: a view controller that pops a box in
// with a spring on appear, pulses it, moves it with a property animator, follows taps and drags, presents
// a controller, and uses the status-bar, safe-area and label-fitting members iOS code overrides and sets.
import UIKit

final class PopInViewController: UIViewController {
    private let box = UIView()
    private var animator: UIViewPropertyAnimator?
    private lazy var label: UILabel = {
        let l = UILabel()
        l.text = "Hi"
        l.font = .systemFont(ofSize: 17, weight: .semibold)
        l.textColor = .secondaryLabel
        l.textAlignment = .center
        l.numberOfLines = 0
        l.adjustsFontSizeToFitWidth = true
        l.sizeToFit()
        return l
    }()
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
        box.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        box.center = view.center
        box.backgroundColor = .systemRed
        box.layer.cornerRadius = 20
        box.clipsToBounds = true
        box.alpha = 0.9
        box.isHidden = false
        box.tag = 7
        view.addSubview(box)
        view.addSubview(label)
        _ = view.viewWithTag(7)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 20)
        button.backgroundColor = .systemBlue
        button.frame = CGRect(x: 20, y: view.bounds.height - 80, width: view.bounds.width - 40, height: 50)
        button.addAction(UIAction { [weak self] _ in self?.go() }, for: .touchUpInside)
        view.addSubview(button)
        let tap = UITapGestureRecognizer(target: self, action: PopInViewController.tapped)
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        let pan = UIPanGestureRecognizer(target: self, action: PopInViewController.panned(_:))
        box.addGestureRecognizer(pan)
        box.isUserInteractionEnabled = true
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        image.image = UIImage(named: "avatar")
        image.layer.cornerRadius = image.frame.height / 2
        image.contentMode = .scaleAspectFill
        view.addSubview(image)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        box.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
            self.box.transform = .identity
        } completion: { finished in
            guard finished else { return }
            self.pulse()
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = CGRect(x: 0, y: view.safeAreaInsets.top + 20, width: view.bounds.width, height: 30)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard let t = touches.first else { return }
        let p = t.location(in: view)
        UIView.animate(withDuration: 0.3) { self.box.center = p }
    }

    func pulse() {
        let pulse = CASpringAnimation(keyPath: "transform.scale")
        pulse.fromValue = 0.95
        pulse.toValue = 1.0
        pulse.stiffness = 200
        pulse.mass = 1
        pulse.damping = 10
        pulse.initialVelocity = 0.5
        pulse.duration = pulse.settlingDuration
        pulse.autoreverses = true
        pulse.repeatCount = Float.greatestFiniteMagnitude
        box.layer.add(pulse, forKey: nil)
    }

    func go() {
        animator?.stopAnimation(true)
        animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) {
            self.box.frame.origin.y += 100
            self.box.backgroundColor = .systemGreen
        }
        animator?.startAnimation()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            self?.label.text = "Done"
        }
    }

    func tapped() {
        let vc = UIViewController()
        vc.view.backgroundColor = .systemYellow
        vc.modalPresentationStyle = .fullScreen
        vc.modalTransitionStyle = .crossDissolve
        present(vc, animated: true)
    }

    func panned(_ g: UIPanGestureRecognizer) {
        let t = g.translation(in: view)
        switch g.state {
        case .began, .changed:
            box.transform = CGAffineTransform(translationX: t.x, y: t.y)
        case .ended, .cancelled:
            let v = g.velocity(in: view)
            let a = UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: v.x / 100, dy: v.y / 100)))
            a.addAnimations { self.box.transform = .identity }
            a.startAnimation()
        default: break
        }
    }
}
