// swift-tools-version:5.9
// A spring "like" button previewed with MotionLab: ordinary UIKit code plus one registration line.
import PackageDescription

let package = Package(
    name: "SpringButton",
    dependencies: [
        // This example lives inside the MotionLab checkout; your own package would use
        // .package(url: "https://github.com/…/MotionLab", branch: "main") or a path to a checkout.
        .package(name: "MotionLab", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "SpringButton",
            dependencies: [
                .product(name: "UIKit", package: "MotionLab"),
                .product(name: "MotionLabPreview", package: "MotionLab"),
            ]
        ),
    ]
)
