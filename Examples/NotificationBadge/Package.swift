// swift-tools-version:5.9
// Motion snapshot tests of ordinary UIKit view controllers, with swift-snapshot-testing and MotionLab:
// the tests run on Linux with no display and compare against the references committed in
// Tests/NotificationBadgeTests/__Snapshots__.
import PackageDescription

let package = Package(
    name: "NotificationBadge",
    dependencies: [
        // This example lives inside the MotionLab checkout; your own package would use
        // .package(url: "https://github.com/…/MotionLab", branch: "main") or a path to a checkout.
        .package(name: "MotionLab", path: "../.."),
    ],
    targets: [
        /// The view controllers: plain `import UIKit` code.
        .target(name: "NotificationBadge", dependencies: [.product(name: "UIKit", package: "MotionLab")]),
        /// `swift run NotificationBadgePreviews` shows them in a window.
        .executableTarget(name: "NotificationBadgePreviews", dependencies: [
            "NotificationBadge",
            .product(name: "MotionLabPreview", package: "MotionLab"),
        ]),
        .testTarget(
            name: "NotificationBadgeTests",
            dependencies: [
                "NotificationBadge",
                .product(name: "MotionLabSnapshotTesting", package: "MotionLab"),
            ],
            // The references are data, not sources (without this SwiftPM warns about unhandled files).
            exclude: ["__Snapshots__"]
        ),
    ]
)
