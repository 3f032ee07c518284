import Foundation
import MotionLab
import MotionSwiftUIAnimation

/// Interpolates an `Animatable` modifier's `animatableData` (type-erased: made by the modifier itself,
/// where its type is known).
protocol AnimatableDataDriver: AnyObject {
    /// Takes the modifier's new data as the target (animated by `animation`, nil: at once).
    func retarget(_ modifier: Any, animation: Animation?, time: Double, group: AnimationCompletionGroup?)
    /// The modifier with its data at `time`.
    func interpolated(_ modifier: Any, at time: Double) -> Any
    func isAnimating(at time: Double) -> Bool
}

final class AnimatableDriver<A: Animatable>: AnimatableDataDriver {
    let value: AnimatedValue<A.AnimatableData>
    init(_ a: A) { value = AnimatedValue(a.animatableData) }

    func retarget(_ modifier: Any, animation: Animation?, time: Double, group: AnimationCompletionGroup?) {
        guard let a = modifier as? A else { return }
        value.set(a.animatableData, animation: animation, time: time, group: group)
    }

    func interpolated(_ modifier: Any, at time: Double) -> Any {
        guard var a = modifier as? A else { return modifier }
        a.animatableData = value.value(at: time)
        return a
    }

    func isAnimating(at time: Double) -> Bool {
        value.prune(at: time)
        return value.isAnimating
    }
}

extension Animatable {
    func makeAnimatableDataDriver() -> AnimatableDataDriver { AnimatableDriver(self) }
}
