// `import MotionViews` brings in the layer tree and everything below it, as `import UIKit` brings in
// Core Animation and Core Graphics on iOS.
@_exported import MotionGeometry
@_exported import MotionTiming
@_exported import MotionAnimation
@_exported import MotionLayers
@_exported import MotionCoreGraphics
