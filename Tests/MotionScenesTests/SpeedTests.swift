import XCTest
import Foundation
import UIKit
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// `run --speed` and the `[` `]` keys: the live window feeds the frame function host timestamps and the
/// media clock turns them into scene time at the chosen rate. Everything on the scene clock — Core
/// Animation, UIKit springs and keyframes, property animators, display links (reading their timestamp),
/// scene timers, `asyncAfter`, Pop — must slow together, so a trace taken at 0.25× is the 1× trace with
/// its time stretched ×4, value for value.
final class SpeedTests: XCTestCase {
    typealias Trace = [[String: TracedLayer]]

    /// A preview using each clock-driven mechanism once, with frame-rate independent content (the
    /// display link positions its view from `timestamp`, not from a frame count).
    final class ClockMechanisms: UIViewController {
        var box: UIView!, dot: UIView!, bar: UIView!, drawer: UIView!, late: UIView!, popped: UIView!
        var link: CADisplayLink?
        var timer: SceneTimer?
        var animator: UIViewPropertyAnimator?
        var start: CFTimeInterval = 0

        func named(_ name: String, _ frame: CGRect, _ color: UIColor) -> UIView {
            let v = UIView(frame: frame)
            v.backgroundColor = color
            v.accessibilityIdentifier = name
            view.addSubview(v)
            return v
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            box = named("box", CGRect(x: 20, y: 40, width: 60, height: 60), .systemOrange)
            dot = named("dot", CGRect(x: 20, y: 140, width: 20, height: 20), .systemGreen)
            bar = named("bar", CGRect(x: 20, y: 200, width: 100, height: 10), .systemBlue)
            drawer = named("drawer", CGRect(x: 0, y: 400, width: 320, height: 100), .systemPink)
            late = named("late", CGRect(x: 200, y: 40, width: 40, height: 40), .systemYellow)
            popped = named("popped", CGRect(x: 200, y: 140, width: 40, height: 40), .systemPurple)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            start = CACurrentMediaTime()
            UIView.animate(withDuration: 0.9, delay: 0.1, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                           animations: { self.box.center.x = 250 })
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.2; fade.toValue = 1; fade.duration = 0.7
            bar.layer.add(fade, forKey: "fade")
            UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.bar.center.y += 60 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.bar.center.x += 80 }
            })
            let animator = UIViewPropertyAnimator(duration: 1.1, dampingRatio: 0.7) { self.drawer.frame.origin.y = 300 }
            animator.startAnimation()
            self.animator = animator
            let link = CADisplayLink { [unowned self] l in
                dot.center.y = 150 + CGFloat(l.timestamp - start) * 100
            }
            link.add()
            self.link = link
            timer = SceneTimer.scheduledTimer(withTimeInterval: 0.375, repeats: true) { [unowned self] _ in
                UIView.animate(withDuration: 0.3) { self.late.alpha = self.late.alpha < 0.5 ? 1 : 0.3 }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                UIView.animate(withDuration: 0.6) { self.late.center.y = 300 }
            }
            let spring = POPSpringAnimation.animation(withPropertyNamed: kPOPLayerPositionX)
            spring.toValue = 100
            spring.springBounciness = 10
            popped.layer.pop_add(spring, forKey: "x")
        }
    }

    let preview = Preview("clocks") { ClockMechanisms() }

    /// Runs the preview as the live window does — a frame every 1/64 s of host time (a binary fraction, so
    /// scene times add up exactly and a timer due at 0.375 s fires in the frame at 0.375 s at every
    /// speed: timers fire in the first frame at or after their time, as on iOS) — at `speed`, for
    /// `frames` frames, and returns every frame's named layers.
    func trace(speed: Double, frames: Int, change: ((Int, SceneRunner) -> Void)? = nil) throws -> Trace {
        let runner = try SceneRunner(preview: preview, catalog: [preview], screenScale: 1)
        runner.setSpeed(speed)
        let pipeline = FramePipeline()
        let host0 = 1024.0
        return try (0...frames).map { n in
            change?(n, runner)
            let r = try pipeline.frame(runner, FrameRequest(clock: .host(host0 + Double(n) / 64), draws: true, force: true, tracing: true))
            return r.rendered.traced
        }
    }

    func assertClose(_ a: [String: TracedLayer], _ b: [String: TracedLayer], tolerance: Double, _ what: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Set(a.keys), Set(b.keys), what, file: file, line: line)
        for (name, x) in a {
            guard let y = b[name] else { continue }
            let pairs: [(Double, Double)] = [
                (x.position.x, y.position.x), (x.position.y, y.position.y), (Double(x.opacity), Double(y.opacity)),
                (x.bounds.width, y.bounds.width), (x.transform.m11, y.transform.m11), (x.transform.m41, y.transform.m41),
                (x.windowFrame.minX, y.windowFrame.minX), (x.windowFrame.minY, y.windowFrame.minY),
            ]
            for (u, v) in pairs where abs(u - v) > tolerance {
                XCTFail("\(what): \(name) differs: \(u) vs \(v)", file: file, line: line)
                return
            }
        }
    }

    func testAQuarterSpeedTraceIsTheFullSpeedTraceStretchedFourTimes() throws {
        let full = try trace(speed: 1, frames: 96)
        let quarter = try trace(speed: 0.25, frames: 384)
        XCTAssertGreaterThan(Set(full.map { $0["box"]!.position.x }).count, 30, "the box moves")
        XCTAssertGreaterThan(Set(full.map { $0["dot"]!.position.y }).count, 30, "the display link moves the dot")
        XCTAssertNotEqual(full[64]["late"]!.position.y, full[0]["late"]!.position.y, "asyncAfter's animation ran")
        XCTAssertNotEqual(full[30]["late"]!.opacity, 1, "the scene timer's animation ran")
        for n in 0...96 {
            // Pop integrates in 1 ms steps and interpolates between them: the same values up to rounding.
            assertClose(full[n], quarter[4 * n], tolerance: 1e-6, "frame \(n) at 1× vs frame \(4 * n) at 0.25×")
        }
        // And not merely because nothing moves: a quarter-speed frame between two 1× frames differs.
        XCTAssertNotEqual(quarter[4 * 30 + 2]["box"]!.position.x, full[30]["box"]!.position.x)
    }

    func testEveryStepOfTheSpeedKeysStretchesTimeByItsFactor() throws {
        // The binary steps; 0.05 and 0.1 scale the clock the same way (testChangingSpeedMidwayDoesNotJump).
        let full = try trace(speed: 1, frames: 64)
        for speed in [0.5, 2, 4] {
            let stretch = 1 / speed
            let frames = Int((64 * stretch).rounded())
            let scaled = try trace(speed: speed, frames: frames)
            for n in stride(from: 0, through: 64, by: speed < 1 ? 1 : Int(speed)) {
                let m = Double(n) * stretch
                guard m == m.rounded(), Int(m) < scaled.count else { continue }
                assertClose(full[n], scaled[Int(m)], tolerance: 1e-6, "speed \(speed): frame \(n) vs \(Int(m))")
            }
        }
    }

    func testChangingSpeedMidwayDoesNotJump() throws {
        // At 1× for 30 frames, then 0.05×: scene time after the change is 0.5 s + (host − 0.5 s) × 0.05.
        let runner = try SceneRunner(preview: preview, catalog: [preview], screenScale: 1)
        let pipeline = FramePipeline()
        var times: [Double] = []
        for n in 0...60 {
            try pipeline.frame(runner, FrameRequest(clock: .host(Double(n) / 60), draws: false))
            times.append(runner.sceneTime)
            if n == 30 { runner.setSpeed(0.05) }  // after frame 30: the rate applies from the next tick on
        }
        for n in 0...60 {
            let expected = n <= 30 ? Double(n) / 60 : 0.5 + Double(n - 30) / 60 * 0.05
            XCTAssertEqual(times[n], expected, accuracy: 1e-12, "frame \(n)")
        }
    }

    func testSpeedKeysStepThroughTheListAndSlowMotionStillDividesByTen() throws {
        let runner = try SceneRunner(preview: preview, catalog: [preview], screenScale: 1)
        var seen: [Double] = []
        for _ in 0..<8 { try runner.handle(.key("[")); seen.append(runner.speed) }
        XCTAssertEqual(seen, [0.5, 0.25, 0.1, 0.05, 0.05, 0.05, 0.05, 0.05])
        seen = []
        for _ in 0..<8 { try runner.handle(.key("]")); seen.append(runner.speed) }
        XCTAssertEqual(seen, [0.1, 0.25, 0.5, 1, 2, 4, 4, 4])
        XCTAssertEqual(runner.context.clock.rate, 4)
        try runner.handle(.key("s"))
        XCTAssertEqual(runner.context.clock.rate, 0.4, accuracy: 1e-15)
        XCTAssertTrue(runner.hudLines(fps: 60, frameMs: 16, missed: 0).contains { $0.contains("speed ×0.4 (slow ×10)") })
        try runner.handle(.key("s"))
        XCTAssertEqual(runner.context.clock.rate, 4)
        // A speed between the steps (run --speed 0.3) steps to its neighbours.
        runner.setSpeed(0.3)
        try runner.handle(.key("]")); XCTAssertEqual(runner.speed, 0.5)
        runner.setSpeed(0.3)
        try runner.handle(.key("[")); XCTAssertEqual(runner.speed, 0.25)
        // The speed survives rebuilding the preview.
        try runner.handle(.key("r"))
        XCTAssertEqual(runner.context.clock.rate, 0.25)
    }

    func testNoKeyIsBoundTwice() throws {
        PreviewCatalog.all = BuiltInScenes.previews
        for p in BuiltInScenes.previews { XCTAssertNil(KeyBindings.conflict(in: p), p.name) }
        let clash = Preview("clash", tunables: [Tunable("a", default: 1, range: 0...2, step: 1, keys: ("[", "]"))]) { _, _ in
            throw PreviewError.badPreview("not built")
        }
        XCTAssertThrowsError(try PreviewApp.register([clash])) { e in
            XCTAssertEqual("\(e)", "preview 'clash': tunable a uses key '[', which is the window's slower key")
        }
        let twice = Preview("twice", tunables: [Tunable("a", default: 1, range: 0...2, step: 1, keys: ("-", "=")),
                                                Tunable("b", default: 1, range: 0...2, step: 1, keys: (";", "="))]) { _, _ in
            throw PreviewError.badPreview("not built")
        }
        XCTAssertThrowsError(try PreviewApp.register([twice])) { e in
            XCTAssertEqual("\(e)", "preview 'twice': key '=' is bound twice (tunable a and tunable b)")
        }
        let digit = Preview("digit", keys: ["3"]) { _, _ in throw PreviewError.badPreview("not built") }
        XCTAssertThrowsError(try PreviewApp.register([digit]))
        // The runner shares `.` and `,` (steps while paused) with scenes' tuning keys, as music does.
        XCTAssertNil(KeyBindings.conflict(in: try PreviewCatalog.preview(named: "music")))
        PreviewCatalog.all = BuiltInScenes.previews
    }
}
