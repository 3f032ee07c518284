import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A 3×3 projective transform of the plane: SwiftUI's `ProjectionTransform`, in Core Graphics' row
/// order (a point is the row vector (x, y, 1) multiplied on the left; `m31`, `m32` translate).
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    /// The plane's part of a 3-D transform (its z row and column dropped, its perspective kept).
    public init(_ m: CATransform3D) {
        m11 = m.m11; m12 = m.m12; m13 = m.m14
        m21 = m.m21; m22 = m.m22; m23 = m.m24
        m31 = m.m41; m32 = m.m42; m33 = m.m44
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = self, b = rhs
        var r = ProjectionTransform()
        r.m11 = a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31
        r.m12 = a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32
        r.m13 = a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33
        r.m21 = a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31
        r.m22 = a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32
        r.m23 = a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33
        r.m31 = a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31
        r.m32 = a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32
        r.m33 = a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33
        return r
    }

    /// Inverts in place; false (and unchanged) when the transform is singular.
    @discardableResult
    public mutating func invert() -> Bool {
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det != 0, det.isFinite else { return false }
        var r = ProjectionTransform()
        r.m11 = (m22 * m33 - m23 * m32) / det
        r.m12 = (m13 * m32 - m12 * m33) / det
        r.m13 = (m12 * m23 - m13 * m22) / det
        r.m21 = (m23 * m31 - m21 * m33) / det
        r.m22 = (m11 * m33 - m13 * m31) / det
        r.m23 = (m13 * m21 - m11 * m23) / det
        r.m31 = (m21 * m32 - m22 * m31) / det
        r.m32 = (m12 * m31 - m11 * m32) / det
        r.m33 = (m11 * m22 - m12 * m21) / det
        self = r
        return true
    }

    public func inverted() -> ProjectionTransform {
        var r = self
        r.invert()
        return r
    }

    /// As a layer transform (z passes through unchanged).
    var transform3D: CATransform3D {
        var t = CATransform3DIdentity
        t.m11 = m11; t.m12 = m12; t.m14 = m13
        t.m21 = m21; t.m22 = m22; t.m24 = m23
        t.m41 = m31; t.m42 = m32; t.m44 = m33
        return t
    }
}

/// An effect that moves how a view is drawn by a projective transform of its own coordinates
/// (origin at its top-leading corner), without changing its layout: SwiftUI's `GeometryEffect`.
/// Animated through `animatableData`: in an animated change the data is interpolated and
/// `effectValue(size:)` evaluated at every frame, so the classic shake
/// (`translationX: amount * sin(animatableData * .pi * shakes)`, data 0 → 1) shakes even though its
/// start and end transforms are both the identity.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> Never { primitiveBody("GeometryEffect") }

    /// The node that draws this effect (see `ModifiedContent.makeNode`).
    func makeGeometryEffectNode(graph: ViewGraph) -> ViewNode { GeometryEffectNode<Self>(graph: graph) }
}

/// A `ViewModifier` that is also `Animatable` (deprecated in iOS 17 in favour of conforming to both;
/// kept for the many older tutorials that use it).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Draws its content in a view of its own whose layer transform is the effect's value: an attribute
/// of the effect's `animatableData`, encoded through `effectValue(size:)` at each frame.
final class GeometryEffectNode<E: GeometryEffect>: PassthroughNode {
    var effect: E?
    let effectView = NodeView()
    private var attribute: LayerAttribute<E.AnimatableData>?
    private var lastSize: CGSize?

    override func readModifier(_ m: Any) { effect = m as? E }

    override func makeHostView() -> UIView {
        let v = NodeView()
        v.addSubview(effectView)
        return v
    }

    override var contentContainer: UIView { effectView }

    /// The layer transform for the effect with `data` at the node's size: the effect's matrix, which
    /// acts on the view's own coordinates (origin top-leading), taken about the layer's centre.
    func layerTransform(_ data: E.AnimatableData) -> CATransform3D {
        guard var e = effect else { return CATransform3DIdentity }
        e.animatableData = data
        let size = frame.size
        let p = e.effectValue(size: size).transform3D
        let cx = size.width / 2, cy = size.height / 2
        let t = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(cx, cy, 0), p), CATransform3DMakeTranslation(-cx, -cy, 0))
        // A transform with NaN or infinite entries, or one that sends points to infinity (w = 0 at the
        // view's corners), is not drawable: the content is drawn untransformed instead.
        return t.isDrawable(size) ? t : CATransform3DIdentity
    }

    override func renderContent(_ rc: RenderContext) {
        super.renderContent(rc)
        effectView.frame = CGRect(origin: .zero, size: frame.size)
        guard let effect else { return }
        if let a = attribute {
            let changed = a.set(effect.animatableData, animation: rc.animation, time: rc.time, group: rc.group)
            // The effect's other parameters, or the size, may have changed: the model is written again.
            if !changed && (lastSize != frame.size || !a.value.isAnimating) { a.reapply() }
        } else {
            attribute = LayerAttribute(layer: effectView.layer, keyPath: "transform", initial: effect.animatableData,
                                       encode: { [weak self] v in .transform(self?.layerTransform(v) ?? CATransform3DIdentity) },
                                       applyModel: { [weak self] l, v in l.transform = self?.layerTransform(v) ?? CATransform3DIdentity })
        }
        lastSize = frame.size
    }
}

extension CATransform3D {
    /// Whether every entry is finite and the view's corners keep a positive w (a projective transform
    /// that flips w's sign across the view would draw it through infinity).
    func isDrawable(_ size: CGSize) -> Bool {
        let entries = [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
        guard entries.allSatisfy(\.isFinite) else { return false }
        let w = size.width / 2, h = size.height / 2
        for (x, y) in [(-w, -h), (w, -h), (-w, h), (w, h)] where x * m14 + y * m24 + m44 <= 0 { return false }
        return true
    }
}
