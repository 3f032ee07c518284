import UIKit

/// A card laid out with Auto Layout: anchors, the safe area, a width multiplier and a label sized by
/// its text. The button first grows the card by animating its height constraint's constant, then
/// moves it down by swapping its top constraint for a bottom one inside a spring, then puts it back.
class ExpandingCardViewController: UIViewController {

    let cardView = UIView()
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let actionButton = UIButton(type: .system)

    var cardHeightConstraint: NSLayoutConstraint!
    var cardTopConstraint: NSLayoutConstraint!
    var cardBottomConstraint: NSLayoutConstraint!
    var step = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        cardView.backgroundColor = .systemIndigo
        cardView.layer.cornerRadius = 16
        cardView.accessibilityIdentifier = "card"
        cardView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(cardView)

        titleLabel.text = "Auto Layout"
        titleLabel.font = .boldSystemFont(ofSize: 22)
        titleLabel.textColor = .white
        titleLabel.accessibilityIdentifier = "title"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        cardView.addSubview(titleLabel)

        detailLabel.text = "Constraints, animated"
        detailLabel.font = .systemFont(ofSize: 15)
        detailLabel.textColor = UIColor.white.withAlphaComponent(0.8)
        detailLabel.accessibilityIdentifier = "detail"
        detailLabel.translatesAutoresizingMaskIntoConstraints = false
        cardView.addSubview(detailLabel)

        actionButton.setTitle("Expand", for: .normal)
        actionButton.setTitleColor(.white, for: .normal)
        actionButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        actionButton.backgroundColor = .systemBlue
        actionButton.layer.cornerRadius = 12
        actionButton.accessibilityIdentifier = "button"
        actionButton.translatesAutoresizingMaskIntoConstraints = false
        actionButton.addTarget(self, action: ExpandingCardViewController.buttonTapped, for: .touchUpInside)
        view.addSubview(actionButton)

        let safeArea = view.safeAreaLayoutGuide
        cardHeightConstraint = cardView.heightAnchor.constraint(equalToConstant: 120)
        cardTopConstraint = cardView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24)
        cardBottomConstraint = cardView.bottomAnchor.constraint(equalTo: actionButton.topAnchor, constant: -24)

        NSLayoutConstraint.activate([
            cardView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            cardView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.85),
            cardHeightConstraint,
            cardTopConstraint,

            titleLabel.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 20),
            titleLabel.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 20),
            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 6),

            actionButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            actionButton.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -32),
            actionButton.widthAnchor.constraint(equalToConstant: 160),
            actionButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    func buttonTapped(_ sender: UIButton) {
        step += 1
        switch step {
        case 1:
            // Grow: change the constant, then animate the layout pass.
            cardHeightConstraint.constant = 300
            UIView.animate(withDuration: 0.5) {
                self.view.layoutIfNeeded()
            }
            actionButton.setTitle("Move down", for: .normal)
        case 2:
            // Move: swap the top constraint for a bottom one inside a spring.
            cardTopConstraint.isActive = false
            cardBottomConstraint.isActive = true
            UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                           options: [], animations: {
                self.view.layoutIfNeeded()
            })
            actionButton.setTitle("Reset", for: .normal)
        default:
            step = 0
            cardBottomConstraint.isActive = false
            cardTopConstraint.isActive = true
            cardHeightConstraint.constant = 120
            UIView.animate(withDuration: 0.4) {
                self.view.layoutIfNeeded()
            }
            actionButton.setTitle("Expand", for: .normal)
        }
    }
}
