import Foundation

/// iOS 13's bar appearance: the background and shadow of a navigation bar, toolbar or tab bar. The
/// bars draw `backgroundColor` (over the default, opaque or transparent background the `configure…`
/// methods choose) and `shadowColor` (the hairline); effects and images are kept.
open class UIBarAppearance: NSObject {
    /// Which background the appearance was configured with.
    enum BackgroundKind { case defaultBackground, opaque, transparent }
    var backgroundKind: BackgroundKind = .defaultBackground

    /// The background colour over the configured background (nil: the configured one's).
    open var backgroundColor: UIColor?
    /// The hairline's colour (nil: the system's 30 % black; `.clear` hides it).
    open var shadowColor: UIColor?
    /// Kept, not drawn.
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill

    public override init() {
        super.init()
    }

    /// A copy (UIKit's `copy()` of an appearance, typed).
    public init(barAppearance: UIBarAppearance) {
        super.init()
        copyValues(from: barAppearance)
    }

    func copyValues(from other: UIBarAppearance) {
        backgroundKind = other.backgroundKind
        backgroundColor = other.backgroundColor
        shadowColor = other.shadowColor
        backgroundImage = other.backgroundImage
        shadowImage = other.shadowImage
        backgroundImageContentMode = other.backgroundImageContentMode
    }

    /// The system's translucent background and hairline.
    open func configureWithDefaultBackground() {
        backgroundKind = .defaultBackground
        backgroundColor = nil
        shadowColor = nil
    }

    /// An opaque background in the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundKind = .opaque
        backgroundColor = nil
        shadowColor = nil
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundKind = .transparent
        backgroundColor = nil
        shadowColor = .clear
    }
}

/// iOS 13's navigation bar appearance: the bar's, plus the title's attributes (`.font`,
/// `.foregroundColor` drawn).
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    /// Kept, not drawn.
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()

    public override init() {
        super.init()
    }

    public init(barAppearance: UINavigationBarAppearance) {
        super.init(barAppearance: barAppearance)
        titleTextAttributes = barAppearance.titleTextAttributes
        largeTitleTextAttributes = barAppearance.largeTitleTextAttributes
        titlePositionAdjustment = barAppearance.titlePositionAdjustment
    }

    /// UIKit's back indicator images (kept).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// iOS 13's toolbar appearance.
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
}

/// iOS 13's tab bar appearance (the item appearances are kept, not drawn).
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
}

/// iOS 13's bar button item appearance (kept, not drawn).
open class UIBarButtonItemAppearance: NSObject {
    public struct StateAppearance {
        public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        public var titlePositionAdjustment = UIOffset.zero
        public var backgroundImage: UIImage?
    }
    open var normal = StateAppearance()
    open var highlighted = StateAppearance()
    open var disabled = StateAppearance()
    open var focused = StateAppearance()

    public override init() {
        super.init()
    }

    public init(style: UIBarButtonItem.Style) {
        super.init()
    }
}

/// iOS 13's tab bar item appearance (kept, not drawn).
open class UITabBarItemAppearance: NSObject {
    public struct StateAppearance {
        public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        public var titlePositionAdjustment = UIOffset.zero
        public var iconColor: UIColor?
        public var badgeBackgroundColor: UIColor?
    }
    open var normal = StateAppearance()
    open var selected = StateAppearance()
    open var disabled = StateAppearance()
    open var focused = StateAppearance()
}

/// UIKit's `UIOffset`.
public struct UIOffset: Equatable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}
