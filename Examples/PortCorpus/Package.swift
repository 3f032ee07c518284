// swift-tools-version:5.9
// iOS files compiled unchanged: everything under Sources/PortCorpus/iOS/ is written the way an iOS app
// writes it (`#selector`, `@objc`, `@IBAction`, `@objc dynamic`, target/selector timers, display
// links, notifications, `perform(_:with:afterDelay:)`), and the MotionLabPort plugin compiles it
// through its rewrite. `main.swift`, outside iOS/, registers the previews.
import PackageDescription

let package = Package(
    name: "PortCorpus",
    dependencies: [
        // This example lives inside the MotionLab checkout; your own package would use
        // .package(url: "https://github.com/…/MotionLab", branch: "main") or a path to a checkout.
        .package(name: "MotionLab", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PortCorpus",
            dependencies: [
                .product(name: "UIKit", package: "MotionLab"),
                .product(name: "MotionLabPreview", package: "MotionLab"),
            ],
            exclude: ["iOS"],
            plugins: [.plugin(name: "MotionLabPort", package: "MotionLab")]
        ),
    ]
)
