import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// The coordinate space names the system gives scroll views (iOS 17): `.scrollView` is the innermost
/// scroll view's space, `.scrollView(axis:)` the innermost one scrolling along `axis`. A view's frame in
/// it is relative to the scroll view's visible bounds — content scrolled up by 40 points has `minY` 40
/// points smaller — as in a space the app names on the scroll view itself.
enum ScrollViewSpaceName: Hashable {
    case innermost
    case axis(Axis)
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The innermost scroll view's coordinate space.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName.innermost)) }
    /// The coordinate space of the innermost scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName.axis(axis)))
    }
}

extension ScrollNode {
    /// Names this scroll view's space for its content: `.scrollView`, and `.scrollView(axis:)` for each
    /// axis it scrolls along (an outer scroll view keeps the name of an axis this one does not scroll).
    func registerScrollViewSpaces(_ environment: inout EnvironmentValues) {
        scrollSpaceAnchor.scroll = self
        let key = ObjectIdentifier(CoordinateSpacesKey.self)
        var spaces = environment.storage[key] as? [AnyHashable: CoordinateSpaceAnchor] ?? [:]
        spaces[AnyHashable(ScrollViewSpaceName.innermost)] = scrollSpaceAnchor
        if axes.contains(.vertical) { spaces[AnyHashable(ScrollViewSpaceName.axis(.vertical))] = scrollSpaceAnchor }
        if axes.contains(.horizontal) { spaces[AnyHashable(ScrollViewSpaceName.axis(.horizontal))] = scrollSpaceAnchor }
        environment.storage[key] = spaces
    }
}
