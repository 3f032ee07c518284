import UIKit

/// A playing card that flips over when tapped: `UIView.transition(from:to:…)` with
/// `.transitionFlipFromRight` swaps its front and back faces inside the card container.
class CardViewController: UIViewController {

    let cardView = UIView()
    let frontView = UIView()
    let backView = UIView()
    private var showingFront = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        cardView.frame = CGRect(x: 0, y: 0, width: 240, height: 336)
        cardView.accessibilityIdentifier = "card"
        view.addSubview(cardView)

        setUpFront()
        setUpBack()
        backView.isHidden = true
        cardView.addSubview(backView)
        cardView.addSubview(frontView)

        let tap = UITapGestureRecognizer(target: self, action: CardViewController.flipCard)
        cardView.addGestureRecognizer(tap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        cardView.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    func flipCard() {
        let fromView = showingFront ? frontView : backView
        let toView = showingFront ? backView : frontView
        UIView.transition(from: fromView, to: toView, duration: 0.6,
                          options: [.transitionFlipFromRight, .showHideTransitionViews], completion: nil)
        showingFront.toggle()
    }

    private func setUpFront() {
        frontView.frame = cardView.bounds
        frontView.backgroundColor = .white
        frontView.layer.cornerRadius = 16
        frontView.layer.borderWidth = 1
        frontView.layer.borderColor = UIColor.systemGray4.cgColor
        frontView.accessibilityIdentifier = "cardFront"

        let corner = UILabel(frame: CGRect(x: 16, y: 12, width: 60, height: 40))
        corner.text = "A"
        corner.font = .boldSystemFont(ofSize: 34)
        corner.textColor = .black
        frontView.addSubview(corner)

        let suit = UILabel(frame: frontView.bounds)
        suit.text = "♠"
        suit.font = .systemFont(ofSize: 120)
        suit.textColor = .black
        suit.textAlignment = .center
        frontView.addSubview(suit)
    }

    private func setUpBack() {
        backView.frame = cardView.bounds
        backView.backgroundColor = .systemIndigo
        backView.layer.cornerRadius = 16
        backView.layer.borderWidth = 8
        backView.layer.borderColor = UIColor.white.cgColor
        backView.accessibilityIdentifier = "cardBack"

        let title = UILabel(frame: backView.bounds)
        title.text = "MotionLab"
        title.font = .systemFont(ofSize: 28, weight: .heavy)
        title.textColor = .white
        title.textAlignment = .center
        backView.addSubview(title)
    }
}
