import Foundation
import MotionGeometry
import MotionLayers
import MotionViews

/// An area of the plane about a field's position (UIKit's `UIRegion`, SpriteKit's `SKRegion`): a disc, a
/// rectangle, the whole plane, or combinations of them.
public final class UIRegion {
    indirect enum Shape {
        case infinite
        case disc(radius: CGFloat)
        case rectangle(size: CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)
    }

    let shape: Shape

    init(shape: Shape) { self.shape = shape }

    /// Everywhere.
    public static let infinite = UIRegion(shape: .infinite)

    /// A disc of `radius` points centred on the field's position.
    public convenience init(radius: CGFloat) { self.init(shape: .disc(radius: radius)) }

    /// A rectangle of `size` points centred on the field's position.
    public convenience init(size: CGSize) { self.init(shape: .rectangle(size: size)) }

    public func inverse() -> UIRegion { UIRegion(shape: .inverse(shape)) }
    public func union(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }
    public func difference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }
    public func intersection(with region: UIRegion) -> UIRegion { UIRegion(shape: .intersection(shape, region.shape)) }

    /// Whether a point (relative to the region's centre) is inside.
    public func contains(_ point: CGPoint) -> Bool { Self.contains(shape, point) }

    static func contains(_ s: Shape, _ p: CGPoint) -> Bool {
        switch s {
        case .infinite: return true
        case .disc(let r): return p.x * p.x + p.y * p.y <= r * r
        case .rectangle(let size): return abs(p.x) <= size.width / 2 && abs(p.y) <= size.height / 2
        case .inverse(let a): return !contains(a, p)
        case let .union(a, b): return contains(a, p) || contains(b, p)
        case let .difference(a, b): return contains(a, p) && !contains(b, p)
        case let .intersection(a, b): return contains(a, p) && contains(b, p)
        }
    }
}
