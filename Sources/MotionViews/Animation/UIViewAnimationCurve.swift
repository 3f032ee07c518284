import Foundation

extension UIView {
    /// UIKit's four built-in animation curves, with UIKit's raw values (the same order as the curve field
    /// of `UIView.AnimationOptions`). Each is one of Core Animation's named timing functions.
    public enum AnimationCurve: Int, Hashable, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3

        /// cubic-bezier(0.42, 0, 0.58, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1) and (0, 0, 1, 1): Core
        /// Animation's `easeInEaseOut`, `easeIn`, `easeOut` and `linear`.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }

        /// The same curve as an option (`UIView.AnimationOptions.curveEaseIn`, …).
        var animationOptions: UIView.AnimationOptions {
            UIView.AnimationOptions(rawValue: UInt(rawValue) << 16)
        }
    }
}
