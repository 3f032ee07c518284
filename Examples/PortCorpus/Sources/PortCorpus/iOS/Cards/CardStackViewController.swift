import UIKit

/// A stack of cards with a Shuffle button. The button's action lives in another file
/// (CardStackViewController+Actions.swift), as apps split their controllers.
class CardStackViewController: UIViewController {

    let shuffleButton = UIButton(type: .system)
    var cards: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let colors: [UIColor] = [.systemRed, .systemBlue, .systemYellow]
        for (i, color) in colors.enumerated() {
            let card = UIView(frame: CGRect(x: 60 + CGFloat(i) * 6, y: 120 - CGFloat(i) * 6, width: 200, height: 260))
            card.backgroundColor = color
            card.layer.cornerRadius = 14
            card.accessibilityIdentifier = "card\(i)"
            view.addSubview(card)
            cards.append(card)
        }
        shuffleButton.frame = CGRect(x: 110, y: 450, width: 100, height: 44)
        shuffleButton.setTitle("Shuffle", for: .normal)
        shuffleButton.addTarget(self, action: #selector(shuffleTapped), for: .touchUpInside)
        view.addSubview(shuffleButton)
    }
}
