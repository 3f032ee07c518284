import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

extension GeometryProxy {
    /// iOS 17: the bounds of a named coordinate space (`.scrollView`, `.named("x")`) in this view's own
    /// coordinates — the visible rectangle of the scroll view it is in, with this view's top leading
    /// corner at (0, 0) — or nil when no view above has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let reader, let space = reader.context.environment[CoordinateSpacesKey.self][coordinateSpace.name]?.frame else { return nil }
        let own = reader.visibleGlobalFrame
        return space.offsetBy(dx: -own.minX, dy: -own.minY)
    }
}
