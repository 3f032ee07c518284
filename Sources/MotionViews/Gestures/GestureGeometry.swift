import Foundation

/// Plane geometry of touch positions shared by the recognizers (window points, radians).
enum GestureGeometry {
    static func centroid(_ points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        let n = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
    }

    static func sum(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    static func difference(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    /// Angle of the vector a → b from the +x axis, radians; y grows downwards, so positive angles turn
    /// clockwise on screen (UIKit's convention for rotation).
    static func angle(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        atan2(b.y - a.y, b.x - a.x)
    }

    /// `angle` moved by a multiple of 2π to lie within π of `reference`: keeps a rotation continuous
    /// across the ±π cut.
    static func unwrap(_ angle: CGFloat, near reference: CGFloat) -> CGFloat {
        var a = angle
        while a - reference > .pi { a -= 2 * .pi }
        while a - reference < -.pi { a += 2 * .pi }
        return a
    }

    /// `vector` (window points per second, or a window displacement) in `view`'s coordinates: the
    /// difference of the images of `origin` and `origin + vector`, exact for affine view transforms.
    static func vector(_ vector: CGPoint, at origin: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let a = UIView.convert(origin, from: nil, to: view, presentation: true)
        let b = UIView.convert(CGPoint(x: origin.x + vector.x, y: origin.y + vector.y), from: nil, to: view,
                               presentation: true)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
