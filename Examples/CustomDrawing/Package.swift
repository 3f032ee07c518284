// swift-tools-version:5.9
// Custom drawing previewed with MotionLab: a progress ring drawn in draw(_:) and a wave redrawn every
// frame from a display link — ordinary UIKit drawing code plus one registration line.
import PackageDescription

let package = Package(
    name: "CustomDrawing",
    dependencies: [
        // This example lives inside the MotionLab checkout; your own package would use
        // .package(url: "https://github.com/…/MotionLab", branch: "main") or a path to a checkout.
        .package(name: "MotionLab", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "CustomDrawing",
            dependencies: [
                .product(name: "UIKit", package: "MotionLab"),
                .product(name: "MotionLabPreview", package: "MotionLab"),
            ]
        ),
    ]
)
