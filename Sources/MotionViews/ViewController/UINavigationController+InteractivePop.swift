import Foundation

/// The back swipe: a `UIScreenEdgePanGestureRecognizer` on the left edge drags the top view off to the
/// right, the one below following from its parallax position, both under the finger. On release the
/// pop completes when the view was dragged past half the width or flicked right at one width per
/// second or more (Flutter's reproduction uses the same fling threshold), and otherwise returns; either
/// way with a critically damped `UIView.animate(…usingSpringWithDamping: 1…)` of
/// `transitionDuration` whose initial velocity is the finger's (velocity / distance remaining), so
/// the motion continues the drag.
///
/// Appearance: the top controller gets `viewWillDisappear(true)` and the one below
/// `viewWillAppear(true)` when the swipe begins; when it completes the "did" calls follow, and the
/// top one leaves the stack (`willMove(toParent: nil)`, `didMove(toParent: nil)`); when it is cancelled
/// the transitions reverse (`viewWillAppear` / `viewWillDisappear`, then the "did" calls), as in UIKit.
///
/// The bar follows the finger: its items change to the popped stack's at once under a cross-fade
/// (`CATransition`) held on the bar's layer (speed 0) and scrubbed by the swipe (`timeOffset` = the
/// fraction × the push/pop duration) — Core Animation's way of driving an animation by hand. On
/// release the fade plays on from there at speed 1 to the end, or at speed −1 back to the start (its
/// fill shows the old items), after which the old items are put back.
extension UINavigationController {
    /// What an interactive pop in progress moves.
    final class InteractivePop {
        let from: UIViewController, to: UIViewController
        let fromView: UIView, toView: UIView, dimming: UIView
        let fromCenter: CGPoint, toCenter: CGPoint
        let width: CGFloat
        var fraction: CGFloat = 0
        /// The bar's items before the swipe, while the bar's fade is scrubbed (nil: the bar is hidden).
        var barItems: [UINavigationItem]?

        init(from: UIViewController, to: UIViewController, fromView: UIView, toView: UIView, dimming: UIView, width: CGFloat) {
            self.from = from; self.to = to
            self.fromView = fromView; self.toView = toView; self.dimming = dimming
            fromCenter = fromView.center
            toCenter = toView.center
            self.width = width
        }

        /// Places the views for `fraction` (0: not moved, 1: popped).
        func apply(_ f: CGFloat) {
            let shift = width * UINavigationController.parallaxFraction
            fromView.center = CGPoint(x: fromCenter.x + width * f, y: fromCenter.y)
            toView.center = CGPoint(x: toCenter.x - shift * (1 - f), y: toCenter.y)
            dimming.center = toView.center
            dimming.alpha = UINavigationController.dimmingAlpha * (1 - f)
        }
    }

    /// The back swipe may begin: something to pop, nothing animating, not already swiping.
    var canBeginInteractivePop: Bool {
        stack.count > 1 && !isTransitioning && interactivePop == nil && isViewLoaded
            && stack.last?.viewIfLoaded?.superview === viewIfLoaded
    }

