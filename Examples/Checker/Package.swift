// swift-tools-version:5.9
// Checks the examples' renders: their traces against closed-form references (UIKit's spring through
// MotionLab's `UIKitSpring` mapping, cubic-bezier timing, the flip transition's projection) and their
// frames against the goldens in each example's `Goldens/`. Run by `scripts/examples-check.sh`.
// Swift only (no Python on CI machines): a pure-Swift PNG reader, no SDL.
import PackageDescription

let package = Package(
    name: "ExamplesChecker",
    dependencies: [
        .package(name: "MotionLab", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ExamplesChecker",
            dependencies: [.product(name: "MotionLab", package: "MotionLab")]
        ),
    ]
)
