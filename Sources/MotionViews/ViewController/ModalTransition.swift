import Foundation

/// Timing of modal transitions.
extension UIViewController {
    /// Seconds a modal presentation or dismissal animates. UIKit does not publish it; 0.5 s matches
    /// the duration reproductions of iOS's transitions settle on (Flutter's Cupertino routes, "a
    /// relatively rigorous eyeball estimation") and a display-link count of a real transition.
    public static var modalTransitionDuration: TimeInterval = 0.5
    /// The curve, both ways: iOS's transitions start fast and settle slowly, and the reverse does not
    /// ease in (Flutter's port uses `linearToEaseOut` both ways for the same reason); of UIKit's four
    /// curves, ease-out is the one with that shape.
    public static var modalTransitionCurve: UIView.AnimationOptions = .curveEaseOut
}

/// Where a presented view goes for its style (window points).
struct ModalLayout {
    /// Height of the status bar of a bare window (the seeds' iPhone screen) and the gap above an iOS 13
    /// sheet's card.
    static let statusBarHeight: CGFloat = 20
    static let sheetGap: CGFloat = 10
    /// The status bar of the window: the device's safe-area top when it shows the device's chrome (a
    /// sheet sits 10 points below it, its presenter shrinks to it), else the classic 20 points.
    let statusBar: CGFloat
    /// Corner radius of a sheet's card and of the shrunken view behind it.
    static let sheetCornerRadius: CGFloat = 10

    let style: UIModalPresentationStyle
    let bounds: CGRect
    /// A sheet card's top in the window: below the status bar for the large detent, lower for a smaller
    /// one (`UISheetPresentationController`).
    let sheetTop: CGFloat
    /// Whether a sheet shows at the large detent (the presenting view shrinks behind it).
    let isLargeSheet: Bool
    /// Whether the content behind a smaller sheet is dimmed.
    let dimsBehind: Bool
    let cornerRadius: CGFloat
    let showsGrabber: Bool

    init(style: UIModalPresentationStyle, window: UIWindow, sheet: UISheetPresentationController? = nil) {
        self.style = style
        bounds = window.bounds
        statusBar = window.showsDeviceChrome ? max(window.deviceSafeAreaInsets.top, 0) : ModalLayout.statusBarHeight
        let largeTop = statusBar + ModalLayout.sheetGap
        if style == .pageSheet, let sheet {
            let maximum = max(0, bounds.height - largeTop)
            sheetTop = bounds.height - sheet.currentDetent.height(maximum: maximum, screen: bounds.height, traits: window.traitCollection)
            dimsBehind = sheet.dimsBehind
            cornerRadius = sheet.preferredCornerRadius.map { $0.isFinite ? max(0, $0) : ModalLayout.sheetCornerRadius } ?? ModalLayout.sheetCornerRadius
            showsGrabber = sheet.prefersGrabberVisible
        } else {
            sheetTop = largeTop
            dimsBehind = true
            cornerRadius = ModalLayout.sheetCornerRadius
            showsGrabber = false
        }
        isLargeSheet = sheetTop <= largeTop + 0.5
    }

    var isSheet: Bool { style == .pageSheet }

    /// The frame of the view added to the window (the card, for a sheet; it reaches one corner radius
    /// below the window so its rounded bottom corners stay off screen).
    var containerFrame: CGRect {
        guard isSheet else { return bounds }
        return CGRect(x: bounds.minX, y: bounds.minY + sheetTop, width: bounds.width,
                      height: bounds.height - sheetTop + cornerRadius)
    }

    /// The presented controller's view frame in the container (the window, or the card).
    var viewFrame: CGRect {
        guard isSheet else { return bounds }
        return CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - sheetTop)
    }

    /// Scale of the view behind a large sheet: shrunk about its centre until its top edge is at the
    /// bottom of the status bar, so it peeks out above the card; 1 behind a smaller sheet.
    var presenterScale: CGFloat {
        guard isLargeSheet else { return 1 }
        return bounds.height > 0 ? max(0, 1 - 2 * statusBar / bounds.height) : 1
    }

    /// The grabber's frame in the card: 36 × 5 points, 5 below the top, centred.
    var grabberFrame: CGRect { CGRect(x: (bounds.width - 36) / 2, y: 5, width: 36, height: 5) }

    /// The view to add to the window for `presentedView`: itself, or a rounded card holding it.
    func makeContainer(for presentedView: UIView) -> UIView {
        guard isSheet else {
            presentedView.frame = containerFrame
            return presentedView
        }
        let card = UIView(frame: containerFrame)
        card.clipsToBounds = true
        card.layer.cornerRadius = cornerRadius
        card.addSubview(presentedView)
        presentedView.frame = viewFrame
        if showsGrabber { card.addSubview(SheetGrabber(frame: grabberFrame)) }
        return card
    }

    /// The dimming behind a smaller sheet (nil when there is none to show).
    func makeDimming() -> UIView? {
        guard isSheet, !isLargeSheet, dimsBehind else { return nil }
        let d = UIView(frame: bounds)
        d.backgroundColor = ModalLayout.dimmingColor
        d.isUserInteractionEnabled = true   // the content behind takes no touches while dimmed
        return d
    }

    /// The dimming's colour behind a medium sheet.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)
}

/// A sheet's grabber: the rounded gray bar at the card's top.
final class SheetGrabber: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.24, alpha: 0.3)
        layer.cornerRadius = 2.5
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { nil }
}

