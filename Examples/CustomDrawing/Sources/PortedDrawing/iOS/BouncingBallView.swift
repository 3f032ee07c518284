import UIKit

/// A ball that bounces along a line, redrawn by a timer.
class BouncingBallView: UIView {

    private var ballX: CGFloat = 40
    private var velocity: CGFloat = 120
    private var timer: Timer?

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .white
        isOpaque = false
        timer = Timer.scheduledTimer(timeInterval: 1.0 / 60.0, target: self,
                                     selector: #selector(step), userInfo: nil, repeats: true)
    }

    deinit {
        timer?.invalidate()
    }

    @objc private func step() {
        ballX += velocity / 60.0
        if ballX > bounds.width - 25 || ballX < 25 {
            velocity = -velocity
        }
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let ballRect = CGRect(x: ballX - 25, y: rect.midY - 25, width: 50, height: 50)
        let ball = UIBezierPath(ovalIn: ballRect)
        UIColor.systemRed.setFill()
        ball.fill()

        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(UIColor.darkGray.cgColor)
        context.setLineWidth(3)
        context.move(to: CGPoint(x: 0, y: rect.midY + 27))
        context.addLine(to: CGPoint(x: rect.width, y: rect.midY + 27))
        context.strokePath()
    }
}

class BallViewController: UIViewController {
    let ballView = BouncingBallView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        ballView.frame = CGRect(x: 0, y: 200, width: view.bounds.width, height: 120)
        ballView.accessibilityIdentifier = "ball"
        view.addSubview(ballView)
    }
}
