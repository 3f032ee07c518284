import Foundation

/// UIKit's slider: a 4-point rounded track, filled up to the value in `minimumTrackTintColor` (system
/// the tint colour) and beyond in `maximumTrackTintColor` (light gray), and a white 28-point thumb with a soft
/// shadow. Dragging the thumb (a touch must begin on it, as on iOS) moves the value with the finger and
/// sends `.valueChanged` as it goes (`isContinuous`) or once on release; `setValue(_:animated:)`
/// changes it without sending, sliding the thumb when animated.
open class UISlider: UIControl {
    /// UIKit's height, and its thumb's diameter.
    public static let height: CGFloat = 31
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    /// Seconds an animated `setValue` takes outside an animation block.
    public static let animationDuration: TimeInterval = 0.25

    /// 0 by default. Apple: setting it above `maximumValue` moves the maximum up to it; a value below
    /// the new minimum moves up to it.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampAndLayout()
        }
    }
    /// 1 by default. Apple: setting it below `minimumValue` moves the minimum down to it; a value
    /// above the new maximum moves down to it.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampAndLayout()
        }
    }
    /// Between `minimumValue` and `maximumValue` (clamped; NaN is the minimum); 0 by default, as
    /// Apple documents ("The default value of this property is 0.0").
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }
    /// Whether `.valueChanged` is sent while dragging (default) or only when the finger lifts.
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    open var thumbTintColor: UIColor? { didSet { updateColors() } }

    private var valueStorage: Float = 0
    /// Per-state images (`UISlider+Images.swift`), keyed by `UIControl.State.rawValue`.
    var thumbImages: [UInt: UIImage] = [:]
    var minimumTrackImages: [UInt: UIImage] = [:]
    var maximumTrackImages: [UInt: UIImage] = [:]
    /// Drawn at the track's ends (left: minimum, right: maximum); the track shortens to make room.
    open var minimumValueImage: UIImage? { didSet { imagesChanged() } }
    open var maximumValueImage: UIImage? { didSet { imagesChanged() } }
    let minimumValueImageView = UIImageView()
    let maximumValueImageView = UIImageView()
    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = UIView()
    /// The touch's offset from the thumb's centre when it went down, so the thumb does not jump to it.
    private var grabOffset: CGFloat = 0
    private var changedWhileTracking = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: UISlider.height))
        setUp()
    }

    /// A slider with a zero width (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size.height = UISlider.height
        setUp()
    }

    private func setUp() {
        for track in [maximumTrack, minimumTrack] {
            track.isUserInteractionEnabled = false
            track.layer.cornerRadius = UISlider.trackHeight / 2
            addSubview(track)
        }
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = UISlider.thumbDiameter / 2
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(thumb)
        for v in [minimumValueImageView, maximumValueImageView] { v.isHidden = true; addSubview(v) }
        updateColors()
        UIView.performWithoutAnimation { layoutParts() }
    }

    public convenience init() { self.init(frame: .zero) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISlider.height) }

    open func setValue(_ value: Float, animated: Bool) {
        valueStorage = clamped(value)
        if animated && UIView.inheritedAnimationDuration == 0 {
            UIView.animate(withDuration: UISlider.animationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.layoutParts() })
        } else if animated {
            layoutParts()
        } else {
            UIView.performWithoutAnimation { layoutParts() }
        }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        // The thumb's area, a little larger than drawn (UIKit's is about 44 points).
        let hit = thumb.frame.insetBy(dx: -8, dy: -8)
        guard hit.contains(p) else { return false }
        grabOffset = p.x - thumb.center.x
        changedWhileTracking = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x - grabOffset
        let new = value(atThumbCentre: x)
        if new != valueStorage {
            setValue(new, animated: false)
            changedWhileTracking = true
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch { _ = continueTracking(touch, with: event) }
        if !isContinuous && changedWhileTracking { sendActions(for: .valueChanged) }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation { layoutParts() }
    }

    open override func controlStateDidChange() {
        super.controlStateDidChange()
        if !thumbImages.isEmpty || !minimumTrackImages.isEmpty || !maximumTrackImages.isEmpty { imagesChanged() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    /// The thumb centre's travel: from one radius in from the left to one radius in from the right.
    private var travel: (start: CGFloat, length: CGFloat) {
        let r = thumbSize.width / 2, track = trackSpan
        return (track.minX + r, max(0, track.width - 2 * r))
    }

    private func fraction() -> CGFloat {
        let span = maximumValue - minimumValue
        guard span > 0, span.isFinite else { return 0 }
        return CGFloat((valueStorage - minimumValue) / span)
    }

    private func value(atThumbCentre x: CGFloat) -> Float {
        let (start, length) = travel
        guard length > 0 else { return minimumValue }
        let f = min(max((x - start) / length, 0), 1)
        return clamped(minimumValue + Float(f) * (maximumValue - minimumValue))
    }

    private func clamped(_ v: Float) -> Float {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), max(minimumValue, maximumValue))
    }

    private func clampAndLayout() {
        valueStorage = clamped(valueStorage)
        UIView.performWithoutAnimation { layoutParts() }
    }

    func layoutParts() {
        let (start, length) = travel
        let cx = start + length * fraction(), cy = bounds.midY
        let track = trackSpan
        let minH = trackImage(minimumTrackImages)?.size.height ?? UISlider.trackHeight
        let maxH = trackImage(maximumTrackImages)?.size.height ?? UISlider.trackHeight
        let t = thumbSize
        maximumTrack.frame = CGRect(x: track.minX, y: cy - maxH / 2, width: track.width, height: maxH)
        minimumTrack.frame = CGRect(x: track.minX, y: cy - minH / 2, width: max(0, cx - track.minX), height: minH)
        thumb.frame = CGRect(x: cx - t.width / 2, y: cy - t.height / 2, width: t.width, height: t.height)
        layoutValueImages()
    }

    func updateColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemGray5
        thumb.backgroundColor = thumbTintColor ?? .white
        applyImages(thumb: thumb, minimumTrack: minimumTrack, maximumTrack: maximumTrack)
    }
}
