import Foundation

/// UIKit's spinning activity indicator: eight spokes around the centre, each fading from opaque to a
/// quarter as the highlight steps clockwise once a second — built from a `CAReplicatorLayer` (one spoke,
/// eight instances a 45° turn and an eighth of a second apart) with one repeating opacity keyframe
/// animation, so it runs on the scene clock like any other animation and headless renders repeat.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        /// iOS 12's styles (deprecated in iOS 13): a white or gray medium one, a white large one.
        case whiteLarge = 0, white = 1, gray = 2

        /// Side in points: 20 for medium styles, 37 for large ones (UIKit's sizes).
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
        var defaultColor: UIColor { self == .white || self == .whiteLarge ? .white : .systemGray }
    }

    /// Spokes, and seconds for the highlight to go round once.
    static let spokeCount = 8
    static let period: CFTimeInterval = 1

    open var style: Style { didSet { if style != oldValue { color = style.defaultColor; invalidateIntrinsicSize() } } }
    /// The spokes' colour (gray for the modern styles).
    open var color: UIColor { didSet { updateSpoke() } }
    /// Whether the indicator hides itself when it stops (UIKit's default: yes).
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    public private(set) var isAnimating = false

    private let replicator = CAReplicatorLayer()
    private let spoke = CALayer()
    private static let fadeKey = "activityIndicatorFade"

    public init(style: Style) {
        self.style = style
        color = style.defaultColor
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        setUp()
    }

    /// A `.medium` indicator in `frame` (UIKit's designated initialiser; subclasses may override it).
    public override init(frame: CGRect) {
        style = .medium
        color = Style.medium.defaultColor
        super.init(frame: frame)
        setUp()
    }

    /// A `.medium` indicator with a zero frame (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        style = .medium
        color = Style.medium.defaultColor
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        replicator.instanceCount = Self.spokeCount
        replicator.instanceDelay = Self.period / Double(Self.spokeCount)
        replicator.addSublayer(spoke)
        layer.addSublayer(replicator)
        isHidden = hidesWhenStopped
        updateSpoke()
    }


    /// Starts the spinning (and shows the indicator).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [1, 0.25]
        fade.keyTimes = [0, 1]
        fade.duration = Self.period
        fade.repeatCount = .infinity
        fade.calculationMode = .linear
        CATransaction.performWithoutAnimation { spoke.opacity = 0.25 }
        spoke.add(fade, forKey: Self.fadeKey)
    }

    /// Stops it (and hides it if `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spoke.removeAnimation(forKey: Self.fadeKey)
        CATransaction.performWithoutAnimation { spoke.opacity = 1 }
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    /// UIKit's activity indicator hugs its content at 750 both ways.
    override class var defaultContentHugging: (UILayoutPriority, UILayoutPriority) { (.defaultHigh, .defaultHigh) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateSpoke()
    }

    private func invalidateIntrinsicSize() {
        bounds.size = intrinsicContentSize
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// One spoke pointing up from the centre: a rounded bar from 40 % to 100 % of the radius, 9 % of the
    /// side thick (the proportions of UIKit's indicator), the replicator turning it about the centre. The
    /// spinner keeps its style's size, centred in whatever bounds it is given (a spinner that is a table's
    /// full-screen `backgroundView` draws at 37 points in the middle, as on iOS; a transform still scales it).
    private func updateSpoke() {
        let side = style.side
        CATransaction.performWithoutAnimation {
            replicator.frame = bounds
            replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.spokeCount), 0, 0, 1)
            let width = max(1, side * 0.09), length = side * 0.3
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.position = CGPoint(x: bounds.midX, y: bounds.midY - side / 2 + length / 2)
            spoke.cornerRadius = width / 2
            spoke.backgroundColor = color.cgColor(for: traitStyleStorage, elevated: traitElevatedStorage)
        }
    }

    /// The spoke is a layer colour: resolved again in the new style (a dynamic `color` follows it).
    override func userInterfaceStyleDidChange() { updateSpoke() }
}
