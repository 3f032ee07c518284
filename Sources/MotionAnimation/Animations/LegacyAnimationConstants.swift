import Foundation

// The string constants older iOS code uses for transitions and keyframe modes
// (`transition.type = kCATransitionPush`, `anim.calculationMode = kCAAnimationPaced`), typed so they fit
// where Swift 4.2+ takes the enumerations.

public let kCATransitionFade = CATransitionType.fade
public let kCATransitionPush = CATransitionType.push
public let kCATransitionMoveIn = CATransitionType.moveIn
public let kCATransitionReveal = CATransitionType.reveal

public let kCATransitionFromRight = CATransitionSubtype.fromRight
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
public let kCATransitionFromTop = CATransitionSubtype.fromTop
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

public let kCAAnimationLinear = CAAnimationCalculationMode.linear
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced

public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

/// The key under which iOS code adds transitions (`layer.add(transition, forKey: kCATransition)`):
/// Apple's `kCATransition`, the string "transition".
public let kCATransition = "transition"
