import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers

/// Everything the evaluate phase reads to bring one animated layer to a frame's time, copied out of the
/// layer and its animations into one plain value: the model values its animations write over and the
/// animations' kernels (`AnimationKernel`). The renderer keeps these in one array in the order it
/// evaluates the layers, so a frame over thousands of animated layers streams through that array instead
/// of visiting every layer, its animation records and their blocks (scattered reads that stalled the
/// evaluate phase: about 20 cache misses per particle).
///
/// A program is derived state, never truth: it is made from the layer after a frame in which the layer
/// did not change, and dropped when the layer notes any change (model, animations, hold) or the tree is
/// laid out again; evaluating it runs the same functions in the same order as
/// `PresentationEvaluation.update` (restore the animated fields to their model values, then apply each
/// animation), so it gives the same values bit for bit.
struct AnimatedLayerProgram {
    /// The most timing functions one program interns: two keyframe kernels, each with its own and one
    /// per segment.
    static let mostCurves = 2 * ScalarKeyframeKernel.capacity

    /// The fields a program can restore (what kernels write: scalar and point properties).
    static let restorableFields: LayerPropertyFields = [.position, .bounds, .anchorPoint, .zPosition, .transform,
                                                        .opacity, .cornerRadius, .borderWidth]

    /// The first animation's kernel, then the second's (valid when `hasSecond`): first in the value, read
    /// in place (see `AnimationKernel.storage`).
    let first: AnimationKernel
    let second: AnimationKernel
    let hasSecond: Bool
    /// Whether the layer has neither a mask nor a running transition (`LeafRedraw.handles`' layer half).
    let hasNoMaskOrTransition: Bool
    /// Whether the model transform is the identity (else it is kept apart, `AnimatedLayerPrograms.transforms`:
    /// 128 bytes most animated layers would stream through for nothing).
    let transformIsIdentity: Bool
    /// The fields the animations write (`CALayer.animatedFields`), restored to the model values below.
    let fields: LayerPropertyFields
    let position: CGPoint
    let bounds: CGRect
    let anchorPoint: CGPoint
    let zPosition: CGFloat
    let opacity: Float
    let cornerRadius: CGFloat
    let borderWidth: CGFloat

    /// Where `second` lies in a program: right after `first` (a constant; a test checks it against the layout).
    @inline(__always) static var secondOffset: Int { MemoryLayout<AnimationKernel>.stride }

    /// The program of `layer` as it is now and its model transform, or nil when its animations are not all
    /// kernels or write a field a program does not restore (the layer is then evaluated through its animations).
    static func make(_ layer: CALayer, curves: inout TimingCurveTable) -> (program: AnimatedLayerProgram, transform: CATransform3D)? {
        let fields = layer.animatedFields
        guard fields.isSubset(of: AnimatedLayerProgram.restorableFields),
              let kernels = layer.animationKernels(interning: &curves) else { return nil }
        let m = layer.properties
        let program = AnimatedLayerProgram(first: kernels.first, second: kernels.second ?? kernels.first, hasSecond: kernels.second != nil,
                                           hasNoMaskOrTransition: !layer.hasMaskLayer && !layer.hasTransitions,
                                           transformIsIdentity: m.transform.isIdentity, fields: fields,
                                           position: m.position, bounds: m.bounds, anchorPoint: m.anchorPoint, zPosition: m.zPosition,
                                           opacity: m.opacity, cornerRadius: m.cornerRadius, borderWidth: m.borderWidth)
        return (program, m.transform)
    }

