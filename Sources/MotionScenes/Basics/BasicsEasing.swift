import Foundation
import UIKit
import MotionLabPreview

/// The eight easing demos of the article's timing-function section, in screen order.
public enum BasicsEasing: CaseIterable {
    case linear, easeIn, easeOut, easeInEaseOut, `default`, custom, back, bounce

    /// A Core Animation timing function (CABasicAnimation) or an RBBAnimation easing (RBBTweenAnimation).
    public enum Curve {
        case timingFunction(CAMediaTimingFunction)
        case easing(RBBEasingFunction)
    }

    public var curve: Curve {
        switch self {
        case .linear: return .timingFunction(CAMediaTimingFunction(name: .linear))
        case .easeIn: return .timingFunction(CAMediaTimingFunction(name: .easeIn))
        case .easeOut: return .timingFunction(CAMediaTimingFunction(name: .easeOut))
        case .easeInEaseOut: return .timingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        case .default: return .timingFunction(CAMediaTimingFunction(name: .default))
        case .custom: return .timingFunction(CAMediaTimingFunction(controlPoints: 0.5, 0, 0.9, 0.7))
        case .back: return .easing(RBBCubicBezier(0.68, -0.55, 0.735, 1.55))
        case .bounce: return .easing(RBBEasingFunctionEaseOutBounce)
        }
    }

    /// The traced layer name.
    public var layerName: String {
        switch self {
        case .linear: return "easingLinear"
        case .easeIn: return "easingEaseIn"
        case .easeOut: return "easingEaseOut"
        case .easeInEaseOut: return "easingEaseInEaseOut"
        case .default: return "easingDefault"
        case .custom: return "easingCustom"
        case .back: return "easingBack"
        case .bounce: return "easingBounce"
        }
    }

    /// The caption, as the article names the curve.
    public var title: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInEaseOut: return "easeInEaseOut"
        case .default: return "default"
        case .custom: return "(0.5, 0, 0.9, 0.7)"
        case .back: return "RBB back bezier"
        case .bounce: return "RBB easeOutBounce"
        }
    }

    var color: UIColor {
        switch self {
        case .linear: return UIColor(hex: 0xEB5757)
        case .easeIn: return UIColor(hex: 0xF2994A)
        case .easeOut: return UIColor(hex: 0xF2C94C)
        case .easeInEaseOut: return UIColor(hex: 0x6FCF97)
        case .default: return UIColor(hex: 0x27AE60)
        case .custom: return UIColor(hex: 0x56CCF2)
        case .back: return UIColor(hex: 0x2F80ED)
        case .bounce: return UIColor(hex: 0xBB6BD9)
        }
    }
}
