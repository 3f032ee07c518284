// swift-tools-version:5.9
// Custom drawing previewed with MotionLab: a progress ring drawn in draw(_:) and a wave redrawn every
// frame from a display link — ordinary UIKit drawing code plus one registration line. PortedDrawing:
// the same kinds of drawing as iOS files keep them (Sources/PortedDrawing/iOS/, through the port plugin).
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
        // The same kind of drawing as iOS files keep it (`#selector`, `@objc`, `@NSManaged`, `#keyPath`,
        // `override init(layer:)`), compiled unchanged through the port plugin.
        .executableTarget(
            name: "PortedDrawing",
            dependencies: [
                .product(name: "UIKit", package: "MotionLab"),
                .product(name: "MotionLabPreview", package: "MotionLab"),
            ],
            exclude: ["iOS"],
            plugins: [.plugin(name: "MotionLabPort", package: "MotionLab")]
        ),
    ]
)
