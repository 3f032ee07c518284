import Foundation

/// UIKit's segmented control (iOS 13's look): a light gray rounded track, 32 points tall, with equal
/// segments titled in 13-point text and a white selection plate with a soft shadow under the selected
/// one. A tap on another segment slides the plate there (`slideDuration`, ease-in-ease-out) and sends
/// `.valueChanged`; setting `selectedSegmentIndex` moves it without sending.
open class UISegmentedControl: UIControl {
    /// UIKit's `noSegment`.
    public static let noSegment = -1
    public static let height: CGFloat = 32
    /// The selected segment's plate: white in light mode, iOS's dark grey (#636366) in dark mode.
    static let defaultPlateColor = UIColor(light: CGColor(gray: 1, alpha: 1), dark: CGColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1))
    /// Seconds the selection plate takes to slide.
    public static let slideDuration: TimeInterval = 0.25
    static let inset: CGFloat = 2

    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < -1 || selectedSegmentIndex >= segments.count { selectedSegmentIndex = UISegmentedControl.noSegment }
            if oldValue != selectedSegmentIndex { refresh(oldValue); refresh(selectedSegmentIndex) }
            UIView.performWithoutAnimation { layoutPlate() }
        }
    }
    open var numberOfSegments: Int { segments.count }
    /// Apple's `isMomentary` (false by default): when true, segments "do not show selected state and
    /// do not update the value of selectedSegmentIndex after tracking ends" — a tap sends
    /// `.valueChanged` with `selectedSegmentIndex` the tapped segment, which is `noSegment` again once
    /// the actions have run, and no plate is shown.
    open var isMomentary = false {
        didSet { if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment } }
    }
    /// The plate's colour (white when nil).
    open var selectedSegmentTintColor: UIColor? { didSet { plate.backgroundColor = selectedSegmentTintColor ?? UISegmentedControl.defaultPlateColor } }

    /// One segment: a title or an image (UIKit shows one of them), an iOS 14 action, whether it is
    /// enabled and its fixed width (0: an equal share).
    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var labels: [UILabel] = []
    private var imageViews: [UIImageView] = []
    private let plate = UIView()
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Whether segments are as wide as their content (UIKit's default false: equal widths, each the
    /// widest content's). See `intrinsicContentSize` and `segmentFrames`.
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    }

    /// UIKit's `init(items:)`: each item a `String` (a titled segment), a `UIImage` (an image segment)
    /// or — iOS 14 — a `UIAction` (its title and image, and its handler run when the segment is chosen).
    public convenience init(items: [Any]?) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UISegmentedControl.height))
        for item in items ?? [] {
            switch item {
            case let action as UIAction: insertSegment(action: action, at: segments.count, animated: false)
            case let image as UIImage: insertSegment(with: image, at: segments.count, animated: false)
            case let title as String: insertSegment(withTitle: title, at: segments.count, animated: false)
            case let title as NSString: insertSegment(withTitle: title as String, at: segments.count, animated: false)
            default: insertSegment(withTitle: String(describing: item), at: segments.count, animated: false)
            }
        }
        frame.size.width = CGFloat(max(1, segments.count)) * 64
    }

    /// iOS 14's `init(frame:actions:)`: a segment per action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for a in actions { insertSegment(action: a, at: segments.count, animated: false) }
    }

    /// An empty control in `frame` (UIKit's designated initialiser).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// An empty control, `UISegmentedControl.height` high (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = CGSize(width: 64, height: UISegmentedControl.height)
        setUp()
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 9
        plate.isUserInteractionEnabled = false
        plate.backgroundColor = UISegmentedControl.defaultPlateColor
        plate.layer.cornerRadius = 7
        plate.layer.shadowOpacity = 0.12
        plate.layer.shadowRadius = 4
        plate.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(plate)
    }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title ?? ""), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// iOS 14: a segment showing `action`'s title (or image) that runs it when chosen.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title.isEmpty ? nil : action.title, image: action.title.isEmpty ? action.image : nil,
                       action: action), at: segment)
    }

    private func insert(_ new: Segment, at segment: Int) {
        let i = min(max(segment, 0), segments.count)
        segments.insert(new, at: i)
        let label = UILabel(frame: .zero)
        label.textAlignment = .center
        labels.insert(label, at: i)
        addSubview(label)
        let imageView = UIImageView(frame: .zero)
        imageView.contentMode = .center
        imageViews.insert(imageView, at: i)
        addSubview(imageView)
        refresh(i)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        labels.remove(at: segment).removeFromSuperview()
        imageViews.remove(at: segment).removeFromSuperview()
        if selectedSegmentIndex == segment { selectedSegmentIndex = UISegmentedControl.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    /// Sets a segment's title (it then shows the title, not an image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        refresh(segment)
    }

    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    /// Sets a segment's image (it then shows the image, not a title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        refresh(segment)
    }

    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    /// iOS 14: the action of a segment.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        if !action.title.isEmpty { segments[segment].title = action.title; segments[segment].image = nil }
        refresh(segment)
    }

    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }

    /// iOS 14: the index of the segment with the action of `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: String) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    /// A disabled segment is drawn dimmed and takes no taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        refresh(segment)
    }

    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }

    /// A fixed width for a segment (0: an equal share of what the fixed ones leave).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width.isFinite ? max(0, width) : 0
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    /// UIKit's per-state title attributes: `.font` and `.foregroundColor` of `.normal` (and of
    /// `.selected` for the selected segment) are drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        for i in segments.indices { refresh(i) }
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    private func refresh(_ i: Int) {
        guard segments.indices.contains(i) else { return }
        let seg = segments[i]
        let selected = i == selectedSegmentIndex && !isMomentary
        let attributes = (selected ? titleAttributes[State.selected.rawValue] : nil) ?? titleAttributes[State.normal.rawValue]
        let label = labels[i]
        label.text = seg.image == nil ? seg.title : nil
        label.font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 13, weight: .medium)
        label.textColor = (attributes?[.foregroundColor] as? UIColor) ?? .label
        label.alpha = seg.isEnabled ? 1 : 0.35
        let imageView = imageViews[i]
        if let image = seg.image {
            imageView.image = image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
        } else {
            imageView.image = nil
        }
        imageView.tintColor = (attributes?[.foregroundColor] as? UIColor) ?? .label
        imageView.alpha = seg.isEnabled ? 1 : 0.35
        // A title, image or font changed: so may the control's size.
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// UIKit's size from the segments: each flexible segment as wide as the widest one's content (its title
    /// in the title font, or its image) plus `segmentPadding` on both sides — or, with
    /// `apportionsSegmentWidthsByContent`, as wide as its own — and fixed-width segments their width; 32
    /// points tall. Under Auto Layout a segmented control pinned at its top and centre only is that wide.
    open override var intrinsicContentSize: CGSize {
        let widths = segments.indices.map(contentWidth)
        var width: CGFloat = 0
        let widest = segments.indices.filter { segments[$0].width <= 0 }.map { widths[$0] }.max() ?? 0
        for (i, seg) in segments.enumerated() {
            width += seg.width > 0 ? seg.width : (apportionsSegmentWidthsByContent ? widths[i] : widest)
        }
        return CGSize(width: segments.isEmpty ? UIView.noIntrinsicMetric : width.rounded(.up), height: UISegmentedControl.height)
    }

    /// Points between a segment's content and its edges, each side (a measured iOS 17 control of
    /// "First" and "Second" in 13-point medium is about 123 points wide: two 61.5-point segments).
    static let segmentPadding: CGFloat = 8

    /// Segment `i`'s content with its padding: its title's width (as its label draws it) or its image's.
    private func contentWidth(_ i: Int) -> CGFloat {
        let content = segments[i].image.map { $0.size.width } ?? labels[i].intrinsicContentSize.width
        return max(0, content) + 2 * UISegmentedControl.segmentPadding
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, !segments.isEmpty else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p), let i = segmentFrames().firstIndex(where: { $0.minX <= p.x && p.x < $0.maxX }) ?? (p.x >= bounds.maxX - 1 ? segments.count - 1 : nil),
              segments[i].isEnabled else { return }
        if isMomentary {
            selectedSegmentIndex = i
            sendActions(for: .valueChanged)
            segments[i].action?.perform(sender: self)
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
        // iOS 14: the chosen segment's action runs (with the control as its sender), and .valueChanged.
        segments[i].action?.perform(sender: self)
        sendActions(for: .valueChanged)
    }

    /// The segments' frames: fixed widths as set, the rest sharing what is left equally.
    /// With `apportionsSegmentWidthsByContent`, the flexible segments share it in proportion to their
    /// contents' widths.
    func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let flexibleIndices = segments.indices.filter { segments[$0].width <= 0 }
        let free = max(0, bounds.width - fixed)
        let weights = apportionsSegmentWidthsByContent ? segments.indices.map(contentWidth) : segments.map { _ in 1 }
        let total = flexibleIndices.reduce(0) { $0 + weights[$1] }
        var x: CGFloat = 0
        return segments.enumerated().map { i, seg in
            let w = seg.width > 0 ? seg.width : (total > 0 ? free * weights[i] / total : 0)
            defer { x += w }
            return CGRect(x: x, y: 0, width: w, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (i, f) in segmentFrames().enumerated() {
            labels[i].frame = f
            imageViews[i].frame = f
        }
        UIView.performWithoutAnimation { layoutPlate() }
    }

    private func plateFrame(for index: Int) -> CGRect {
        let frames = segmentFrames(), k = UISegmentedControl.inset
        guard frames.indices.contains(index) else { return CGRect(x: k, y: k, width: 0, height: max(0, bounds.height - 2 * k)) }
        return frames[index].insetBy(dx: k, dy: k)
    }

    private func layoutPlate() {
        plate.isHidden = selectedSegmentIndex == UISegmentedControl.noSegment || isMomentary
        let f = plateFrame(for: selectedSegmentIndex)
        if plate.frame != f { plate.frame = f }
    }
}
