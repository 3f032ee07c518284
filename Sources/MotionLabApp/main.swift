import Foundation
import MotionLabPreview
import MotionScenes
import MotionSwiftUIBench

// `motionlab` is a preview app like any user's: the built-in scenes, registered the same way.
// `run --watch` rebuilds motionlab from the checkout it was built from (this file is in it).
SwiftUIBench.register()
PreviewApp.main(BuiltInScenes.previews, package: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent())
