import Foundation

/// The strip at the bottom of the window where the first responder's `inputView` shows instead of the
/// keyboard, with its `inputAccessoryView` above — the date picker under a text field of every iOS form.
///
/// It slides up over `slideDuration` (UIKit's keyboard animation, 0.25 s) when a responder with input
/// views becomes first, and down (then leaves the window) when it resigns; a second field taking over
/// swaps the contents in place. Heights: the view's frame height, else its intrinsic height, else 216
/// points for the input view and 44 for the accessory; the strip reaches under the home indicator (the
/// window's bottom safe-area inset), on the keyboard's backdrop colour. No keyboard notifications are
/// posted (see the README).
final class InputViewHost: UIView {
    static let slideDuration: TimeInterval = 0.25
    static let defaultInputHeight: CGFloat = 216
    static let defaultAccessoryHeight: CGFloat = 44
    /// iOS's light keyboard backdrop.
    static let backdrop = UIColor(red: 209 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1)

    /// The responder whose views are shown (nil while sliding away).
    weak var owner: UIResponder?
    private weak var shownInput: UIView?
    private weak var shownAccessory: UIView?

    private static func host(in window: UIWindow) -> InputViewHost? {
        window.subviews.last { $0 is InputViewHost } as? InputViewHost
    }

    private static func height(_ v: UIView, default d: CGFloat) -> CGFloat {
        if v.frame.height > 0 { return v.frame.height }
        let h = v.intrinsicContentSize.height
        return h > 0 && h.isFinite ? h : d
    }

    /// Shows `responder`'s input views in its window (nothing when it has none or is not in a window).
    static func present(for responder: UIResponder, animated: Bool) {
        guard let view = responder as? UIView, let window = view.window else { return }
        let input = responder.inputView, accessory = responder.inputAccessoryView
        guard input != nil || accessory != nil else {
            if let host = host(in: window) { host.slideAway(in: window) }
            return
        }
        let existing = host(in: window)
        let host = existing ?? InputViewHost()
        host.owner = responder
        host.backgroundColor = backdrop
        for old in [host.shownInput, host.shownAccessory] {
            if let old, old !== input, old !== accessory, old.superview === host { old.removeFromSuperview() }
        }
        let w = window.bounds.width
        let accessoryHeight = accessory.map { height($0, default: defaultAccessoryHeight) } ?? 0
        let inputHeight = input.map { height($0, default: defaultInputHeight) } ?? 0
        let total = accessoryHeight + inputHeight + window.safeAreaInsets.bottom
        let final = CGRect(x: 0, y: window.bounds.height - total, width: w, height: total)
        UIView.performWithoutAnimation {
            if let accessory {
                accessory.frame = CGRect(x: 0, y: 0, width: w, height: accessoryHeight)
                if accessory.superview !== host { host.addSubview(accessory) }
            }
            if let input {
                input.frame = CGRect(x: 0, y: accessoryHeight, width: w, height: inputHeight)
                if input.superview !== host { host.addSubview(input) }
            }
            if existing == nil {
                host.frame = CGRect(x: 0, y: window.bounds.height, width: w, height: total)
                window.addSubview(host)
            }
        }
        host.shownInput = input
        host.shownAccessory = accessory
        window.bringSubviewToFront(host)
        if animated, host.frame != final {
            UIView.animate(withDuration: slideDuration, delay: 0, options: [.curveEaseInOut]) { host.frame = final }
        } else {
            UIView.performWithoutAnimation { host.frame = final }
        }
    }

    /// Slides `responder`'s input views away (when they are the ones shown).
    static func dismiss(for responder: UIResponder) {
        guard let view = responder as? UIView, let window = view.window, let host = host(in: window),
              host.owner === responder else { return }
        host.slideAway(in: window)
    }

    private func slideAway(in window: UIWindow) {
        owner = nil
        let gone = CGRect(x: 0, y: window.bounds.height, width: frame.width, height: frame.height)
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseInOut], animations: { self.frame = gone }) { _ in
            // Another responder may have taken the strip over meanwhile.
            if self.owner == nil { self.removeFromSuperview() }
        }
    }
}
