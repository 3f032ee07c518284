import Foundation
import UIKit
import MotionLabPreview

/// A departure or arrival place: the airport code in large type over the city name. The article's
/// places are single labels whose `text` changes; here the place is a pair of labels moved and faded
/// together, and `place` plays the part of `text`.
final class PlaceView: UIView {
    let codeLabel: ShadowLabel
    let nameLabel: ShadowLabel

    init(frame: CGRect, alignment: NSTextAlignment) {
        codeLabel = ShadowLabel(frame: CGRect(x: 0, y: 0, width: frame.width, height: 44))
        nameLabel = ShadowLabel(frame: CGRect(x: 0, y: 46, width: frame.width, height: 18))
        super.init(frame: frame)
        isUserInteractionEnabled = false
        codeLabel.font = .boldSystemFont(ofSize: 38)
        nameLabel.font = .systemFont(ofSize: 12)
        for l in [codeLabel, nameLabel] {
            l.textColor = .white
            l.textAlignment = alignment
            addSubview(l)
        }
        nameLabel.textColor = UIColor(white: 1, alpha: 0.8)
    }
    /// Scene views are built in code; there is nothing to decode (see `UIView.init?(coder:)`).
    required init?(coder: NSCoder) { return nil }

    var place: Flight.Place? {
        didSet {
            codeLabel.text = place?.code
            nameLabel.text = place?.name.uppercased()
        }
    }
}
