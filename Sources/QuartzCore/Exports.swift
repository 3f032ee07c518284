// A module named QuartzCore, so Core Animation code's `import QuartzCore` compiles unchanged: it
// re-exports MotionLab (layers, animations, timing, geometry) and through it Foundation.
@_exported import MotionLab
