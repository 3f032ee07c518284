import UIKit

/// An unread-count badge: tapping it marks one more message, and the badge pulses — it snaps to 70 %
/// and springs back past its size (damping ratio 0.3) while the count goes up.
public final class BadgeViewController: UIViewController {
    public let badge = UIButton(type: .custom)
    public private(set) var count = 3
    /// The badge's colour (red, as iOS badges are).
    public var badgeColor: UIColor = .systemRed

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        badge.bounds = CGRect(x: 0, y: 0, width: 88, height: 88)
        badge.backgroundColor = badgeColor
        badge.layer.cornerRadius = 44
        badge.setTitle("\(count)", for: .normal)
        badge.setTitleColor(.white, for: .normal)
        badge.titleLabel?.font = .boldSystemFont(ofSize: 34)
        badge.accessibilityIdentifier = "badge"
        badge.addTarget(self, action: BadgeViewController.pulse, for: .touchUpInside)
        view.addSubview(badge)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Centred across, 422 points down: where the thumb rests on a phone.
        badge.center = CGPoint(x: view.bounds.midX, y: 422)
    }

    func pulse() {
        count += 1
        badge.setTitle("\(count)", for: .normal)
        badge.transform = CGAffineTransform(scaleX: 0.7, y: 0.7)
        UIView.animate(withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: { self.badge.transform = .identity })
    }
}
