import Foundation
import MotionGeometry
import MotionViews

/// The constraint outlines over the window (the `O` key), like Xcode's view debugger: each view the
/// engine places outlined in blue, layout guides in orange, a line per constraint; an ambiguous view
/// or a broken constraint in red. Drawn on top of the scene, outside its layer tree (traces and
/// hit-testing never see it).
public enum ConstraintOverlay {
    static let viewColor = CGColor(red: 0.25, green: 0.55, blue: 1, alpha: 0.9)
    static let guideColor = CGColor(red: 1, green: 0.6, blue: 0.15, alpha: 0.8)
    static let constraintColor = CGColor(red: 0.2, green: 0.45, blue: 1, alpha: 1)
    static let problemColor = CGColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)

    /// Draw commands for the outlines of `window`'s tree (points).
    public static func commands(for window: UIView) -> [DrawCommand] {
        var out: [DrawCommand] = []
        for o in window.autoLayoutOutlines() {
            switch o.kind {
            case .view, .guide:
                let color = o.isProblem ? problemColor : (o.kind == .view ? viewColor : guideColor)
                out.append(.border(size: o.rect.size, transform: CATransform3DMakeTranslation(o.rect.minX, o.rect.minY, 0),
                                   width: o.kind == .view ? 1 : 0.75, color: color, cornerRadius: 0, opacity: 1))
            case .constraint:
                let color = o.isProblem ? problemColor : constraintColor
                let r = o.rect
                let size = CGSize(width: max(r.width, 1), height: max(r.height, 1))
                out.append(.fill(size: size, transform: CATransform3DMakeTranslation(r.minX - (r.width == 0 ? 0.5 : 0),
                                                                                      r.minY - (r.height == 0 ? 0.5 : 0), 0),
                                 color: color, cornerRadius: 0, opacity: 1))
                // End ticks, as the debugger's I-beams.
                let vertical = r.width == 0
                for end in [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY)] {
                    let tick = vertical ? CGSize(width: 5, height: 1) : CGSize(width: 1, height: 5)
                    out.append(.fill(size: tick, transform: CATransform3DMakeTranslation(end.x - tick.width / 2, end.y - tick.height / 2, 0),
                                     color: color, cornerRadius: 0, opacity: 1))
                }
            }
        }
        return out
    }
}
