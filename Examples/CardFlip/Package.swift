// swift-tools-version:5.9
// A card that flips on tap, previewed with MotionLab: ordinary UIKit code plus one registration line.
import PackageDescription

let package = Package(
    name: "CardFlip",
    dependencies: [
        // This example lives inside the MotionLab checkout; your own package would use
        // .package(url: "https://github.com/…/MotionLab", branch: "main") or a path to a checkout.
        .package(name: "MotionLab", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "CardFlip",
            dependencies: [
                .product(name: "UIKit", package: "MotionLab"),
                .product(name: "MotionLabPreview", package: "MotionLab"),
            ]
        ),
    ]
)
