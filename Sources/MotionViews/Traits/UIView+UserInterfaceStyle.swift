import Foundation

/// Light and dark appearance, as UIKit propagates it: the device's style (`UITraitCollection.deviceStyle`)
/// flows window → root view controller → views, children and presented controllers; an
/// `overrideUserInterfaceStyle` on a window, controller or view sets it for that subtree.
///
/// Each view keeps its style (`traitStyleStorage`), always equal to what its ancestors give it, so reading
/// `traitCollection` is constant-time and a change walks only the views whose style changes (a subtree
/// under its own override is left alone). A view whose style changes, top-down: its `backgroundColor` is
/// resolved again into its layer; built-in views resolve the colours they keep in layers
/// (`userInterfaceStyleDidChange`); a view with a dynamic tint hears `tintColorDidChange()`; it is marked
/// for layout and display (labels and `draw(_:)` draw again, in the new style); then its controller's and
/// its own `traitCollectionDidChange(_:)` are called once, with the previous traits and
/// `UITraitCollection.current` the new ones. `CGColor`s set on layers directly keep their colour, as in
/// UIKit. Nothing is resolved per frame: only on a change.
extension UIView {
    /// The style this view would have now (see the type's comment).
    var effectiveTraitStyle: UIUserInterfaceStyle {
        if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
        if mayHaveViewController, let vc = viewControllerStorage {
            if vc.overrideUserInterfaceStyle != .unspecified { return vc.overrideUserInterfaceStyle }
            // A presented controller takes its presenter's traits, wherever its view sits in the window.
            if vc.parentStorage == nil, let presenter = vc.presentingStorage, let pv = presenter.viewIfLoaded, pv !== self {
                return pv.traitStyleStorage
            }
        }
        if let s = superviewStorage { return s.traitStyleStorage }
        return UITraitCollection.deviceStyle == .dark ? .dark : .light
    }

    /// Whether this view would be at the elevated level now: a controller's view presented as a sheet
    /// (page or form sheet, popover — iOS's elevated presentations), else what its superview (or presenter)
    /// has.
    var effectiveTraitElevated: Bool {
        if mayHaveViewController, let vc = viewControllerStorage, vc.parentStorage == nil, let presenter = vc.presentingStorage {
            if vc.modalPresentationStyle.resolved == .pageSheet { return true }
            if let pv = presenter.viewIfLoaded, pv !== self { return pv.traitElevatedStorage }
        }
        return superviewStorage?.traitElevatedStorage ?? false
    }

    /// Brings this view's style, and its subtree's, up to date after something it inherits from changed
    /// (an override, its superview, its controller, the device's style). Constant-time when nothing changed.
    func updateTraitStyle() {
        let new = effectiveTraitStyle, newElevated = effectiveTraitElevated
        guard new != traitStyleStorage || newElevated != traitElevatedStorage else { return }
        let old = traitStyleStorage, oldElevated = traitElevatedStorage
        traitStyleStorage = new
        traitElevatedStorage = newElevated
        styleChanged(from: old, elevated: oldElevated)
        for sub in subviewStorage { sub.updateTraitStyle() }
        if mayHaveViewController, let presented = viewControllerStorage?.presentedViewController?.viewIfLoaded {
            presented.updateTraitStyle()
        }
    }

    /// The work on one view whose style changed from `old` (see the type's comment).
    private func styleChanged(from old: UIUserInterfaceStyle, elevated oldElevated: Bool) {
        let new = traitStyleStorage
        let now = traitCollection
        let previous = UITraitCollection(style: old, idiom: now.userInterfaceIdiom, horizontal: now.horizontalSizeClass,
                                         vertical: now.verticalSizeClass, scale: now.displayScale, category: now.preferredContentSizeCategory,
                                         level: oldElevated ? .elevated : .base)
        now.performAsCurrent {
            // The colour set as `backgroundColor`, while the layer still shows it (not replaced on the layer).
            if let bg = backgroundColorStorage, bg.isDynamic, layer.backgroundColor == bg.cgColor(for: old, elevated: oldElevated) {
                layer.backgroundColor = bg.cgColor(for: new, elevated: traitElevatedStorage)
            }
            userInterfaceStyleDidChange()
            if tintColor.isDynamic { tintColorDidChange() }
            setNeedsLayout()
            // What the view drew (a label's text, a `draw(_:)`'s picture) is drawn again in the new style; a
            // view that draws nothing of its own is not asked to (a backing store of its bounds for nothing —
            // over the size limit for a long list's content).
            if layer.contents != nil || layer.drawsOwnContent { setNeedsDisplay() }
            // The status bar's `.default` follows the style of the controller it asks.
            if mayHaveViewController, viewControllerStorage != nil, let window, window.statusBarController === viewControllerStorage {
                window.statusBarAppearanceDidChange()
            }
            if mayHaveViewController, let vc = viewControllerStorage {
                vc.traitCollectionDidChange(previous)
                vc.runTraitChangeRegistrations(previous: previous)
            }
            traitCollectionDidChange(previous)
            runTraitChangeRegistrations(previous: previous)
        }
    }
}

extension UIView: LayerDisplayScoping {
    /// The view's layer displays in the view's traits: a label's text, a `draw(_:)` and what it draws
    /// (strings included, painted when the backing store is read) resolve dynamic colours in the view's
    /// style, whether the display comes from a layout pass or from the frame's display queue.
    package func performDisplay(of layer: CALayer, _ display: () -> Void) {
        UITraitCollection.withCurrentStyle(traitStyleStorage, elevated: traitElevatedStorage, display)
    }
}

extension UITraitCollection {
    /// Sets the device's appearance (the preview's `--appearance`, the window's appearance key) and brings
    /// every window of the session up to date: views that inherit it change style, with their callbacks.
    package static func setDeviceStyle(_ style: UIUserInterfaceStyle) {
        deviceStyle = style == .dark ? .dark : .light
        for window in UIApplication.shared.windows { window.updateTraitStyle() }
    }
}

extension UIScreen {
    /// The screen's traits (UIScreen is a `UITraitEnvironment` on iOS): its size classes and scale, in the
    /// device's appearance.
    public var traitCollection: UITraitCollection {
        UITraitCollection.screen(size: bounds.size, scale: scale, style: UITraitCollection.deviceStyle)
    }
}
