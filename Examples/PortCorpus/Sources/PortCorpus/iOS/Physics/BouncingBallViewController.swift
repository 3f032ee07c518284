import UIKit

/// Tap to drop the ball: a CADisplayLink integrates gravity every frame and the floor bounces it,
/// losing 40 % of its speed each time, until it comes to rest.
class BouncingBallViewController: UIViewController {

    struct Physics {
        static let gravity: CGFloat = 2000      // points per second²
        static let restitution: CGFloat = 0.6
        static let floorY: CGFloat = 500
    }

    let ball = UIView(frame: CGRect(x: 140, y: 60, width: 40, height: 40))
    private var displayLink: CADisplayLink?
    private var velocity: CGFloat = 0
    private var lastTimestamp: CFTimeInterval?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        ball.backgroundColor = .systemOrange
        ball.layer.cornerRadius = 20
        ball.accessibilityIdentifier = "ball"
        view.addSubview(ball)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(drop)))
    }

    @objc func drop() {
        guard displayLink == nil else { return }
        lastTimestamp = nil
        velocity = 0
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    /// Semi-implicit Euler with the frame's real time step.
    @objc func step(_ link: CADisplayLink) {
        guard let last = lastTimestamp else {
            lastTimestamp = link.timestamp
            return
        }
        let dt = CGFloat(link.timestamp - last)
        lastTimestamp = link.timestamp
        velocity += Physics.gravity * dt
        var bottom = ball.frame.maxY + velocity * dt
        if bottom >= Physics.floorY {
            bottom = Physics.floorY
            velocity = -velocity * Physics.restitution
            if abs(velocity) < 100 {
                velocity = 0
                displayLink?.invalidate()
                displayLink = nil
            }
        }
        ball.frame.origin.y = bottom - ball.frame.height
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        displayLink?.invalidate()
    }
}
