// swift-tools-version:5.9
// MotionLab: Core Animation–style motion for Linux.
// Layers, bottom to top (each module imports only those below it):
//   MotionGeometry → MotionTiming → MotionAnimation → MotionLayers → MotionViews
//   → MotionHost (SDL) → MotionScenes → motionlab (MotionLabApp)
import PackageDescription

let package = Package(
    name: "MotionLab",
    products: [
        .library(name: "MotionLab", targets: ["MotionLab"]),
        .executable(name: "motionlab", targets: ["MotionLabApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Core: pure Swift, Foundation only.
        .target(name: "MotionGeometry"),
        .target(name: "MotionTiming", dependencies: ["MotionGeometry"]),
        .target(name: "MotionAnimation", dependencies: ["MotionGeometry", "MotionTiming"]),
        .target(name: "MotionLayers", dependencies: ["MotionGeometry", "MotionTiming", "MotionAnimation"]),
        .target(name: "MotionViews", dependencies: ["MotionLayers"]),
        /// Umbrella: `import MotionLab` gives the whole SDL-free API.
        .target(name: "MotionLab", dependencies: ["MotionGeometry", "MotionTiming", "MotionAnimation", "MotionLayers", "MotionViews"]),

        // Host: the only place SDL is imported.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2 SDL2_image SDL2_ttf",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"])]
        ),
        .target(name: "MotionHost", dependencies: ["CSDL2", "MotionViews"]),
        .target(name: "MotionScenes", dependencies: ["MotionHost", "MotionViews"]),

        /// Plain C baseline for `motionlab bench core` (cubic-bezier solve).
        .target(name: "CBaseline"),
        .executableTarget(
            name: "MotionLabApp",
            dependencies: [
                "MotionScenes", "MotionHost", "CBaseline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .testTarget(name: "MotionGeometryTests", dependencies: ["MotionGeometry"]),
        .testTarget(name: "MotionTimingTests", dependencies: ["MotionTiming"]),
        .testTarget(name: "MotionAnimationTests", dependencies: ["MotionAnimation"]),
        .testTarget(name: "MotionLayersTests", dependencies: ["MotionLayers"]),
        .testTarget(name: "MotionViewsTests", dependencies: ["MotionViews"]),
        .testTarget(name: "MotionHostTests", dependencies: ["MotionHost"]),
        .testTarget(name: "MotionScenesTests", dependencies: ["MotionScenes"]),
    ]
)
