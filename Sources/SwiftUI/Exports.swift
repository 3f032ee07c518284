// A module named SwiftUI, so a SwiftUI file's `import SwiftUI` compiles unchanged: MotionLab's
// SwiftUI (views, layout, state, animation over MotionLab's layers), the UIKit API and Foundation
// (as `import SwiftUI` brings UIKit on iOS), Observation (`@Observable`) and Combine's
// `ObservableObject`/`@Published` (OpenCombine).
@_exported import MotionSwiftUI
@_exported import MotionSwiftUIAnimation
@_exported import MotionSwiftUILayout
@_exported import MotionLab
@_exported import Observation
@_exported import OpenCombine
// As on iOS, `import SwiftUI` makes `URLSession` and the networking types visible (on Linux they live
// in FoundationNetworking).
@_exported import FoundationNetworking
// Combine's schedulers on the scene clock and the notification publisher.
@_exported import MotionCombine