/// The animation of one presentation or dismissal: real `UIView.animate` / `UIView.transition`
/// animations on the engine's clock, `UIViewController.modalTransitionDuration` long with
/// `modalTransitionCurve`.
///
/// - `.coverVertical`: the presented view slides up from below the window (its centre moves by the
///   window's height) and back down on dismissal.
/// - `.crossDissolve` (and `.partialCurl`): its alpha goes 0 → 1, and back.
/// - `.flipHorizontal`: the whole window turns over (`UIView.transition` with
///   `.transitionFlipFromRight`, `.transitionFlipFromLeft` on dismissal).
/// - A sheet's presenting view shrinks (`presenterScale`) and rounds its corners alongside, and
///   returns on dismissal.
final class ModalTransition {
    let style: UIModalTransitionStyle
    let layout: ModalLayout
    let window: UIWindow
    let container: UIView
    let presenterView: UIView?
    /// The presenting view's look before a sheet changed it.
    var presenterLook: (transform: CGAffineTransform, cornerRadius: CGFloat, clips: Bool)?
    /// Runs inside the transition's animation block (the `transitionCoordinator`'s alongside blocks).
    var alongside: () -> Void = {}
    /// The dimming behind a smaller sheet (made for a presentation, handed back for its dismissal).
    var dimming: UIView?

    init(style: UIModalTransitionStyle, layout: ModalLayout, window: UIWindow, container: UIView, presenterView: UIView?) {
        self.style = style
        self.layout = layout
        self.window = window
        self.container = container
        self.presenterView = presenterView
        if layout.isSheet, let p = presenterView {
            presenterLook = (p.transform, p.layer.cornerRadius, p.clipsToBounds)
        }
    }

    private var duration: TimeInterval { UIViewController.modalTransitionDuration }
    private var options: UIView.AnimationOptions { UIViewController.modalTransitionCurve }

    func present(animated: Bool, completion: @escaping () -> Void) {
        let finalCenter = container.center
        if layout.isSheet { presenterView?.clipsToBounds = true }
        dimming = layout.makeDimming()
        if let dimming {
            window.addSubview(dimming)
            if animated, duration > 0 {
                UIView.performWithoutAnimation { dimming.alpha = 0 }
                UIView.animate(withDuration: duration, delay: 0, options: options, animations: { dimming.alpha = 1 })
            }
        }
        guard animated, duration > 0 else {
            window.addSubview(container)
            container.layoutIfNeeded()
            shrinkPresenter(true)
            alongside()
            completion()
            return
        }
        switch style {
        case .coverVertical:
            window.addSubview(container)
            container.layoutIfNeeded()
            container.center = CGPoint(x: finalCenter.x, y: finalCenter.y + layout.bounds.height)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                self.container.center = finalCenter
                self.shrinkPresenter(true)
                self.alongside()
            }, completion: { _ in completion() })
        case .crossDissolve, .partialCurl:
            let alpha = container.alpha
            container.alpha = 0
            window.addSubview(container)
            container.layoutIfNeeded()
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                self.container.alpha = alpha
                self.shrinkPresenter(true)
                self.alongside()
            }, completion: { _ in completion() })
        case .flipHorizontal:
            UIView.transition(with: window, duration: duration, options: options.union(.transitionFlipFromRight),
                              animations: {
                                  self.window.addSubview(self.container)
                                  self.container.layoutIfNeeded()
                                  self.shrinkPresenter(true)
                                  self.alongside()
                              }, completion: { _ in completion() })
        }
    }

    func dismiss(animated: Bool, completion: @escaping () -> Void) {
        let alpha = container.alpha
        let dimming = self.dimming
        if let dimming {
            if animated, duration > 0 {
                UIView.animate(withDuration: duration, delay: 0, options: options, animations: { dimming.alpha = 0 })
            }
        }
        let done = {
            dimming?.removeFromSuperview()
            if let look = self.presenterLook { self.presenterView?.clipsToBounds = look.clips }
            completion()
            // The view may be presented again: give it back its own alpha once it is off screen.
            UIView.performWithoutAnimation { self.container.alpha = alpha }
        }
        guard animated, duration > 0 else {
            UIView.performWithoutAnimation { shrinkPresenter(false); alongside() }
            done()
            return
        }
        switch style {
        case .coverVertical:
            let c = container.center
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                self.container.center = CGPoint(x: c.x, y: c.y + self.layout.bounds.height)
                self.shrinkPresenter(false)
                self.alongside()
            }, completion: { _ in done() })
        case .crossDissolve, .partialCurl:
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                self.container.alpha = 0
                self.shrinkPresenter(false)
                self.alongside()
            }, completion: { _ in done() })
        case .flipHorizontal:
            UIView.transition(with: window, duration: duration, options: options.union(.transitionFlipFromLeft),
                              animations: {
                                  self.container.removeFromSuperview()
                                  self.shrinkPresenter(false)
                                  self.alongside()
                              }, completion: { _ in done() })
        }
    }

    /// A sheet's presenting view: shrunk with rounded corners (`on`), or back to its own look.
    private func shrinkPresenter(_ on: Bool) {
        guard layout.isSheet, let p = presenterView, let look = presenterLook else { return }
        if on {
            guard layout.isLargeSheet else { return }
            let s = layout.presenterScale
            p.transform = look.transform.concatenating(CGAffineTransform(scaleX: s, y: s))
            p.layer.cornerRadius = ModalLayout.sheetCornerRadius
        } else {
            p.transform = look.transform
            p.layer.cornerRadius = look.cornerRadius
        }
    }
}
