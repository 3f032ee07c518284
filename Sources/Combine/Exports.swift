// A module named Combine, so `import Combine` in a SwiftUI file compiles on Linux: OpenCombine
// 0.14.0, a Combine implementation with Apple's API (publishers, subscribers, `ObservableObject`,
// `@Published`).
@_exported import OpenCombine
@_exported import MotionCombine
