import Foundation

/// UIKit's visual effects, as far as MotionLab draws them.
///
/// iOS blurs what is behind a `UIVisualEffectView` live. MotionLab's renderer has no backdrop filter, so
/// a blur effect is drawn as its material's translucent tint over what is behind: the same light or dark
/// tints SwiftUI's materials use here (see `tint`), without the blur. Everything else is UIKit's:
/// `init(effect:)`, the `contentView` your subviews go in (filling the view), `effect` set inside an
/// animation block animating between tints (nil: none, so `effect = nil` fades the material out, and a
/// paused `UIViewPropertyAnimator`'s `fractionComplete` holds it part-way, the "partial blur" idiom), and a
/// `UIVibrancyEffect` whose content draws as it is (vibrancy's blending with the backdrop is not drawn).
open class UIVisualEffect: NSObject {}

/// UIKit's blur effect; `style` picks the material (raw values as UIKit's).
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9, systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The tint drawn for the material: a gray of 0.97 (light) or 0.11 (dark) at the material's opacity —
    /// ultra-thin 0.35, thin 0.5, regular 0.7, thick 0.85, chrome 0.93; the iOS 8 styles `.light` 0.6,
    /// `.extraLight`/`.prominent` 0.8, `.dark` 0.73. The `…Light` and `…Dark` styles, `.light`,
    /// `.extraLight` and `.dark` are fixed; the adaptive ones (`.systemMaterial`…, `.regular`,
    /// `.prominent`) are dynamic colours, light or dark with the view's style, as UIKit's adapt.
    public var tint: UIColor {
        let light: CGFloat = 0.97, dark: CGFloat = 0.11
        func adaptive(_ alpha: CGFloat) -> UIColor { UIColor(light: CGColor(gray: light, alpha: alpha), dark: CGColor(gray: dark, alpha: alpha)) }
        switch style {
        case .extraLight: return UIColor(white: light, alpha: 0.8)
        case .prominent: return adaptive(0.8)
        case .light: return UIColor(white: light, alpha: 0.6)
        case .regular: return adaptive(0.6)
        case .dark: return UIColor(white: dark, alpha: 0.73)
        case .systemUltraThinMaterial: return adaptive(0.35)
        case .systemThinMaterial: return adaptive(0.5)
        case .systemMaterial: return adaptive(0.7)
        case .systemThickMaterial: return adaptive(0.85)
        case .systemChromeMaterial: return adaptive(0.93)
        case .systemUltraThinMaterialLight: return UIColor(white: light, alpha: 0.35)
        case .systemThinMaterialLight: return UIColor(white: light, alpha: 0.5)
        case .systemMaterialLight: return UIColor(white: light, alpha: 0.7)
        case .systemThickMaterialLight: return UIColor(white: light, alpha: 0.85)
        case .systemChromeMaterialLight: return UIColor(white: light, alpha: 0.93)
        case .systemUltraThinMaterialDark: return UIColor(white: dark, alpha: 0.35)
        case .systemThinMaterialDark: return UIColor(white: dark, alpha: 0.5)
        case .systemMaterialDark: return UIColor(white: dark, alpha: 0.7)
        case .systemThickMaterialDark: return UIColor(white: dark, alpha: 0.85)
        case .systemChromeMaterialDark: return UIColor(white: dark, alpha: 0.93)
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect else { return false }
        return other.style == style
    }

    open override var hash: Int { style.rawValue }
}

/// UIKit's vibrancy effect (iOS 13's `init(blurEffect:style:)` styles included). Content in a vibrancy
/// effect view draws as it is.
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle?

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// UIKit's `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// UIKit's visual effect view (see `UIVisualEffect` for what is drawn).
open class UIVisualEffectView: UIView {
    /// Where the view's content goes (UIKit: "Add subviews to the contentView and not to the visual effect
    /// view directly"); it fills the view.
    public let contentView = UIView(frame: .zero)
    /// Draws the blur effect's tint, under the content.
    let tintView = UIView(frame: .zero)

    /// The effect; set inside an animation block, the tint animates (nil: no tint).
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// An effect view with no effect (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for v in [tintView, contentView] {
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(v)
        }
        tintView.isUserInteractionEnabled = false
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// The tint of the current effect: a blur's material, none for vibrancy or no effect.
    private func applyEffect() {
        if let blur = effect as? UIBlurEffect {
            tintView.backgroundColor = blur.tint
        } else {
            // Fade to the same gray with no opacity, so an animation to nil only fades.
            let previous = tintView.backgroundColor ?? .clear
            tintView.backgroundColor = previous.withAlphaComponent(0)
        }
    }
}
