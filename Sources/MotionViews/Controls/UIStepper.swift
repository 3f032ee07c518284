import Foundation

/// UIKit's stepper, with UIKit's documented defaults (`value` 0, `minimumValue` 0, `maximumValue` 100,
/// `stepValue` 1, `isContinuous` true, `autorepeat` true, `wraps` false) and iOS 13+'s 94 × 32-point look:
/// a rounded light-gray body split into "−" and "+" halves by a hairline; the half that cannot step (at a
/// limit, without `wraps`) is dimmed.
///
/// A touch down on a half steps `value` by `stepValue` at once, clamped to the range (or wrapped to the
/// other end with `wraps`), and sends `.valueChanged`; held, it repeats — after 0.5 s, then every 0.1 s
/// (scene time) — while `autorepeat` is on, sending `.valueChanged` each step when `isContinuous`, else
/// once when the touch ends. Setting `value` (clamped to the range) sends nothing.
open class UIStepper: UIControl {
    /// iOS 13+'s fixed size.
    public static let size = CGSize(width: 94, height: 32)
    /// Seconds before a held half starts repeating, and between repeats.
    public static let autorepeatDelay: TimeInterval = 0.5
    public static let autorepeatInterval: TimeInterval = 0.1

    private var valueStorage: Double = 0
    /// The value, kept within `minimumValue…maximumValue`.
    open var value: Double {
        get { valueStorage }
        set { valueStorage = clamped(newValue); updateLook() }
    }
    /// The lowest value; raising it above `value` raises `value` (UIKit's rule).
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            valueStorage = clamped(valueStorage)
            updateLook()
        }
    }
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            valueStorage = clamped(valueStorage)
            updateLook()
        }
    }
    /// The step; must be above 0 (UIKit raises for 0 or less: here such a value is ignored).
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) || !stepValue.isFinite { stepValue = oldValue } }
    }
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false { didSet { updateLook() } }

    private let minusLabel = UILabel(frame: .zero)
    private let plusLabel = UILabel(frame: .zero)
    private let divider = UIView(frame: .zero)
    /// Per-state images of the halves (`UIStepper+Images.swift`), replacing "−" and "+" when set.
    var decrementImages: [UInt: UIImage] = [:]
    var incrementImages: [UInt: UIImage] = [:]
    let decrementImageView = UIImageView()
    let incrementImageView = UIImageView()
    /// The half held (-1, +1) and when it next repeats (scene time).
    private var heldDirection = 0
    private var nextRepeat: CFTimeInterval = 0
    private var changedWhileHeld = false
    private var repeatLink: CADisplayLink?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
        setUp()
    }

    /// A stepper of `UIStepper.size` (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UIStepper.size
        setUp()
    }

    deinit { repeatLink?.invalidate() }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 8
        for (label, text) in [(minusLabel, "−"), (plusLabel, "+")] {
            label.text = text
            label.font = .systemFont(ofSize: 22)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        divider.backgroundColor = .opaqueSeparator
        divider.isUserInteractionEnabled = false
        addSubview(divider)
        for v in [decrementImageView, incrementImageView] { v.contentMode = .center; addSubview(v) }
        updateLook()
    }

    open override var intrinsicContentSize: CGSize { UIStepper.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        minusLabel.frame = CGRect(x: 0, y: 0, width: b.width / 2, height: b.height)
        plusLabel.frame = CGRect(x: b.width / 2, y: 0, width: b.width / 2, height: b.height)
        divider.frame = CGRect(x: b.width / 2 - 0.5, y: 8, width: 1, height: max(0, b.height - 16))
        decrementImageView.frame = minusLabel.frame
        incrementImageView.frame = plusLabel.frame
    }

    private func clamped(_ v: Double) -> Double {
        guard v.isFinite else { return valueStorage }
        return min(max(v, minimumValue), maximumValue)
    }

    private func canStep(_ direction: Int) -> Bool {
        if wraps { return maximumValue > minimumValue }
        return direction < 0 ? valueStorage > minimumValue : valueStorage < maximumValue
    }

    func updateLook() {
        let colour = UIColor.label
        minusLabel.textColor = canStep(-1) && isEnabled ? colour : colour.withAlphaComponent(0.25)
        plusLabel.textColor = canStep(1) && isEnabled ? colour : colour.withAlphaComponent(0.25)
        let minus = shownImage(decrementImages), plus = shownImage(incrementImages)
        decrementImageView.image = minus
        incrementImageView.image = plus
        minusLabel.isHidden = minus != nil
        plusLabel.isHidden = plus != nil
        decrementImageView.tintColor = minusLabel.textColor
        incrementImageView.tintColor = plusLabel.textColor
    }

    open override var isEnabled: Bool { didSet { updateLook() } }

    /// One step in `direction`; true when the value changed.
    private func step(_ direction: Int) -> Bool {
        guard canStep(direction) else { return false }
        var next = valueStorage + Double(direction) * stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        next = min(max(next, minimumValue), maximumValue)
        guard next != valueStorage else { return false }
        valueStorage = next
        updateLook()
        return true
    }

    private func stepAndReport(_ direction: Int) {
        guard step(direction) else { return }
        if isContinuous { sendActions(for: .valueChanged) } else { changedWhileHeld = true }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        heldDirection = x < bounds.width / 2 ? -1 : 1
        changedWhileHeld = false
        stepAndReport(heldDirection)
        if autorepeat {
            nextRepeat = CACurrentMediaTime() + Self.autorepeatDelay
            let link = CADisplayLink { [weak self] link in self?.repeatIfDue(at: link.timestamp) }
            repeatLink?.invalidate()
            repeatLink = link
            link.add()
        }
        return true
    }

    private func repeatIfDue(at t: CFTimeInterval) {
        guard heldDirection != 0 else { return }
        while t + 1e-9 >= nextRepeat {
            stepAndReport(heldDirection)
            nextRepeat += Self.autorepeatInterval
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        stopHolding()
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        stopHolding()
    }

    private func stopHolding() {
        repeatLink?.invalidate()
        repeatLink = nil
        heldDirection = 0
        if changedWhileHeld {
            changedWhileHeld = false
            sendActions(for: .valueChanged)
        }
    }
}
