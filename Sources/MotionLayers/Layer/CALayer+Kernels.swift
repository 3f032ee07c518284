import Foundation
import MotionTiming
import MotionAnimation

extension CALayer {
    /// The kernels (`AnimationKernel`) of this layer's running animations, in the order they apply, when one
    /// or two run and every one has a kernel; nil otherwise (the layer is evaluated through its animations).
    /// What a renderer copies to evaluate the layer each frame without reading the layer or its animations.
    package func animationKernels(interning table: inout TimingCurveTable) -> (first: AnimationKernel, second: AnimationKernel?)? {
        let leading = leadingAnimations
        guard leading.count == 1 || leading.count == 2, let a = leading.first else { return nil }
        guard let first = a.takeUnretainedValue().kernel(interning: &table) else { return nil }
        guard leading.count == 2 else { return (first, nil) }
        guard let b = leading.second, let second = b.takeUnretainedValue().kernel(interning: &table) else { return nil }
        return (first, second)
    }
}
