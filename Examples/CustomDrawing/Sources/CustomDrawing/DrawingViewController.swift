import UIKit

/// The ring fills over two seconds (ease in-out), driven with the wave by one display link; a tap
/// starts the ring again.
final class DrawingViewController: UIViewController {
    let ring = ProgressRingView(frame: CGRect(x: 70, y: 90, width: 180, height: 180))
    let wave = WaveView(frame: CGRect(x: 0, y: 368, width: 320, height: 200))
    private var link: CADisplayLink?
    private var ringStart: CFTimeInterval?
    static let fillDuration: CFTimeInterval = 2

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        ring.accessibilityIdentifier = "ring"
        wave.accessibilityIdentifier = "wave"
        view.addSubview(ring)
        view.addSubview(wave)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DrawingViewController.restart))

        let link = CADisplayLink(target: self, selector: DrawingViewController.step)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    deinit { link?.invalidate() }

    func restart() { ringStart = nil }

    /// Each frame: the ring's eased progress since it started, the wave's phase at 2π per 1.5 s.
    func step(_ link: CADisplayLink) {
        let now = link.timestamp
        if ringStart == nil { ringStart = now }
        let t = min(max((now - ringStart!) / Self.fillDuration, 0), 1)
        ring.progress = CGFloat(t * t * (3 - 2 * t))
        wave.phase = CGFloat(now.truncatingRemainder(dividingBy: 1.5) / 1.5 * 2 * .pi)
    }
}
