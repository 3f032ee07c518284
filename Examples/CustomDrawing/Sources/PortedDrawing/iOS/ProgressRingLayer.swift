import UIKit

/// A ring whose `progress` animates, redrawn every frame by Core Animation.
class ProgressRingLayer: CALayer {

    @NSManaged var progress: CGFloat

    override init() {
        super.init()
        contentsScale = UIScreen.main.scale
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressRingLayer {
            progress = other.progress
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == #keyPath(progress) {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        if event == #keyPath(progress) {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.progress ?? progress
            animation.duration = 1.0
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            return animation
        }
        return super.action(forKey: event)
    }

    override func draw(in ctx: CGContext) {
        let lineWidth: CGFloat = 12
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2

        ctx.setLineWidth(lineWidth)
        ctx.setStrokeColor(UIColor(white: 0.85, alpha: 1).cgColor)
        ctx.addArc(center: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: false)
        ctx.strokePath()

        ctx.setStrokeColor(UIColor.systemBlue.cgColor)
        ctx.setLineCap(.round)
        let start = -CGFloat.pi / 2
        ctx.addArc(center: center, radius: radius, startAngle: start,
                   endAngle: start + .pi * 2 * progress, clockwise: false)
        ctx.strokePath()
    }
}

class RingViewController: UIViewController {
    let ring = ProgressRingLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        ring.frame = CGRect(x: 60, y: 184, width: 200, height: 200)
        ring.name = "ring"
        view.layer.addSublayer(ring)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            self.ring.progress = 0.75
        }
    }
}
