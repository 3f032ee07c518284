import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation

extension CALayer {
    /// The presentation values at `localTime` (this layer's time): the model values with every running
    /// animation applied in the order added. Pure: nothing is stored.
    @inline(__always)
    public func presentationProperties(atLocalTime t: CFTimeInterval) -> LayerProperties {
        var p = properties
        applyAnimations(to: &p, atLocalTime: t)
        return p
    }

    /// `presentationProperties(atLocalTime:)` written into `p` in place (no copies of the result).
    @inline(__always)
    func presentationProperties(atLocalTime t: CFTimeInterval, into p: inout LayerProperties) {
        p = properties
        applyAnimations(to: &p, atLocalTime: t)
    }

    /// The first half of `presentationProperties(atLocalTime:into:)`: copies the model values into `p` and
    /// reads ahead what `applyAnimations` will read (see `LeadingAnimations.touch()`).
    @inline(__always)
    func copyModelForEvaluation(into p: inout LayerProperties) -> UInt {
        p = properties
        return leadingAnimations.touch()
    }

    /// Restores in `p` the fields the running animations write (`animatedFields`) to their model values,
    /// reading each from the model in place (no copy of the model, whose colours and contents a copy would retain).
    @inline(__always)
    func restoreAnimatedFields(into p: inout LayerProperties) {
        let fields = animatedFields
        if fields == .all { p = properties; return }
        if fields.contains(.position) { p.position = properties.position }
        if fields.contains(.transform) { p.transform = properties.transform }
        if fields.isSubset(of: [.position, .transform]) { return }
        if fields.contains(.bounds) { p.bounds = properties.bounds }
        if fields.contains(.anchorPoint) { p.anchorPoint = properties.anchorPoint }
        if fields.contains(.anchorPointZ) { p.anchorPointZ = properties.anchorPointZ }
        if fields.contains(.zPosition) { p.zPosition = properties.zPosition }
        if fields.contains(.sublayerTransform) { p.sublayerTransform = properties.sublayerTransform }
        if fields.contains(.opacity) { p.opacity = properties.opacity }
        if fields.contains(.cornerRadius) { p.cornerRadius = properties.cornerRadius }
        if fields.contains(.backgroundColor) { p.backgroundColor = properties.backgroundColor }
        if fields.contains(.borderWidth) { p.borderWidth = properties.borderWidth }
        if fields.contains(.borderColor) { p.borderColor = properties.borderColor }
        if fields.contains(.contents) { p.contents = properties.contents }
        if fields.contains(.content) { p.content = properties.content }
        if fields.contains(.shadow) { p.shadowBox = properties.shadowBox }
        if fields.contains(.flags) {
            p.isHidden = properties.isHidden; p.masksToBounds = properties.masksToBounds
            p.isDoubleSided = properties.isDoubleSided; p.maskedCornerBits = properties.maskedCornerBits
        }
    }

    /// Applies every running animation, in the order added, to `p`.
    @inline(__always)
    func applyAnimations(to p: inout LayerProperties, atLocalTime t: CFTimeInterval) {
        let leading = leadingAnimations
        if leading.count <= 2 {
            leading.first?._withUnsafeGuaranteedRef { $0.apply(to: &p, parentTime: t) }
            leading.second?._withUnsafeGuaranteedRef { $0.apply(to: &p, parentTime: t) }
            return
        }
        runningAnimations.withUnsafeBufferPointer { animations in
            for i in animations.indices {
                Unmanaged.passUnretained(animations[i])._withUnsafeGuaranteedRef { $0.apply(to: &p, parentTime: t) }
            }
        }
    }

    /// The presentation values now, as Core Animation's presentation layer shows them: the last committed
    /// frame's model values with the animations committed by then (see `CALayer+Commit.swift`).
    public func presentationProperties() -> LayerProperties {
        committedPresentationProperties(atLocalTime: localTime())
    }

    /// Apple's `presentation()`: a copy of this layer showing what is on screen at the current frame's time,
    /// with presentation copies of its sublayers. Read values from it; changes to it affect nothing.
    /// Optional and of the layer's own class, as Apple declares it, so iOS code compiles unchanged:
    /// `view.layer.presentation()?.position`, `shapeLayer.presentation()?.strokeEnd`. Never nil here
    /// (Apple returns nil before the layer's first commit; these layers always have values to show).
    public func presentation() -> Self? {
        presentationLayer() as? Self
    }

    /// `presentation()` without the optional: the copy is made with `type(of: self).init(layer:)`,
    /// so it always has this layer's class.
    func presentationLayer() -> CALayer {
        presentationCopy(parentTime: superlayer?.localTime() ?? CACurrentMediaTime())
    }

    private func presentationCopy(parentTime: CFTimeInterval) -> CALayer {
        let t = localTime(fromParent: parentTime)
        let copy = type(of: self).init(layer: self)
        copy.properties = committedPresentationProperties(atLocalTime: t)
        if !customValueStorage.isEmpty || animationRecords.contains(where: \.isCustom) {
            copy.customValueStorage = customPresentationValues(atLocalTime: t)
        }
        copy.modelLayerRef = self
        copy.actions = nil
        copy.sublayerStorage = sublayerStorage.map {
            let c = $0.presentationCopy(parentTime: t)
            c.superlayer = copy
            return c
        }
        return copy
    }

    /// Apple's `model()`: the model layer behind a presentation copy (the layer itself otherwise).
    public func model() -> CALayer { modelLayerRef ?? self }

    /// Whether this is a presentation copy.
    public var isPresentation: Bool { modelLayerRef != nil }

    /// Whether a CATransition runs on this layer (renderers check this before asking for frames).
    public var hasTransitions: Bool { hasTransitionRecords }

    /// The running transitions at `localTime`: the old rendering and how to draw it and the new one.
    public func transitionFrames(atLocalTime t: CFTimeInterval) -> [(old: CALayer, frame: TransitionFrame)] {
        transitionRecords.compactMap { r in r.transition.frame(at: t).map { (r.oldLayer, $0) } }
    }
}
