// A module named UIKit, so an iOS file's `import UIKit` compiles unchanged: it re-exports MotionLab
// (the views, layers, animations, timing and geometry) and through it Foundation.
@_exported import MotionLab
// UIKit Dynamics (UIDynamicAnimator, behaviours) on Box2D: beside the views, not in MotionLab, so only
// what imports UIKit links Box2D.
@_exported import MotionDynamics
