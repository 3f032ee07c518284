import Foundation

/// iOS 15's button configurations: a value describing the button's look (`UIButton.Configuration`),
/// assigned to `button.configuration` or given to `UIButton(configuration:primaryAction:)`.
///
/// What Apple documents is followed exactly: the styles' meaning (`plain()` a transparent background,
/// `filled()` one filled with the tint colour, `tinted()` a tinted one, `gray()` a gray one; the
/// `bordered…` styles their iOS 15 counterparts), `cornerStyle` `.dynamic` by default, `capsule`
/// rounding to half the height, `contentInsets` as the distance from the content to the bounds,
/// and the edge-inset properties ignored while a configuration is set. The numbers Apple does not
/// document: the medium button's content insets 7/12/7/12 are the value Apple's engineers state, its
/// title in the body style (17 pt, so a "Button" button is 34.3 points high, as on iOS); the other
/// sizes' insets and fonts, the tinted background's 15 % tint, gray's `systemGray5` and the corner
/// radii (4/8/12 for `.small`/`.medium`/`.large`, 6 for `.dynamic` at `.medium`) are MotionLab's
/// choices, close to iOS's look but not measured against it.
extension UIButton {
    public struct Configuration {
        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Sendable {
            case fixed = -1, dynamic = 0, small = 1, medium = 2, large = 3, capsule = 4
        }
        /// The button's size class: its default insets, title font and corner radius.
        public enum Size: Int, Sendable { case mini, small, medium, large }
        /// Where the image sits relative to the title (UIKit's type is `NSDirectionalRectEdge`; these are
        /// the placements it accepts).
        public enum ImagePlacement: Sendable { case leading, trailing, top, bottom }

        /// The look the configuration was made with (`plain()`, `filled()`, …).
        enum Style: Equatable { case plain, tinted, gray, filled }
        let style: Style

        public var title: String?
        public var image: UIImage?
        /// Points between image and title (Apple's default 0).
        public var imagePadding: CGFloat = 0
        public var imagePlacement: ImagePlacement = .leading
        /// The colour the style derives its background from (nil: the tint colour, or gray for `gray()`).
        public var baseBackgroundColor: UIColor?
        /// The colour of title and image (nil: white for `filled()`, the tint colour otherwise).
        public var baseForegroundColor: UIColor?
        /// Default `.dynamic` (Apple).
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium { didSet { if buttonSize != oldValue, insetsAreDefault { setDefaultContentInsets() } } }
        /// The distance from the content (image and title) to the bounds. Default: the size's
        /// (7, 12, 7, 12 for `.medium`).
        public var contentInsets: NSDirectionalEdgeInsets {
            didSet { insetsAreDefault = false }
        }
        /// The background: colour (nil: the style's), corner radius (used by `.fixed` and `.dynamic`), border.
        public var background = UIBackgroundConfiguration()
        private var insetsAreDefault = true

        init(style: Style) {
            self.style = style
            contentInsets = Self.defaultInsets(for: .medium)
        }

        /// A transparent background; title and image in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A background of the tint colour at 15 % opacity; title and image in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background (`systemGray5`); title and image in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background filled with the tint colour; white title and image.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// iOS 15's `borderless()`: as `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// iOS 15's `bordered()`: as `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// iOS 15's `borderedTinted()`: as `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// iOS 15's `borderedProminent()`: as `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// Restores the size's default content insets.
        public mutating func setDefaultContentInsets() {
            contentInsets = Self.defaultInsets(for: buttonSize)
            insetsAreDefault = true
        }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font: the body style (17 pt) for medium and large buttons, subheadline (15)
        /// for small, caption 1 (12) for mini.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: return .preferredFont(forTextStyle: .caption1)
            case .small: return .preferredFont(forTextStyle: .subheadline)
            case .medium, .large: return .preferredFont(forTextStyle: .body)
            }
        }

        /// Title and image colour.
        func resolvedForegroundColor(tint: UIColor) -> UIColor {
            if let baseForegroundColor { return baseForegroundColor }
            return style == .filled ? .white : tint
        }

        /// The background colour (nil: none).
        func resolvedBackgroundColor(tint: UIColor) -> UIColor? {
            if let color = background.backgroundColor { return color }
            switch style {
            case .plain: return nil
            case .filled: return baseBackgroundColor ?? tint
            case .gray: return baseBackgroundColor ?? .systemGray5
            case .tinted:
                let base = baseBackgroundColor ?? tint
                return base.withAlphaComponent(base.cgColor.alpha * Self.tintedBackgroundOpacity)
            }
        }

        /// The tinted style's background opacity (times the base colour's own).
        static let tintedBackgroundOpacity: CGFloat = 0.15

        /// The corner radius for a background of this size.
        func resolvedCornerRadius(height: CGFloat, width: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .dynamic:
                if background.cornerRadius > 0 { return background.cornerRadius }
                switch buttonSize {
                case .mini, .small: return 4
                case .medium: return 6
                case .large: return 8
                }
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return max(0, min(height, width)) / 2
            }
        }
    }

    /// iOS 15's `UIButton(configuration:primaryAction:)`: a `.system` button styled by `configuration`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        adopt(primaryAction)
        configurationDidChange()   // an initialiser's own assignments do not run `didSet`
    }

    /// Applies `configuration` (or, when it is removed, the per-state look) to the subviews.
    func configurationDidChange() {
        if let configuration {
            titleLabel?.font = configuration.titleFont
            if configurationBackgroundView == nil {
                let background = UIView(frame: bounds)
                background.isUserInteractionEnabled = false
                insertSubview(background, at: 0)
                configurationBackgroundView = background
            }
        } else {
            configurationBackgroundView?.removeFromSuperview()
            configurationBackgroundView = nil
        }
        updateAppearance()
    }

    /// Colours, border and corners of the configuration's background.
    func updateConfigurationBackground() {
        guard let configuration, let view = configurationBackgroundView else { return }
        let fill = configuration.resolvedBackgroundColor(tint: tintColor)
        // Disabled: a style with a fill shows iOS's light grey fill (a background set explicitly is kept).
        view.backgroundColor = isEnabled || configuration.background.backgroundColor != nil || fill == nil
            ? fill : UIButton.disabledConfigurationFill
        view.layer.borderWidth = configuration.background.strokeWidth
        view.layer.borderColor = configuration.background.strokeColor?.cgColor(for: traitStyleStorage, elevated: traitElevatedStorage)
        view.layer.cornerRadius = configuration.resolvedCornerRadius(height: bounds.height, width: bounds.width)
        imageView?.tintColor = configurationForegroundColor
    }
}

/// UIKit's background configuration, as far as buttons use it: a fill, a corner radius, a border.
public struct UIBackgroundConfiguration: Equatable {
    /// The fill (nil: the button style's).
    public var backgroundColor: UIColor?
    /// Used by the `.fixed` corner style (and `.dynamic`, when non-zero). Default 0.
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    /// Set by the list styles (`listPlainCell()` …): what `updated(for:)` resolves for a cell's state.
    var listStyle: ListBackgroundStyle?
    public init() {}
    /// iOS's `UIBackgroundConfiguration.clear()`: no fill.
    public static func clear() -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration()
        c.backgroundColor = .clear
        return c
    }
}
