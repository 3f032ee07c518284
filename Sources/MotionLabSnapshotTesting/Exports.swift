// `import MotionLabSnapshotTesting` is all a snapshot test needs: swift-snapshot-testing itself
// (`assertSnapshot`, `verifySnapshot`, `withSnapshotTesting`, `Snapshotting`, `Diffing`, …), the
// previews (`Preview`, `Scene`) and, through them, the `UIKit` module MotionLab provides.
@_exported import SnapshotTesting
@_exported import MotionLabPreview