    func handleInteractivePop(_ pan: UIScreenEdgePanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginInteractivePop()
            updateInteractivePop(pan)
        case .changed:
            updateInteractivePop(pan)
        case .ended, .cancelled:
            updateInteractivePop(pan)
            let v = pan.velocity(in: viewIfLoaded).x
            guard let pop = interactivePop else { return }
            let complete = pan.state == .ended
                && (v >= pop.width || (v > -pop.width && pop.fraction > 0.5))
            finishInteractivePop(complete: complete, velocity: v)
        default:
            break
        }
    }

    private func beginInteractivePop() {
        guard canBeginInteractivePop, let container = viewIfLoaded, let from = stack.last,
              let fromView = from.viewIfLoaded else { return }
        let to = stack[stack.count - 2]
        let b = container.bounds
        let toView = to.loadView(sizedTo: b.size)
        let onScreen = appearance == .appeared || appearance == .appearing
        if onScreen {
            from.beginAppearanceTransition(false, animated: true)
            to.beginAppearanceTransition(true, animated: true)
        }
        toView.frame = b
        container.insertSubview(toView, belowSubview: fromView)
        toView.layoutIfNeeded()
        let dimming = NavigationDimmingView(frame: b)
                dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        container.insertSubview(dimming, aboveSubview: toView)
        isTransitioning = true
        let pop = InteractivePop(from: from, to: to, fromView: fromView, toView: toView, dimming: dimming, width: b.width)
        interactivePop = pop
        beginBarScrub(pop)
        pop.apply(0)
    }

    /// The key of the bar's scrubbed cross-fade.
    static let interactivePopBarKey = "interactivePop"

    /// Holds a cross-fade to the popped stack's items on the bar's layer, paused at its start.
    private func beginBarScrub(_ pop: InteractivePop) {
        let bar = navigationBar
        guard !isNavigationBarHidden, bar.window != nil else { return }
        pop.barItems = bar.items
        let layer = bar.layer
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
        let fade = CATransition()
        fade.type = .fade
        fade.duration = UINavigationController.transitionDuration
        fade.fillMode = .both
        // Added before the change: the fade starts from the bar as it is.
        layer.add(fade, forKey: Self.interactivePopBarKey)
        bar.setItems(stack.dropLast().map { $0.navigationItem }, animated: false)
        // The fade ends on the screen below as it will show: its scroll-edge look too (a scrolled list's
        // standard background under a detail's transparent one), not the popped screen's.
        UIView.performWithoutAnimation { bar.isAtScrollEdge = isAtScrollEdge(for: pop.to, large: showsLargeTitle(for: pop.to)) }
    }

    /// Lets the bar's fade run on from where the swipe left it: forwards (`complete`) or back.
    private func releaseBarScrub(_ pop: InteractivePop, complete: Bool) {
        guard pop.barItems != nil else { return }
        let layer = navigationBar.layer
        let paused = layer.timeOffset
        let parentNow = layer.superlayer?.localTime() ?? CACurrentMediaTime()
        layer.speed = complete ? 1 : -1
        layer.timeOffset = paused
        layer.beginTime = parentNow
    }

    /// The swipe's animation ended: the bar's own timing again, and its old items when the pop was cancelled.
    private func endBarScrub(_ pop: InteractivePop, complete: Bool) {
        guard let items = pop.barItems else { return }
        let layer = navigationBar.layer
        layer.removeAnimation(forKey: Self.interactivePopBarKey)
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        if !complete {
            navigationBar.setItems(items, animated: false)
            UIView.performWithoutAnimation {
                navigationBar.isAtScrollEdge = isAtScrollEdge(for: pop.from, large: showsLargeTitle(for: pop.from))
            }
        }
    }

    private func updateInteractivePop(_ pan: UIPanGestureRecognizer) {
        guard let pop = interactivePop, pop.width > 0 else { return }
        pop.fraction = min(max(pan.translation(in: viewIfLoaded).x / pop.width, 0), 1)
        pop.apply(pop.fraction)
        if pop.barItems != nil { navigationBar.layer.timeOffset = Double(pop.fraction) * UINavigationController.transitionDuration }
    }

    private func finishInteractivePop(complete: Bool, velocity: CGFloat) {
        guard let pop = interactivePop else { return }
        let onScreen = appearance == .appeared || appearance == .appearing
        if !complete && onScreen {
            pop.from.beginAppearanceTransition(true, animated: true)
            pop.to.beginAppearanceTransition(false, animated: true)
        }
        // UIKit's relative spring velocity: the finger's speed over the distance still to go.
        let remaining = (complete ? 1 - pop.fraction : -pop.fraction) * pop.width
        let relative = abs(remaining) > 0.5 ? velocity / remaining : 0
        let target: CGFloat = complete ? 1 : 0
        releaseBarScrub(pop, complete: complete)
        UIView.animate(withDuration: UINavigationController.transitionDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: relative, options: [], animations: {
                           pop.apply(target)
                       }, completion: { _ in
                           pop.dimming.removeFromSuperview()
                           if complete {
                               pop.fromView.removeFromSuperview()
                               UIView.performWithoutAnimation { pop.fromView.center = pop.fromCenter }
                           } else {
                               pop.toView.removeFromSuperview()
                               UIView.performWithoutAnimation { pop.toView.center = pop.toCenter }
                           }
                           if onScreen {
                               pop.from.endAppearanceTransition()
                               pop.to.endAppearanceTransition()
                           }
                           self.interactivePop = nil
                           self.isTransitioning = false
                           self.endBarScrub(pop, complete: complete)
                           if complete {
                               pop.from.willMove(toParent: nil)
                               self.stack.removeAll { $0 === pop.from }
                               pop.from.removeFromParent()
                               // The bar already faded to these items while the swipe ran.
                               self.updateBar(duration: pop.barItems == nil ? UINavigationController.hideShowBarDuration : 0)
                           }
                           self.layoutContainer()
                       })
    }
}

/// Lets the back swipe begin only when there is something to pop.
final class InteractivePopDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.canBeginInteractivePop ?? false
    }
}
