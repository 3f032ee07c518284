import UIKit

/// A card that springs from the top to the middle as the screen appears: UIKit's damping-ratio spring.
class SpringCardViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 60, y: 40, width: 200, height: 120))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 16
        card.accessibilityIdentifier = "card"
        view.addSubview(card)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.8, delay: 0.1, usingSpringWithDamping: 0.55,
                       initialSpringVelocity: 0, options: [], animations: {
            self.card.center.y = 300
        })
    }
}
