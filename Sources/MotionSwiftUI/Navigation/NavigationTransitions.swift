import Foundation
import MotionLab

// iOS 18's navigation transitions.

/// How a pushed or presented screen comes in (`navigationTransition(_:)`).
public protocol NavigationTransition {}

/// The platform's transition (a push slides, a sheet rises).
public struct AutomaticNavigationTransition: NavigationTransition { public init() {} }

/// iOS 18's zoom from a source view marked `matchedTransitionSource(id:in:)`. Here the screen comes in
/// with the platform's transition (a push slides in, a sheet rises): the zoom is not drawn.
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: AnyHashable
    let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}

extension View {
    /// The transition this screen comes in with: the platform's (see `ZoomNavigationTransition`).
    public func navigationTransition(_ style: some NavigationTransition) -> some View { self }
    /// Marks the view a zoom transition starts from (see `ZoomNavigationTransition`).
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
}
