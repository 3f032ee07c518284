import UIKit

class BadgeView: UIView {
    @IBOutlet private weak var countLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        layer.cornerRadius = 14
    }

    func configure(count: Int) {
        countLabel.text = "\(count)"
    }
}
