import Foundation

/// Attaching gesture recognizers to views.
extension UIView {
    /// The recognizers attached to the view, in the order added (nil when none, as in UIKit). Setting
    /// it replaces them.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for g in gestureRecognizerStorage { removeGestureRecognizer(g) }
            for g in newValue ?? [] { addGestureRecognizer(g) }
        }
    }

    /// Attaches `gestureRecognizer` (detaching it from any other view first). It sees the touches
    /// that begin on this view or its subviews from the next touch on.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled (or failed before it began).
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        window?.gestureArenaStorage?.disable(gestureRecognizer)
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
