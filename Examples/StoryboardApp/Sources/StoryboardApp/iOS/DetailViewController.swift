import UIKit

class DetailViewController: UIViewController {
    @IBOutlet weak var countLabel: UILabel!
    var tapCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        countLabel.text = "Tapped \(tapCount) times"
    }
}
