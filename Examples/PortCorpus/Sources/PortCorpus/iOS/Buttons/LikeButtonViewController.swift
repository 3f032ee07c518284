import UIKit

/// A heart that pops when tapped: the classic target–action button with a spring.
class LikeButtonViewController: UIViewController {

    let heartButton = UIButton(type: .custom)
    private var isLiked = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        heartButton.frame = CGRect(x: 110, y: 234, width: 100, height: 100)
        heartButton.backgroundColor = .systemGray5
        heartButton.layer.cornerRadius = 50
        heartButton.setTitle("♥", for: .normal)
        heartButton.setTitleColor(.systemGray, for: .normal)
        heartButton.titleLabel?.font = .systemFont(ofSize: 44)
        heartButton.accessibilityIdentifier = "heart"
        heartButton.addTarget(self, action: #selector(heartTapped(_:)), for: .touchUpInside)
        view.addSubview(heartButton)
    }

    @objc func heartTapped(_ sender: UIButton) {
        isLiked.toggle()
        sender.backgroundColor = isLiked ? .systemPink : .systemGray5
        sender.setTitleColor(isLiked ? .white : .systemGray, for: .normal)

        // Shrink at once, then spring back past full size.
        sender.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        UIView.animate(withDuration: 0.6,
                       delay: 0,
                       usingSpringWithDamping: 0.4,
                       initialSpringVelocity: 6,
                       options: .allowUserInteraction,
                       animations: {
                           sender.transform = .identity
                       },
                       completion: nil)
    }
}
