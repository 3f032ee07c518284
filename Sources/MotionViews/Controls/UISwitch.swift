import Foundation

/// UIKit's on/off switch, 51 × 31 points: a rounded track (light gray off, `onTintColor` on) and a white
/// 27-point thumb with a soft shadow. A tap toggles it — the thumb slides and the track's colour fades
/// over `toggleDuration` — and sends `.valueChanged`; `setOn(_:animated:)` changes it without sending.
open class UISwitch: UIControl {
    /// UIKit's fixed size.
    public static let size = CGSize(width: 51, height: 31)
    /// Seconds the thumb takes to slide (about what iOS shows).
    public static let toggleDuration: TimeInterval = 0.25
    static let thumbInset: CGFloat = 2

    private var isOnStorage = false
    open var isOn: Bool {
        get { isOnStorage }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on (UIKit's default: system green).
    open var onTintColor: UIColor? { didSet { updateLook() } }
    /// The thumb's colour (default white).
    open var thumbTintColor: UIColor? { didSet { updateLook() } }
    /// The off track's colour (UIKit's light gray).
    private let offTrackColor = UIColor.systemGray5

    private let thumb = CALayer()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        layer.cornerRadius = UISwitch.size.height / 2
        thumb.shadowOpacity = 0.2
        thumb.shadowRadius = 2
        thumb.shadowOffset = CGSize(width: 0, height: 2)
        layer.addSublayer(thumb)
        updateLook()
    }

    public convenience init() { self.init(frame: .zero) }
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// UIKit's switch hugs its content at 750 both ways.
    override class var defaultContentHugging: (UILayoutPriority, UILayoutPriority) { (.defaultHigh, .defaultHigh) }

    /// The switch keeps UIKit's size whatever frame it is given.
    open override var intrinsicContentSize: CGSize { UISwitch.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    open func setOn(_ on: Bool, animated: Bool) {
        guard on != isOnStorage else { return }
        isOnStorage = on
        if animated {
            UIView.animate(withDuration: UISwitch.toggleDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
                self.updateLook()
            }
        } else {
            UIView.performWithoutAnimation { updateLook() }
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation { updateLook() }
    }

    /// Track colour and thumb place for the current state. Inside an animation block the layer changes
    /// follow the block (the thumb is a standalone layer: it is given the block's timing explicitly).
    private func updateLook() {
        let d = UISwitch.size.height - 2 * UISwitch.thumbInset
        let x = isOnStorage ? bounds.width - UISwitch.thumbInset - d / 2 : UISwitch.thumbInset + d / 2
        backgroundColor = isOnStorage ? (onTintColor ?? .systemGreen) : offTrackColor
        let duration = UIView.inheritedAnimationDuration
        CATransaction.begin()
        if duration > 0 && UIView.areAnimationsEnabled {
            CATransaction.setAnimationDuration(duration)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        } else {
            CATransaction.setDisableActions(true)
        }
        thumb.bounds = CGRect(x: 0, y: 0, width: d, height: d)
        thumb.cornerRadius = d / 2
        thumb.position = CGPoint(x: x, y: bounds.midY)
        thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
        CATransaction.commit()
    }
}
