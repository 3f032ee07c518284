import Foundation

/// UIKit's progress bar: a 4-point rounded track (`trackTintColor`) and a bar (`progressTintColor`) as wide
/// as `progress` (0…1) of it. `setProgress(_:animated:)` animates the bar's width with `UIView.animate`
/// (`animationDuration`, ease-in-ease-out) — inside an enclosing animation block it takes that block's
/// timing instead, as UIKit's does.
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default` = 0, bar = 1 }

    /// UIKit's bar height.
    public static let barHeight: CGFloat = 4
    /// Seconds an animated change takes outside an animation block.
    public static let animationDuration: TimeInterval = 0.25

    open var progressViewStyle: Style = .default { didSet { updateTrack() } }
    /// 0…1 (clamped; NaN is 0).
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }
    /// nil: the tint colour.
    open var progressTintColor: UIColor? { didSet { bar.backgroundColor = progressTintColor ?? tintColor } }
    open var trackTintColor: UIColor? { didSet { updateTrack() } }

    private var progressStorage: Float = 0
    private let bar = UIView()

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: UIProgressView.barHeight))
        clipsToBounds = true
        addSubview(bar)
        bar.backgroundColor = tintColor
        updateTrack()
        layoutBar()
    }

    public override convenience init(frame: CGRect) {
        self.init(progressViewStyle: .default)
        self.frame = frame
    }

    public required convenience init?(coder: NSCoder) { self.init(progressViewStyle: .default) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight) }
    /// UIKit's progress view hugs its height at 750 (its width at the usual 250).
    override class var defaultContentHugging: (UILayoutPriority, UILayoutPriority) { (.defaultLow, .defaultHigh) }

    open func setProgress(_ progress: Float, animated: Bool) {
        progressStorage = progress.isFinite ? min(max(progress, 0), 1) : 0
        if animated && UIView.inheritedAnimationDuration == 0 {
            UIView.animate(withDuration: UIProgressView.animationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.layoutBar() })
        } else if animated {
            layoutBar()
        } else {
            UIView.performWithoutAnimation { layoutBar() }
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        bar.backgroundColor = progressTintColor ?? tintColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
        updateTrack()
    }

    private func layoutBar() {
        let frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(progressStorage), height: bounds.height)
        if bar.frame != frame { bar.frame = frame }
    }

    private func updateTrack() {
        backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemGray5)
        let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
        layer.cornerRadius = radius
        bar.layer.cornerRadius = radius
    }
}
