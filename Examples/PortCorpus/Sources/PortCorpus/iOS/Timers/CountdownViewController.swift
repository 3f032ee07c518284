import UIKit

/// A three-second countdown: a repeating target/selector timer shrinks the bar once a second.
class CountdownViewController: UIViewController {

    let bar = UIView()
    let label = UILabel()
    var timer: Timer?
    var remaining = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        bar.frame = CGRect(x: 20, y: 270, width: 280, height: 28)
        bar.backgroundColor = .systemGreen
        bar.layer.cornerRadius = 6
        bar.accessibilityIdentifier = "bar"
        view.addSubview(bar)

        label.frame = CGRect(x: 0, y: 200, width: 320, height: 40)
        label.textAlignment = .center
        label.font = .monospacedDigitSystemFont(ofSize: 32, weight: .bold)
        label.text = "3"
        view.addSubview(label)

        timer = Timer.scheduledTimer(timeInterval: 1.0, target: self, selector: #selector(tick(_:)),
                                     userInfo: nil, repeats: true)
    }

    @objc func tick(_ timer: Timer) {
        remaining -= 1
        label.text = "\(remaining)"
        UIView.animate(withDuration: 0.25) {
            self.bar.frame.size.width = 280 * CGFloat(self.remaining) / 3
        }
        if remaining == 0 {
            timer.invalidate()
            self.timer = nil
        }
    }

    deinit {
        timer?.invalidate()
    }
}
