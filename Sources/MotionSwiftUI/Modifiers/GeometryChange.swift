import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

// `onGeometryChange(for:of:action:)` (Xcode 16, back-deployed to iOS 16): the action runs with the
// transformed geometry of the view when the view appears, and again whenever that value changes — a
// layout change, an animation frame, a scroll moving the view. It reads the geometry of a
// `GeometryReader` behind the view, sized as the view is, so it changes neither the view's layout nor
// what is drawn.

extension View {
    /// Runs `action` with `transform(proxy)` of this view's geometry: first when the view appears (the
    /// initial value, as Apple documents), then each time the value differs from the last one.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        background(GeometryReader { proxy in
            Color.clear.onChange(of: transform(proxy), initial: true) { _, new in action(new) }
        })
    }

    /// The iOS 18 spelling with the old and the new value (the first call: both the initial value).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        background(GeometryReader { proxy in
            Color.clear.onChange(of: transform(proxy), initial: true) { old, new in action(old, new) }
        })
    }
}
