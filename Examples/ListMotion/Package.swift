// swift-tools-version:5.9
// Table and collection views previewed with MotionLab: the seed's song list as a real UITableView
// whose cells spring in from willDisplay, and a collection grid that reorders and switches layout.
import PackageDescription

let package = Package(
    name: "ListMotion",
    dependencies: [
        // This example lives inside the MotionLab checkout; your own package would use
        // .package(url: "https://github.com/…/MotionLab", branch: "main") or a path to a checkout.
        .package(name: "MotionLab", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ListMotion",
            dependencies: [
                .product(name: "UIKit", package: "MotionLab"),
                .product(name: "MotionLabPreview", package: "MotionLab"),
            ],
            // The iOS files, unchanged (#selector, @objc), compiled through the port plugin.
            exclude: ["iOS"],
            plugins: [.plugin(name: "MotionLabPort", package: "MotionLab")]
        ),
    ]
)
