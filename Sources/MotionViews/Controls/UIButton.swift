import Foundation

/// UIKit's `UIButton`, custom type: per-state images, background images, titles and title colours
/// on a `UIControl`.
///
/// - Lookup follows UIKit: a value set for the exact current state wins, otherwise the `.normal`
///   value is used (a `[.selected, .highlighted]` press shows the normal image unless that
///   combination was set).
/// - While pressed (highlighted) the highlighted image shows; when there is none and
///   `adjustsImageWhenHighlighted` is true (the default), the image (and background image) is drawn
///   darkened, as UIKit does for custom buttons: a copy with colour × `highlightDimming` (0.7) and
///   alpha kept — a 30 % black overlay masked by the image, so transparent pixels stay transparent.
/// - Subviews, back to front: background image (fills the bounds), image, title; image and title
///   are centred side by side.
/// - `.touchUpInside` also sends `.primaryActionTriggered`, as UIKit's buttons do.
open class UIButton: UIControl {
    /// `.system` titles default to the tint colour (UIKit's blue) instead of white; otherwise it behaves
    /// like `.custom` (no highlight fade).
    public enum ButtonType: Int, Sendable { case custom = 0, system = 1 }

    /// Colour multiplier of the darkened highlight copy.
    public static let highlightDimming = 0.7

    public let buttonType: ButtonType
    open var adjustsImageWhenHighlighted = true { didSet { updateAppearance() } }

    /// Shows the background image, the image and the title.
    public let backgroundImageView = UIImageView(frame: .zero)
    public let imageView: UIImageView? = UIImageView(frame: .zero)
    public let titleLabel: UILabel? = UILabel(frame: .zero)

    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// Darkened copies of the images last pressed (image and background), keyed by the source.
    private var dimmedCache: [(source: UIImage, copy: UIImage)] = []

    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        setUpSubviews()
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUpSubviews()
    }

    private func setUpSubviews() {
        addSubview(backgroundImageView)
        if let imageView { addSubview(imageView) }
        if let titleLabel {
            titleLabel.textColor = .white   // UIKit's default for custom buttons
            titleLabel.textAlignment = .center
            addSubview(titleLabel)
        }
        updateAppearance()
    }

    // MARK: Per-state values

    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; updateAppearance() }
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image; updateAppearance()
    }
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; updateAppearance() }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color; updateAppearance() }

    /// The value for `state`, falling back to `.normal`.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }

    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .system ? tintColor : .white) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if buttonType == .system { updateAppearance() }
    }

    // MARK: Appearance

    open override func controlStateDidChange() {
        super.controlStateDidChange()
        updateAppearance()
    }

    /// The image shown for the current state, darkened while highlighted without its own image.
    func shownImage(_ table: [UInt: UIImage], _ lookup: (State) -> UIImage?) -> UIImage? {
        let s = state
        guard let image = lookup(s) else { return nil }
        if s.contains(.highlighted), table[s.rawValue] == nil, adjustsImageWhenHighlighted {
            return dimmed(image)
        }
        return image
    }

    private func dimmed(_ image: UIImage) -> UIImage {
        if let cached = dimmedCache.first(where: { $0.source === image }) { return cached.copy }
        guard let cg = image.cgImage else { return image }
        var pixels = cg.pixels
        let f = Self.highlightDimming
        for i in stride(from: 0, to: pixels.count - 3, by: 4) {
            pixels[i] = UInt8((Double(pixels[i]) * f).rounded())
            pixels[i + 1] = UInt8((Double(pixels[i + 1]) * f).rounded())
            pixels[i + 2] = UInt8((Double(pixels[i + 2]) * f).rounded())
        }
        let copy = UIImage(cgImage: CGImage(width: cg.width, height: cg.height, pixels: pixels), scale: image.scale)
        dimmedCache = Array(dimmedCache.suffix(1)) + [(image, copy)]
        return copy
    }

    func updateAppearance() {
        let image = shownImage(images, self.image(for:))
        if imageView?.image !== image { imageView?.image = image }
        imageView?.isHidden = image == nil
        let background = shownImage(backgroundImages, backgroundImage(for:))
        if backgroundImageView.image !== background { backgroundImageView.image = background }
        backgroundImageView.isHidden = background == nil
        if let titleLabel {
            let title = currentTitle
            if titleLabel.text != title { titleLabel.text = title }
            titleLabel.isHidden = title?.isEmpty ?? true
            if titleLabel.textColor != currentTitleColor { titleLabel.textColor = currentTitleColor }
        }
        setNeedsLayout()
        layoutContent()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    /// Background fills the bounds; image and title are centred side by side.
    private func layoutContent() {
        let b = bounds
        backgroundImageView.frame = b
        let imageSize = imageView?.image?.size ?? .zero
        var titleSize = CGSize.zero
        if let titleLabel, !titleLabel.isHidden { titleSize = titleLabel.sizeThatFits(b.size) }
        titleSize.width = min(titleSize.width, max(0, b.width - imageSize.width))
        let total = imageSize.width + titleSize.width
        let x0 = b.midX - total / 2
        imageView?.frame = CGRect(x: x0, y: b.midY - imageSize.height / 2,
                                  width: imageSize.width, height: imageSize.height)
        titleLabel?.frame = CGRect(x: x0 + imageSize.width, y: b.midY - titleSize.height / 2,
                                   width: titleSize.width, height: titleSize.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let i = image(for: .normal)?.size ?? .zero
        let t = titleLabel?.sizeThatFits(size) ?? .zero
        let bg = backgroundImage(for: .normal)?.size ?? .zero
        return CGSize(width: max(i.width + t.width, bg.width), height: max(i.height, t.height, bg.height))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Buttons send `.primaryActionTriggered` with `.touchUpInside`.
    open override func sendActions(for events: Event) {
        var e = events
        if e.contains(.touchUpInside) { e.insert(.primaryActionTriggered) }
        super.sendActions(for: e)
    }
}
