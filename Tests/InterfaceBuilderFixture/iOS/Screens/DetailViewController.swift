import UIKit

class DetailViewController: UIViewController {
    @IBOutlet fileprivate weak var valueLabel: UILabel!
    var value = 0
    var preparedChild: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        valueLabel.text = "Value \(value)"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "embedChild" { preparedChild = segue.destination }
    }

    var label: UILabel? { valueLabel }
}

class ChildViewController: UIViewController {}

/// A custom segue: its own `perform()`.
class FadeSegue: UIStoryboardSegue {
    static var performed: [String] = []
    override func perform() {
        FadeSegue.performed.append("\(identifier ?? "-"): \(type(of: source)) → \(type(of: destination))")
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true)
    }
}
