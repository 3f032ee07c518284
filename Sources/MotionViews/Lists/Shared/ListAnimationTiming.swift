import Foundation

/// The timing of a list's own animations: row and item insertions, deletions, moves and reloads, height
/// changes of `beginUpdates()`/`endUpdates()` and `performBatchUpdates`, and animated layout switches.
///
/// **Chosen, not documented.** Apple documents no duration or curve for these. UIKit runs them as
/// UIView animations — which is why an enclosing `UIView.animate(withDuration: 1) { … }` or
/// `UIView.performWithoutAnimation { … }` around an update changes them, and they do here too: the
/// list's block is a nested block and inherits the enclosing one's duration and curve (UIKit's rule for
/// nested blocks). Outside any block they take `duration` with `curve`: 0.3 s ease-in-ease-out, the
/// figure commonly reported from logging the `CAAnimation`s UIKit adds during a table update (its
/// `UIScrollView` animations take 0.3 s as well). Tests trace frames against these constants, so a
/// measured value would be a one-line change here.
public enum ListAnimationTiming {
    /// Seconds a list update animates outside an enclosing animation block.
    public static let duration: TimeInterval = 0.3
    /// The curve of a list update outside an enclosing animation block.
    public static let curve: UIView.AnimationOptions = .curveEaseInOut
    /// Seconds `deselectRow(at:animated: true)` takes to fade the selection out.
    public static let deselectDuration: TimeInterval = 0.25

    /// Runs `changes` as a list update: animated with the list timing (or the enclosing block's),
    /// or at once when `animated` is false; `completion` runs once every animation ended.
    static func perform(animated: Bool, _ changes: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        if animated {
            UIView.animate(withDuration: duration, delay: 0, options: [curve, .allowUserInteraction],
                           animations: changes, completion: completion)
        } else {
            UIView.performWithoutAnimation(changes)
            if let completion {
                // As a block with nothing to animate: the completion runs on the next turn.
                UIView.animate(withDuration: 0, delay: 0, options: [], animations: {}, completion: completion)
            }
        }
    }
}
