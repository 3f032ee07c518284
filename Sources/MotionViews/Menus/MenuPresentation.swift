import Foundation

/// A `UIMenu` on screen, as iOS 14+ shows a button's, a bar button item's or a context menu: the panel
/// (`MenuPanelView`) next to what it came from — below it when it fits, else above, aligned with its
/// edge nearer the screen's edge, kept 8 points inside the window's safe area — springing open from that
/// point (scale from 0.3 and fading in, a critically damped 0.4 s spring), over a clear layer that
/// takes the next touch outside the panel to close the menu (a context menu's dims the screen). A tap
/// on an action closes the menu and runs it with the sender the menu came from; a tap on a submenu row
/// shows that menu in place. One menu at a time: a new one closes the last.
public final class MenuPresentation {
    /// The menu shown now, if any (held here while shown).
    public private(set) nonisolated(unsafe) static var current: MenuPresentation?

    /// Seconds the menu takes to spring open and to fade away.
    public static let openDuration: TimeInterval = 0.4
    public static let closeDuration: TimeInterval = 0.2
    /// Points between the menu and what it came from, and between the menu and the window's safe edges.
    static let gap: CGFloat = 8

    public let menu: UIMenu
    let overlay: MenuOverlayView
    private(set) var panel: MenuPanelView
    /// Window coordinates.
    let sourceRect: CGRect
    weak var sender: AnyObject?
    /// Told of the action chosen (after it ran), e.g. a pop-up button showing its new selection.
    var onAction: ((UIAction) -> Void)?
    var onDismiss: (() -> Void)?
    public private(set) var isDismissed = false

    /// Shows `menu` next to `sourceRect` (window coordinates) of `window`.
    @discardableResult
    public static func present(_ menu: UIMenu, from sourceRect: CGRect, in window: UIWindow, sender: AnyObject?,
                               dimsBackground: Bool = false) -> MenuPresentation? {
        guard !MenuPanelView.lines(of: menu).isEmpty else { return nil }
        current?.dismiss(animated: false)
        let p = MenuPresentation(menu: menu, sourceRect: sourceRect, window: window, sender: sender, dims: dimsBackground)
        current = p
        return p
    }

    /// Shows `menu` next to `view`. A context menu (`dimsBackground`) keeps the view itself undimmed,
    /// lifted above the dimming (a snapshot of it), as iOS shows the pressed view.
    @discardableResult
    public static func present(_ menu: UIMenu, from view: UIView, sender: AnyObject?, dimsBackground: Bool = false) -> MenuPresentation? {
        guard let window = view.window else { return nil }
        let rect = view.convert(view.bounds, to: window)
        guard let p = present(menu, from: rect, in: window, sender: sender, dimsBackground: dimsBackground) else { return nil }
        if dimsBackground, let lifted = view.snapshotView(afterScreenUpdates: false) {
            lifted.frame = rect
            lifted.isUserInteractionEnabled = false
            p.overlay.insertSubview(lifted, belowSubview: p.panel)
        }
        return p
    }

    private init(menu: UIMenu, sourceRect: CGRect, window: UIWindow, sender: AnyObject?, dims: Bool) {
        self.menu = menu
        self.sourceRect = sourceRect
        self.sender = sender
        overlay = MenuOverlayView(frame: window.bounds)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        overlay.dimming = dims ? 0.2 : 0
        panel = MenuPanelView(menu: menu)
        overlay.presentation = self
        window.addSubview(overlay)
        window.keepChromeInFront()
        show(panel, animated: true)
    }

    /// Where the panel goes (window coordinates).
    func panelFrame(for size: CGSize) -> CGRect {
        let bounds = overlay.bounds
        let safe = bounds.inset(by: overlay.window?.safeAreaInsets ?? .zero).insetBy(dx: Self.gap, dy: Self.gap)
        let x = sourceRect.midX < bounds.midX ? sourceRect.minX : sourceRect.maxX - size.width
        var y = sourceRect.maxY + Self.gap
        if y + size.height > safe.maxY, sourceRect.minY - Self.gap - size.height >= safe.minY {
            y = sourceRect.minY - Self.gap - size.height
        }
        let cx = min(max(x, safe.minX), max(safe.minX, safe.maxX - size.width))
        let cy = min(max(y, safe.minY), max(safe.minY, safe.maxY - size.height))
        return CGRect(origin: CGPoint(x: cx, y: cy), size: size)
    }

    private func show(_ panel: MenuPanelView, animated: Bool) {
        let frame = panelFrame(for: panel.bounds.size)
        panel.frame = frame
        panel.onAction = { [weak self] action in self?.choose(action) }
        panel.onSubmenu = { [weak self] submenu in self?.open(submenu) }
        overlay.addSubview(panel)
        guard animated else { return }
        // Springs open from the point of the source nearest the panel.
        let anchor = CGPoint(x: min(max(sourceRect.midX, frame.minX), frame.maxX),
                             y: frame.minY >= sourceRect.maxY ? frame.minY : frame.maxY)
        let s: CGFloat = 0.3
        let c = CGPoint(x: frame.midX, y: frame.midY)
        UIView.performWithoutAnimation {
            panel.transform = CGAffineTransform(translationX: (anchor.x - c.x) * (1 - s), y: (anchor.y - c.y) * (1 - s)).scaledBy(x: s, y: s)
            panel.alpha = 0
            overlay.backgroundColor = .clear
        }
        let dim = overlay.dimming
        UIView.animate(withDuration: Self.openDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: {
                           panel.transform = .identity
                           panel.alpha = 1
                           self.overlay.backgroundColor = UIColor(white: 0, alpha: dim)
                       })
    }

    /// Shows `submenu` in place of what is shown.
    private func open(_ submenu: UIMenu) {
        let old = panel
        let next = MenuPanelView(menu: submenu)
        panel = next
        UIView.animate(withDuration: Self.closeDuration, animations: { old.alpha = 0 }, completion: { _ in old.removeFromSuperview() })
        show(next, animated: true)
    }

    private func choose(_ action: UIAction) {
        guard !isDismissed else { return }
        let keepsOpen = action.attributes.contains(.keepsMenuPresented)
        if !keepsOpen { dismiss(animated: true) }
        action.perform(sender: sender)
        onAction?(action)
    }

    /// Closes the menu (fading it out when `animated`).
    public func dismiss(animated: Bool) {
        guard !isDismissed else { return }
        isDismissed = true
        if MenuPresentation.current === self { MenuPresentation.current = nil }
        let overlay = self.overlay
        overlay.isUserInteractionEnabled = false
        if animated {
            UIView.animate(withDuration: Self.closeDuration, delay: 0, options: [.allowUserInteraction], animations: {
                overlay.alpha = 0
            }, completion: { _ in overlay.removeFromSuperview() })
        } else {
            overlay.removeFromSuperview()
        }
        onDismiss?()
    }
}

/// The clear (or dimmed) layer under a menu: a touch outside the panel closes the menu and goes no
/// further, as on iOS.
final class MenuOverlayView: UIView {
    weak var presentation: MenuPresentation?
    var dimming: CGFloat = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        presentation?.dismiss(animated: true)
    }
}
