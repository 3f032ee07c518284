import Foundation

/// UIKit's trait collection: the environment a view is shown in. The preview is an iPhone in light
/// mode at iOS's default text size, so the values are iOS's for that device:
/// - `userInterfaceStyle` `.light` (MotionLab draws light mode only), `userInterfaceIdiom` `.phone`;
/// - size classes from the screen's size, by Apple's table for iPhones ("Device size classes",
///   Human Interface Guidelines — Layout): portrait is compact width, regular height; landscape is
///   compact height, and regular width from 896 points wide (the Plus/Max phones), compact below;
///   a screen at least 768 points both ways (an iPad-sized preview) is regular both ways;
/// - `displayScale` the screen's scale (`--scale`), `preferredContentSizeCategory` `.large`.
public final class UITraitCollection: Equatable, CustomStringConvertible {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    init(style: UIUserInterfaceStyle = .light, idiom: UIUserInterfaceIdiom = .phone,
         horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         scale: CGFloat, category: UIContentSizeCategory = .large) {
        userInterfaceStyle = style
        userInterfaceIdiom = idiom
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        preferredContentSizeCategory = category
        layoutDirection = .leftToRight
    }

    /// A collection with only a style set; the other traits unspecified.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) {
        self.init(style: style, idiom: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0, category: .unspecified)
    }

    /// The traits of a screen of `size` points at `scale` (see the type's comment).
    static func screen(size: CGSize, scale: CGFloat) -> UITraitCollection {
        if size.width >= 768, size.height >= 768 {
            return UITraitCollection(idiom: .pad, horizontal: .regular, vertical: .regular, scale: scale)
        }
        if size.width <= size.height {
            return UITraitCollection(horizontal: .compact, vertical: .regular, scale: scale)
        }
        return UITraitCollection(horizontal: size.width >= 896 ? .regular : .compact, vertical: .compact, scale: scale)
    }

    /// The traits of the current preview's screen.
    public static var current: UITraitCollection {
        let main = UIScreen.main
        return screen(size: main.bounds.size, scale: main.scale)
    }

    /// Whether the size classes, style or category differ (the traits `traitCollectionDidChange` reports).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != other?.userInterfaceStyle
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.userInterfaceIdiom == b.userInterfaceIdiom
            && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.displayScale == b.displayScale && a.preferredContentSizeCategory == b.preferredContentSizeCategory
    }

    public var description: String {
        "UITraitCollection(\(userInterfaceStyle), \(horizontalSizeClass)×\(verticalSizeClass), scale \(displayScale))"
    }
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light = 1, dark = 2 }
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6 }
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact = 1, regular = 2 }
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight = 0, rightToLeft = 1 }

/// Views and view controllers: `traitCollection`, and `traitCollectionDidChange(_:)` (declared in the
/// classes so subclasses can override it), called when the window's size changes the size classes.
@MainActor @preconcurrency public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {
    /// The traits of the screen the view is shown on (the preview's; see `UITraitCollection`).
    public var traitCollection: UITraitCollection {
        if let window { return UITraitCollection.screen(size: window.bounds.size, scale: window.screenScale) }
        return .current
    }
}

extension UIViewController: UITraitEnvironment {
    /// The traits of the screen the controller's view is shown on.
    public var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? .current }
}

extension UIWindow {
    /// Tells every view and view controller of the window that the traits changed from `previous`.
    func notifyTraitChange(from previous: UITraitCollection) {
        func visit(_ view: UIView) {
            view.viewControllerStorage?.traitCollectionDidChange(previous)
            view.traitCollectionDidChange(previous)
            for sub in view.subviews { visit(sub) }
        }
        visit(self)
    }
}
