import Foundation

/// Dragging a page sheet, as on iOS 15: the card follows the finger vertically; let go, it goes to the
/// detent nearest to where its motion was heading (its top projected by the release velocity, UIKit's
/// scroll projection v·r/(1 − r)/1000 with r = 0.998), or, past the smallest detent, away — the sheet is
/// dismissed, asking the presentation delegate (`presentationControllerShouldDismiss`, `WillDismiss`,
/// `DidDismiss`). Above the largest detent, and below the smallest when `isModalInPresentation` (then the
/// delegate's `presentationControllerDidAttemptToDismiss` is told), the card moves with UIKit's rubber-band
/// resistance (d·c·h/(h + c·d), c = 0.55). A drag that starts on a scroll view inside the card scrolls it
/// instead (the scroll view's pan is the deeper recognizer).
final class SheetDragController {
    weak var presented: UIViewController?
    /// The card's top when the drag began (window points).
    private var startTop: CGFloat = 0

    init(presented: UIViewController) { self.presented = presented }

    static let projectionRate: CGFloat = 0.998
    static let rubberBand: CGFloat = 0.55

    /// Installs the pan on the sheet's card.
    static func install(on presented: UIViewController, container: UIView) {
        let drag = SheetDragController(presented: presented)
        let pan = UIPanGestureRecognizer { [drag] (r: UIPanGestureRecognizer) in drag.handle(r) }
        // The recognizer's handler holds the controller for the card's life.
        container.addGestureRecognizer(pan)
    }

    /// Resistance beyond a limit: `d` points of finger travel move the card this far.
    static func rubberBanded(_ d: CGFloat, extent: CGFloat) -> CGFloat {
        guard d > 0, extent > 0 else { return 0 }
        return d * rubberBand * extent / (extent + rubberBand * d)
    }

    func handle(_ r: UIPanGestureRecognizer) {
        guard let vc = presented, vc.presentationStyleInUse == .pageSheet, !vc.isInPresentationTransition,
              let container = vc.presentationContainer, let window = container.window else { return }
        let sheet = vc.presentationControllerStorage as? UISheetPresentationController
        let layout = ModalLayout(style: .pageSheet, window: window, sheet: sheet)
        let tops = detentTops(window: window, sheet: sheet)
        guard let highest = tops.map(\.top).min(), let lowest = tops.map(\.top).max() else { return }
        let bottom = layout.bounds.height
        switch r.state {
        case .began:
            startTop = container.frame.minY
        case .changed:
            var top = startTop + r.translation(in: window).y
            if top < highest {
                top = highest - Self.rubberBanded(highest - top, extent: bottom)
            } else if top > lowest && vc.isModalInPresentation {
                top = lowest + Self.rubberBanded(top - lowest, extent: bottom)
            }
            // Between its detents (and stretched past the highest) the card grows and shrinks with its
            // bottom on the screen's, as UIKit's sheet does; below the lowest it moves down whole (the
            // dismissing drag) at the lowest detent's height.
            let visible = top <= lowest ? bottom - top : bottom - lowest
            UIView.performWithoutAnimation {
                container.frame = CGRect(x: container.frame.minX, y: top, width: container.frame.width,
                                         height: visible + layout.cornerRadius)
                if let view = vc.viewIfLoaded, view.superview === container {
                    view.frame = CGRect(x: 0, y: 0, width: container.frame.width, height: visible)
                    view.layoutIfNeeded()
                }
            }
        case .ended, .cancelled, .failed:
            let top = container.frame.minY
            let v = r.state == .ended ? r.velocity(in: window).y : 0
            let projected = top + v / 1000 * Self.projectionRate / (1 - Self.projectionRate)
            var candidates = tops.map { (top: $0.top, id: Optional($0.id)) }
            let pc = vc.presentationControllerStorage
            let mayDismiss = !vc.isModalInPresentation && (pc.flatMap { p in p.delegate?.presentationControllerShouldDismiss(p) } ?? true)
            if !vc.isModalInPresentation { candidates.append((top: bottom, id: nil)) }
            let nearest = candidates.min { abs($0.top - projected) < abs($1.top - projected) }
            if let nearest, nearest.id == nil, mayDismiss {
                if let pc { pc.delegate?.presentationControllerWillDismiss(pc) }
                vc.dismiss(animated: true) { if let pc { pc.delegate?.presentationControllerDidDismiss(pc) } }
                return
            }
            if let pc, !mayDismiss, projected > lowest + 1 {
                pc.delegate?.presentationControllerDidAttemptToDismiss(pc)
            }
            let target = (nearest?.id).flatMap { $0 } ?? tops.first(where: { $0.top == lowest })?.id
            if let sheet, let target, target != sheet.currentDetent.identifier {
                sheet.animateChanges { sheet.selectedDetentIdentifier = target }
            } else {
                // Back to the detent it is at (from wherever the finger left it).
                UIView.animate(withDuration: 0.3) { vc.layoutPresentation(in: window) }
            }
        default:
            break
        }
    }

    /// Each detent's card top in the window (a sheet without a sheet presentation controller: the large one).
    private func detentTops(window: UIWindow, sheet: UISheetPresentationController?) -> [(top: CGFloat, id: UISheetPresentationController.Detent.Identifier)] {
        let largeTop = ModalLayout(style: .pageSheet, window: window, sheet: nil).sheetTop
        guard let sheet else { return [(largeTop, .large)] }
        let height = window.bounds.height
        let maximum = max(0, height - largeTop)
        return sheet.detents.map { d in (height - d.height(maximum: maximum, screen: height, traits: window.traitCollection), d.identifier) }
    }
}
