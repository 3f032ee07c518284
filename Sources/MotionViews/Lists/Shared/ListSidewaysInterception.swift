import Foundation

/// Sideways drags a list tracks itself — a table row's swipe actions, an orthogonally scrolling
/// section of a compositional layout. On iOS these are gesture recognizers on the list, which see
/// touches at once, while the cell under the finger gets its touch only after the scroll view's
/// content delay (`delaysContentTouches`, 150 ms). Here the list takes such a touch over as a scroll
/// view takes a drag (`TouchInterceptor`), once it has moved past the pan threshold sideways and
/// more than vertically; its touch handlers then start from where the finger went down, so the row
/// or section follows the finger from there, not from the point of the takeover.
extension UITableView {
    /// Whether a sideways drag that began on a row with swipe actions (leading for a drag to the
    /// right, trailing to the left) should be taken over now.
    func wantsSidewaysSwipe(_ touch: UITouch, translation t: CGPoint) -> Bool {
        guard !isDragging, swipe.map({ !$0.isOpen }) ?? true, !swipeTracking,
              abs(t.x) > Self.swipeThreshold, abs(t.x) > abs(t.y),
              let ip = indexPathForRow(at: touch.initialLocation(in: self)) else { return false }
        let configuration = t.x > 0 ? tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
                                    : tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip) ?? rowActionsConfiguration(at: ip)
        return !(configuration?.actions.isEmpty ?? true)
    }
}

extension UICollectionView {
    /// Whether a sideways drag that began in an orthogonally scrolling section should be taken over now.
    func wantsOrthogonalDrag(_ touch: UITouch, translation t: CGPoint) -> Bool {
        guard !isDragging, abs(t.x) > UIScrollView.panThreshold, abs(t.x) > abs(t.y),
              let layout = compositional else { return false }
        return layout.orthogonalSection(at: touch.initialLocation(in: self)) != nil
    }
}
