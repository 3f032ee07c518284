import Foundation
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// iOS 17's stroked shapes as shapes: `stroke(lineWidth:)` and `stroke(style:)` without a style return
/// `some Shape` there (the outline of the stroke), so `Circle().stroke(lineWidth: 10).fill(.red)` fills
/// that outline — the stroke painted red. Here those two return a `_ShapeView` stroked with the foreground
/// style, so filling it paints the same stroke with the fill's style.
extension _ShapeView where Style == ForegroundStyle {
    @ViewBuilder
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        if let stroke {
            _ShapeView<Content, S>(shape: shape, style: content, stroke: stroke, fillStyle: style)
        } else {
            ZStack { self; shape.fill(content, style: style) }
        }
    }
}

/// The outline of a stroke turned is the stroke of the shape turned (a rigid motion), so iOS 17's
/// `Circle().trim(from: 0, to: p).stroke(style: …).rotation(.degrees(270))` — the progress ring
/// starting at 12 o'clock — is the rotated shape stroked. (`offset` stays the view's: here
/// `.fill().offset(…)`, a view on iOS too, has the same type as a stroke.)
extension _ShapeView where Style == ForegroundStyle {
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _ShapeView<RotatedShape<Content>, ForegroundStyle> {
        _ShapeView<RotatedShape<Content>, ForegroundStyle>(shape: shape.rotation(angle, anchor: anchor), style: style, stroke: stroke, fillStyle: fillStyle)
    }
}

/// iOS 17's `ShapeView.fill(_:style:)` on a shape view already filled or stroked with a style: the
/// shape filled again with `content`, over the view it is called on (Apple's `FillShapeView` keeps that
/// view as its background).
extension _ShapeView {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        ZStack { self; shape.fill(content, style: style) }
    }
}
