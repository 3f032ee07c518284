import UIKit

/// A progress ring drawn in `draw(_:)`: a grey track, a coloured arc from 12 o'clock clockwise with
/// round caps, and the percentage in the middle. Setting `progress` redraws it.
final class ProgressRingView: UIView {
    var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    var lineWidth: CGFloat = 14
    var trackColor = UIColor(white: 0.9, alpha: 1)
    var ringColor = UIColor(red: 0.2, green: 0.5, blue: 1, alpha: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2

        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth
        trackColor.setStroke()
        track.stroke()

        if progress > 0 {
            let start = -CGFloat.pi / 2
            let ring = UIBezierPath(arcCenter: center, radius: radius, startAngle: start,
                                    endAngle: start + 2 * .pi * min(progress, 1), clockwise: true)
            ring.lineWidth = lineWidth
            ring.lineCapStyle = .round
            ringColor.setStroke()
            ring.stroke()
        }

        let text = "\(Int((min(progress, 1) * 100).rounded()))%"
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 28, weight: .semibold),
            .foregroundColor: UIColor.darkGray,
        ]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
    }
}
