import Foundation

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

/// iOS 17's `ShapeView.fill(_:style:)` on a shape view already filled or stroked with a style: the
/// shape filled again with `content`, over the view it is called on (Apple's `FillShapeView` keeps that
/// view as its background).
extension _ShapeView {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        ZStack { self; shape.fill(content, style: style) }
    }
}
