// swift-tools-version:5.9
// An Auto Layout card that expands, previewed with MotionLab: ordinary UIKit code plus one registration line.
import PackageDescription

let package = Package(
    name: "ExpandingCard",
    dependencies: [
        // This example lives inside the MotionLab checkout; your own package would use
        // .package(url: "https://github.com/…/MotionLab", branch: "main") or a path to a checkout.
        .package(name: "MotionLab", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ExpandingCard",
            dependencies: [
                .product(name: "UIKit", package: "MotionLab"),
                .product(name: "MotionLabPreview", package: "MotionLab"),
            ]
        ),
    ]
)
