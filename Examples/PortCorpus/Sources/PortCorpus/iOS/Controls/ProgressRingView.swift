import UIKit

/// A circular progress ring, designable in Interface Builder, whose `progress` is an `@objc dynamic`
/// property (KVO-observable on iOS) that moves the ring's stroke.
@IBDesignable
class ProgressRingView: UIView {

    @IBInspectable var lineWidth: CGFloat = 12 {
        didSet { ringLayer.lineWidth = lineWidth; trackLayer.lineWidth = lineWidth }
    }

    @objc dynamic var progress: CGFloat = 0 {
        didSet {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            ringLayer.strokeEnd = progress
            CATransaction.commit()
        }
    }

    let trackLayer = CAShapeLayer()
    let ringLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        ringLayer.strokeColor = UIColor.systemBlue.cgColor
        ringLayer.strokeEnd = 0
        ringLayer.name = "ring"
        for shape in [trackLayer, ringLayer] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = lineWidth
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        for shape in [trackLayer, ringLayer] {
            shape.frame = bounds
            shape.path = path.cgPath
        }
    }

    /// Animates the stroke from where it is to `value`.
    func setProgress(_ value: CGFloat, duration: CFTimeInterval) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = progress
        animation.toValue = value
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        progress = value
        ringLayer.add(animation, forKey: "progress")
    }
}
