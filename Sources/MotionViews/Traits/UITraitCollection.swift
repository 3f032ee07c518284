import Foundation

/// UIKit's trait collection: the environment a view is shown in. The preview is an iPhone at iOS's
/// default text size, so the values are iOS's for that device:
/// - `userInterfaceStyle` the device's appearance (`UITraitCollection.deviceStyle`: light unless the
///   preview runs with `--appearance dark` or the window's appearance key switched it), overridden for a
///   subtree by `overrideUserInterfaceStyle` on a window, controller or view (see
///   `UIView+UserInterfaceStyle.swift`); `userInterfaceIdiom` `.phone`;
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
    /// iOS 13's level: `.elevated` in a sheet, form sheet or popover (dark mode's backgrounds are lighter
    /// there: `systemBackground` #1C1C1E instead of black), `.base` elsewhere.
    public let userInterfaceLevel: UIUserInterfaceLevel

    init(style: UIUserInterfaceStyle = .light, idiom: UIUserInterfaceIdiom = .phone,
         horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         scale: CGFloat, category: UIContentSizeCategory = .large, level: UIUserInterfaceLevel = .base) {
        userInterfaceStyle = style
        userInterfaceLevel = level
        userInterfaceIdiom = idiom
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        preferredContentSizeCategory = category
        layoutDirection = .leftToRight
    }

    /// A collection with only a style set; the other traits unspecified.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) {
        self.init(style: style, idiom: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0, category: .unspecified, level: .unspecified)
    }

    /// A collection with only a level set; the other traits unspecified.
    public convenience init(userInterfaceLevel level: UIUserInterfaceLevel) {
        self.init(style: .unspecified, idiom: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0, category: .unspecified, level: level)
    }

    /// The collections' traits combined, later ones winning where they are specified (UIKit's
    /// `init(traitsFrom:)`).
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, idiom = UIUserInterfaceIdiom.unspecified
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0, category = UIContentSizeCategory.unspecified, level = UIUserInterfaceLevel.unspecified
        for c in collections {
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
            if c.horizontalSizeClass != .unspecified { h = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { v = c.verticalSizeClass }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.preferredContentSizeCategory != .unspecified { category = c.preferredContentSizeCategory }
            if c.userInterfaceLevel != .unspecified { level = c.userInterfaceLevel }
        }
        self.init(style: style, idiom: idiom, horizontal: h, vertical: v, scale: scale, category: category, level: level)
    }

    /// The traits of a screen of `size` points at `scale` (see the type's comment) in `style`.
    static func screen(size: CGSize, scale: CGFloat, style: UIUserInterfaceStyle = UITraitCollection.deviceStyle,
                       level: UIUserInterfaceLevel = .base) -> UITraitCollection {
        if size.width >= 768, size.height >= 768 {
            return UITraitCollection(style: style, idiom: .pad, horizontal: .regular, vertical: .regular, scale: scale, level: level)
        }
        if size.width <= size.height {
            return UITraitCollection(style: style, horizontal: .compact, vertical: .regular, scale: scale, level: level)
        }
        return UITraitCollection(style: style, horizontal: size.width >= 896 ? .regular : .compact, vertical: .compact, scale: scale, level: level)
    }

    /// The device's appearance (Settings ▸ Display & Brightness): the style of every window that does not
    /// override it. Light by default; the preview's `--appearance` option and the window's appearance key
    /// set it through `UITraitCollection.setDeviceStyle(_:)`, which tells the windows.
    package nonisolated(unsafe) static var deviceStyle: UIUserInterfaceStyle = .light {
        didSet { if currentStorage == nil { currentStyle = deviceStyle == .dark ? .dark : .light } }
    }

    /// The style dynamic colours resolve in now: `current`'s, kept apart so resolving a system colour in a
    /// draw reads one value instead of making a collection. Set with `current`, and by the layout pass
    /// to each view's style around its layout and display.
    package nonisolated(unsafe) static var currentStyle: UIUserInterfaceStyle = .light
    /// Whether dynamic colours resolve at the elevated level now (kept with `currentStyle`).
    package nonisolated(unsafe) static var currentElevated = false

    /// The collection set as current (`current`'s setter, `performAsCurrent`); nil: the screen's.
    private nonisolated(unsafe) static var currentStorage: UITraitCollection?

    /// The traits dynamic colours resolve with now (UIKit's `UITraitCollection.current`): inside a view's
    /// `draw(_:)`, `layoutSubviews()` and `traitCollectionDidChange(_:)` the view's traits; elsewhere the
    /// screen's, in the device's appearance. Settable, as in iOS 13+.
    public static var current: UITraitCollection {
        get {
            // The collection set, while the style the layout pass set agrees with it.
            if let c = currentStorage, (c.userInterfaceStyle == .dark) == (currentStyle == .dark),
               (c.userInterfaceLevel == .elevated) == currentElevated { return c }
            let main = UIScreen.main
            return screen(size: main.bounds.size, scale: main.scale, style: currentStyle, level: currentElevated ? .elevated : .base)
        }
        set {
            currentStorage = newValue
            currentStyle = newValue.userInterfaceStyle == .dark ? .dark : .light
            currentElevated = newValue.userInterfaceLevel == .elevated
        }
    }

    /// Runs `actions` with this collection as `current` (iOS 13's `performAsCurrent(_:)`), then puts the
    /// previous one back.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let (storage, style, elevated) = (UITraitCollection.currentStorage, UITraitCollection.currentStyle, UITraitCollection.currentElevated)
        UITraitCollection.current = self
        defer { UITraitCollection.currentStorage = storage; UITraitCollection.currentStyle = style; UITraitCollection.currentElevated = elevated }
        try actions()
    }

    /// Runs `body` with dynamic colours resolving in `style` (the layout pass's cheap form of
    /// `performAsCurrent`: no collection is made unless code asks for `current`).
    package static func withCurrentStyle<T>(_ style: UIUserInterfaceStyle, elevated: Bool = false, _ body: () throws -> T) rethrows -> T {
        let (storage, outer, outerElevated) = (currentStorage, currentStyle, currentElevated)
        currentStorage = nil
        currentStyle = style == .dark ? .dark : .light
        currentElevated = elevated
        defer { currentStorage = storage; currentStyle = outer; currentElevated = outerElevated }
        return try body()
    }

    /// Whether `other` would resolve dynamic colours differently: its style or level differs (UIKit also counts
    /// the contrast, not modelled here).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != other?.userInterfaceStyle || userInterfaceLevel != other?.userInterfaceLevel
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.userInterfaceIdiom == b.userInterfaceIdiom
            && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.displayScale == b.displayScale && a.preferredContentSizeCategory == b.preferredContentSizeCategory
            && a.userInterfaceLevel == b.userInterfaceLevel
    }

    public var description: String {
        "UITraitCollection(\(userInterfaceStyle), \(horizontalSizeClass)×\(verticalSizeClass), scale \(displayScale))"
    }
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light = 1, dark = 2 }
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base = 0, elevated = 1 }
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
    /// The traits of the screen the view is shown on (the preview's; see `UITraitCollection`), in the
    /// view's appearance (`overrideUserInterfaceStyle` here or above, else the device's).
    public var traitCollection: UITraitCollection {
        let level: UIUserInterfaceLevel = traitElevatedStorage ? .elevated : .base
        if let window { return UITraitCollection.screen(size: window.bounds.size, scale: window.screenScale, style: traitStyleStorage, level: level) }
        let main = UIScreen.main
        return UITraitCollection.screen(size: main.bounds.size, scale: main.scale, style: traitStyleStorage, level: level)
    }
}

