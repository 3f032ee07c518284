import UIKit

/// A Material Design–style indeterminate spinner: an arc whose head (`strokeEnd`) runs ahead and whose
/// tail (`strokeStart`) catches up, while the whole arc turns.
class MaterialSpinnerView: UIView {

    let circleLayer = CAShapeLayer()
    private(set) var isAnimating = false

    var lineWidth: CGFloat = 4 {
        didSet { circleLayer.lineWidth = lineWidth; setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        circleLayer.name = "spinnerArc"
        circleLayer.lineWidth = lineWidth
        circleLayer.fillColor = nil
        circleLayer.strokeColor = UIColor.systemBlue.cgColor
        circleLayer.lineCap = .round
        layer.addSublayer(circleLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = min(bounds.width, bounds.height) / 2 - circleLayer.lineWidth / 2
        let startAngle = -CGFloat.pi / 2
        let endAngle = startAngle + 2 * CGFloat.pi
        let path = UIBezierPath(arcCenter: .zero, radius: radius, startAngle: startAngle, endAngle: endAngle,
                                clockwise: true)
        circleLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        circleLayer.path = path.cgPath
    }

    func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false

        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = 0
        rotation.toValue = 2 * CGFloat.pi
        rotation.duration = 2
        rotation.repeatCount = .infinity
        circleLayer.add(rotation, forKey: "rotation")

        let head = CABasicAnimation(keyPath: "strokeEnd")
        head.fromValue = 0
        head.toValue = 1
        head.duration = 1
        head.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

        let tail = CABasicAnimation(keyPath: "strokeStart")
        tail.beginTime = 0.5
        tail.fromValue = 0
        tail.toValue = 1
        tail.duration = 1
        tail.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

        let group = CAAnimationGroup()
        group.duration = 1.5
        group.repeatCount = .infinity
        group.animations = [head, tail]
        circleLayer.add(group, forKey: "stroke")
    }

    func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        circleLayer.removeAllAnimations()
        isHidden = true
    }
}
