import Foundation
import MotionLabPreview
import MotionScenes
#if canImport(MotionSwiftUIBench)
import MotionSwiftUIBench
#endif

// `motionlab` is a preview app like any user's: the built-in scenes, registered the same way.
// `run --watch` rebuilds motionlab from the checkout it was built from (this file is in it).
#if canImport(MotionSwiftUIBench)
// `bench swiftui`'s workloads (SwiftPM builds them; the CMake build of motionlab leaves SwiftUI out).
SwiftUIBench.register()
#endif
PreviewApp.main(BuiltInScenes.previews, package: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent())
