import UIKit

/// The "like" button bounce: the heart shrinks while it is held and springs back with an overshoot
/// when it is released.
class LikeButtonViewController: UIViewController {

    let likeButton = UIButton(type: .custom)
    let likesLabel = UILabel()

    private var isLiked = false
    private var likes = 128

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        likeButton.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        likeButton.backgroundColor = .systemGray5
        likeButton.layer.cornerRadius = 48
        likeButton.setTitle("♥", for: .normal)
        likeButton.setTitleColor(.systemGray, for: .normal)
        likeButton.titleLabel?.font = .systemFont(ofSize: 48)
        likeButton.accessibilityIdentifier = "likeButton"
        likeButton.addTarget(self, action: LikeButtonViewController.buttonPressed, for: [.touchDown, .touchDragEnter])
        likeButton.addTarget(self, action: LikeButtonViewController.buttonReleased,
                             for: [.touchUpInside, .touchUpOutside, .touchDragExit, .touchCancel])
        likeButton.addTarget(self, action: LikeButtonViewController.toggleLike, for: .touchUpInside)
        view.addSubview(likeButton)

        likesLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        likesLabel.textColor = .secondaryLabel
        likesLabel.textAlignment = .center
        likesLabel.accessibilityIdentifier = "likesLabel"
        view.addSubview(likesLabel)
        updateLikes()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        likeButton.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        likesLabel.frame = CGRect(x: 0, y: likeButton.center.y + 70, width: view.bounds.width, height: 24)
    }

    /// Touch down: shrink quickly.
    func buttonPressed(_ sender: UIButton) {
        UIView.animate(withDuration: 0.1) {
            sender.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)
        }
    }

    /// Touch up: spring back to full size, overshooting.
    func buttonReleased(_ sender: UIButton) {
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 6,
                       options: [.allowUserInteraction], animations: {
            sender.transform = .identity
        }, completion: nil)
    }

    func toggleLike() {
        isLiked.toggle()
        likes += isLiked ? 1 : -1
        likeButton.backgroundColor = isLiked ? .systemPink : .systemGray5
        likeButton.setTitleColor(isLiked ? .white : .systemGray, for: .normal)
        updateLikes()
    }

    private func updateLikes() {
        likesLabel.text = "\(likes) likes"
    }
}
