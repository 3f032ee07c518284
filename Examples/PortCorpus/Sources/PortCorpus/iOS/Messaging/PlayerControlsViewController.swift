import UIKit

/// Video-player controls that hide themselves two seconds after the last tap: every tap shows them
/// and restarts the countdown with `perform(_:with:afterDelay:)`.
class PlayerControlsViewController: UIViewController {

    let controls = UIView()
    static let hideDelay: TimeInterval = 2

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        controls.frame = CGRect(x: 0, y: 468, width: 320, height: 100)
        controls.backgroundColor = UIColor(white: 0.15, alpha: 1)
        controls.accessibilityIdentifier = "controls"
        view.addSubview(controls)

        let tap = UITapGestureRecognizer(target: self, action: #selector(screenTapped))
        view.addGestureRecognizer(tap)
        scheduleHide()
    }

    @objc func screenTapped() {
        UIView.animate(withDuration: 0.2) { self.controls.alpha = 1 }
        scheduleHide()
    }

    private func scheduleHide() {
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(hideControls), object: nil)
        perform(#selector(hideControls), with: nil, afterDelay: Self.hideDelay)
    }

    @objc func hideControls() {
        UIView.animate(withDuration: 0.3) { self.controls.alpha = 0 }
    }
}
