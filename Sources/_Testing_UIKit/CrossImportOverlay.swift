// Swift Testing declares a cross-import overlay for a module named UIKit (`_Testing_UIKit`, Apple's
// attachments of `UIImage`s), which the Linux toolchain does not ship: a file that imports Testing and
// MotionLab's `UIKit` — directly, or through `MotionLabPreview` or `MotionLabSnapshotTesting` — fails
// with "no such module '_Testing_UIKit'". This empty module of that name, built with the UIKit product,
// lets such a test file compile; it adds nothing.
