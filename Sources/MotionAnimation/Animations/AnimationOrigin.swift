import Foundation
import MotionTiming

/// The API that made an animation, for the inspector (`motionlab inspect`, key I): the same
/// `CABasicAnimation` may come from `add(_:forKey:)`, an implicit action or `UIView.animate`.
package enum AnimationOrigin: String, Sendable {
    /// `layer.add(_:forKey:)` in the program's own code.
    case explicit
    /// A standalone layer's implicit animation (`CALayer.defaultAction(forKey:layer:)`).
    case implicitAction = "implicit action"
    /// `UIView.animate` in any of its forms (curves, springs, iOS 17 springs).
    case viewAnimation = "UIView.animate"
    /// `UIView.animateKeyframes`.
    case viewKeyframes = "UIView.animateKeyframes"
    /// `UIView.transition(with:…)`.
    case viewTransition = "UIView.transition"
    /// A `UIViewPropertyAnimator`'s animation of one property.
    case propertyAnimator = "UIViewPropertyAnimator"
    /// A SwiftUI view's animated attribute (`withAnimation`, `.animation(_:value:)`, transitions).
    case swiftUI = "SwiftUI"
}

/// Animations whose evaluation does not follow their `CAMediaTiming` (a property animator's tracks,
/// which read their animator's fraction complete) tell the inspector their progress and ends, and
/// hold themselves for its freeze.
package protocol InspectableProgress: AnyObject {
    /// Fraction complete, 0…1, at `parentTime` (the layer's time).
    func inspectedProgress(atParentTime t: CFTimeInterval) -> Double
    /// Seconds the whole animation takes.
    var inspectedDuration: Double { get }
    /// The start value relative to the model (the animation shows model + offset × (1 − progress)).
    var inspectedOffset: AnimatableValue { get }
    /// Shows the value it has at `parentTime` from now on.
    func holdEvaluation(atParentTime t: CFTimeInterval)
    /// Follows its animator again.
    func resumeEvaluation()
    /// The animator's timing: the curve its animation follows to the end.
    var inspectedTiming: InspectableTiming { get }
    /// Global media time at which this animation starts moving (the animator's start, its delay and the
    /// animation's delay factor); nil while its animator is paused or running backwards.
    var inspectedBeginTime: CFTimeInterval? { get }
}

/// A property animator's timing as the inspector reports it.
package enum InspectableTiming: Equatable {
    case linear
    /// A cubic Bézier's control points.
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
    /// The spring the animator runs (a damping-ratio spring as UIKit maps it onto its duration), in
    /// progress units: its damping ratio is damping / (2√(stiffness·mass)).
    case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
}
