import UIKit

/// A loading screen: the spinner turns while "loading"; a tap stops it and shows a message, the
/// next tap starts it again.
class SpinnerViewController: UIViewController {

    let spinner = MaterialSpinnerView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
    let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        spinner.accessibilityIdentifier = "spinner"
        view.addSubview(spinner)

        statusLabel.text = "Loading…"
        statusLabel.textColor = .secondaryLabel
        statusLabel.textAlignment = .center
        statusLabel.font = .systemFont(ofSize: 15)
        view.addSubview(statusLabel)

        let tap = UITapGestureRecognizer(target: self, action: SpinnerViewController.toggleLoading)
        view.addGestureRecognizer(tap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        spinner.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        statusLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 24, width: view.bounds.width, height: 20)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        spinner.startAnimating()
    }

    func toggleLoading() {
        if spinner.isAnimating {
            spinner.stopAnimating()
            statusLabel.text = "Tap to reload"
        } else {
            spinner.startAnimating()
            statusLabel.text = "Loading…"
        }
    }
}
