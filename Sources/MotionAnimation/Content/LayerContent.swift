import Foundation
import MotionGeometry
import MotionTiming

/// What the content layer classes (`CAShapeLayer`, `CAGradientLayer`, `CAReplicatorLayer`, `CATextLayer`) add to a
/// layer's values, in one optional box on `LayerProperties`.
///
/// Why a box: the frame loop copies every layer's `LayerProperties` each frame (10,000 layers in
/// the benchmark), so the fields of three rarely used classes must not make that copy bigger. An
/// indirect enum is one pointer, nil for plain layers; a write copies the payload into a new box
/// (copy-on-write by construction), which only happens on content layers.
public indirect enum LayerContent: Equatable {
    case shape(ShapeContent)
    case gradient(GradientContent)
    case replicator(ReplicatorContent)
    case text(TextContent)
    /// A `CAEmitterLayer` (its particles are evaluated from the layer itself; nothing to animate here).
    case emitter

    public var shape: ShapeContent? { if case .shape(let s) = self { return s }; return nil }
    public var gradient: GradientContent? { if case .gradient(let g) = self { return g }; return nil }
    public var replicator: ReplicatorContent? { if case .replicator(let r) = self { return r }; return nil }
    public var text: TextContent? { if case .text(let t) = self { return t }; return nil }
}

/// A shape layer's values: the path and how it is filled and stroked. Lengths in the layer's points.
public struct ShapeContent: Hashable {
    /// The shape, in the layer's bounds coordinates; nil draws nothing. Not clipped to the bounds
    /// unless the layer masks to bounds.
    public var path: CGPath? = nil
    /// nil (or a clear colour) for no fill. Default opaque black, as Core Animation.
    public var fillColor: CGColor? = .black
    public var fillRule: CAShapeLayerFillRule = .nonZero
    /// nil for no stroke (the default).
    public var strokeColor: CGColor? = nil
    /// Stroke width in points; ≤ 0 strokes nothing.
    public var lineWidth: CGFloat = 1
    /// Maximum ratio of a miter's length to `lineWidth` before the join is beveled (Core Graphics' 10).
    public var miterLimit: CGFloat = 10
    public var lineCap: CAShapeLayerLineCap = .butt
    public var lineJoin: CAShapeLayerLineJoin = .miter
    /// Lengths of painted and unpainted segments in points, alternating; nil or invalid (negative,
    /// all zero) for a solid line. An odd count repeats the pattern twice, as Core Graphics does.
    public var lineDashPattern: [CGFloat]? = nil
    /// How far into the dash pattern each subpath starts, in points.
    public var lineDashPhase: CGFloat = 0
    /// The stroked part of the path as fractions (0…1) of its total length across all subpaths.
    /// Nothing is stroked when `strokeStart ≥ strokeEnd`. The fill ignores both.
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1

    public init() {}
}

/// A gradient layer's values. Points are in the unit square mapped onto the bounds, (0, 0) at the
/// top-left on iOS.
public struct GradientContent: Hashable {
    /// The stop colours; nil or empty draws no gradient.
    public var colors: [CGColor]? = nil
    /// Stop positions 0…1, increasing; nil (or a count that differs from `colors`) spreads the
    /// stops evenly.
    public var locations: [CGFloat]? = nil
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
    public var type: CAGradientLayerType = .axial

    public init() {}
}

/// A replicator layer's values: its sublayers are drawn `instanceCount` times, instance k with
/// `instanceTransform` applied k times about the replicator's bounds centre, its time shifted by
/// −k·`instanceDelay` and its colours multiplied by `instanceColor` + k·offsets.
public struct ReplicatorContent: Hashable {
    public var instanceCount: Int = 1
    public var instanceDelay: CFTimeInterval = 0
    public var instanceTransform: CATransform3D = CATransform3DIdentity
    /// The colour instance 0 is multiplied by; nil means opaque white.
    public var instanceColor: CGColor? = .white
    public var instanceRedOffset: Float = 0
    public var instanceGreenOffset: Float = 0
    public var instanceBlueOffset: Float = 0
    public var instanceAlphaOffset: Float = 0

    public init() {}

    /// The colour instance `k` is multiplied by: `instanceColor` + k·offsets, each component
    /// clamped to 0…1.
    public func color(ofInstance k: Int) -> CGColor {
        let base = instanceColor ?? .white
        let f = CGFloat(k)
        func c(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.min(Swift.max(v, 0), 1) : 1 }
        return CGColor(red: c(base.red + f * CGFloat(instanceRedOffset)),
                       green: c(base.green + f * CGFloat(instanceGreenOffset)),
                       blue: c(base.blue + f * CGFloat(instanceBlueOffset)),
                       alpha: c(base.alpha + f * CGFloat(instanceAlphaOffset)))
    }
}

extension LayerProperties {
    /// Applies `body` to the shape values; does nothing on a layer that is not a shape layer.
    @inline(__always)
    public mutating func modifyShape(_ body: (inout ShapeContent) -> Void) {
        guard case .shape(var s)? = content else { return }
        body(&s)
        content = .shape(s)
    }

    @inline(__always)
    public mutating func modifyGradient(_ body: (inout GradientContent) -> Void) {
        guard case .gradient(var g)? = content else { return }
        body(&g)
        content = .gradient(g)
    }

    @inline(__always)
    public mutating func modifyReplicator(_ body: (inout ReplicatorContent) -> Void) {
        guard case .replicator(var r)? = content else { return }
        body(&r)
        content = .replicator(r)
    }

    /// The shape values, or the defaults on a layer that is not a shape layer (what key-path reads
    /// return there).
    var shapeOrDefault: ShapeContent { content?.shape ?? ShapeContent() }
    var gradientOrDefault: GradientContent { content?.gradient ?? GradientContent() }
    var replicatorOrDefault: ReplicatorContent { content?.replicator ?? ReplicatorContent() }
}
