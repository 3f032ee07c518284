import UIKit

/// An upload button that draws its progress ring when tapped: a `CAShapeLayer` whose `strokeEnd`
/// runs 0 → 1 in 1.2 s (ease in, ease out); when the ring closes, a check mark fades in.
public final class UploadRingViewController: UIViewController {
    public let button = UIButton(type: .custom)
    public let ring = CAShapeLayer()
    public let check = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        button.frame = CGRect(x: 100, y: 224, width: 120, height: 120)
        button.backgroundColor = UIColor(white: 0.95, alpha: 1)
        button.layer.cornerRadius = 60
        button.accessibilityIdentifier = "uploadButton"
        button.addTarget(self, action: UploadRingViewController.upload, for: .touchUpInside)
        view.addSubview(button)

        ring.name = "ring"
        ring.frame = button.bounds
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 60, y: 60), radius: 52, startAngle: -.pi / 2,
                                 endAngle: 3 * .pi / 2, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeEnd = 0
        button.layer.addSublayer(ring)

        check.text = "✓"
        check.font = .boldSystemFont(ofSize: 48)
        check.textColor = .systemBlue
        check.textAlignment = .center
        check.frame = button.bounds
        check.alpha = 0
        check.accessibilityIdentifier = "check"
        button.addSubview(check)
    }

    func upload() {
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 1.2
        fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        ring.strokeEnd = 1
        ring.add(fill, forKey: "progress")
        UIView.animate(withDuration: 0.25, delay: 1.2, options: [], animations: { self.check.alpha = 1 })
    }
}
