// swift-tools-version:5.9
// A SwiftUI card stack previewed with MotionLab: an iOS SwiftUI file with a #Preview block, compiled
// unchanged through the MotionLabPort plugin, and a main.swift of one line.
import PackageDescription

let package = Package(
    name: "SwiftUICards",
    dependencies: [
        // This example lives inside the MotionLab checkout; your own package would use
        // .package(url: "https://github.com/…/MotionLab", branch: "main") or a path to a checkout.
        .package(name: "MotionLab", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "SwiftUICards",
            dependencies: [
                .product(name: "SwiftUI", package: "MotionLab"),
                .product(name: "MotionLabPreview", package: "MotionLab"),
            ],
            exclude: ["iOS"],
            plugins: [.plugin(name: "MotionLabPort", package: "MotionLab")]
        ),
    ]
)
