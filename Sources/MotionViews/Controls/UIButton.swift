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
/// - Subviews, back to front: the configuration's background (when `configuration` is set), the
///   background image (fills the bounds), image, title. Image and title sit side by side, placed in the
///   content rectangle (the bounds inset by `contentEdgeInsets`, or by the configuration's
///   `contentInsets`) by `contentHorizontalAlignment`/`contentVerticalAlignment` (centred by default);
///   `titleEdgeInsets`/`imageEdgeInsets` then move each by half the difference of opposite insets
///   (Apple: applied "after that rectangle has been sized to fit"; they do not change the intrinsic size).
/// - `init(type:)` is a convenience initialiser, as on iOS, so a subclass that overrides `init(frame:)`
///   (and writes `required init?(coder:)`) inherits it: `GradientButton(type: .custom)` runs the
///   subclass's `init(frame:)`.
/// - `.touchUpInside` also sends `.primaryActionTriggered`, as UIKit's buttons do.
open class UIButton: UIControl {
    /// `.system` titles default to the tint colour (UIKit's blue) instead of white; otherwise it behaves
    /// like `.custom` (no highlight fade).
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1
        /// The system buttons drawn from a symbol (raw values UIKit's; see `UIButton+SystemTypes.swift`):
        /// ⓘ for the detail disclosure and both info buttons, ⊕ for contact add, the grey circled ✕ of
        /// iOS 13's close button. `.plain` (iOS 13) is a system button without a highlight background.
        case detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, plain = 6, close = 7
        /// UIKit's deprecated alias of `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// Colour multiplier of the darkened highlight copy.
    public static let highlightDimming = 0.7

    /// The type given to `init(type:)`; `.custom` for buttons made with `init(frame:)`.
    public internal(set) var buttonType: ButtonType = .custom
    open var adjustsImageWhenHighlighted = true { didSet { updateAppearance() } }
    /// iPadOS 13.4's pointer effects (default false); a preview's pointer is a finger, so nothing changes.
    open var isPointerInteractionEnabled = false
    /// The deprecated glow under a touch (default false); kept, not drawn (iOS 15+ ignores it too).
    open var showsTouchWhenHighlighted = false

    /// Shows the background image, the image and the title.
    public let backgroundImageView = UIImageView(frame: .zero)
    public let imageView: UIImageView? = UIImageView(frame: .zero)
    public let titleLabel: UILabel? = UILabel(frame: .zero)

