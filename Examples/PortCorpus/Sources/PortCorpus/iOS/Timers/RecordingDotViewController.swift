import UIKit

/// A "recording" dot that blinks twice a second, with a timer created first and then added to the
/// main run loop in common modes (so it keeps blinking while scroll views track).
class RecordingDotViewController: UIViewController {

    let dot = UIView(frame: CGRect(x: 145, y: 269, width: 30, height: 30))
    private var blinkTimer: Timer!
    private var dimmed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        dot.backgroundColor = .systemRed
        dot.layer.cornerRadius = 15
        dot.accessibilityIdentifier = "dot"
        view.addSubview(dot)

        blinkTimer = Timer(timeInterval: 0.5, target: self, selector: #selector(blink),
                           userInfo: ["reason": "recording"], repeats: true)
        RunLoop.main.add(blinkTimer, forMode: .common)
    }

    @objc func blink() {
        dimmed.toggle()
        UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseOut, animations: {
            self.dot.alpha = self.dimmed ? 0.3 : 1
        })
    }
}