extension UIViewController: UITraitEnvironment {
    /// The traits of the screen the controller's view is shown on.
    public var traitCollection: UITraitCollection {
        if let v = viewIfLoaded { return v.traitCollection }
        let main = UIScreen.main
        let style = overrideUserInterfaceStyle != .unspecified ? overrideUserInterfaceStyle : UITraitCollection.deviceStyle
        return UITraitCollection.screen(size: main.bounds.size, scale: main.scale, style: style)
    }
}

extension UIWindow {
    /// Tells every view and view controller of the window that the traits changed from `previous`.
    func notifyTraitChange(from previous: UITraitCollection) {
        func visit(_ view: UIView) {
            let prior = UITraitCollection(style: view.traitStyleStorage, idiom: previous.userInterfaceIdiom, horizontal: previous.horizontalSizeClass,
                                          vertical: previous.verticalSizeClass, scale: previous.displayScale, category: previous.preferredContentSizeCategory,
                                          level: view.traitElevatedStorage ? .elevated : .base)
            UITraitCollection.withCurrentStyle(view.traitStyleStorage, elevated: view.traitElevatedStorage) {
                if let vc = view.viewControllerStorage {
                    vc.traitCollectionDidChange(prior)
                    vc.runTraitChangeRegistrations(previous: prior)
                }
                view.traitCollectionDidChange(prior)
                view.runTraitChangeRegistrations(previous: prior)
            }
            for sub in view.subviews { visit(sub) }
        }
        visit(self)
    }
}