    /// iOS 14's menu (`UIButton+Menu.swift`): shown by a tap with `showsMenuAsPrimaryAction`, by a long
    /// press otherwise.
    open var menu: UIMenu? { didSet { menuDidChange() } }
    /// iOS 15's pop-up button: the menu's chosen action is checked and titles the button.
    open var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }
    var menuLongPress: UILongPressGestureRecognizer?

    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var titles: [UInt: String] = [:]
    /// Per-state attributed titles (`UIButton+AttributedTitle.swift`); they win over `titles`.
    var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// Darkened copies of the images last pressed (image and background), keyed by the source.
    private var dimmedCache: [(source: UIImage, copy: UIImage)] = []

    /// A button of `type` with a zero frame. Convenience, as UIKit's: it runs `init(frame: .zero)` —
    /// a subclass's override included — then sets the type.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        applySystemButtonType()
        updateAppearance()
    }

    /// iOS 14's `UIButton(type:primaryAction:)`: the action runs on `.primaryActionTriggered`, and its
    /// title is the button's title (Apple: "the action's title and image" are the button's).
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        adopt(primaryAction)
    }

    /// iOS 14's `UIButton(frame:primaryAction:)`: a `.custom` button running `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    /// A `.custom` button with a zero frame; from a storyboard or xib, of the file's `buttonType` (see
    /// `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSubviews()
        if let raw = (coder as? InterfaceBuilderCoder)?.buttonType, let type = ButtonType(rawValue: raw) {
            buttonType = type
            applySystemButtonType()
            updateAppearance()
        }
    }

    /// Runs `action` on `.primaryActionTriggered` and shows its title (when it has one).
    func adopt(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty {
            if configuration != nil { configuration?.title = configuration?.title ?? action.title }
            else { setTitle(action.title, for: .normal) }
        }
    }

    private func setUpSubviews() {
        backgroundImageView.isUserInteractionEnabled = false
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
    open var currentTitleColor: UIColor {
        if configuration != nil { return titleColor(for: state) ?? configurationForegroundColor }
        return titleColor(for: state) ?? (buttonType.isSystemStyled ? (isEnabled ? tintColor : Self.disabledSystemColor) : .white)
    }

    /// What a disabled system-styled button draws its title and template image in when no colour is set
    /// for the disabled state, and a disabled configuration's foreground: iOS greys a disabled button (this
    /// grey, the tertiary label colour, is MotionLab's reading of it).
    static let disabledSystemColor = UIColor.tertiaryLabel
    /// The fill a disabled configuration with a background shows (iOS's light grey fill).
    static let disabledConfigurationFill = UIColor.tertiarySystemFill

    /// The configuration's foreground for the current state (greyed while disabled).
    var configurationForegroundColor: UIColor {
        guard let configuration else { return tintColor }
        return isEnabled ? configuration.resolvedForegroundColor(tint: tintColor) : Self.disabledSystemColor
    }

    /// The image as the button shows it: a `.system` button draws an image of automatic rendering mode as a
    /// template, in its tint (UIKit's; coloured icons there need `.alwaysOriginal`).
    private func systemTemplated(_ image: UIImage?) -> UIImage? {
        guard let image, buttonType == .system, image.renderingMode == .automatic else { return image }
        // The image view's own copy, when it shows this image's bitmap as a template already.
        if let shown = imageView?.image, shown.renderingMode == .alwaysTemplate, shown.cgImage === image.cgImage,
           shown.scale == image.scale { return shown }
        return image.withRenderingMode(.alwaysTemplate)
    }

    // MARK: Insets (deprecated in iOS 15, ignored with a configuration, as there)

    /// Insets of the content rectangle (image and title) from the bounds; counted in
    /// `intrinsicContentSize` and `sizeThatFits(_:)`, as Apple documents. Default `.zero`.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { if contentEdgeInsets != oldValue { updateAppearance() } } }
    /// Moves and resizes the title's rectangle after it was sized; not counted in the intrinsic size.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { if titleEdgeInsets != oldValue { setNeedsLayout(); layoutContent() } } }
    /// Moves and resizes the image's rectangle after it was sized; not counted in the intrinsic size.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { if imageEdgeInsets != oldValue { setNeedsLayout(); layoutContent() } } }

    /// iOS 15's configuration (see `UIButton+Configuration.swift`); nil for buttons configured with the
    /// per-state setters. Setting one restyles the button; the edge-inset properties are then ignored.
    open var configuration: Configuration? { didSet { configurationDidChange() } }
    /// The configuration's background, behind everything else (made when a configuration is set).
    var configurationBackgroundView: UIView?

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if buttonType.isSystemStyled || configuration != nil { updateAppearance() }
    }

    /// A configuration's border is a layer colour: resolved again in the new style.
    override func userInterfaceStyleDidChange() { if configuration != nil { updateConfigurationBackground() } }

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
        let image = systemTemplated(configuration?.image ?? shownImage(images, self.image(for:)))
        if imageView?.image !== image { imageView?.image = image }
        imageView?.isHidden = image == nil
        if configuration == nil, buttonType.isSystemStyled, buttonType != .close, let iv = imageView {
            // A disabled system button's template image greys with its title; enabled again, it takes the
            // button's tint back (an image tint set otherwise is left alone).
            if !isEnabled {
                if iv.tintColor != Self.disabledSystemColor { iv.tintColor = Self.disabledSystemColor }
            } else if iv.tintColor == Self.disabledSystemColor {
                iv.tintColor = nil
            }
        }
        let background = shownImage(backgroundImages, backgroundImage(for:))
        if backgroundImageView.image !== background { backgroundImageView.image = background }
        backgroundImageView.isHidden = background == nil
        if let titleLabel {
            if configuration?.title == nil, let styled = currentAttributedTitle {
                // UIKit: the attributed title replaces the title; ranges without a colour use the title colour.
                titleLabel.textColor = currentTitleColor
                titleLabel.attributedText = styled
                titleLabel.isHidden = styled.length == 0
            } else {
                let title = configuration?.title ?? currentTitle
                if titleLabel.text != title { titleLabel.text = title }
                titleLabel.isHidden = title?.isEmpty ?? true
                if titleLabel.textColor != currentTitleColor { titleLabel.textColor = currentTitleColor }
            }
        }
        updateConfigurationBackground()
        setNeedsLayout()
        layoutContent()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    /// The insets of the content rectangle: the configuration's, else `contentEdgeInsets`.
    var effectiveContentInsets: UIEdgeInsets {
        if let c = configuration?.contentInsets { return UIEdgeInsets(top: c.top, left: c.leading, bottom: c.bottom, right: c.trailing) }
        return contentEdgeInsets
    }

    /// The gap between image and title (the configuration's `imagePadding`; 0 otherwise, as UIKit).
    private var imageTitleGap: CGFloat {
        guard let configuration, imageView?.image != nil, titleLabel?.isHidden == false else { return 0 }
        return configuration.imagePadding
    }

    /// Background fills the bounds; image and title side by side in the content rectangle, aligned by
    /// `contentHorizontalAlignment`/`contentVerticalAlignment`, then moved by their edge insets.
    private func layoutContent() {
        let b = bounds
        backgroundImageView.frame = b
        configurationBackgroundView?.frame = b
        if let configurationBackgroundView, let configuration {
            configurationBackgroundView.layer.cornerRadius = configuration.resolvedCornerRadius(height: b.height, width: b.width)
        }
        let content = b.inset(by: effectiveContentInsets)
        // An image larger than the content rectangle is shrunk into it, each side on its own (the image
        // view then scales it to fill), as UIKit lays a button out: a 600-point star image in a button
        // constrained to 44 × 44 (Apple's FoodTracker rating control) shows at 44 × 44.
        let natural = imageView?.image?.size ?? .zero
        let imageSize = CGSize(width: min(natural.width, max(0, content.width)), height: min(natural.height, max(0, content.height)))
        let gap = imageTitleGap
        var titleSize = CGSize.zero
        if let titleLabel, !titleLabel.isHidden { titleSize = titleLabel.sizeThatFits(content.size) }
        if let placement = configuration?.imagePlacement, placement != .leading {
            layoutConfigured(placement, content: content, image: imageSize, title: titleSize, gap: gap)
            return
        }
        titleSize.width = min(titleSize.width, max(0, content.width - imageSize.width - gap))
        let total = imageSize.width + gap + titleSize.width
        let x0: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading, .fill: x0 = content.minX
        case .right, .trailing: x0 = content.maxX - total
        case .center: x0 = content.midX - total / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return content.minY
            case .bottom: return content.maxY - height
            case .center: return content.midY - height / 2
            }
        }
        let ignoresEdgeInsets = configuration != nil
        let imageRect = CGRect(x: x0, y: y(imageSize.height), width: imageSize.width, height: imageSize.height)
        let titleRect = CGRect(x: x0 + imageSize.width + gap, y: y(titleSize.height), width: titleSize.width, height: titleSize.height)
        imageView?.frame = ignoresEdgeInsets ? imageRect : Self.moved(imageRect, by: imageEdgeInsets, in: content)
        titleLabel?.frame = ignoresEdgeInsets ? titleRect : Self.moved(titleRect, by: titleEdgeInsets, in: content)
    }

    /// A configuration's trailing, top or bottom image: the pair centred in the content rectangle.
    private func layoutConfigured(_ placement: Configuration.ImagePlacement, content: CGRect, image: CGSize, title: CGSize, gap: CGFloat) {
        var title = title
        switch placement {
        case .leading, .trailing:
            title.width = min(title.width, max(0, content.width - image.width - gap))
            let x0 = content.midX - (image.width + gap + title.width) / 2
            let titleX = placement == .trailing ? x0 : x0 + image.width + gap
            let imageX = placement == .trailing ? x0 + title.width + gap : x0
            titleLabel?.frame = CGRect(x: titleX, y: content.midY - title.height / 2, width: title.width, height: title.height)
            imageView?.frame = CGRect(x: imageX, y: content.midY - image.height / 2, width: image.width, height: image.height)
        case .top, .bottom:
            title.width = min(title.width, content.width)
            let y0 = content.midY - (image.height + gap + title.height) / 2
            let imageY = placement == .top ? y0 : y0 + title.height + gap
            let titleY = placement == .top ? y0 + image.height + gap : y0
            titleLabel?.frame = CGRect(x: content.midX - title.width / 2, y: titleY, width: title.width, height: title.height)
            imageView?.frame = CGRect(x: content.midX - image.width / 2, y: imageY, width: image.width, height: image.height)
        }
    }

    /// A sized rectangle after edge insets, as UIKit places its title and image: centred in the content
    /// rectangle inset by them, so it moves by half the difference of opposite insets (`left: 10` alone
    /// moves the title 5 points right; `left: -s, right: s` moves it `s` left), and shrinks only when
    /// the inset content rectangle is smaller than it.
    static func moved(_ rect: CGRect, by insets: UIEdgeInsets, in content: CGRect) -> CGRect {
        guard insets != .zero else { return rect }
        let width = min(rect.width, max(0, content.width - insets.left - insets.right))
        let height = min(rect.height, max(0, content.height - insets.top - insets.bottom))
        let midX = rect.midX + (insets.left - insets.right) / 2, midY = rect.midY + (insets.top - insets.bottom) / 2
        return CGRect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }

    /// Image and title side by side plus the content insets (Apple: `contentEdgeInsets` counts in
    /// `sizeThatFits(_:)` and `intrinsicContentSize`; title and image insets do not), at least the
    /// background image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let fixed = buttonType.systemSize, configuration == nil { return fixed }
        let insets = effectiveContentInsets
        let i = imageView?.image?.size ?? image(for: .normal)?.size ?? .zero
        let titleShown = titleLabel.map { !$0.isHidden } ?? false
        let t = titleShown ? (titleLabel?.sizeThatFits(size) ?? .zero) : .zero
        let gap = (i.width > 0 && t.width > 0) ? (configuration?.imagePadding ?? 0) : 0
        let bg = backgroundImage(for: .normal)?.size ?? .zero
        if let placement = configuration?.imagePlacement, placement == .top || placement == .bottom {
            return CGSize(width: max(max(i.width, t.width) + insets.left + insets.right, bg.width),
                          height: max(i.height + gap + t.height + insets.top + insets.bottom, bg.height))
        }
        return CGSize(width: max(i.width + gap + t.width + insets.left + insets.right, bg.width),
                      height: max(max(i.height, t.height) + insets.top + insets.bottom, bg.height))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Buttons send `.primaryActionTriggered` with `.touchUpInside` — unless the button shows its menu
    /// as its primary action, when the tap opens the menu instead (`UIButton+Menu.swift`).
    open override func sendActions(for events: Event) {
        var e = events
        if e.contains(.touchUpInside) {
            if showsMenuAsPrimaryAction, let menu {
                e.remove(.touchUpInside)
                presentMenu(menu)
            } else {
                e.insert(.primaryActionTriggered)
            }
        }
        guard !e.isEmpty else { return }
        super.sendActions(for: e)
    }
}
