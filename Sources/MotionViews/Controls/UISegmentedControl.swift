import Foundation

/// UIKit's segmented control (iOS 13's look): a light gray rounded track, 32 points tall, with equal
/// segments titled in 13-point text and a white selection plate with a soft shadow under the selected
/// one. A tap on another segment slides the plate there (`slideDuration`, ease-in-ease-out) and sends
/// `.valueChanged`; setting `selectedSegmentIndex` moves it without sending.
open class UISegmentedControl: UIControl {
    /// UIKit's `noSegment`.
    public static let noSegment = -1
    public static let height: CGFloat = 32
    /// Seconds the selection plate takes to slide.
    public static let slideDuration: TimeInterval = 0.25
    static let inset: CGFloat = 2

    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < -1 || selectedSegmentIndex >= titles.count { selectedSegmentIndex = UISegmentedControl.noSegment }
            UIView.performWithoutAnimation { layoutPlate() }
        }
    }
    open var numberOfSegments: Int { titles.count }
    /// Apple's `isMomentary` (false by default): when true, segments "do not show selected state and
    /// do not update the value of selectedSegmentIndex after tracking ends" — a tap sends
    /// `.valueChanged` with `selectedSegmentIndex` the tapped segment, which is `noSegment` again once
    /// the actions have run, and no plate is shown.
    open var isMomentary = false {
        didSet { if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment } }
    }
    /// The plate's colour (white when nil).
    open var selectedSegmentTintColor: UIColor? { didSet { plate.backgroundColor = selectedSegmentTintColor ?? .white } }

    private var titles: [String] = []
    private var labels: [UILabel] = []
    private let plate = UIView()

    public init(items: [Any]?) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: UISegmentedControl.height))
        backgroundColor = UIColor(red: 0.462, green: 0.462, blue: 0.502, alpha: 0.12)
        layer.cornerRadius = 9
        plate.isUserInteractionEnabled = false
        plate.backgroundColor = .white
        plate.layer.cornerRadius = 7
        plate.layer.shadowOpacity = 0.12
        plate.layer.shadowRadius = 4
        plate.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(plate)
        for item in items ?? [] { insertSegment(withTitle: (item as? String) ?? String(describing: item), at: titles.count, animated: false) }
        frame.size.width = CGFloat(max(1, titles.count)) * 64
    }

    public override convenience init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }

    public required convenience init?(coder: NSCoder) { self.init(items: nil) }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let i = min(max(segment, 0), titles.count)
        titles.insert(title ?? "", at: i)
        let label = UILabel(frame: .zero)
        label.text = title
        label.font = .systemFont(ofSize: 13, weight: .medium)
        label.textColor = .black
        label.textAlignment = .center
        labels.insert(label, at: i)
        addSubview(label)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        setNeedsLayout()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        labels.remove(at: segment).removeFromSuperview()
        if selectedSegmentIndex == segment { selectedSegmentIndex = UISegmentedControl.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        setNeedsLayout()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        labels[segment].text = title
    }

    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISegmentedControl.height)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, !titles.isEmpty else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p) else { return }
        let i = min(titles.count - 1, max(0, Int(p.x / (bounds.width / CGFloat(titles.count)))))
        if isMomentary {
            selectedSegmentIndex = i
            sendActions(for: .valueChanged)
            selectedSegmentIndex = UISegmentedControl.noSegment
            return
        }
        guard i != selectedSegmentIndex else { return }
        let old = selectedSegmentIndex
        selectedSegmentIndex = i
        if old != UISegmentedControl.noSegment {
            // The plate slides from the old segment to the new one.
            UIView.performWithoutAnimation { plate.frame = plateFrame(for: old) }
            UIView.animate(withDuration: UISegmentedControl.slideDuration, delay: 0, options: .curveEaseInOut) { self.layoutPlate() }
        }
        sendActions(for: .valueChanged)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width / CGFloat(max(1, titles.count))
        for (i, label) in labels.enumerated() {
            label.frame = CGRect(x: CGFloat(i) * w, y: 0, width: w, height: bounds.height)
        }
        UIView.performWithoutAnimation { layoutPlate() }
    }

    private func plateFrame(for index: Int) -> CGRect {
        let w = bounds.width / CGFloat(max(1, titles.count)), k = UISegmentedControl.inset
        return CGRect(x: CGFloat(max(0, index)) * w + k, y: k, width: w - 2 * k, height: bounds.height - 2 * k)
    }

    private func layoutPlate() {
        plate.isHidden = selectedSegmentIndex == UISegmentedControl.noSegment || isMomentary
        let f = plateFrame(for: selectedSegmentIndex)
        if plate.frame != f { plate.frame = f }
    }
}
