import Foundation

/// UIKit's appearance proxies: `UINavigationBar.appearance().barTintColor = .systemIndigo` styles every
/// navigation bar that enters a window afterwards, as on iOS. The proxy is an instance of the class that
/// never shows; when a view of that class (or a subclass) first enters a window, each property the view
/// still has at its class's default takes the proxy's value (so a value set on the view itself wins, as
/// UIKit's rule has it). Proxies of superclasses apply first, then of subclasses. The properties carried
/// over: a view's `tintColor` and `backgroundColor`; a label's `textColor` and `font`; the bars' tints,
/// translucency, styles, title attributes, background and shadow images and iOS 13 appearances. Proxies
/// belong to the preview session. `appearance(whenContainedInInstancesOf:)` and `appearance(for:)` give
/// the same proxy (containment and traits are not told apart).
@MainActor @preconcurrency public protocol UIAppearanceContainer: AnyObject {}
extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIView {
    /// The proxy of this class: set properties on it to style views of the class that appear later.
    public class func appearance() -> Self {
        let registry = AppearanceRegistry.current
        let key = ObjectIdentifier(self)
        if let proxy = registry.views[key] as? Self { return proxy }
        let proxy = self.init(coder: NSCoder())!
        registry.views[key] = proxy
        return proxy
    }

    /// The same proxy (this preview does not tell containers apart).
    public class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        appearance()
    }

    /// The same proxy (traits do not vary in a preview).
    public class func appearance(for trait: UITraitCollection) -> Self { appearance() }

    /// Applies the proxies of this view's classes to it and its subviews, once per view, when they
    /// enter a window.
    func applyAppearanceInSubtree() {
        let registry = AppearanceRegistry.current
        guard !registry.views.isEmpty else { return }
        applyAppearance(registry)
    }

    private func applyAppearance(_ registry: AppearanceRegistry) {
        if !appearanceApplied {
            appearanceApplied = true
            var chain: [UIView] = []
            var cls: AnyClass? = type(of: self)
            while let c = cls, c != UIResponder.self {
                if let proxy = registry.views[ObjectIdentifier(c)] { chain.append(proxy) }
                cls = _getSuperclass(c)
            }
            for proxy in chain.reversed() { copyAppearance(from: proxy) }
        }
        for s in subviews { s.applyAppearance(registry) }
    }
}

extension UIBarItem {
    /// The proxy of bar items of this class (`UIBarButtonItem.appearance().tintColor`): items shown in a
    /// bar afterwards take its tint and title attributes where they have none of their own.
    public class func appearance() -> Self {
        let registry = AppearanceRegistry.current
        let key = ObjectIdentifier(self)
        if let proxy = registry.items[key] as? Self { return proxy }
        let proxy = self.init(coder: NSCoder())!
        registry.items[key] = proxy
        return proxy
    }

    public class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        appearance()
    }

    /// The proxies of this item's classes, most specific first.
    var appearanceProxies: [UIBarItem] {
        let registry = AppearanceRegistry.current
        guard !registry.items.isEmpty else { return [] }
        var out: [UIBarItem] = []
        var cls: AnyClass? = type(of: self)
        while let c = cls, c != NSObject.self {
            if let proxy = registry.items[ObjectIdentifier(c)], proxy !== self { out.append(proxy) }
            cls = _getSuperclass(c)
        }
        return out
    }
}

/// The session's appearance proxies, by class.
final class AppearanceRegistry {
    var views: [ObjectIdentifier: UIView] = [:]
    var items: [ObjectIdentifier: UIBarItem] = [:]

    static var current: AppearanceRegistry {
        AnimationContext.current.state(AppearanceRegistry.self) { AppearanceRegistry() }
    }
}