    /// Brings `p` — the layer's presentation values of an earlier frame — to local time `t`: what
    /// `PresentationEvaluation.update(_:atLocalTime:_:modelChanged: false)` computes for the layer, read
    /// from `program` in place.
    /// - Parameter transform: the model transform kept for the program (read only when not the identity).
    @inline(__always)
    static func evaluate(_ program: UnsafePointer<AnimatedLayerProgram>, transform: UnsafePointer<CATransform3D>,
                         _ p: inout LayerProperties, atLocalTime t: CFTimeInterval, curves: UnsafePointer<TimingCurve>?) {
        let fields = program.pointee.fields
        if fields.contains(.position) { p.position = program.pointee.position }
        // `CATransform3D()` is the identity built in place (the global `CATransform3DIdentity` is a call to its
        // accessor from this module).
        if fields.contains(.transform) { p.transform = program.pointee.transformIsIdentity ? CATransform3D() : transform.pointee }
        if !fields.isSubset(of: [.position, .transform]) {
            if fields.contains(.bounds) { p.bounds = program.pointee.bounds }
            if fields.contains(.anchorPoint) { p.anchorPoint = program.pointee.anchorPoint }
            if fields.contains(.zPosition) { p.zPosition = program.pointee.zPosition }
            if fields.contains(.opacity) { p.opacity = program.pointee.opacity }
            if fields.contains(.cornerRadius) { p.cornerRadius = program.pointee.cornerRadius }
            if fields.contains(.borderWidth) { p.borderWidth = program.pointee.borderWidth }
        }
        let raw = UnsafeRawPointer(program)
        AnimationKernel.apply(raw.assumingMemoryBound(to: AnimationKernel.self), to: &p, parentTime: t, curves: curves)
        if program.pointee.hasSecond {
            AnimationKernel.apply((raw + secondOffset).assumingMemoryBound(to: AnimationKernel.self), to: &p, parentTime: t, curves: curves)
        }
    }
}

/// Where a layer drawn every frame stands with its `AnimatedLayerProgram`.
enum AnimatedLayerProgramState: UInt8 {
    /// Not made since the layer last changed: made after the next frame that evaluates the layer unchanged.
    case unknown
    /// Made and current: the frame evaluates the layer from it.
    case ready
    /// The layer has none (see `AnimatedLayerProgram.init`): not tried again until the layer changes.
    case none
}

/// The programs of the layers drawn every frame, by place in the renderer's `everyFrame` list, in one
/// block the frame's parts read in place (no copies). Programs are plain values (no references), so
/// moving and overwriting them needs no bookkeeping; which places hold a current one is the renderer's
/// `programState`.
final class AnimatedLayerPrograms {
    private(set) var base: UnsafeMutablePointer<AnimatedLayerProgram>
    /// Each program's model transform (read only when not the identity).
    private(set) var transforms: UnsafeMutablePointer<CATransform3D>
    private(set) var capacity: Int

    init() {
        precondition(_isPOD(AnimatedLayerProgram.self) && _isPOD(CATransform3D.self), "programs are moved as bytes")
        capacity = 64
        base = .allocate(capacity: capacity)
        transforms = .allocate(capacity: capacity)
    }

    deinit { base.deallocate(); transforms.deallocate() }

    /// Makes room for places `0 ..< count`, keeping the programs held.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        let grown = max(count, capacity * 2)
        let new = UnsafeMutablePointer<AnimatedLayerProgram>.allocate(capacity: grown)
        new.moveInitialize(from: base, count: capacity)
        base.deallocate()
        base = new
        let newTransforms = UnsafeMutablePointer<CATransform3D>.allocate(capacity: grown)
        newTransforms.moveInitialize(from: transforms, count: capacity)
        transforms.deallocate()
        transforms = newTransforms
        capacity = grown
    }

    /// Puts `program` at `place` (< capacity).
    @inline(__always)
    func set(_ program: AnimatedLayerProgram, transform: CATransform3D, at place: Int) {
        (base + place).initialize(to: program)
        (transforms + place).initialize(to: transform)
    }

    /// Copies the program at `from` to `to` (both < capacity; a plain value, so this is a byte copy).
    @inline(__always)
    func move(from: Int, to: Int) {
        (base + to).update(from: base + from, count: 1)
        (transforms + to).update(from: transforms + from, count: 1)
    }
}
