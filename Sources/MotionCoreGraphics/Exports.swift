// `import MotionCoreGraphics` brings the geometry and path types with it, as Core Graphics does on iOS.
@_exported import MotionGeometry
