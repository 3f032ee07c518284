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
}
