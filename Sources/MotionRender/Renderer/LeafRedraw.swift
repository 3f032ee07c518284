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
    /// Whether layer `layer` with values `p` is drawn by `draw` (else by the builder).
    @inline(__always)
    static func handles(_ layer: CALayer, _ p: UnsafePointer<LayerProperties>) -> Bool {
        !layer.hasMaskLayer && !layer.hasTransitions && p.pointee.shadowBox == nil && p.pointee.contents == nil
            && p.pointee.content == nil && !p.pointee.hasPartlyRoundedCorners
    }

    /// Draws the leaf with values `p` under a superlayer with values `parent`, with `record`'s inheritance,
    /// over its commands in `list` (at `record.start`); false, having changed nothing, when its commands
    /// are not as many as before (the frame is then built anew).
    @inline(__always)
    static func redraw(_ p: UnsafePointer<LayerProperties>, parent: UnsafePointer<LayerProperties>?, record: UnsafePointer<DrawListRecord>,
                       in list: UnsafeMutableBufferPointer<DrawCommand>) -> Bool {
        var fill: DrawCommand?, border: DrawCommand?
        let n = draw(p, parent: parent, record: record, fill: &fill, border: &border)
        let start = Int(record.pointee.start)
        guard n == Int(record.pointee.count), start + n <= list.count else { return false }
        var k = start
        if let fill { list[k] = fill; k += 1 }
        if let border { list[k] = border }
        return true
    }

    /// The leaf's commands: its background fill and its border, each when drawn; their number.
    @inline(__always)
    static func draw(_ p: UnsafePointer<LayerProperties>, parent: UnsafePointer<LayerProperties>?, record: UnsafePointer<DrawListRecord>,
                     fill: inout DrawCommand?, border: inout DrawCommand?) -> Int {
        let local = LayerGeometry.transformToSuperlayer(p, superlayer: parent)
        let toTarget = CATransform3DConcat(local, record.pointee.parentToTarget)
        let opacity = record.pointee.parentOpacity * DrawListBuilder.drawnOpacity(p.pointee.opacity)
        guard !p.pointee.isHidden, opacity > 0.001 else { return 0 }
        let size = p.pointee.bounds.size
        if !p.pointee.isDoubleSided, DrawListBuilder.facesAway(toTarget, size: size) != record.pointee.targetFacesAway { return 0 }
        let origin = CATransform3DMakeTranslation(p.pointee.bounds.origin.x, p.pointee.bounds.origin.y, 0)
        let contentTransform = origin.isIdentity ? toTarget : CATransform3DConcat(origin, toTarget)
        var n = 0
        if let bg = p.pointee.backgroundColor, bg.alpha > 0 {
            fill = .fill(size: size, transform: contentTransform, color: bg, cornerRadius: p.pointee.cornerRadius, opacity: opacity)
            n += 1
        }
        if p.pointee.borderWidth > 0, let bc = p.pointee.borderColor, bc.alpha > 0 {
            border = .border(size: size, transform: contentTransform, width: p.pointee.borderWidth, color: bc,
                             cornerRadius: p.pointee.cornerRadius, opacity: opacity)
            n += 1
        }
        return n
    }
}
