// swift-tools-version:5.9
// UIKit Dynamics in iOS files compiled unchanged (Sources/UIKitDynamics/iOS/, through the MotionLabPort
// plugin): a swipe-to-dismiss card that snaps back or flies off, and blocks dropped with gravity onto the
// floor. `main.swift`, outside iOS/, registers the previews.
import PackageDescription

let package = Package(
    name: "UIKitDynamics",
    dependencies: [
        // This example lives inside the MotionLab checkout; your own package would use
        // .package(url: "https://github.com/…/MotionLab", branch: "main") or a path to a checkout.
        .package(name: "MotionLab", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "UIKitDynamics",
            dependencies: [
                .product(name: "UIKit", package: "MotionLab"),
                .product(name: "MotionLabPreview", package: "MotionLab"),
            ],
            exclude: ["iOS"],
            plugins: [.plugin(name: "MotionLabPort", package: "MotionLab")]
        ),
    ]
)
