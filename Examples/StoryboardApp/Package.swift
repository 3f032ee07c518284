// swift-tools-version:5.9
// A storyboard app previewed with MotionLab: Main.storyboard (a navigation controller, a card whose
// height constraint an @IBAction animates with a UIKit spring, a show segue passing a value), a xib
// instantiated with UINib, and Bench.storyboard (ten scenes) for `bench storyboard` — compiled unchanged
// through the MotionLabPort plugin. `main.swift`, outside iOS/, registers the previews.
import PackageDescription

let package = Package(
    name: "StoryboardApp",
    dependencies: [
        // This example lives inside the MotionLab checkout; your own package would use
        // .package(url: "https://github.com/…/MotionLab", branch: "main") or a path to a checkout.
        .package(name: "MotionLab", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "StoryboardApp",
            dependencies: [
                .product(name: "UIKit", package: "MotionLab"),
                .product(name: "MotionLabPreview", package: "MotionLab"),
            ],
            exclude: ["iOS"],
            plugins: [.plugin(name: "MotionLabPort", package: "MotionLab")]
        ),
    ]
)
