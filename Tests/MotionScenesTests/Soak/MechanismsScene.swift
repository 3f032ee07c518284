import Foundation
import UIKit
@testable import MotionViews
@testable import MotionLabPreview

/// A test-only preview that uses every motion mechanism the engine offers the way iOS code does —
/// closures that capture the scene and its view controller strongly, which is harmless on iOS
/// because the system lets go of them when the work ends — so that resets, switches and random input
/// exercise each one's teardown: `UIView.animate` (delays, springs, zero duration, repeating,
/// beginFromCurrentState interruptions), `transition`, `animateKeyframes`, `CATransaction`
/// completions, explicit `CABasicAnimation`s with a delegate, Pop springs, a `UIViewPropertyAnimator`
/// held by the controller and reversed mid-flight (the iOS Drawer pattern), a `CADisplayLink` and a
/// repeating `SceneTimer` the controller holds, `DispatchQueue.main.asyncAfter`, pan, tap and long-press
/// recognizers, a scroll view, and modal presentation and dismissal mid-transition.
///
/// Every completion it hands out is counted in `MechanismsScene.ledger`.
final class MechanismsScene: Scene {
    static let name = "mechanisms"
    static let title = "Engine mechanisms (test)"
    static let tunables = [Tunable("duration", default: 0.4, range: 0.1...1.5, step: 0.1, keys: ("-", "="), unit: "s")]
    static let keys = ["left", "right"]

    /// Shared by every instance; the tests read it.
    static var ledger = CompletionLedger()
    /// Scenes built so far (each instance's number tags its tickets).
    static var built = 0

    let window: UIWindow
    let controller: MechanismsController

    init(window: UIWindow, settings: TunableValues) throws {
        self.window = window
        MechanismsScene.built += 1
        controller = MechanismsController(scene: MechanismsScene.built, duration: settings["duration"])
        window.rootViewController = controller
    }

    func start() { controller.startLoops(); controller.burst() }
    func replay() { controller.burst() }

    func handleKey(_ name: String) -> Bool {
        switch name {
        case "right": controller.toggleDrawer(); return true
        case "left": controller.presentModal(); return true
        default: return false
        }
    }
}

/// The scene's controller: owns the views and the long-lived mechanisms (animator, link, timer).
final class MechanismsController: UIViewController, CAAnimationDelegate {
    let scene: Int
    let duration: TimeInterval
    var box: UIView!, drawer: UIView!, spinner: UIView!, label: UILabel!, button: UIButton!, scroll: UIScrollView!
    var animator: UIViewPropertyAnimator?
    var link: CADisplayLink?
    var timer: SceneTimer?
    var ticks = 0
    var drawerOpen = false
    var ledger: CompletionLedger { MechanismsScene.ledger }

