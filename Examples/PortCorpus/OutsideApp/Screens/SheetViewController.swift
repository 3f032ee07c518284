import UIKit

/// A bottom sheet: tap Share and it springs up (UIKit's damping-ratio spring, the literal the
/// edit loop tunes); tap the dimmed background and it drops away again.
class SheetViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel?
    let shareButton = UIButton(type: .system)
    let sheet = UIView(frame: CGRect(x: 0, y: 568, width: 320, height: 300))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        shareButton.frame = CGRect(x: 110, y: 80, width: 100, height: 44)
        shareButton.setTitle("Share", for: .normal)
        shareButton.addTarget(self, action: #selector(shareTapped(_:)), for: .touchUpInside)
        view.addSubview(shareButton)

        sheet.backgroundColor = .systemTeal
        sheet.layer.cornerRadius = 24
        sheet.accessibilityIdentifier = "sheet"
        view.addSubview(sheet)
    }

    @IBAction func shareTapped(_ sender: UIButton) {
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7,
                       initialSpringVelocity: 0, options: [], animations: {
            self.sheet.frame.origin.y = 268
        })
    }
}
