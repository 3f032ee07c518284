import Foundation

/// A view that may take over a touch that began on one of its descendants — what a scroll view's pan
/// gesture does to a button under the finger once the finger starts dragging.
///
/// While a touch moves and has not been taken over yet, the window asks each ancestor of the touched
/// view that adopts this protocol (nearest first, skipping ones with user interaction disabled).
/// When one returns true the window:
/// 1. sends `touchesCancelled` to the view that had the touch,
/// 2. makes the interceptor the touch's `view` and sends it `touchesBegan` (at the current location),
/// 3. sends it the rest of the sequence: `touchesMoved`, then `touchesEnded` or `touchesCancelled`.
/// A touch is taken over at most once; `touch.initialLocation(in:)` is where it went down.
public protocol TouchInterceptor: AnyObject {
    /// - Parameter translation: how far the touch has moved since it went down, in window points.
    func shouldIntercept(touch: UITouch, translation: CGPoint) -> Bool
}
