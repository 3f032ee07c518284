import UIKit

/// A cell-like view made from its own xib with `UINib` (outlets on the view itself).
class CardCell: UIView {
    @IBOutlet private(set) weak var iconView: UIImageView!
    @IBOutlet private(set) weak var titleLabel: UILabel!
    @IBOutlet private weak var toggle: UISwitch!
    var toggles: [Bool] = []
    var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = titleLabel != nil
    }

    @IBAction private func toggled(_ sender: UISwitch) {
        toggles.append(sender.isOn)
    }

    static func make() -> CardCell? {
        UINib(nibName: "CardCell", bundle: nil).instantiate(withOwner: nil, options: nil).first as? CardCell
    }

    var toggleSwitch: UISwitch? { toggle }
}

/// A controller whose view is its xib's (File's Owner), loaded by `init(nibName:bundle:)` with nil names.
class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!

    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The File's Owner idiom: loading for the outlets, the result unused (discardable, as on iOS).
    func loadForOutlets(withUINib: Bool) {
        if withUINib {
            UINib(nibName: "ProfileViewController", bundle: nil).instantiate(withOwner: self, options: nil)
        } else {
            Bundle.main.loadNibNamed("ProfileViewController", owner: self, options: nil)
        }
    }
}