    init(scene: Int, duration: TimeInterval) {
        self.scene = scene; self.duration = duration
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func ticket(_ label: String) -> CompletionLedger.Ticket { ledger.issue(label, scene: scene) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.12, alpha: 1)
        box = UIView(frame: CGRect(x: 40, y: 60, width: 70, height: 70)); box.layer.name = "mechBox"
        box.backgroundColor = .systemOrange
        box.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: MechanismsController.pan))
        box.addGestureRecognizer(UITapGestureRecognizer(target: self, action: MechanismsController.burst))
        let press = UILongPressGestureRecognizer(target: self, action: MechanismsController.longPress)
        box.addGestureRecognizer(press)
        drawer = UIView(frame: CGRect(x: 0, y: 468, width: 320, height: 300)); drawer.layer.name = "mechDrawer"
        drawer.backgroundColor = .systemBlue
        spinner = UIView(frame: CGRect(x: 230, y: 70, width: 50, height: 50)); spinner.layer.name = "mechSpinner"
        spinner.backgroundColor = .systemGreen
        label = UILabel(frame: CGRect(x: 20, y: 160, width: 280, height: 24)); label.layer.name = "mechLabel"
        label.text = "scene \(scene)"; label.textColor = .white
        button = UIButton(type: .custom); button.frame = CGRect(x: 110, y: 200, width: 100, height: 44)
        button.layer.name = "mechButton"; button.setTitle("Present", for: .normal); button.backgroundColor = .systemPink
        button.addTarget(self, action: MechanismsController.presentModal, for: .touchUpInside)
        scroll = UIScrollView(frame: CGRect(x: 20, y: 260, width: 280, height: 180)); scroll.layer.name = "mechScroll"
        scroll.contentSize = CGSize(width: 280, height: 900); scroll.alwaysBounceVertical = true
        for i in 0..<12 {
            let row = UIView(frame: CGRect(x: 10, y: CGFloat(i) * 75 + 5, width: 260, height: 65))
            row.backgroundColor = UIColor(white: 0.3 + 0.05 * CGFloat(i % 4), alpha: 1)
            scroll.addSubview(row)
        }
        for v: UIView in [scroll, box, spinner, label, button, drawer] { view.addSubview(v) }
    }

    /// The link, the timer and a chain of dispatched work, all capturing self strongly.
    func startLoops() {
        let link = CADisplayLink { [self] l in
            ticks += 1
            spinner.transform = CGAffineTransform(rotationAngle: CGFloat(ticks % 360) * .pi / 180)
        }
        link.add()
        self.link = link
        timer = SceneTimer.scheduledTimer(withTimeInterval: 0.7, repeats: true) { [self] _ in
            let t = ticket("timer UIView.animate")
            // Every third fire has zero duration: its completion still runs, at the next frame.
            UIView.animate(withDuration: ticks % 3 == 0 ? 0 : duration, delay: 0, options: [.beginFromCurrentState],
                           animations: { self.box.alpha = self.box.alpha < 0.5 ? 1 : 0.3 },
                           completion: { self.ledger.complete(t, finished: $0) })
        }
        dispatchChain(3)
    }

    func dispatchChain(_ n: Int) {
        guard n > 0 else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [self] in
            label.text = "dispatch \(n) · scene \(scene)"
            dispatchChain(n - 1)
        }
    }

    /// Every kind of one-shot animation with a completion.
    func burst() {
        let d = duration
        let t1 = ticket("UIView.animate spring")
        UIView.animate(withDuration: d * 2, delay: 0.05, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.3,
                       options: [.allowUserInteraction], animations: {
            self.box.center = CGPoint(x: self.box.center.x > 160 ? 75 : 245, y: 95)
        }, completion: { self.ledger.complete(t1, finished: $0) })
        let t2 = ticket("UIView.animate nested")
        UIView.animate(withDuration: d, animations: {
            self.spinner.alpha = 0.6
            let t3 = self.ticket("UIView.animate inner")
            UIView.animate(withDuration: d / 2, delay: d / 4, options: [.overrideInheritedDuration], animations: {
                self.spinner.layer.cornerRadius = self.spinner.layer.cornerRadius > 0 ? 0 : 25
            }, completion: { self.ledger.complete(t3, finished: $0) })
        }, completion: { self.ledger.complete(t2, finished: $0) })
        let t4 = ticket("UIView.animate repeat")
        UIView.animate(withDuration: d, delay: 0, options: [.repeat, .autoreverse, .allowUserInteraction], animations: {
            self.button.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        }, completion: { self.ledger.complete(t4, finished: $0) })
        let t5 = ticket("transition")
        UIView.transition(with: label, duration: d, options: [.transitionFlipFromLeft], animations: {
            self.label.text = "burst · scene \(self.scene)"
        }, completion: { self.ledger.complete(t5, finished: $0) })
        let t6 = ticket("keyframes")
        UIView.animateKeyframes(withDuration: d * 1.5, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.spinner.center.y += 30 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.spinner.center.y -= 30 }
        }, completion: { self.ledger.complete(t6, finished: $0) })
        let t7 = ticket("CATransaction")
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.ledger.complete(t7) }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2; fade.toValue = 1; fade.duration = d
        fade.delegate = self  // retained by the animation, as on iOS
        drawer.layer.add(fade, forKey: "fade")
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1; pulse.toValue = 1.05; pulse.duration = d / 2; pulse.autoreverses = true
        box.layer.add(pulse, forKey: nil)
        CATransaction.commit()
        let t8 = ticket("Pop spring")
        let spring = POPSpringAnimation.animation(withPropertyNamed: kPOPLayerPositionX)
        spring.toValue = spinner.layer.position.x > 200 ? 160 : 255
        spring.springBounciness = 12
        spring.completionBlock = { _, finished in self.ledger.complete(t8, finished: finished) }
        spinner.layer.pop_add(spring, forKey: "x")
        let t9 = ticket("UIView.animate zero duration")
        UIView.animate(withDuration: 0, animations: { self.label.alpha = 1 }, completion: { self.ledger.complete(t9, finished: $0) })
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        drawer.layer.borderWidth = flag ? 0 : 2
    }

    /// The Drawer pattern: an animator held by the controller whose completion captures it; tapped
    /// again mid-flight it reverses.
    func toggleDrawer() {
        if let animator, animator.isRunning { animator.isReversed.toggle(); return }
        let target: CGFloat = drawerOpen ? 468 : 268
        let animator = UIViewPropertyAnimator(duration: duration * 2, dampingRatio: 0.8) {
            self.drawer.frame.origin.y = target
        }
        let t = ticket("UIViewPropertyAnimator")
        animator.addCompletion { position in
            if position == .end { self.drawerOpen.toggle() }
            self.animator = nil
            self.ledger.complete(t, finished: position == .end)
        }
        animator.startAnimation()
        self.animator = animator
    }

    func pan(_ g: UIPanGestureRecognizer) {
        let p = g.translation(in: view)
        switch g.state {
        case .changed: box.transform = CGAffineTransform(translationX: p.x, y: p.y)
        case .ended, .cancelled:
            let t = ticket("UIView.animate pan end")
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                           options: [.beginFromCurrentState, .allowUserInteraction], animations: { self.box.transform = .identity },
                           completion: { self.ledger.complete(t, finished: $0) })
        default: break
        }
    }

    func longPress(_ g: UILongPressGestureRecognizer) {
        if g.state == .began { toggleDrawer() }
    }

    /// Whether a present or dismiss would be accepted now: UIKit refuses both (without calling the
    /// completion) while a presentation or dismissal transition runs.
    var canPresentOrDismiss: Bool {
        !isInPresentationTransition && !(presentedViewController?.isInPresentationTransition ?? false)
    }

    /// A modal controller, presented with animation; its button dismisses it with animation.
    func presentModal() {
        guard canPresentOrDismiss else { return }
        guard presentedViewController == nil else {
            let t = ticket("dismiss")
            dismiss(animated: true) { self.ledger.complete(t) }
            return
        }
        let modal = MechanismsModal(owner: self)
        modal.modalPresentationStyle = ticks % 2 == 0 ? .pageSheet : .fullScreen
        let t = ticket("present")
        present(modal, animated: true) { self.ledger.complete(t) }
    }
}

/// The presented controller: a card with a button that dismisses it.
final class MechanismsModal: UIViewController {
    /// Weak: the presenter holds the modal while it is presented (a strong back reference would be a
    /// cycle on iOS as well, and a reset does not dismiss).
    weak var owner: MechanismsController?
    init(owner: MechanismsController) { self.owner = owner; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let close = UIButton(type: .custom)
        close.frame = CGRect(x: 110, y: 300, width: 100, height: 44)
        close.layer.name = "mechClose"; close.setTitle("Close", for: .normal); close.backgroundColor = .darkGray
        close.addAction({ [weak self] _ in
            guard let owner = self?.owner, owner.canPresentOrDismiss else { return }
            let t = owner.ticket("dismiss from modal")
            owner.dismiss(animated: true) { owner.ledger.complete(t) }
        }, for: .touchUpInside)
        view.addSubview(close)
    }
}
