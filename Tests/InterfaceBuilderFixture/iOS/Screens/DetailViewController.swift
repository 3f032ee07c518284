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
