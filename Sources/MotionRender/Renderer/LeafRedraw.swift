import Foundation
import MotionGeometry
import MotionAnimation
import MotionLayers

/// Redraws one plain leaf layer in place: what `DrawListBuilder.visit` builds for a layer with no
/// sublayers, mask, transition, shadow, contents or content layer values and at most a square- or
/// all-round-cornered background and border — the same functions in the same order, so the same
/// numbers — without the builder's generality. The common case by far when many layers animate (a
/// particle field, a list's rows' dots and badges): the renderer runs it for each such layer that
/// changed or animates, often on two cores at once (it reads the layer and its kept values and writes
/// only its own commands).
enum LeafRedraw {
    /// The most commands a leaf draws (a background and a border).
    static let maxCommands = 2

    /// Whether layer `layer` with values `p` is drawn by `redraw` (else by the builder).
    @inline(__always)
    static func handles(_ layer: CALayer, _ p: UnsafePointer<LayerProperties>) -> Bool {
        !layer.hasMaskLayer && !layer.hasTransitions && handles(values: p)
    }

    /// The half of `handles(_:_:)` that reads the layer's values (the other half: no mask, no transition).
    @inline(__always)
    static func handles(values p: UnsafePointer<LayerProperties>) -> Bool {
        p.pointee.shadowBox == nil && p.pointee.contents == nil && p.pointee.content == nil && !p.pointee.hasPartlyRoundedCorners
    }

    /// Draws the leaf with values `p` under a superlayer with values `parent`, with what it inherits
    /// (`inherited`), over its commands in `list` (at `record.start`); false, having changed nothing, when
    /// its commands are not as many as before (the frame is then built anew).
    @inline(__always)
    static func redraw(_ p: UnsafePointer<LayerProperties>, parent: UnsafePointer<LayerProperties>?, record: UnsafePointer<DrawListRecord>,
                       inherited: UnsafePointer<DrawListInheritance>, in list: UnsafeMutableBufferPointer<DrawCommand>) -> Bool {
        let toTarget = transformToTarget(p, parent: parent, parentToTarget: inherited.pointee.toTarget)
        let opacity = inherited.pointee.opacity * DrawListBuilder.drawnOpacity(p.pointee.opacity)
        let size = p.pointee.bounds.size
        var n = 0
        var bg: CGColor?, bc: CGColor?
        if !p.pointee.isHidden, opacity > 0.001,
           p.pointee.isDoubleSided || DrawListBuilder.facesAway(toTarget, size: size) == inherited.pointee.targetFacesAway,
           inherited.pointee.cullRect.map({ DrawListBuilder.leafMayDraw(bounds: p.pointee.bounds, toTarget: toTarget, inside: $0) }) ?? true {
            if let c = p.pointee.backgroundColor, c.alpha > 0 { bg = c; n += 1 }
            if p.pointee.borderWidth > 0, let c = p.pointee.borderColor, c.alpha > 0 { bc = c; n += 1 }
        }
        let start = Int(record.pointee.start)
        guard n == Int(record.pointee.count), start + n <= list.count else { return false }
        guard n > 0 else { return true }
        let origin = p.pointee.bounds.origin
        let contentTransform = origin == .zero ? toTarget
            : CATransform3DConcat(CATransform3DMakeTranslation(origin.x, origin.y, 0), toTarget)
        var k = start
        // Each command is put in place: the old one ended, the new one made where it lies (an assignment
        // built it aside and copied its 200 bytes over, most of this function's time at 10,000 leaves).
        let base = list.baseAddress!
        if let bg {
            (base + k).deinitialize(count: 1)
            (base + k).initialize(to: .fill(size: size, transform: contentTransform, color: bg, cornerRadius: p.pointee.cornerRadius, opacity: opacity))
            k += 1
        }
        if let bc {
            (base + k).deinitialize(count: 1)
            (base + k).initialize(to: .border(size: size, transform: contentTransform, width: p.pointee.borderWidth, color: bc,
                                              cornerRadius: p.pointee.cornerRadius, opacity: opacity))
        }
        return true
    }

    /// `CATransform3DConcat(LayerGeometry.transformToSuperlayer(p, superlayer: parent), parentToTarget)`:
    /// the same products, computed on the six affine entries when every matrix involved is 2-D affine
    /// (what `concatenating` itself does then), else by those functions.
    @inline(__always)
    static func transformToTarget(_ p: UnsafePointer<LayerProperties>, parent: UnsafePointer<LayerProperties>?,
                                  parentToTarget: CATransform3D) -> CATransform3D {
        let t = p.pointee.transform
        let flat = p.pointee.zPosition == 0 && p.pointee.anchorPointZ == 0 && t.isAffine && parentToTarget.isAffine
            && (parent.map { $0.pointee.sublayerTransform.isIdentity } ?? true)
        guard flat else {
            return CATransform3DConcat(LayerGeometry.transformToSuperlayer(p, superlayer: parent), parentToTarget)
        }
        let b = p.pointee.bounds, a = p.pointee.anchorPoint, position = p.pointee.position
        let ax = b.origin.x + a.x * b.size.width
        let ay = b.origin.y + a.y * b.size.height
        var m: Affine
        if t.isIdentity {
            m = Affine(a: 1, b: 0, c: 0, d: 1, tx: position.x - ax, ty: position.y - ay)
        } else {
            m = Affine(a: 1, b: 0, c: 0, d: 1, tx: -ax, ty: -ay).concatenating(Affine(t))
            m = m.concatenating(Affine(a: 1, b: 0, c: 0, d: 1, tx: position.x, ty: position.y))
        }
        return m.concatenating(Affine(parentToTarget)).transform
    }

    /// The six entries of a 2-D affine `CATransform3D` (m11, m12, m21, m22, m41, m42).
    struct Affine {
        var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

        @inline(__always) init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
        }

        @inline(__always) init(_ m: CATransform3D) { self.init(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m41, ty: m.m42) }

        /// `CATransform3D.concatenating`'s affine product, term for term.
        @inline(__always)
        func concatenating(_ o: Affine) -> Affine {
            Affine(a: a * o.a + b * o.c, b: a * o.b + b * o.d, c: c * o.a + d * o.c, d: c * o.b + d * o.d,
                   tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
        }

        /// The `CATransform3D` `concatenating` returns for it: the identity with these six entries.
        @inline(__always)
        var transform: CATransform3D {
            CATransform3D(m11: a, m12: b, m13: 0, m14: 0, m21: c, m22: d, m23: 0, m24: 0,
                          m31: 0, m32: 0, m33: 1, m34: 0, m41: tx, m42: ty, m43: 0, m44: 1)
        }
    }
}
