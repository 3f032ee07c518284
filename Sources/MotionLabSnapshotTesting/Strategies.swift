import Foundation
import SnapshotTesting
import MotionLabPreview

// Motion snapshot strategies for swift-snapshot-testing: `assertSnapshot(of: BadgeViewController(),
// as: .image(at: 0.5, script: "0.1 click 160 422"))`. Each renders headless on a virtual clock —
// no display — through the same frame function as `motionlab render`: the view controller becomes
// the root of a window of `size` points, appears at scene time 0, the script's input is played at
// its times, and frame n is at scene time n/60 s; a time T is the frame round(T·60), the frame
// `render --at T` renders. Record modes, `__Snapshots__` paths, `named:` and messages are
// swift-snapshot-testing's.
//
// Bad arguments (a time that is negative, not finite or out of order, an empty list, a size or
// scale out of range, a precision outside 0…1, a script that does not parse) fail the test with a
// message naming them; nothing is recorded (see `SnapshotIssue`).

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The frame at scene time `time` as a PNG — exactly the frame `motionlab render --at time` writes.
    /// - Parameters:
    ///   - time: scene seconds, 0…3600; the nearest frame at 60 fps is rendered.
    ///   - script: input in the script-file grammar, one action a line: `"0.1 click 160 422"`,
    ///     `"0.2 drag 160 400 160 100 0.3\n1 key space"`.
    ///   - size: the window in points (default 320×568, a preview's size).
    ///   - scale: pixels per point, 1…3.
    ///   - precision: the fraction of pixels that must match (swift-snapshot-testing's meaning).
    ///   - perceptualPrecision: how close a pixel must be to match: 1 exact; below 1 a pixel matches
    ///     when its CIE ΔE*94 from the reference is at most (1 − perceptualPrecision) × 100 (0.98–0.99
    ///     is about what the eye tells apart), so antialiasing and one-unit colour changes pass.
    public static func image(at time: Double, script: String? = nil, size: CGSize? = nil, scale: Int = 2,
                             precision: Float = 1, perceptualPrecision: Float = 1,
                             file: StaticString = #filePath, testName: String = #function) -> Snapshotting {
        Snapshotting<SnapshotSubject, UIImage>.motionImage(
            SnapshotArguments(strategy: "image", times: [time], script: script, size: size, scale: scale,
                              precision: precision, perceptualPrecision: perceptualPrecision,
                              reference: ReferenceLocation(file: "\(file)", testName: testName))
        ).pullback(SnapshotSubject.init(viewController:))
    }

    /// The frames at `times` side by side in one PNG (a filmstrip, each frame labelled with its
    /// scene time): a whole motion in one reference. Times in order; parameters as for `image(at:…)`.
    public static func frames(at times: [Double], script: String? = nil, size: CGSize? = nil, scale: Int = 2,
                              precision: Float = 1, perceptualPrecision: Float = 1,
                             file: StaticString = #filePath, testName: String = #function) -> Snapshotting {
        Snapshotting<SnapshotSubject, UIImage>.motionFrames(
            SnapshotArguments(strategy: "frames", times: times, script: script, size: size, scale: scale,
                              precision: precision, perceptualPrecision: perceptualPrecision,
                              reference: ReferenceLocation(file: "\(file)", testName: testName))
        ).pullback(SnapshotSubject.init(viewController:))
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The named layers' geometry and opacity at `times` as text, diffed line by line — the values
    /// `motionlab render --trace` writes (position, bounds, anchorPoint, opacity, zPosition,
    /// transform, hidden, windowFrame; strokeStart/strokeEnd for shape layers), without colours, so
    /// a colour change does not fail it. Name what to trace: `view.accessibilityIdentifier` or
    /// `layer.name`. Times in order (seconds, 0…3600); script and size as for `image(at:…)`.
    public static func trace(at times: [Double], script: String? = nil, size: CGSize? = nil,
                             file: StaticString = #filePath, testName: String = #function) -> Snapshotting {
        Snapshotting<SnapshotSubject, String>.motionTrace(
            SnapshotArguments(strategy: "trace", times: times, script: script, size: size, scale: 2,
                              precision: nil, perceptualPrecision: nil,
                              reference: ReferenceLocation(file: "\(file)", testName: testName))
        ).pullback(SnapshotSubject.init(viewController:))
    }
}

extension Snapshotting where Value == Preview, Format == UIImage {
    /// `image(at:…)` for a preview (a built-in scene, a `Scene` type, any `Preview`): its size unless
    /// `size` is given, its tunables at their defaults.
    public static func image(at time: Double, script: String? = nil, size: CGSize? = nil, scale: Int = 2,
                             precision: Float = 1, perceptualPrecision: Float = 1,
                             file: StaticString = #filePath, testName: String = #function) -> Snapshotting {
        Snapshotting<SnapshotSubject, UIImage>.motionImage(
            SnapshotArguments(strategy: "image", times: [time], script: script, size: size, scale: scale,
                              precision: precision, perceptualPrecision: perceptualPrecision,
                              reference: ReferenceLocation(file: "\(file)", testName: testName))
        ).pullback(SnapshotSubject.init(preview:))
    }

    /// `frames(at:…)` for a preview.
    public static func frames(at times: [Double], script: String? = nil, size: CGSize? = nil, scale: Int = 2,
                              precision: Float = 1, perceptualPrecision: Float = 1,
                             file: StaticString = #filePath, testName: String = #function) -> Snapshotting {
        Snapshotting<SnapshotSubject, UIImage>.motionFrames(
            SnapshotArguments(strategy: "frames", times: times, script: script, size: size, scale: scale,
                              precision: precision, perceptualPrecision: perceptualPrecision,
                              reference: ReferenceLocation(file: "\(file)", testName: testName))
        ).pullback(SnapshotSubject.init(preview:))
    }
}

extension Snapshotting where Value == Preview, Format == String {
    /// `trace(at:…)` for a preview.
    public static func trace(at times: [Double], script: String? = nil, size: CGSize? = nil,
                             file: StaticString = #filePath, testName: String = #function) -> Snapshotting {
        Snapshotting<SnapshotSubject, String>.motionTrace(
            SnapshotArguments(strategy: "trace", times: times, script: script, size: size, scale: 2,
                              precision: nil, perceptualPrecision: nil,
                              reference: ReferenceLocation(file: "\(file)", testName: testName))
        ).pullback(SnapshotSubject.init(preview:))
    }
}
