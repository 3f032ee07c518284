import UIKit

/// Tap Launch: a display link flies the rocket up at 300 pt/s for half a second, and a repeating
/// timer blinks the beacon every quarter second, counting blinks in an observable property.
class LaunchViewController: UIViewController {

    @IBOutlet weak var statusLabel: UILabel?
    let launchButton = UIButton(type: .system)
    let rocket = UIView(frame: CGRect(x: 140, y: 400, width: 40, height: 80))
    let beacon = UIView(frame: CGRect(x: 270, y: 40, width: 30, height: 30))

    @objc dynamic var blinkCount = 0
    private var link: CADisplayLink?
    private var launchTime: CFTimeInterval?
    private var blinkTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        rocket.backgroundColor = .systemGray
        rocket.layer.cornerRadius = 20
        rocket.accessibilityIdentifier = "rocket"
        view.addSubview(rocket)
        beacon.backgroundColor = .systemRed
        beacon.layer.cornerRadius = 15
        beacon.accessibilityIdentifier = "beacon"
        view.addSubview(beacon)

        launchButton.frame = CGRect(x: 110, y: 500, width: 100, height: 44)
        launchButton.setTitle("Launch", for: .normal)
        launchButton.addTarget(self, action: #selector(launchTapped(_:)), for: .touchUpInside)
        view.addSubview(launchButton)
    }

    @IBAction func launchTapped(_ sender: UIButton) {
        guard link == nil else { return }
        let displayLink = CADisplayLink(target: self, selector: #selector(fly(_:)))
        displayLink.add(to: .main, forMode: .common)
        link = displayLink
        blinkTimer = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: #selector(blink(_:)),
                                          userInfo: nil, repeats: true)
    }

    @objc func fly(_ displayLink: CADisplayLink) {
        if launchTime == nil { launchTime = displayLink.timestamp }
        let elapsed = min(displayLink.timestamp - launchTime!, 0.5)
        rocket.center.y = 440 - 300 * CGFloat(elapsed)
        if elapsed >= 0.5 {
            displayLink.invalidate()
        }
    }

    @objc func blink(_ timer: Timer) {
        blinkCount += 1
        beacon.alpha = blinkCount % 2 == 1 ? 0.2 : 1
        if blinkCount == 6 { timer.invalidate() }
    }
}
