// `import MotionLab` brings in the whole SDL-free API and Foundation (CGFloat, CGPoint, CGRect,
// TimeInterval), the way `import UIKit` does on iOS.
@_exported import Foundation
@_exported import MotionGeometry
@_exported import MotionTiming
@_exported import MotionAnimation
@_exported import MotionLayers
@_exported import MotionCoreGraphics
@_exported import MotionViews
@_exported import MotionDispatch
@_exported import MotionTargetAction
@_exported import MotionLiterals
