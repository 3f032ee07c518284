import Foundation

extension UIViewController {
    /// Sends iOS 17's `viewIsAppearing(_:)` (back-deployed to iOS 13) once per appearance, after
    /// `viewWillAppear` and before `viewDidAppear`: at the view's first layout in a window — before
    /// `viewWillLayoutSubviews`, when its size, safe area and traits are the ones it will appear with
    /// (Apple's recommended place for geometry-dependent setup) — or, `atEnd`, just before
    /// `viewDidAppear` when no layout ran in between.
    func sendViewIsAppearingIfNeeded(atEnd: Bool = false) {
        guard appearance == .appearing, !sentViewIsAppearing, atEnd || viewStorage?.window != nil else { return }
        sentViewIsAppearing = true
        viewIsAppearing(lastAppearanceAnimated)
    }
}
