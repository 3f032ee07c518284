import Foundation

/// The views' per-session state, kept in the current animation context (see `AnimationContext.state`):
/// the open `UIView.animate` blocks, keyframe animations and property animators, and the screen scale. Nothing of it is process-wide, so two
/// previews in one process do not see each other's.
final class ViewAnimationState {
    var scopeStack: [ViewAnimationScope?] = []
    /// The open `beginAnimations` sets, innermost last.
    var animationSets: [BeginCommitAnimationSet] = []
    /// Pixels per point of the screen the views are shown on.
    var screenScale: CGFloat = 2
    /// The window shown last (`makeKeyAndVisible`): `UIScreen.main` measures the screen by it.
    weak var keyWindow: UIWindow?
    /// The session's windows, in the order they were made (`UIApplication.shared.windows`).
    var windows: [WeakWindow] = []
    /// The responder receiving typing (see `UIResponder+FirstResponder.swift`).
    weak var firstResponder: UIResponder?
    /// `UIAccessibility.post(notification:argument:)`'s posts, oldest first (`UIStatusBarManager.swift`).
    var accessibilityPosts: [(UIAccessibility.Notification, Any?)] = []

    static var current: ViewAnimationState {
        AnimationContext.current.state(ViewAnimationState.self) { ViewAnimationState() }
    }
}

struct WeakWindow {
    weak var value: UIWindow?
}
