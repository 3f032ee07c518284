// swift-tools-version:5.9
// MotionLab: Core Animation–style motion for Linux.
// Layers, bottom to top (each module imports only those below it):
//   MotionGeometry (MotionConstraints) → MotionRaster, MotionTiming → MotionAnimation → MotionLayers → MotionViews
//   → MotionRender (SDL-free draw list, renderer, frame pipeline) → MotionHost (SDL)
//   (MotionOutput — files, standard output, child tools, signals — sits beside them, below MotionHost)
//   → MotionLabPreview (previews, headless, window, command line) → MotionScenes (the seed scenes)
//   → motionlab (MotionLabApp); MotionLabPreview → MotionLabSnapshotTesting (test targets' strategies)
import PackageDescription

let package = Package(
    name: "MotionLab",
    products: [
        /// The SDL-free API: geometry, timing, animations, layers, views. Re-exports Foundation.
        .library(name: "MotionLab", targets: ["MotionLab"]),
        /// `import UIKit` for ported iOS code: re-exports MotionLab.
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit", "MotionOSLog", "MotionUserNotifications", "MotionCoreMotion"]),
        /// `import QuartzCore` for ported Core Animation code: re-exports MotionLab.
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        /// Previews of your own view controllers and scenes: window, headless, command line.
        .library(name: "MotionLabPreview", targets: ["MotionLabPreview"]),
        .executable(name: "motionlab", targets: ["MotionLabApp"]),
        /// swift-snapshot-testing strategies for view controllers and previews (`.image(at:)`,
        /// `.frames(at:)`, `.trace(at:)`): motion snapshot tests on Linux CI. Re-exports SnapshotTesting.
        .library(name: "MotionLabSnapshotTesting", targets: ["MotionLabSnapshotTesting"]),
        /// Compiles the unchanged iOS files of a target's `iOS/` folder: rewrites `#selector`/`@objc`
        /// into the build folder (swift-syntax, built only for packages that use the plugin).
        .plugin(name: "MotionLabPort", targets: ["MotionLabPort"]),
        /// The rewrite as a command: `motionlab port` runs it (`swift build --product motionlab-port`).
        .executable(name: "motionlab-port", targets: ["motionlab-port"]),
        /// `import SwiftUI` for SwiftUI views (MotionLab's SwiftUI, over its views and layers; SDL-free):
        /// re-exports the UIKit API, Foundation, Observation and Combine (OpenCombine, also as `import Combine`).
        .library(name: "SwiftUI", targets: ["SwiftUI", "Combine", "MotionOSLog", "MotionUserNotifications", "MotionCoreMotion"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only MotionLabSnapshotTesting uses it (its SnapshotTesting product: no swift-syntax is built).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Only the port tool and its tests use it; no library product depends on it. (Within
        // swift-snapshot-testing's 509.0.0..<605.0.0.)
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // Only the SwiftUI product uses it (ObservableObject, @Published, `import Combine`).
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // Core: pure Swift, Foundation only.
        .target(name: "MotionGeometry"),
        /// The constraint solver (incremental Cassowary) under Auto Layout: Foundation only.
        .target(name: "MotionConstraints"),
        /// Tunable literals of files compiled through the MotionLabPort plugin: the design-time lookups
        /// the rewrite wraps them in, the registry of every site, overrides, write-back's text edits.
        /// Foundation only, so the rewritten files reach it through `import UIKit`.
        .target(name: "MotionLiterals"),
        .target(name: "MotionTiming", dependencies: ["MotionGeometry"]),
        .target(name: "MotionAnimation", dependencies: ["MotionGeometry", "MotionTiming"]),
        /// The antialiased path rasteriser (flattening, stroking, dashing, exact-area coverage), SDL-free;
        /// under Core Graphics' contexts and the renderer's shape layers alike.
        .target(name: "MotionRaster", dependencies: ["MotionGeometry", "CMotionRaster"]),
        /// Core Graphics' drawing: `CGContext` (bitmap contexts over MotionRaster), `CGGradient`,
        /// `CGColorSpace`, blend modes, shadows. Below the layers, so `CALayer.draw(in:)` exists.
        .target(name: "MotionCoreGraphics", dependencies: ["MotionGeometry", "MotionRaster", "CMotionBlend"]),
        /// Solid source-over along coverage sums eight pixels at a time in AVX2 (`SolidOverBlend`), chosen at
        /// run time; plain C, compiles (to a stub that reports itself unavailable) on any target.
        .target(name: "CMotionBlend"),
        .target(name: "CMotionRaster"),
        .target(name: "MotionLayers", dependencies: ["MotionGeometry", "MotionTiming", "MotionAnimation", "MotionCoreGraphics"]),
        .target(name: "MotionViews", dependencies: ["MotionLayers", "MotionConstraints"]),
        /// `DispatchQueue.main`, `DispatchTime` and `Timer` on the scene clock (they shadow the system's).
        .target(name: "MotionDispatch", dependencies: ["MotionLayers"]),
        /// Objective-C's target/selector messaging with method references: `Timer(…target:selector:…)`
        /// and `perform(_:with:afterDelay:)` on the scene clock, `NotificationCenter` selector observers.
        .target(name: "MotionTargetAction", dependencies: ["MotionViews", "MotionDispatch"]),
        /// Box2D 2.4 (C++; Debian's libbox2d-dev, linked by name) behind a C header, so no Swift module
        /// needs C++ interoperability (which every package depending on this one would have to enable).
        .target(name: "CBox2DBridge", linkerSettings: [.linkedLibrary("box2d")]),
        /// UIKit Dynamics (UIDynamicAnimator and its behaviours) on Box2D, stepped on the scene clock.
        /// SDL-free, beside the views; `import UIKit` re-exports it.
        .target(name: "MotionDynamics", dependencies: ["MotionViews", "CBox2DBridge"]),
        /// Umbrella: `import MotionLab` gives the whole SDL-free API.
        .target(name: "MotionLab", dependencies: ["MotionGeometry", "MotionTiming", "MotionAnimation", "MotionLayers", "MotionCoreGraphics", "MotionViews", "MotionDispatch", "MotionTargetAction", "MotionLiterals"]),
        /// iOS module names over the same API, so ported files keep their imports.
        .target(name: "UIKit", dependencies: ["MotionLab", "MotionDynamics"]),
        /// Apple's `os` module's unified logging (`os_log`, `OSLog`, `Logger`) for iOS files, which the port
        /// rewrites `import os`/`import os.log`/`import OSLog` to: messages on standard error. Foundation
        /// only; in the UIKit and SwiftUI products. (Not named `os`: packages test `canImport(os)` for
        /// Darwin's locks.)
        .target(name: "MotionOSLog"),
        /// Apple's UserNotifications for iOS files (the port rewrites `import UserNotifications` to it):
        /// authorization granted, requests delivered on the scene clock to the center's delegate. In the UIKit
        /// and SwiftUI products. (Not named UserNotifications: swift-custom-dump, under swift-snapshot-testing,
        /// compiles Apple-only conformances when `canImport(UserNotifications)`.)
        .target(name: "MotionUserNotifications", dependencies: ["MotionDispatch"]),
        /// Apple's Core Motion for iOS files (the port rewrites `import CoreMotion` to it), as on a device
        /// without motion sensors (the iOS Simulator): every sensor unavailable, no updates. Foundation only;
        /// in the UIKit and SwiftUI products. (Not named CoreMotion: packages test `canImport(CoreMotion)`.)
        .target(name: "MotionCoreMotion"),
        .target(name: "QuartzCore", dependencies: ["MotionLab"]),
        /// Empty: the name Swift Testing's cross-import overlay for UIKit looks for (see its file).
        .target(name: "_Testing_UIKit"),

        /// Rendering without SDL: the draw list, the layer renderer, the canvas protocol, the frame pipeline.
        .target(name: "MotionRender", dependencies: ["MotionViews", "MotionRaster"]),

        // Host: the only place SDL is imported. Linked by name (module.modulemap), not through
        // pkg-config, whose `-D_REENTRANT` SwiftPM would warn about in every dependent package.
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"])]
        ),
        /// libspng + zlib for fast PNG encoding of headless frames; linked by name like CSDL2.
        .systemLibrary(
            name: "CSPNG",
            providers: [.apt(["libspng-dev", "zlib1g-dev"])]
        ),
        /// Signal-time cleanup (temporary files unlinked, child tools killed) in async-signal-safe C.
        .target(name: "CSignalCleanup"),
        /// How every output is written: files through the path as given and replaced only when
        /// complete (`OutputFile`), checked standard output, child tools that cannot hang or outlive
        /// us (`ChildTool`), cleanup on SIGINT/SIGTERM (`Termination`). Foundation only, no SDL.
        .target(name: "MotionOutput", dependencies: ["CSignalCleanup"]),
        .target(name: "MotionHost", dependencies: ["CSDL2", "CSPNG", "MotionRender", "MotionOutput"]),
        /// The animation inspector (key I, `motionlab inspect`): which animations run and their fields,
        /// freezing and soloing, picking a layer, and its panel as draw commands. SDL-free.
        .target(name: "MotionInspector", dependencies: ["MotionRender", "MotionOutput"]),
        /// The window's literals panel (key L): which tunable literals are the running preview's, and
        /// their drawing over it. SDL-free, like the inspector.
        .target(name: "MotionLiteralTuning", dependencies: ["MotionRender", "MotionLiterals"]),
        /// Hot reload (`run --watch`): the window process, the preview link, the source watch and the build.
        .target(name: "MotionReload", dependencies: ["MotionHost", "MotionOutput", "CSignalCleanup"]),

        /// Plain C baseline for `motionlab bench core` (cubic-bezier solve).
        .target(name: "CBaseline"),
        .target(
            name: "MotionLabPreview",
            dependencies: [
                "UIKit", "MotionRender", "MotionHost", "MotionOutput", "MotionInspector", "MotionReload", "MotionLiteralTuning", "CBaseline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "MotionScenes", dependencies: ["UIKit", "MotionLabPreview"]),
        .executableTarget(name: "MotionLabApp", dependencies: ["MotionScenes", "MotionLabPreview", "MotionSwiftUIBench"]),
        /// `motionlab bench swiftui`'s workloads, registered by the app (MotionLabPreview stays free of SwiftUI).
        .target(name: "MotionSwiftUIBench", dependencies: ["MotionLabPreview", "MotionSwiftUI"]),
        /// Snapshot strategies over the headless preview session, built on swift-snapshot-testing.
        .target(
            name: "MotionLabSnapshotTesting",
            dependencies: [
                "MotionLabPreview", "MotionHost", "MotionOutput",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),

        // SwiftUI (issue 31): SwiftUI's animation model over the layers (values, curves, springs, the
        // layer attribute animation), its layout algorithms, the view graph and views, and the
        // `SwiftUI`/`Combine` module names user files import.
        .target(name: "MotionSwiftUIAnimation", dependencies: ["MotionLayers"]),
        .target(name: "MotionSwiftUILayout", dependencies: ["MotionGeometry"]),
        .target(name: "MotionSwiftUI", dependencies: [
            "MotionLab", "MotionSwiftUIAnimation", "MotionSwiftUILayout",
            .product(name: "OpenCombine", package: "OpenCombine"),
        ]),
        .target(name: "SwiftUI", dependencies: ["MotionSwiftUI", "MotionCombine"]),
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine"), "MotionCombine"]),
        /// Combine's schedulers (`DispatchQueue`, `RunLoop`) on the scene clock and `NotificationCenter`'s
        /// publisher, over OpenCombine: what `import Combine` and `import SwiftUI` give view models.
        .target(name: "MotionCombine", dependencies: ["MotionLayers", "MotionDispatch", .product(name: "OpenCombine", package: "OpenCombine")]),

        // The port: iOS files compiled unchanged. The rewrite (one SyntaxRewriter pass per concern)
        // is its own module, used by the tool and its tests; the plugin runs the tool per file.
        .target(
            name: "MotionLabPortRewrite",
            dependencies: [
                "MotionInterfaceBuilder",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        /// The Interface Builder compiler: storyboards, xibs and asset catalogs into Swift at build time
        /// (FoundationXML's `XMLParser`; the library never parses XML). Used by the port tool.
        .target(name: "MotionInterfaceBuilder"),
        /// What `run --watch` does with an edit (patch, literals, restart) and the patch file: build time only.
        .target(
            name: "MotionLabPatchPlanner",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "motionlab-port", dependencies: ["MotionLabPortRewrite", "MotionLabPatchPlanner", "MotionInterfaceBuilder", "MotionOutput"]),
        .plugin(name: "MotionLabPort", capability: .buildTool(), dependencies: ["motionlab-port"]),

        .testTarget(name: "MotionGeometryTests", dependencies: ["MotionGeometry"]),
        .testTarget(name: "MotionTimingTests", dependencies: ["MotionTiming"]),
        .testTarget(name: "MotionAnimationTests", dependencies: ["MotionAnimation"]),
        .testTarget(name: "MotionLayersTests", dependencies: ["MotionLayers"]),
        .testTarget(name: "MotionViewsTests", dependencies: ["MotionViews"]),
        .testTarget(name: "MotionDynamicsTests", dependencies: ["MotionDynamics", "MotionLab", "MotionInspector"]),
        .testTarget(name: "MotionDispatchTests", dependencies: ["MotionLab"]),
        .testTarget(name: "MotionTargetActionTests", dependencies: ["MotionLab"]),
        .testTarget(name: "MotionRenderTests", dependencies: ["MotionLab", "MotionRender"]),
        .testTarget(name: "MotionOutputTests", dependencies: ["MotionOutput", "CSignalCleanup"]),
        .testTarget(name: "MotionHostTests", dependencies: ["MotionHost", "MotionOutput"]),
        .testTarget(name: "MotionLabPreviewTests", dependencies: ["MotionLabPreview", "MotionOutput"]),
        .testTarget(name: "MotionLabSnapshotTestingTests", dependencies: ["MotionLabSnapshotTesting", "MotionScenes"]),
        .testTarget(name: "MotionInspectorTests", dependencies: ["MotionInspector", "MotionLab"]),
        .testTarget(name: "MotionReloadTests", dependencies: ["MotionReload"]),
        .testTarget(name: "MotionLabPatchPlannerTests", dependencies: ["MotionLabPatchPlanner"]),
        .testTarget(name: "MotionScenesTests", dependencies: ["MotionScenes", "MotionLabPreview"], exclude: ["Goldens"]),
        /// Public iOS animation snippets compiled unchanged against `import UIKit`, with their motion checked.
        .testTarget(name: "UIKitPortTests", dependencies: ["UIKit"]),
        .testTarget(name: "OSLogTests", dependencies: ["MotionOSLog"]),
        .testTarget(name: "CoreMotionTests", dependencies: ["MotionCoreMotion"]),
        .testTarget(name: "UserNotificationsTests", dependencies: ["MotionUserNotifications", "MotionLab"]),
        .testTarget(name: "MotionLabPortRewriteTests", dependencies: [
            "MotionLabPortRewrite", "MotionLiterals", .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        .testTarget(name: "MotionConstraintsTests", dependencies: ["MotionConstraints"]),
        /// cairo (libcairo2-dev), the reference rasteriser drawing is compared with: tests only.
        .systemLibrary(name: "CCairo", path: "Tests/CCairo", providers: [.apt(["libcairo2-dev"])]),
        .testTarget(name: "MotionCoreGraphicsTests", dependencies: ["MotionCoreGraphics", "CCairo"]),
        .testTarget(name: "MotionSwiftUITests", dependencies: ["SwiftUI", "MotionLabPreview", "MotionRender", "Swift6Fixture"]),
        // A user's iOS files in the Swift 6 language mode through the port plugin (`@MainActor` view
        // models, views, previews): building it is the check that they compile as against Apple's SDK.
        .target(name: "Swift6Fixture", dependencies: ["SwiftUI", "UIKit", "Combine"], path: "Tests/Swift6Fixture",
                exclude: ["iOS"], swiftSettings: [.unsafeFlags(["-swift-version", "6"])], plugins: ["MotionLabPort"]),
        .testTarget(name: "MotionLiteralsTests", dependencies: ["MotionLiterals"]),
        // Tunable literals end to end: the same iOS-style files compiled as written and through the
        // MotionLabPort plugin (Tuned/iOS links to Plain), compared and tuned by MotionLiteralsPortTests.
        .target(name: "LiteralFixturePlain", dependencies: ["UIKit"], path: "Tests/LiteralFixtures/Plain"),
        .target(name: "LiteralFixtureTuned", dependencies: ["UIKit"], path: "Tests/LiteralFixtures/Tuned",
                exclude: ["iOS"], plugins: ["MotionLabPort"]),
        // Interface Builder files compiled through the plugin (storyboards, xibs, catalogs in iOS/), loaded
        // by InterfaceBuilderTests; MotionInterfaceBuilderTests checks the compiler on its own.
        .target(name: "InterfaceBuilderFixture", dependencies: ["UIKit"], path: "Tests/InterfaceBuilderFixture",
                exclude: ["iOS"], plugins: ["MotionLabPort"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilderFixture", "MotionLabPreview"]),
        .testTarget(name: "MotionInterfaceBuilderTests", dependencies: ["MotionInterfaceBuilder"]),
        .testTarget(name: "MotionLiteralsPortTests", dependencies: ["LiteralFixturePlain", "LiteralFixtureTuned", "MotionLabPreview"]),
    ]
)
